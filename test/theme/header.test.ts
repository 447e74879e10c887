// theme/header.js (src/theme/header; docs/theme.md "Header"; spec §4.5, §9.4): compact past the
// content start, hidden scrolling down past the header's height + 200 px and back on the way up,
// the mobile menu's link made a button (aria-expanded, aria-controls), Escape, focus return,
// the 500 ms slide's constant. The slide itself is Chromium's (test/browser/theme-header).
import '../setup/dom';
import { scrollToY } from './window';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compact, HIDE_PX, hides, init, MENU_MS } from '../../src/theme/header/header';
import type { Theme } from '../../src/theme/types';

const T: Theme = { mode: () => 'phone', builder: '', reduced: () => true, params: () => undefined, scroll() {} };

test('constants: the mobile menu slides 500 ms (§4.5), the header hides past its height + 200 px (§9.4)', () => {
  assert.is(MENU_MS, 500);
  assert.is(HIDE_PX, 200);
});

test('compact past the content start (the header\'s height), not at it', () => {
  assert.equal([0, 72, 73, 900].map((y) => compact(y, 72)), [false, false, true, true]);
});

test('hides scrolling down past height + 200, shows scrolling up, keeps its state when still', () => {
  assert.is(hides(272, 200, 72, false), false, 'at height + 200 exactly');
  assert.is(hides(273, 200, 72, false), true, 'down past it');
  assert.is(hides(500, 600, 72, true), false, 'up');
  assert.is(hides(500, 500, 72, true), true, 'still: as it was');
  assert.is(hides(500, 500, 72, false), false);
  assert.is(hides(100, 50, 72, false), false, 'down but above the threshold');
});

const page = () => {
  document.body.innerHTML = '<header data-module="header" data-hide><a href="/">Brand</a><nav id="menu"><a id="in" href="/x">x</a></nav><a class="menu-toggle" href="#menu" aria-label="Main menu"><b>Menu</b></a></header><p id="out">out</p>';
  const root = document.querySelector('header') as HTMLElement;
  init(root, T);
  return root;
};

test('the mobile menu\'s link becomes a button: same class, label and content, aria-expanded, aria-controls', () => {
  const root = page(), b = root.querySelector('.menu-toggle')!;
  assert.is(b.localName, 'button');
  assert.is((b as HTMLButtonElement).type, 'button');
  assert.is(b.getAttribute('aria-label'), 'Main menu');
  assert.is(b.innerHTML, '<b>Menu</b>');
  assert.is(b.getAttribute('aria-controls'), 'menu');
  assert.is(b.getAttribute('aria-expanded'), 'false');
  assert.not.ok(root.querySelector('a.menu-toggle'));
});

test('the toggle opens and closes the menu (is-open); Escape closes it and gives the focus back to the toggle', () => {
  const root = page(), b = root.querySelector<HTMLButtonElement>('.menu-toggle')!, m = document.getElementById('menu')!;
  b.click();
  assert.is(b.getAttribute('aria-expanded'), 'true');
  assert.ok(m.classList.contains('is-open'));
  b.click();
  assert.is(b.getAttribute('aria-expanded'), 'false');
  assert.not.ok(m.classList.contains('is-open'));
  b.click();
  document.getElementById('in')!.focus();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  assert.is(b.getAttribute('aria-expanded'), 'false');
  assert.is(document.activeElement, b);
});

test('an Escape a sub-menu took (defaultPrevented) leaves the mobile menu open', () => {
  const root = page(), b = root.querySelector<HTMLButtonElement>('.menu-toggle')!;
  b.click();
  const e = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  e.preventDefault();
  document.dispatchEvent(e);
  assert.is(b.getAttribute('aria-expanded'), 'true');
});

test('a click outside the header, or on a link in the menu, closes it', () => {
  const root = page(), b = root.querySelector<HTMLButtonElement>('.menu-toggle')!;
  b.click();
  document.getElementById('out')!.click();
  assert.is(b.getAttribute('aria-expanded'), 'false');
  b.click();
  document.getElementById('in')!.addEventListener('click', (e) => e.preventDefault());
  document.getElementById('in')!.click();
  assert.is(b.getAttribute('aria-expanded'), 'false');
});

test('scrolling: is-compact and is-hidden follow the rules; never hidden with the menu open; a focus in it shows it (a keyboard focus keeps it: jsdom has no :focus-visible, the browser test)', () => {
  const root = page(), b = root.querySelector<HTMLButtonElement>('.menu-toggle')!;
  Object.defineProperty(root, 'offsetHeight', { value: 72 });
  const to = scrollToY;
  to(100);
  assert.ok(root.classList.contains('is-compact'));
  assert.not.ok(root.classList.contains('is-hidden'));
  to(400);
  assert.ok(root.classList.contains('is-hidden'));
  to(350);
  assert.not.ok(root.classList.contains('is-hidden'), 'back on the way up');
  b.click();
  to(600);
  assert.not.ok(root.classList.contains('is-hidden'), 'the menu is open');
  b.click();
  to(900);
  assert.ok(root.classList.contains('is-hidden'));
  b.focus();
  assert.not.ok(root.classList.contains('is-hidden'), 'a focus in it shows it');
  to(0);
  assert.not.ok(root.classList.contains('is-compact'));
});

test('without data-hide it never hides; without a menu it still follows the scroll', () => {
  document.body.innerHTML = '<header data-module="header"><a href="/">Brand</a></header>';
  const root = document.querySelector('header') as HTMLElement;
  Object.defineProperty(root, 'offsetHeight', { value: 72 });
  init(root, T);
  scrollToY(2000);
  assert.ok(root.classList.contains('is-compact'));
  assert.not.ok(root.classList.contains('is-hidden'));
  scrollToY(0);
});

test.run();
