// T01 overlay areas in jsdom (src/theme/area; docs/theme.md "Overlay areas"; spec §3.3, §4.3, §8,
// §9.1, §9.2): the library's defaults, the exit-intent edge, the device flags, the closed memory
// (local storage, a cookie when it is blocked), the §8 log lines, the stack and its z-index, the
// close button per type and flag, singleton, the hide filter, push-content, the overlay click,
// Escape, the click and hover triggers with aria-expanded, the API and its deprecation warning.
// The real dialog (top layer, focus, animation) is Chromium's: test/browser/theme-area.test.mjs.
import { dom, reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ANCHOR_MS, ANIM_MS, closedUntil, EDGE, EXIT_MS, exitEdge, KEEP_MIN, KEY, notFor, num, remember, Z } from '../../src/theme/area/memory';
import { init } from '../../src/theme/area/area';
import type { Mode, Theme } from '../../src/theme/types';

// jsdom has <dialog> but neither showModal nor close: the open attribute stands in (the top
// layer and the inert page are checked in Chromium)
const W = dom.window as any;
(globalThis as any).HTMLDialogElement = W.HTMLDialogElement;
W.HTMLDialogElement.prototype.showModal = function () { this.open = true; };
W.HTMLDialogElement.prototype.close = function () { this.open = false; };
// and no layout: an element is "rendered" (a focus candidate) unless it is in a hidden one
W.Element.prototype.getClientRects = function () { return this.closest('[hidden],dialog:not([open])') ? [] : [{}]; };

let mode: Mode = 'desktop';
const T: Theme = { mode: () => mode, builder: '', reduced: () => true, params: () => undefined, scroll() {} };
const warned: string[] = [];
console.warn = (m: string) => void warned.push(m);
const api = () => (window as any).lpAreas;
const $ = (id: string) => document.getElementById(id) as HTMLElement & { open?: boolean };

const page = (html: string) => {
  api()?.hide && [...document.querySelectorAll<HTMLElement>('.is-open')].forEach((a) => api().hide(a.id));
  reset();
  mode = 'desktop';
  warned.length = 0;
  document.body.innerHTML = html;
  document.querySelectorAll<HTMLElement>('[data-module=area]').forEach((el) => init(el, T));
};
const AREAS = `<a id="t-pop" href="#pop">join</a><button id="t-fly" data-area-show="fly" aria-controls="fly" aria-expanded="false">fly</button>
<button id="t-hov" data-area-hover="hov" aria-controls="hov" aria-expanded="false">hover</button>
<dialog data-module="area" id="pop" data-area-type="popup"><h2>Join</h2><input id="in"></dialog>
<dialog data-module="area" id="modal" data-area-type="popup" data-ismodal data-hideclose><h2>Terms</h2></dialog>
<div data-module="area" id="fly" data-area-type="flyin" data-notmobile hidden><h2 id="fly-h">Fly</h2><a id="far" href="#deep">deep</a><p id="deep">x</p></div>
<div data-module="area" id="fly2" data-area-type="flyin" data-zindex="50" data-fix-z-index data-singleton data-push-content data-position-v="top" hidden><h2>Two</h2></div>
<div data-module="area" id="hov" data-area-type="hover" hidden><h3>Hover</h3></div>
<section data-module="area" id="inl" data-area-type="inline" data-hideclose data-post-id="42" hidden><h3>Inline</h3></section>`;

test('§9.1, §9.2 the defaults: z-index 1000000, exit delay 2000 ms, 300 ms animations, 525600 minutes, the 50 px edge, 400 ms anchors', () => {
  assert.equal([Z, EXIT_MS, ANIM_MS, KEEP_MIN, EDGE, ANCHOR_MS], [1000000, 2000, 300, 525600, 50, 400]);
});

test('§9.2 exit intent: leaving within 50 px of the top or the right edge', () => {
  assert.equal([exitEdge(600, 0, 1280), exitEdge(600, 50, 1280), exitEdge(600, 51, 1280), exitEdge(1230, 400, 1280), exitEdge(1229, 400, 1280), exitEdge(0, 400, 1280)], [true, true, false, true, false, false]);
});

test('§3.3 notmobile, nottablet, notdesktop against the breakpoints; number attributes and their defaults', () => {
  const el = document.createElement('div');
  el.setAttribute('data-notmobile', '');
  assert.equal([notFor(el, 'phone'), notFor(el, 'tablet'), notFor(el, 'desktop')], [true, false, false]);
  el.setAttribute('data-nottablet', '');
  el.setAttribute('data-notdesktop', '');
  assert.equal([notFor(el, 'tablet'), notFor(el, 'desktop')], [true, true]);
  el.setAttribute('data-zindex', '50');
  el.setAttribute('data-exit-delay', 'soon');
  assert.equal([num(el, 'zindex', Z), num(el, 'exit-delay', EXIT_MS), num(el, 'keep-closed', KEEP_MIN)], [50, 2000, 525600]);
});

