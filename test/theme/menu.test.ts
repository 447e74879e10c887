// theme/menu.js (src/theme/menu; docs/theme.md "Menu"; spec §4.5, §9.2, §9.4): the sub-menu
// arrows made buttons, one open at a time per level, Escape to the button, focus leaving and
// outside clicks close, the mega menu's count class under 4 columns, the dropdown flip (right
// to left too), the 700 ms slide and 200 ms reposition constants.
import '../setup/dom';
import './window';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, leaves, MEGA, megaClass, PLACE_MS, SUB_MS } from '../../src/theme/menu/menu';
import type { Mode, Theme } from '../../src/theme/types';

let mode: Mode = 'desktop';
const T: Theme = { mode: () => mode, builder: '', reduced: () => true, params: () => undefined, scroll() {} };

test('constants: sub-menus slide 700 ms (§9.4), mega menus under 4 columns get a class, dropdowns re-placed 200 ms after a resize (§9.2)', () => {
  assert.equal([SUB_MS, MEGA, PLACE_MS], [700, 4, 200]);
});

test('the mega count class: mega-1 to mega-3, none from 4', () => {
  assert.equal([1, 2, 3, 4, 6].map(megaClass), ['mega-1', 'mega-2', 'mega-3', '', '']);
});

test('a dropdown leaves the window past its right edge, or its left one in right to left', () => {
  assert.is(leaves({ left: 900, right: 1100 }, 1000, false), true);
  assert.is(leaves({ left: 700, right: 1000 }, 1000, false), false);
  assert.is(leaves({ left: -1, right: 199 }, 1000, true), true);
  assert.is(leaves({ left: 0, right: 200 }, 1000, true), false);
  assert.is(leaves({ left: -50, right: 150 }, 1000, false), false, 'left to right ignores the left');
});

const page = () => {
  document.body.innerHTML = `<nav data-module="menu"><ul class="menu">
    <li class="has-sub"><a href="/shop">Shop</a><a class="sub-toggle" href="#s1" aria-label="Shop, sub-menu">v</a>
      <ul id="s1" class="sub-menu"><li><a id="beans" href="/b">Beans</a></li>
        <li class="has-sub"><a href="/g">Gear</a><a class="sub-toggle" href="#s2" aria-label="Gear, sub-menu">v</a><ul id="s2" class="sub-menu"><li><a id="kettles" href="/k">Kettles</a></li></ul></li></ul></li>
    <li class="has-sub mega"><a href="/c">Coffees</a><a class="sub-toggle" href="#s3">v</a><ul id="s3" class="sub-menu"><li>A</li><li>B</li><li>C</li></ul></li>
    <li class="has-sub mega"><a href="/d">More</a><a class="sub-toggle" href="#s4">v</a><ul id="s4" class="sub-menu"><li>A</li><li>B</li><li>C</li><li>D</li></ul></li>
    <li><a id="plain" href="/p">Plain</a></li>
    <li><a class="sub-toggle" href="#nowhere">v</a></li>
  </ul></nav><button id="out">out</button>`;
  const root = document.querySelector('nav') as HTMLElement;
  init(root, T);
  const b = (id: string) => root.querySelector<HTMLButtonElement>(`button[aria-controls=${id}]`)!;
  const ex = () => ['s1', 's2', 's3', 's4'].map((id) => +(b(id).getAttribute('aria-expanded') == 'true')).join('');
  return { root, b, ex };
};

test('each arrow becomes a button with aria-expanded and aria-controls and keeps its label; a link to no element is left', () => {
  const { root, b } = page();
  assert.ok(root.classList.contains('lp-menu'));
  assert.is(b('s1').localName, 'button');
  assert.is(b('s1').getAttribute('aria-label'), 'Shop, sub-menu');
  assert.is(b('s1').getAttribute('aria-expanded'), 'false');
  assert.is(root.querySelectorAll('button.sub-toggle').length, 4);
  assert.ok(root.querySelector('a.sub-toggle[href="#nowhere"]'));
});

test('the mega menu of 3 columns gets mega-3; the one of 4 none', () => {
  page();
  assert.ok(document.getElementById('s3')!.classList.contains('mega-3'));
  assert.is(document.getElementById('s4')!.className, 'sub-menu');
});

test('one open at a time at each level: opening one closes the others, not its parents', () => {
  const { b, ex } = page();
  b('s1').click();
  assert.is(ex(), '1000');
  b('s2').click();
  assert.is(ex(), '1100', 'a sub-menu inside keeps its parent open');
  b('s3').click();
  assert.is(ex(), '0010');
  b('s3').click();
  assert.is(ex(), '0000');
});

test('Escape closes the innermost open sub-menu the focus is in and focuses its button; it marks the key taken', () => {
  const { b, ex } = page();
  b('s1').click();
  b('s2').click();
  document.getElementById('kettles')!.focus();
  const e = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  document.getElementById('kettles')!.dispatchEvent(e);
  assert.is(ex(), '1000');
  assert.is(document.activeElement, b('s2'));
  assert.ok(e.defaultPrevented, 'the mobile menu around it stays open');
  b('s2').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  assert.is(ex(), '0000', 'again, from the closed one\'s button: the one it is in');
  assert.is(document.activeElement, b('s1'));
});

test('the focus leaving the menu, or a click outside it, closes them all', () => {
  const { b, ex } = page();
  b('s1').click();
  document.getElementById('beans')!.focus();
  document.getElementById('out')!.focus();
  assert.is(ex(), '0000');
  b('s3').click();
  document.getElementById('out')!.click();
  assert.is(ex(), '0000');
});

test('opened on the desktop, a dropdown past the window\'s edge gets sub-flip; not in the mobile menu', () => {
  const { b } = page();
  const u = document.getElementById('s1')!;
  u.getBoundingClientRect = () => ({ left: 900, right: 2000, top: 0, bottom: 0 }) as DOMRect;
  b('s1').click();
  assert.ok(u.classList.contains('sub-flip'));
  b('s1').click();
  mode = 'phone';
  b('s1').click();
  assert.not.ok(u.classList.contains('sub-flip'));
  mode = 'desktop';
});

test.run();
