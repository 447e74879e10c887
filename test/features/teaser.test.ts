// P17: the teaser tab (features/teaser/teaser.ts, docs/behaviour.md P17): its settings with their
// defaults, and when it is out: always, before_show, after_close; 500 ms after creation; hidden
// while its popup is open; gone after a conversion; the nudge class every 3 s for 1 s, none under
// reduced motion. The engine's side (the chunk, the tab opening the popup) is in
// test/engine/engine.test.ts, the browser's in test/browser/teaser.test.mjs.
import { media, reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settings, teaser } from '../../src/features/teaser/teaser';
import type { TeaserSettings } from '../../src/popup/wire';
import { clock, type Clock, fakeListeners, pid, popup, warnings } from '../setup/helpers';

const withTab = (o: TeaserSettings, extra = {}) => popup('t', { is_teasers_on: 1, design_properties: { teaser: o }, ...extra });
const ID = pid('t');
const detail = { poptin_id: ID };
const fire = (name: string, d: object = detail) => document.dispatchEvent(new CustomEvent(name, { detail: d }));

let c: Clock, P: ReturnType<ReturnType<typeof fakeListeners>>, opened: number;
const tab = () => document.querySelector('poptin-teaser')?.shadowRoot?.querySelector('button') || null;
const out = () => !!tab()?.classList.contains('in');
const make = (o: TeaserSettings, lang = 'en', extra = {}) => teaser(withTab(o, extra), P, lang, () => opened++);

test.before.each(() => {
  reset();
  c = clock();
  P = fakeListeners(c)();
  opened = 0;
});
test.after.each(() => P.off());

test('settings: defaults, the start edge by language, long labels cut, unknown values logged', () => {
  assert.equal(settings(withTab({}), 'en'), { 'tab-show': 'always', side: 'left', text: 'Open offer', bg: '', fg: '' });
  assert.equal(settings(withTab({}), 'he'), { 'tab-show': 'always', side: 'right', text: 'להצעה', bg: '', fg: '' });
  const long = settings(withTab({ text: '  ' + 'x'.repeat(60) + ' ' }), 'en').text;
  assert.is(long, 'x'.repeat(39) + '…');
  const bad = settings(withTab({ 'tab-show': 'sometimes' as any, side: 'top' as any }), 'en');
  assert.equal([bad['tab-show'], bad.side], ['always', 'left']);
  assert.ok(warnings.includes('[poptin] Teaser tab-show unknown: sometimes'));
  assert.ok(warnings.includes('[poptin] Teaser side unknown: top'));
});

test('the tab: a labelled native button, text as text, colours only when they are colours', () => {
  make({ text: '<img src=x onerror=alert(1)>', bg: '#8a1c2b', fg: 'red;background:url(//evil.example/x)' });
  const b = tab()!;
  assert.is(b.tagName, 'BUTTON');
  assert.is(b.type, 'button');
  assert.is(b.textContent, '<img src=x onerror=alert(1)>');
  assert.is(b.querySelector('img'), null);
  assert.is(b.getAttribute('aria-haspopup'), 'dialog', 'a lightbox is a dialog it opens');
  assert.is(b.style.backgroundColor, 'rgb(138, 28, 43)');
  assert.is(b.style.color, '', 'not a colour: dropped');
  assert.ok(warnings.includes('[poptin] Teaser fg unknown: red;background:url(//evil.example/x)'), 'and logged');
  assert.not.ok(warnings.some((w) => w.includes('Teaser bg')));
  assert.is(b.parentElement!.className, 's left');
});

test('a slide-in tab has no aria-haspopup; Hebrew is right to left on the right edge', () => {
  make({}, 'he', { poptin_type: 'sside' });
  const b = tab()!;
  assert.is(b.getAttribute('aria-haspopup'), null);
  assert.equal([b.dir, b.lang, b.parentElement!.className], ['rtl', 'he', 's right']);
});

