// When a widget shows (src/widget/when.ts, W09): the schedule by date and by weekday hours in the
// owner's zone (a row past midnight included) and the country targets, as pure functions on
// fixed dates; then, through boot.ts on a fake clock, the triggers (a delay with §9.1's 50 ms
// floor, scroll percent, exit intent through the top of the window with §4.1's animation, none
// under reduced motion), call 6 asked once and its code kept 365 days, and every listener and
// timer gone once the widget shows or cannot.
import { calls, media, reset, respond, settle } from '../setup/dom';
import { clock as fakeClock, maxAge, warnings } from '../setup/helpers';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { boot } from '../../src/widget/boot';
import { shareSeen } from '../../src/shared/log';
import { when, scheduled, instant, minutes, targets, STYLE } from '../../src/widget/when';
import type { Widget, WidgetSettings } from '../../src/widget/wire';

const H = 36e5;
/** ms of a UTC date and hour */
const utc = (d: string, h = 0, m = 0) => Date.parse(d + 'T00:00:00Z') + h * H + m * 6e4;
// 2026-03-09 is a Monday, 2026-03-13 a Friday, 2026-03-14 a Saturday, 2026-03-15 a Sunday

test('minutes and instants: HH:MM to 24:00, dates in the owner\'s zone, an end date is its whole day', () => {
  assert.is(minutes('09:30'), 570);
  assert.is(minutes('7:05'), 425);
  assert.is(minutes('24:00'), 1440);
  for (const bad of ['24:01', '9', '09:60', 'nine', '']) assert.throws(() => minutes(bad), /unreadable time/, bad);
  assert.is(instant('2026-03-10', 120), utc('2026-03-09', 22));
  assert.is(instant('2026-03-10', 120, true), utc('2026-03-10', 22));
  assert.is(instant('2026-03-10 18:30', -300), utc('2026-03-10', 23, 30));
  assert.is(instant('2026-03-10T18:30', 0, true), utc('2026-03-10', 18, 30), 'a time is the end itself');
  for (const bad of ['2026-02-30', '2026-13-01', '10/03/2026', '2026-3-1']) assert.throws(() => instant(bad, 0), /unreadable date/, bad);
});

test('scheduled by date: from the start date\'s first minute to the end date\'s last, in the owner\'s zone', () => {
  const s = { start_date: '2026-03-10', end_date: '2026-03-12', utc_offset: 120 };
  assert.is(scheduled(undefined, utc('2026-03-09')), true, 'no schedule');
  assert.is(scheduled({}, utc('2026-03-09')), true, 'an empty schedule');
  assert.is(scheduled(s, utc('2026-03-09', 21, 59)), false, 'Mar 9, 23:59 for the owner');
  assert.is(scheduled(s, utc('2026-03-09', 22)), true, 'Mar 10, 00:00');
  assert.is(scheduled(s, utc('2026-03-12', 21, 59)), true, 'Mar 12, 23:59');
  assert.is(scheduled(s, utc('2026-03-12', 22)), false, 'Mar 13, 00:00');
  assert.is(scheduled({ start_date: '2026-03-10' }, utc('2030-01-01')), true, 'no end');
  assert.is(scheduled({ end_date: '2026-03-12' }, utc('2020-01-01')), true, 'no start');
  assert.is(scheduled({ end_date: '2026-03-12 09:00' }, utc('2026-03-12', 9)), false, 'an end time is exclusive');
});