test('§9.1 the closed memory: local storage for 525600 minutes, data-keep-closed minutes, 0 keeps nothing', () => {
  reset();
  const el = document.createElement('div');
  el.id = 'nl';
  remember(el, 1000);
  assert.is(localStorage.getItem(KEY + 'nl'), String(1000 + 525600 * 60000));
  assert.ok(closedUntil(el, 2000));
  assert.is(closedUntil(el, 1000 + 525600 * 60000), 0, 'over when its minutes are up');
  el.setAttribute('data-keep-closed', '10');
  remember(el, 0);
  assert.is(closedUntil(el, 10 * 60000 - 1), 600000);
  el.id = 'other';
  el.setAttribute('data-keep-closed', '0');
  remember(el);
  assert.is(localStorage.getItem(KEY + 'other'), null);
});

test('§9.1 storage "auto": a cookie where local storage is blocked, or with data-storage="cookie"', () => {
  reset();
  const el = document.createElement('div');
  el.id = 'nl';
  el.setAttribute('data-storage', 'cookie');
  remember(el);
  assert.match(document.cookie, KEY + 'nl=');
  assert.is(localStorage.getItem(KEY + 'nl'), null);
  assert.ok(closedUntil(el));
  const d = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
  Object.defineProperty(globalThis, 'localStorage', { get() { throw new Error('blocked'); }, configurable: true });
  try {
    el.id = 'nl2';
    el.removeAttribute('data-storage');
    remember(el);
    assert.match(document.cookie, KEY + 'nl2=');
    assert.ok(closedUntil(el));
  } finally {
    Object.defineProperty(globalThis, 'localStorage', d);
  }
});

test('§8: an area of no known type, or a popup that is not a <dialog>, is logged and left alone', () => {
  page('<div data-module="area" id="x" data-area-type="lightbox" hidden></div><div data-module="area" id="y" data-area-type="popup" hidden></div><div data-module="area" id="z" hidden></div>');
  assert.equal(warned, ['[poptin] Cannot determine type of area x', '[poptin] Cannot determine type of area y', '[poptin] Cannot determine type of area z']);
  assert.is(document.querySelector('.area-close'), null);
});

test('labelled by the heading; a close button but on hover areas (showclose, hideclose; a modal area keeps it)', () => {
  page(AREAS);
  assert.is($('fly').getAttribute('aria-labelledby'), 'fly-h');
  assert.is($('pop').getAttribute('aria-labelledby'), 'pop-title');
  assert.is($('pop-title').textContent, 'Join');
  const close = (id: string) => $(id).querySelector('button.area-close')?.getAttribute('aria-label');
  assert.equal(['pop', 'modal', 'fly', 'hov', 'inl'].map(close), ['Close', 'Close', 'Close', undefined, undefined]);
  document.documentElement.lang = 'he';
  try {
    page(AREAS);
    assert.is(close('pop'), 'סגירה', 'Hebrew on <html lang="he">');
  } finally {
    document.documentElement.lang = '';
  }
  page(AREAS);
  page('<div data-module="area" id="h" data-area-type="hover" data-showclose data-close-label="Schließen" hidden><h3>h</h3></div>');
  assert.is(close('h'), 'Schließen');
});

test('the API: show and hide by id, #id or data-post-id; the old open and close warn once (§8); an unknown id is logged', () => {
  page(AREAS);
  api().show('inl');
  assert.is($('inl').hidden, false);
  assert.ok($('inl').classList.contains('is-open'));
  api().hide('#inl');
  assert.is($('inl').hidden, true);
  api().open('42');
  assert.is($('inl').hidden, false);
  api().close(42);
  assert.is($('inl').hidden, true);
  api().open('fly');
  assert.equal(warned, ['[poptin] lpAreas.open and lpAreas.close are deprecated: use lpAreas.show and lpAreas.hide']);
  api().show('nope');
  assert.is(warned[1], '[poptin] Cannot find area element: nope');
});