test('always: out 500 ms after creation, in while the popup is open, out again after a close', () => {
  make({ 'tab-show': 'always' });
  assert.is(out(), false);
  c.tick(499);
  assert.is(out(), false, 'not before 500 ms');
  c.tick(1);
  assert.is(out(), true);
  tab()!.click();
  assert.is(opened, 1, 'a press opens the popup');
  fire('poptinView');
  assert.is(out(), false, 'hidden while its popup is open');
  fire('poptinView', { poptin_id: pid('other') });
  fire('poptinClose', { poptin_id: pid('other') });
  assert.is(out(), false, "another popup's events change nothing");
  fire('poptinClose');
  assert.is(out(), true, 'back at once after the close');
  fire('poptinSubmit');
  assert.is(tab(), null, 'a conversion ends it');
  assert.is(document.querySelector('poptin-teaser'), null, 'and the last tab takes the layer with it');
});

test('before_show: out until the popup has shown, then gone for good', () => {
  make({ 'tab-show': 'before_show' });
  c.tick(500);
  assert.is(out(), true);
  fire('poptinView');
  assert.is(tab(), null);
  fire('poptinClose');
  c.tick(5000);
  assert.is(tab(), null, 'not back after the close');
});

test('after_close: only once the popup has been closed, not after a conversion', () => {
  make({ 'tab-show': 'after_close' });
  c.tick(2000);
  assert.is(out(), false, 'nothing before the popup shows');
  fire('poptinView');
  fire('poptinClose');
  assert.is(out(), true);
  fire('poptinView');
  assert.is(out(), false);
  fire('poptinSubmit');
  assert.is(tab(), null);
});

test('the nudge: its class set every 3 s while the tab is out, cleared after 1 s, by one timer', () => {
  let made = 0;
  const timer = P.timer;
  P.timer = (...a) => (made++, timer(...a));
  make({});
  const b = tab()!;
  c.tick(2999);
  assert.is(b.classList.contains('n'), false);
  c.tick(1);
  assert.is(b.classList.contains('n'), true, 'at 3 s');
  c.tick(999);
  assert.is(b.classList.contains('n'), true);
  c.tick(1);
  assert.is(b.classList.contains('n'), false, 'cleared after 1 s');
  fire('poptinView');
  c.tick(2500); // 6.5 s: past the next nudge (6 s), before its clear
  assert.is(b.classList.contains('n'), false, 'not while hidden');
  fire('poptinClose');
  c.tick(30000);
  assert.is(made, 2, 'the start and the nudge: nothing new every 3 s');
});

test('a press the engine refuses (the closed popup still fading out) is tried every 100 ms until it opens; not once the popup is back', () => {
  let refuse = 3, tries = 0;
  teaser(withTab({}), P, 'en', () => (tries++, refuse-- <= 0));
  c.tick(500);
  tab()!.click();
  assert.is(tries, 1);
  c.tick(300);
  assert.is(tries, 4, 'taken at the fourth try');
  c.tick(1000);
  assert.is(tries, 4, 'and no more');
  refuse = 99;
  tab()!.click();
  c.tick(200);
  fire('poptinView'); // shown by its own trigger meanwhile
  c.tick(1000);
  assert.is(tries, 7, 'stopped once the popup showed');
});

test('the popup\'s state when the tab comes: hidden while open, gone if before_show, out if closed', () => {
  const off1 = teaser(withTab({}), P, 'en', () => {}, true, true);
  c.tick(500);
  assert.is(out(), false, 'opened by poptin.show() while the chunk loaded');
  fire('poptinClose');
  assert.is(out(), true);
  off1();
  teaser(withTab({ 'tab-show': 'before_show' }), P, 'en', () => {}, false, true);
  assert.is(tab(), null, 'before_show, already shown: no tab');
  teaser(withTab({ 'tab-show': 'after_close' }), P, 'en', () => {}, false, true);
  c.tick(500);
  assert.is(out(), true, 'after_close, shown and closed already: out');
});

test('reduced motion: no nudge at all; two tabs on one edge share it; the remover leaves nothing', () => {
  media['(prefers-reduced-motion: reduce)'] = true;
  const off1 = make({});
  const off2 = teaser(popup('u', { is_teasers_on: 1 }), P, 'en', () => {});
  const root = document.querySelector('poptin-teaser')!.shadowRoot!;
  assert.is(root.querySelectorAll('.left button').length, 2, 'stacked in one column');
  c.tick(10000);
  assert.is(root.querySelector('.n'), null);
  assert.is(c.pending(), 0, 'no nudge timer');
  off1();
  assert.ok(document.querySelector('poptin-teaser'));
  off2();
  assert.is(document.querySelector('poptin-teaser'), null);
});

test.run();