test('scheduled by weekday and hour, in the owner\'s offset; several rows; a row past midnight', () => {
  const work = { utc_offset: 180, days: [{ day: 1, from: '09:00', to: '17:00' }] };
  assert.is(scheduled(work, utc('2026-03-09', 6)), true, 'Monday 09:00 in UTC+3');
  assert.is(scheduled(work, utc('2026-03-09', 5, 59)), false, 'Monday 08:59');
  assert.is(scheduled(work, utc('2026-03-09', 13, 59)), true, 'Monday 16:59');
  assert.is(scheduled(work, utc('2026-03-09', 14)), false, 'Monday 17:00: `to` is exclusive');
  assert.is(scheduled(work, utc('2026-03-15', 6)), false, 'Sunday 09:00');
  // the owner's Monday starts on the visitor's Sunday in UTC+10
  const east = { utc_offset: 600, days: [{ day: 1, from: '06:00', to: '08:00' }] };
  assert.is(scheduled(east, utc('2026-03-15', 20)), true, 'Sunday 20:00 UTC is Monday 06:00 for the owner');
  assert.is(scheduled(east, utc('2026-03-09', 20)), false, 'Monday 20:00 UTC is Tuesday');
  // Friday night into Saturday, and Saturday night into Sunday (day 6 wraps to 0)
  const night = { days: [{ day: 5, from: '22:00', to: '02:00' }, { day: 6, from: '22:00', to: '02:00' }] };
  assert.is(scheduled(night, utc('2026-03-13', 21, 59)), false, 'Friday 21:59');
  assert.is(scheduled(night, utc('2026-03-13', 23, 30)), true, 'Friday 23:30');
  assert.is(scheduled(night, utc('2026-03-14', 1, 59)), true, 'Saturday 01:59, Friday\'s row');
  assert.is(scheduled(night, utc('2026-03-14', 2)), false, 'Saturday 02:00');
  assert.is(scheduled(night, utc('2026-03-15', 1)), true, 'Sunday 01:00, Saturday\'s row');
  assert.is(scheduled(night, utc('2026-03-15', 23)), false, 'Sunday 23:00');
  assert.is(scheduled({ days: [{ day: 0, from: '00:00', to: '00:00' }] }, utc('2026-03-15', 23, 59)), true, '00:00 to 00:00 is the whole day');
  assert.is(scheduled({ days: [{ day: 0, from: '00:00', to: '24:00' }] }, utc('2026-03-16')), false, 'to 24:00 ends at midnight');
  assert.is(scheduled({ days: [{ day: '1' as unknown as number, from: '00:00', to: '24:00' }] }, utc('2026-03-09', 12)), true, 'a day as digits');
  assert.is(scheduled({ start_date: '2026-03-10', days: work.days }, utc('2026-03-09', 6)), false, 'dates and hours both');
});

test('an unreadable schedule throws (when() logs it and keeps the widget hidden), even after a matching row', () => {
  const mon = { day: 1, from: '00:00', to: '24:00' };
  const at = utc('2026-03-09', 12);
  for (const [bad, why] of [
    [{ utc_offset: '+02:00' }, /utc_offset/],
    [{ utc_offset: 1200 }, /utc_offset/],
    [{ days: [mon, { day: 7, from: '09:00', to: '10:00' }] }, /day/],
    [{ days: [mon, { day: 'mon', from: '09:00', to: '10:00' }] }, /day/],
    [{ days: [mon, { day: null, from: '09:00', to: '10:00' }] }, /day/],
    [{ days: [mon, { day: 2, from: '9am', to: '10:00' }] }, /time/],
    [{ days: { day: 1 } }, /days/],
    [{ start_date: 'tomorrow' }, /date/],
  ] as const)
    assert.throws(() => scheduled(bad as never, at), why, JSON.stringify(bad));
});

test('country targets: the flag and a list, upper case; off or empty is no targeting', () => {
  const w = (o: Partial<Widget>) => ({ id: 'x', channels: [], ...o }) as Widget;
  assert.equal(targets(w({ has_countries: 1, countries: ['il', 'US'] })), ['IL', 'US']);
  assert.equal(targets(w({ has_countries: 'yes', countries: ['GB'] })), ['GB']);
  assert.equal(targets(w({ has_countries: 0, countries: ['IL'] })), []);
  assert.equal(targets(w({ countries: ['IL'] })), []);
  assert.equal(targets(w({ has_countries: 1 })), []);
  assert.equal(targets(w({ has_countries: 1, countries: [] })), []);
});

// ---- the triggers, through boot.ts, on a fake clock ----

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

/** window.setTimeout, clearTimeout and Date.now on a fake clock (as list.test.ts) */
function clock(start = utc('2026-03-09', 12)) {
  const f = fakeClock(start);
  const w = window as any;
  const real = { st: w.setTimeout, ct: w.clearTimeout, now: Date.now };
  const offs = new Map<number, () => void>();
  let n = 0;
  w.setTimeout = (fn: () => void, ms: number) => (offs.set(++n, f.timer(fn, ms)), n);
  w.clearTimeout = (id: number) => offs.get(id)?.();
  Date.now = () => f.now();
  return { tick: f.tick, pending: f.pending, restore: () => ((w.setTimeout = real.st), (w.clearTimeout = real.ct), (Date.now = real.now)) };
}
let t: ReturnType<typeof clock>;

/** boots widget `o` (the when chunk is this module) and lets the chunk's promise run */
async function draw(o: Partial<Widget> = {}, id = 'w1') {
  boot(S, { id, channels: CH, ...o }, async (n) => (loads.push(n), { when }));
  await settle();
}
const host = (id = 'w1') => document.querySelector(`lp-widget[data-id="${id}"]`) as HTMLElement;
const btn = (id = 'w1') => host(id).shadowRoot!.querySelector('button')!;
const shown = (id = 'w1') => host(id).style.display != 'none';
const views = () => calls.filter((c) => c.method == 'BEACON' && c.body.includes('update_chaty_widget_views')).length;
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
  assert.is(count('scroll'), base + 2, 'ours and boot.ts\'s');
  leave(0);
  assert.ok(shown());
  assert.is(count('scroll'), base + 1);
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
