// theme/search.js (src/theme/search; docs/theme.md "Search"; spec §4.5, §9.3, §9.4): the toggle
// and close links made buttons, opening closes the mobile menu and focuses the field, modal (Tab
// stays in the form), closes on Escape and its close button (focus back to the toggle), on a
// click outside the header and when the focus leaves the form; the 1 s constant. The animation
// and its blocking are Chromium's (test/browser/theme-header).
import '../setup/dom';
import './window';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, SEARCH_MS } from '../../src/theme/search/search';
import type { Theme } from '../../src/theme/types';

const T: Theme = { mode: () => 'phone', builder: '', reduced: () => true, params: () => undefined, scroll() {} };

test('constant: the search opens and closes over 1 s (§9.3, §9.4)', () => {
  assert.is(SEARCH_MS, 1000);
});

const page = () => {
  document.body.innerHTML = `<header><button class="menu-toggle" aria-expanded="true" id="mt">Menu</button><a id="brand" href="/">Brand</a>
    <div data-module="search"><a class="search-toggle" href="#f" aria-label="Search">S</a>
    <form id="f"><input id="q"><button id="go">Go</button><a class="search-close" href="#" aria-label="Close search">x</a></form></div></header><button id="out">out</button>`;
  let menu = 0;
  document.getElementById('mt')!.addEventListener('click', () => menu++);
  document.querySelectorAll<HTMLElement>('#f *').forEach((x) => (x.getClientRects = () => [{}] as any));
  init(document.querySelector('[data-module]')!, T);
  document.querySelectorAll<HTMLElement>('#f button').forEach((x) => (x.getClientRects = () => [{}] as any));
  const b = document.querySelector<HTMLButtonElement>('button.search-toggle')!, f = document.getElementById('f')!;
  return { b, f, x: f.querySelector<HTMLButtonElement>('button.search-close')!, menu: () => menu };
};
const key = (key: string, shiftKey = false) => (document.activeElement || document.body).dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));

test('toggle and close become buttons; opening shows the form, focuses the field and closes an open mobile menu', () => {
  const { b, f, x, menu } = page();
  assert.equal([b.localName, b.getAttribute('aria-label'), b.getAttribute('aria-controls'), b.getAttribute('aria-expanded'), x.localName], ['button', 'Search', 'f', 'false', 'button']);
  b.click();
  assert.is(b.getAttribute('aria-expanded'), 'true');
  assert.ok(f.classList.contains('is-open'));
  assert.is(document.activeElement!.id, 'q');
  assert.is(menu(), 1);
});

test('modal: Tab from the last control goes to the field, Shift+Tab from the field to the last', () => {
  const { b, x } = page();
  b.click();
  x.focus();
  key('Tab');
  assert.is(document.activeElement!.id, 'q');
  key('Tab', true);
  assert.is(document.activeElement, x);
  key('Tab', true);
  assert.is(document.activeElement!.id, 'go', 'the focus moving inside the form keeps it open');
  assert.is(b.getAttribute('aria-expanded'), 'true');
});

test('Escape and the close button close it and give the focus back to the toggle', () => {
  const { b, f, x } = page();
  b.click();
  key('Escape');
  assert.is(b.getAttribute('aria-expanded'), 'false');
  assert.not.ok(f.classList.contains('is-open'));
  assert.is(document.activeElement, b);
  b.click();
  x.click();
  assert.is(b.getAttribute('aria-expanded'), 'false');
  assert.is(document.activeElement, b);
});

test('a click outside the header closes it, one inside the header does not; the focus leaving the form closes it', () => {
  const { b } = page();
  b.click();
  document.getElementById('brand')!.addEventListener('click', (e) => e.preventDefault());
  document.getElementById('brand')!.click();
  assert.is(b.getAttribute('aria-expanded'), 'true');
  document.getElementById('out')!.click();
  assert.is(b.getAttribute('aria-expanded'), 'false');
  b.click();
  document.getElementById('out')!.focus();
  assert.is(b.getAttribute('aria-expanded'), 'false', 'blur');
});

test.run();
