// When a widget shows (src/widget/when.ts, W09), through boot.ts on a fake clock: the triggers
// (a delay with §9.1's 50 ms floor, scroll percent, exit intent through the top of the window
// with §4.1's animation, none under reduced motion or on a phone), the first trigger removing
// the others, call 6 asked once and its code kept 365 days, an unknown country or an unreadable
// schedule a log line and a hidden widget, and every listener and timer gone once the widget
// shows or cannot. The pure decisions are when.test.ts.
import { calls, media, reset, respond, settle } from '../setup/dom';
import { maxAge, pageClock, warnings } from '../setup/helpers';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { boot } from '../../src/widget/boot';
import { shareSeen } from '../../src/core/log';
import { when, STYLE } from '../../src/widget/when/when';
import type { Widget, WidgetSettings } from '../../src/widget/wire';

const H = 36e5;
/** ms of a UTC date and hour */
const utc = (d: string, h = 0) => Date.parse(d + 'T00:00:00Z') + h * H;

const CH = [{ channel: 'Email', channel_type: 'Email', value: 'hi@shop.example' }];
let S: WidgetSettings;
let loads: string[];
/** the page's live listeners on window and document: ours are scroll on window and mouseout on
 *  document (boot.ts has a scroll listener of its own, jsdom a mouseout on window) */
let live: { t: EventTarget; type: string; fn: unknown }[] = [];
const count = (type: 'scroll' | 'mouseout') => live.filter((l) => l.type == type && l.t === (type == 'scroll' ? window : document)).length;
const ET = (window as any).EventTarget.prototype as EventTarget;
const add = ET.addEventListener;
const remove = ET.removeEventListener;
ET.addEventListener = function (this: EventTarget, type: string, fn: any, o?: any) {
  if (this === window || this === document) live.push({ t: this, type, fn });
  return add.call(this, type, fn, o);
};
ET.removeEventListener = function (this: EventTarget, type: string, fn: any, o?: any) {
  live = live.filter((l) => !(l.t === this && l.type == type && l.fn === fn));
  return remove.call(this, type, fn, o);
};

const clock = (start = utc('2026-03-09', 12)) => pageClock(start);
let t: ReturnType<typeof clock>;

/** boots widget `o` (the when chunk is this module) and lets the chunk's promise run */
async function draw(o: Partial<Widget> = {}, id = 'w1') {
  boot(S, { id, channels: CH, ...o }, async (n) => (loads.push(n), { when }));
  await settle();
}
const host = (id = 'w1') => document.querySelector(`lp-widget[data-id="${id}"]`) as HTMLElement;
const btn = (id = 'w1') => host(id).shadowRoot!.querySelector('button')!;
const shown = (id = 'w1') => host(id).style.display != 'none';
const views = () => calls.filter((c) => c.method == 'POST' && c.body.includes('update_chaty_widget_views')).length;
const countryAsks = () => calls.filter((c) => c.url.startsWith('https://api.example/api/widget/country')).length;
const scrollTo = (y: number) => ((window as any).scrollY = y, window.dispatchEvent(new Event('scroll')));
const leave = (clientY: number, relatedTarget: EventTarget | null = null) =>
  document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY, relatedTarget }));

test.before.each(() => {
  reset('https://shop.example/page');
  S = { ajax_url: 'https://api.example/api/widget/ajax', nonce: 'n1', analytics: 1, country_url: 'https://api.example/api/widget/country', widgets: [] };
  loads = [];
  warnings.length = 0;
  t = clock();
});
test.after.each(() => {
  t.restore();
  (window as any).scrollY = 0;
  delete (document.documentElement as any).scrollHeight;
});

test('no trigger, schedule or country: shown at once, no chunk; a trigger: hidden (out of the page) until it fires', async () => {
  await draw({}, 'plain');
  assert.ok(shown('plain'));
  assert.equal(loads, []);
  assert.is(views(), 1);
  await draw({ trigger: { time_delay: 2 } });
  assert.equal(loads, ['when']);
  assert.is(host().style.display, 'none', 'display:none: not rendered, not focusable, not in the accessibility tree');
  assert.is(views(), 1, 'call 3 waits until the widget is seen');
});

