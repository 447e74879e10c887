// theme/slidemenu.js and the toggles it shares (src/theme/slidemenu, src/core/toggle;
// docs/theme.md "Slide-in and fullscreen menus"; spec §4.5, §9.4): the toggle and close links made
// buttons, the focus moved in and given back, Escape, the fullscreen menu a modal dialog that
// keeps Tab inside and closes when the page becomes hidden, the slide-in one closing when the
// focus or a click goes outside, the 700 ms constant.
import '../setup/dom';
import './window';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, SLIDE_MS } from '../../src/theme/slidemenu/slidemenu';
import { wrap } from '../../src/core/toggle';
import type { Theme } from '../../src/theme/types';

const T: Theme = { mode: () => 'desktop', builder: '', reduced: () => true, params: () => undefined, scroll() {} };

test('constant: the slide menu is hidden 700 ms after closing starts (§9.4)', () => {
  assert.is(SLIDE_MS, 700);
});

test('Tab wraps inside a modal: forward from the last to the first, back from the first to the last', () => {
  assert.equal([wrap(0, 3, false), wrap(1, 3, false), wrap(2, 3, false), wrap(-1, 3, false)], [1, 2, 0, 0]);
  assert.equal([wrap(0, 3, true), wrap(2, 3, true), wrap(-1, 3, true)], [2, 1, 2]);
});

const page = (full: boolean) => {
  document.body.innerHTML = `<div data-module="slidemenu"${full ? ' data-fullscreen' : ''}><a class="slidemenu-toggle" href="#p">Open the menu</a>
    <div id="p" class="slidemenu-panel"><a class="slidemenu-close" href="#" aria-label="Close">x</a><nav><a id="one" href="/1">One</a><a id="two" href="/2">Two</a></nav></div></div><button id="out">out</button>`;
  const root = document.querySelector<HTMLElement>('[data-module]')!;
  // jsdom lays nothing out: every element counts as shown for the trap
  document.querySelectorAll<HTMLElement>('#p a, #p button').forEach((x) => (x.getClientRects = () => [{}] as any));
  init(root, T);
  document.querySelectorAll<HTMLElement>('#p button').forEach((x) => (x.getClientRects = () => [{}] as any));
  return { b: root.querySelector<HTMLButtonElement>('button.slidemenu-toggle')!, x: root.querySelector<HTMLButtonElement>('button.slidemenu-close')!, p: document.getElementById('p')! };
};
const key = (key: string, shiftKey = false) => {
  const e = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement || document.body).dispatchEvent(e);
  return e;
};

test('toggle and close become buttons; opening moves the focus in, Escape closes and gives it back', () => {
  const { b, x, p } = page(false);
  assert.is(b.getAttribute('aria-controls'), 'p');
  assert.is(b.getAttribute('aria-expanded'), 'false');
  assert.is(x.localName, 'button');
  b.click();
  assert.is(b.getAttribute('aria-expanded'), 'true');
  assert.ok(p.classList.contains('is-open'));
  assert.is(document.activeElement, x);
  key('Escape');
  assert.not.ok(p.classList.contains('is-open'));
  assert.is(document.activeElement, b);
  b.click();
  x.click();
  assert.is(b.getAttribute('aria-expanded'), 'false');
  assert.is(document.activeElement, b, 'the close button gives the focus back too');
});

test('the slide-in menu is not modal: Tab is the browser\'s, and the focus or a click going outside closes it', () => {
  const { b, p } = page(false);
  assert.not.ok(p.hasAttribute('role'));
  b.click();
  assert.not.ok(key('Tab').defaultPrevented);
  document.getElementById('out')!.focus();
  assert.is(b.getAttribute('aria-expanded'), 'false');
  b.click();
  document.getElementById('out')!.click();
  assert.is(b.getAttribute('aria-expanded'), 'false');
});

test('the fullscreen menu is a modal dialog named by its toggle: Tab wraps inside it; it closes when the page becomes hidden', () => {
  const { b, x, p } = page(true);
  assert.equal([p.getAttribute('role'), p.getAttribute('aria-modal'), p.getAttribute('aria-label')], ['dialog', 'true', 'Open the menu']);
  b.click();
  assert.is(document.activeElement, x);
  key('Tab');
  assert.is(document.activeElement!.id, 'one');
  key('Tab');
  key('Tab');
  assert.is(document.activeElement, x, 'from the last to the first');
  key('Tab', true);
  assert.is(document.activeElement!.id, 'two', 'Shift+Tab from the first to the last');
  document.getElementById('out')!.click();
  assert.is(b.getAttribute('aria-expanded'), 'true', 'a click outside does not close a modal');
  Object.defineProperty(document, 'hidden', { value: true, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  assert.is(b.getAttribute('aria-expanded'), 'false');
  Object.defineProperty(document, 'hidden', { value: false, configurable: true });
});

test.run();