test('§4.3 the stack: popups above the rest, is-focus on the top; z-index 1000000 + place, or data-zindex fixed', () => {
  page(AREAS);
  api().show('pop');
  api().show('fly');
  api().show('inl');
  assert.ok($('pop').open);
  assert.ok($('pop').classList.contains('is-focus'), 'the popup stays on top');
  assert.is($('fly').style.zIndex, '1000000');
  assert.is($('inl').style.zIndex, '1000001');
  api().hide('pop');
  assert.ok($('inl').classList.contains('is-focus'));
  api().show('fly2');
  assert.is($('fly2').style.zIndex, '50', 'fixZIndex: its own, whatever its place');
  assert.ok($('fly').hidden && $('inl').hidden, 'singleton: the others closed');
  assert.is(document.body.style.paddingTop, $('fly2').offsetHeight + 'px', 'pushContent at the top');
  api().hide('fly2');
  assert.is(document.body.style.paddingTop, '');
});

test('§4.3 the scroll lock while a popup is up, and only then', () => {
  page(AREAS);
  api().show('fly');
  assert.is(document.documentElement.style.overflow, '');
  api().show('pop');
  assert.is(document.documentElement.style.overflow, 'hidden');
  api().hide('pop');
  assert.is(document.documentElement.style.overflow, '');
});

test('§4.3 a click on the overlay closes the top popup, not a modal one, not when the filter says no', () => {
  page(AREAS);
  api().show('pop');
  const overlay = (id: string) => $(id).dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 5, clientY: 5 }));
  let veto = true;
  $('pop').addEventListener('lp-area-hide', (e) => veto && e.preventDefault());
  overlay('pop');
  assert.ok($('pop').open, 'the filter cancelled it');
  veto = false;
  overlay('pop');
  assert.not.ok($('pop').open);
  api().show('modal');
  overlay('modal');
  assert.ok($('modal').open, 'ismodal');
  $('modal').querySelector<HTMLElement>('.area-close')!.click();
  assert.not.ok($('modal').open, 'its close button closes it');
});

test('Escape: the top popup unless modal; a non-modal area only with the focus in it or on its trigger', () => {
  page(AREAS);
  const esc = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  api().show('modal');
  esc();
  assert.ok($('modal').open);
  api().hide('modal');
  api().show('pop');
  esc();
  assert.not.ok($('pop').open);
  api().show('fly');
  esc();
  assert.is($('fly').hidden, false, 'the focus is elsewhere');
  $('far').focus();
  esc();
  assert.is($('fly').hidden, true);
});

test('the triggers: a link to the area and data-area-show toggle it (aria-expanded), the press moves focus in; an unknown id is logged', () => {
  page(AREAS + '<button id="t-none" data-area-show="none">x</button>');
  $('t-fly').click();
  assert.is($('fly').hidden, false);
  assert.is($('t-fly').getAttribute('aria-expanded'), 'true');
  assert.is(document.activeElement, $('far'), 'a press moves the focus into a non-modal area');
  $('t-fly').click();
  assert.is($('fly').hidden, true);
  assert.is($('t-fly').getAttribute('aria-expanded'), 'false');
  const e = new MouseEvent('click', { bubbles: true, cancelable: true });
  $('t-pop').dispatchEvent(e);
  assert.ok(e.defaultPrevented && $('pop').open);
  assert.is(document.activeElement!.id, 'in', 'a popup: its first control');
  api().hide('pop');
  $('t-none').click();
  assert.equal(warned, ['[poptin] Cannot find area element: none']);
});

test('§3.3 notmobile: not shown at a phone width, shown at a tablet width', () => {
  page(AREAS);
  mode = 'phone';
  $('t-fly').click();
  assert.is($('fly').hidden, true);
  mode = 'tablet';
  $('t-fly').click();
  assert.is($('fly').hidden, false);
});

test('hover: the pointer over the trigger shows the area beside it, aria-expanded; a touch leaves it to the tap', async () => {
  page(AREAS);
  const over = (el: Element, pointerType = 'mouse') => el.dispatchEvent(Object.assign(new MouseEvent('pointerover', { bubbles: true }), { pointerType }));
  over($('t-hov'), 'touch');
  assert.is($('hov').hidden, true);
  over($('t-hov'));
  assert.is($('hov').hidden, false);
  assert.is($('t-hov').getAttribute('aria-expanded'), 'true');
  assert.is($('hov').style.top, '8px');
  over($('hov').querySelector('h3')!);
  await new Promise((r) => setTimeout(r, 250));
  assert.is($('hov').hidden, false, 'the pointer is over the area');
  over(document.body);
  await new Promise((r) => setTimeout(r, 250));
  assert.is($('hov').hidden, true, 'gone 200 ms after the pointer left both');
});

test('an exit-intent area remembers it was closed; a remembered one does not arm', () => {
  page('<dialog data-module="area" id="ex" data-area-type="popup" data-exit><h2>x</h2></dialog>');
  api().show('ex');
  api().hide('ex');
  assert.ok(closedUntil($('ex')) > Date.now() + 525599 * 60000);
});

test.run();
