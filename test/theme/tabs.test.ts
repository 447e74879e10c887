// T05 the tabs (src/theme/tabs, docs/theme.md "Tabs"; spec §2.3, §2.5): the ARIA tabs pattern
// made from the printed links and panels, the roving tabindex, the keys (mirrored right to
// left), the hash (`#<id>|<n>`, a tab anchor with or without `tab-`), and the address a
// visitor's choice leaves.
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bare, init } from '../../src/theme/tabs/tabs';
import { params } from '../../src/theme/page';
import type { Theme } from '../../src/theme/types';

const scrolled: Element[] = [];
const T = { params: (id: string) => params(id), reduced: () => false, scroll: (el: Element) => scrolled.push(el) } as unknown as Theme;
const MARKUP = `<div data-module="tabs" id="menu" class="tabs">
  <div class="tab-list" aria-label="Menu"><a href="#tab-espresso" aria-current="true">Espresso</a><a href="#tab-filter">Filter</a><a href="#tab-cold">Cold brew</a></div>
  <section id="tab-espresso" class="tab-panel"><p>A</p></section>
  <section id="tab-filter" class="tab-panel" hidden><p>B</p></section>
  <section id="tab-cold" class="tab-panel" hidden><p>C</p></section>
</div><a id="out" href="#filter">to filter</a>`;
const start = (hash = '') => {
  history.replaceState(null, '', '/products/shoes' + hash);
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = MARKUP;
  const root = document.getElementById('menu')!;
  init(root, T);
  return root;
};
const tabs = () => [...document.querySelectorAll<HTMLAnchorElement>('.tab-list a')];
const state = () => tabs().map((a) => `${a.getAttribute('aria-selected') == 'true' ? 1 : 0}${a.tabIndex}${+!document.getElementById(a.hash.slice(1))!.hidden}`).join(' ');
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

test('a tab anchor with or without its tab- prefix', () => {
  assert.equal(['#tab-filter', '#filter', 'tab-filter', 'filter'].map(bare), ['filter', 'filter', 'filter', 'filter']);
});

test('the roles, names and controls of the ARIA tabs pattern; the printed state kept', () => {
  const root = start();
  assert.is(root.querySelector('.tab-list')!.getAttribute('role'), 'tablist');
  const [a, b] = tabs();
  assert.is(a.getAttribute('role'), 'tab');
  assert.is(a.getAttribute('aria-controls'), 'tab-espresso');
  assert.is(a.getAttribute('aria-current'), null, 'aria-selected says it now');
  const p = document.getElementById('tab-filter')!;
  assert.is(p.getAttribute('role'), 'tabpanel');
  assert.is(p.getAttribute('aria-labelledby'), b.id);
  assert.is(b.id, 'tab-filter-tab');
  assert.is(p.tabIndex, 0);
  assert.is(state(), '101 0-10 0-10', 'the first selected, only it in the tab order and shown');
  assert.ok(root.classList.contains('lp-on'));
});

test('a click selects a tab and replaces the address\'s hash with its anchor', () => {
  start();
  const len = history.length;
  const e = new MouseEvent('click', { bubbles: true, cancelable: true });
  tabs()[2].dispatchEvent(e);
  assert.ok(e.defaultPrevented);
  assert.is(state(), '0-10 0-10 101');
  assert.is(location.hash, '#tab-cold');
  assert.is(history.length, len, 'replaced, not pushed');
});

test('a link elsewhere on the page to a tab selects it; without the prefix (no such id) it scrolls to the panel and focuses it', () => {
  start();
  const out = document.getElementById('out')!;
  scrolled.length = 0;
  const e = new MouseEvent('click', { bubbles: true, cancelable: true });
  out.dispatchEvent(e);
  assert.is(state(), '0-10 101 0-10');
  assert.ok(e.defaultPrevented, 'the browser would go nowhere');
  // (the roots of the tests before stay listening, on their detached panels)
  assert.equal(scrolled.filter((el) => el.isConnected), [document.getElementById('tab-filter')]);
  assert.is(document.activeElement, document.getElementById('tab-filter'));
  out.setAttribute('href', '#tab-cold');
  const f = new MouseEvent('click', { bubbles: true, cancelable: true });
  out.addEventListener('click', (e) => e.preventDefault()); // theme.js's smooth scroll does
  out.dispatchEvent(f);
  assert.is(state(), '0-10 0-10 101');
  assert.is(scrolled.filter((el) => el.isConnected).length, 1, 'an existing id is theme.js\'s to scroll to');
});

test('keys: Right and Left wrap, Home and End, Space and Enter; focus follows', () => {
  start();
  const [a, , c] = tabs();
  key(a, 'ArrowRight');
  assert.is(state(), '0-10 101 0-10');
  assert.is(document.activeElement, tabs()[1]);
  key(tabs()[1], 'ArrowRight');
  key(c, 'ArrowRight');
  assert.is(state(), '101 0-10 0-10', 'wraps to the first');
  key(a, 'ArrowLeft');
  assert.is(state(), '0-10 0-10 101', 'wraps to the last');
  key(c, 'Home');
  assert.is(state(), '101 0-10 0-10');
  key(a, 'End');
  assert.is(state(), '0-10 0-10 101');
  assert.is(location.hash, '#tab-cold');
  const e = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
  c.dispatchEvent(e);
  assert.not.ok(e.defaultPrevented, 'Tab leaves for the panel');
});

test('right to left: Left is the next tab', () => {
  start();
  document.documentElement.dir = 'rtl';
  document.documentElement.style.direction = 'rtl';
  key(tabs()[0], 'ArrowLeft');
  assert.is(state(), '0-10 101 0-10');
  key(tabs()[1], 'ArrowRight');
  assert.is(state(), '101 0-10 0-10');
  document.documentElement.style.direction = '';
});

test('§2.5 the hash on load: #<id>|<n> (1 is the first), a tab anchor with or without tab-', () => {
  start('#menu|3');
  assert.is(state(), '0-10 0-10 101');
  start('#x|1||menu|2');
  assert.is(state(), '0-10 101 0-10');
  start('#tab-cold');
  assert.is(state(), '0-10 0-10 101');
  start('#filter');
  assert.is(state(), '0-10 101 0-10');
  for (const h of ['#menu|9', '#menu|0', '#menu|x', '#other', '#menu']) {
    start(h);
    assert.is(state(), '101 0-10 0-10', h + ' leaves the first');
  }
});

test('§2.5 on hashchange', async () => {
  start();
  location.hash = '#cold';
  await new Promise((r) => setTimeout(r, 20));
  assert.is(state(), '0-10 0-10 101');
});

test('a link whose panel is missing stays a link; no tab list is an error before any change', () => {
  history.replaceState(null, '', '/products/shoes');
  document.body.innerHTML = MARKUP.replace('<a href="#tab-filter">', '<a href="#gone">');
  init(document.getElementById('menu')!, T);
  const gone = document.querySelector('[href="#gone"]')!;
  assert.is(gone.getAttribute('role'), null);
  assert.equal(tabs().filter((a) => a.getAttribute('role') == 'tab').map((a) => a.hash), ['#tab-espresso', '#tab-cold']);
  document.body.innerHTML = '<div id="bare"><section id="p">x</section></div>';
  assert.throws(() => init(document.getElementById('bare')!, T));
  assert.is(document.getElementById('p')!.getAttribute('role'), null);
});

test.run();