test('time delay: shown after 2 s and not before; the open state opens only then; nothing left armed', async () => {
  await draw({ trigger: { time_delay: 2 } });
  t.tick(1999);
  assert.not.ok(shown());
  t.tick(1);
  assert.ok(shown());
  assert.is(views(), 1);
  assert.is(t.pending(), 0);
});

test('§9.1: a delay is at least 50 ms', async () => {
  await draw({ trigger: { time_delay: 0.01 } });
  t.tick(49);
  assert.not.ok(shown());
  t.tick(1);
  assert.ok(shown());
});

test('scroll percent of the page: shown at 40 %, not at 39 %; its listener removed; a page that fits the window is seen whole', async () => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 1000 + window.innerHeight, configurable: true });
  await draw({ trigger: { scroll_percent: 40 } });
  const before = count('scroll');
  scrollTo(390);
  assert.not.ok(shown());
  scrollTo(400);
  assert.ok(shown());
  assert.is(count('scroll'), before - 1, 'our scroll listener is gone (boot.ts keeps its own)');
  // a page already scrolled past it (a reload that keeps the position): at once
  reset('https://shop.example/page');
  (window as any).scrollY = 800;
  await draw({ trigger: { scroll_percent: 40 } });
  assert.ok(shown());
  // a page with nothing to scroll
  reset('https://shop.example/page');
  (window as any).scrollY = 0;
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: window.innerHeight, configurable: true });
  await draw({ trigger: { scroll_percent: 40 } });
  assert.ok(shown());
});

test('exit intent: the pointer leaving through the top shows it; the animation class 500 ms later for 2500 ms', async () => {
  await draw({ trigger: { exit_intent: 1 } });
  assert.is(count('mouseout'), 1);
  leave(5);
  leave(0, document.body);
  assert.not.ok(shown(), 'still inside the window, or onto another element');
  leave(0);
  assert.ok(shown());
  assert.is(count('mouseout'), 0);
  assert.ok(host().shadowRoot!.adoptedStyleSheets.some((s: any) => s.text == STYLE), 'the animation sheet');
  t.tick(499);
  assert.not.ok(btn().classList.contains('a'));
  t.tick(1);
  assert.ok(btn().classList.contains('a'));
  t.tick(2499);
  assert.ok(btn().classList.contains('a'));
  t.tick(1);
  assert.not.ok(btn().classList.contains('a'));
  assert.is(t.pending(), 0);
});

test('exit intent under prefers-reduced-motion: shown, no animation; on a phone it is not armed', async () => {
  media['(prefers-reduced-motion:reduce)'] = true;
  await draw({ trigger: { exit_intent: '1' } });
  leave(-3);
  assert.ok(shown());
  t.tick(5000);
  assert.not.ok(btn().classList.contains('a'));
  reset('https://shop.example/page');
  media['(max-width:767px)'] = true;
  await draw({ trigger: { exit_intent: 1 } });
  assert.is(count('mouseout'), 0);
  leave(0);
  assert.not.ok(shown(), 'exit intent alone: not on a phone');
  await draw({ trigger: { exit_intent: 1, time_delay: 1 } }, 'w2');
  t.tick(1000);
  assert.ok(shown('w2'), 'the delay still shows it');
});

test('the first trigger wins and removes the others; a trigger object with nothing set shows at once', async () => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
  const base = count('scroll');
  await draw({ trigger: { time_delay: 30, scroll_percent: 90, exit_intent: 1 } });
  assert.is(count('scroll'), base + 1, 'ours (boot.ts polls a focused element, it does not listen for scroll)');
  leave(0);
  assert.ok(shown());
  assert.is(count('scroll'), base);
  assert.is(count('mouseout'), 0);
  t.tick(3000);
  assert.is(t.pending(), 0, 'the delay timer was cleared');
  await draw({ trigger: { time_delay: 0, scroll_percent: 0, exit_intent: 0 } }, 'w2');
  assert.ok(shown('w2'));
});

test('country: call 6 once for the page, the code kept 365 days; a visitor elsewhere does not see it', async () => {
  let answer: { status?: number; body?: unknown } = { body: { country: 'il' } };
  respond((u) => (u == S.country_url ? answer : undefined));
  await draw({ has_countries: 1, countries: ['IL', 'GB'] }, 'il');
  await draw({ has_countries: 1, countries: ['US'], trigger: { time_delay: 1 } }, 'us');
  assert.ok(shown('il'));
  assert.not.ok(shown('us'));
  assert.is(countryAsks(), 1, 'one call 6 for both widgets');
  assert.is(t.pending(), 0, 'the other country\'s delay was removed');
  assert.is(maxAge('lp_wcountry'), 365 * 86400);
  assert.is(sessionStorage.getItem('lp_wcountry'), 'IL');
  // the next page view: no call 6 (the cookie), and with the cookie blocked, the session's copy
  S = { ...S };
  document.querySelectorAll('lp-widget').forEach((e) => e.remove());
  await draw({ has_countries: 1, countries: ['IL'] }, 'il');
  assert.ok(shown('il'));
  document.cookie = 'lp_wcountry=;max-age=0;path=/';
  S = { ...S };
  await draw({ has_countries: 1, countries: ['IL'] }, 'il2');
  assert.ok(shown('il2'));
  assert.is(countryAsks(), 1);
  // nothing kept: asked again; a delay and the country both have to allow it
  reset('https://shop.example/page');
  respond((u) => (u == S.country_url ? answer : undefined));
  S = { ...S };
  answer = { body: { country: 'GB' } };
  await draw({ has_countries: 1, countries: ['gb'], trigger: { time_delay: 1 } });
  assert.not.ok(shown(), 'the country is known, the delay has not passed');
  t.tick(1000);
  assert.ok(shown());
  assert.is(countryAsks(), 1, 'asked again (reset() emptied the calls)');
});

test('country unknown (call 6 fails, a bad answer, no country_url): a log line, hidden, nothing left armed, nothing kept', async () => {
  for (const [answer, settings] of [[{ status: 500 }, {}], [{ body: { country: 'Israel' } }, {}], [{ body: {} }, { country_url: undefined }]] as const) {
    reset('https://shop.example/page');
    warnings.length = 0;
    shareSeen(new Set());
    respond(() => answer);
    S = { ...S, ...settings };
    await draw({ has_countries: 1, countries: ['IL'], trigger: { time_delay: 1, exit_intent: 1 } });
    await settle();
    assert.ok(warnings.some((w) => w.includes('Widget country unknown: w1')), JSON.stringify(answer));
    assert.not.ok(shown());
    assert.is(t.pending(), 0);
    assert.is(count('mouseout'), 0);
    assert.is(document.cookie.includes('lp_wcountry'), false);
  }
});

test('schedule: outside it, hidden and no call 6; unreadable, a log line and hidden; inside, shown', async () => {
  respond(() => ({ body: { country: 'IL' } }));
  // the fake clock is Monday 2026-03-09 12:00 UTC
  await draw({ has_countries: 1, countries: ['IL'], schedule: { days: [{ day: 2, from: '09:00', to: '17:00' }] } }, 'tue');
  assert.not.ok(shown('tue'));
  assert.is(countryAsks(), 0);
  await draw({ schedule: { start_date: '2026-03-32' } }, 'bad');
  assert.not.ok(shown('bad'));
  assert.ok(warnings.some((w) => w.includes('Widget schedule unreadable: bad')));
  await draw({ schedule: { utc_offset: 120, start_date: '2026-03-09', end_date: '2026-03-09', days: [{ day: 1, from: '13:30', to: '14:30' }] } }, 'mon');
  assert.ok(shown('mon'), 'Monday 14:00 for the owner');
});

test.run();
