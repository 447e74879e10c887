// P24: the countdown timer (features/timer/timer.ts, docs/behaviour.md P24): both value shapes and
// malformed ones; the tick every second from Date.now() against the end (no drift); the
// formatting (two digits, days as they are and only while there are some); the styles of
// timer_ver 1 and 2; the close with trigger 'timer' at the tick that reads 0; an expired timer
// keeps the popup from showing (attach returns false, one log line; through runtime.show() too);
// the screen-reader sentence changes once a minute and at 59, 29 and 9 s, never every second;
// Hebrew. The browser's side is test/browser/timer.test.mjs.
import { reset, sheetText } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { attach, endOf, parts, say, CSS } from '../../src/features/timer/timer';
import { show } from '../../src/runtime/runtime';
import format5 from '../../src/formats/lightbox/format_5';
import { seen } from '../../src/core/log';
import type { DesignProperties, TimerValue } from '../../src/popup/wire';
import type { PopupState } from '../../src/runtime/state';
import { clock, type Clock, warnings } from '../setup/helpers';
import { request, sanitizing, shadow } from '../runtime/fixture';

const realNow = Date.now;
let c: Clock, closed: string[];

/** A fake popup state: what attach() reads (dp, lang) and uses (T on the test clock, close). */
const st = (dp: DesignProperties, lang = 'en', preview = false) =>
  ({ dp, lang, req: { preview }, T: c.timer, close: (t: string) => closed.push(t) }) as unknown as PopupState;
const slot = () => {
  const el = document.createElement('div');
  el.setAttribute('data-lp', 'timer');
  document.body.append(el);
  return el;
};
const digits = (el: Element) => [...el.querySelectorAll('.lp-tu')].map((u) => ((u as HTMLElement).hidden ? '-' : u.querySelector('.lp-tn')!.textContent)).join(':');
const sr = (el: Element) => el.querySelector('.lp-sr')!.textContent;
const logged = (line: string) => warnings.filter((w) => w.startsWith('[poptin] ' + line)).length;

test.before.each(() => {
  reset();
  c = clock();
  Date.now = () => c.now();
  closed = [];
  seen.clear();
  warnings.length = 0;
});
test.after.each(() => {
  Date.now = realNow;
});

test('the value: a timerTime pair counts from show time; a date, time and offset is an absolute end', () => {
  const now = Date.UTC(2030, 0, 1);
  assert.is(endOf({ timerTime: { minutes: 10, seconds: 30 } }, now), now + 630_000);
  assert.is(endOf({ timerTime: { minutes: '2', seconds: '05' } }, now), now + 125_000, 'digits as strings');
  assert.is(endOf({ timerTime: { minutes: 90 } }, now), now + 5_400_000, 'seconds default to 0; minutes may exceed 59');
  assert.is(endOf({ timerTime: { seconds: 75 } }, now), now + 75_000);
  assert.is(endOf({ date: '2030-01-31', time: '23:59', timezone: '+02:00' }, now), Date.UTC(2030, 0, 31, 21, 59));
  assert.is(endOf({ date: '2030-01-31', time: '08:00:30', timezone: '-05:30' }, now), Date.UTC(2030, 0, 31, 13, 30, 30));
  assert.is(endOf({ date: '2030-01-31', time: '08:00', timezone: 'Z' }, now), Date.UTC(2030, 0, 31, 8));
});

test('malformed values are NaN', () => {
  const bad: unknown[] = [
    undefined,
    {},
    'soon',
    { timerTime: { minutes: -1 } },
    { timerTime: { minutes: 1.5 } },
    { timerTime: { minutes: '1.5' } },
    { timerTime: { minutes: 'ten' } },
    { timerTime: { minutes: 1e20 } },
    // a timerTime that is no { minutes and/or seconds } object is malformed, not 0 ms (expired)
    { timerTime: '10' },
    { timerTime: 10 },
    { timerTime: -5 },
    { timerTime: 1.5 },
    { timerTime: [] },
    { timerTime: [5] },
    { timerTime: {} },
    { timerTime: { minutes: null } },
    { timerTime: { minutes: null, seconds: null } },
    { timerTime: { mins: 5 } },
    { timerTime: { minutes: [5] } },
    { timerTime: { minutes: true } },
    { timerTime: { seconds: -1 } },
    { timerTime: { seconds: 0.5 } },
    { timerTime: { minutes: 1, seconds: '' } },
    { date: '2030-1-31', time: '23:59', timezone: '+02:00' },
    { date: '2030-01-31', time: '11pm', timezone: '+02:00' },
    { date: '2030-01-31', time: '23:59' },
    { date: '2030-01-31', time: '23:59', timezone: '+2' },
    { date: '2030-01-31', time: '23:59', timezone: 'GMT' },
    { date: '2030-13-01', time: '23:59', timezone: 'Z' },
    { date: '2030-01-31', time: '25:00', timezone: 'Z' },
  ];
  for (const v of bad) assert.ok(Number.isNaN(endOf(v as TimerValue, 0)), JSON.stringify(v));
});

test('parts and the screen-reader sentence', () => {
  assert.equal(parts(2 * 86400 + 3 * 3600 + 5 * 60 + 9), [2, 3, 5, 9]);
  assert.equal(parts(123 * 86400), [123, 0, 0, 0]);
  assert.is(say('en', 2 * 86400 + 3 * 3600 + 5 * 60), '2 days, 3 hours, 5 minutes left');
  assert.is(say('en', 86400 + 3600 + 61), '1 day, 1 hour, 2 minutes left', 'minutes rounded up');
  assert.is(say('en', 3600), '1 hour left');
  assert.is(say('en', 60), '1 minute left');
  assert.is(say('en', 59), 'Less than a minute left');
  assert.is(say('en', 29), 'Less than 30 seconds left');
  assert.is(say('en', 9), 'Less than 10 seconds left');
  assert.is(say('he', 2 * 86400 + 3 * 3600 + 5 * 60), 'זמן שנותר: 2 ימים, 3 שעות, 5 דקות');
  assert.is(say('he', 60), 'זמן שנותר: 1 דקה');
  assert.is(say('he', 45), 'זמן שנותר: פחות מדקה');
});

test('a 10-minute timerTime: ticks each second, two digits each, days hidden while 0; closes with "timer" at the tick that reads 0', () => {
  const el = slot();
  assert.is(attach(st({ timer: { timerTime: { minutes: 10, seconds: 0 } } }), el), undefined);
  assert.is(el.getAttribute('role'), 'timer');
  assert.ok(el.classList.contains('lp-t1'), 'timer_ver 1 is the default style');
  assert.is(el.querySelector('.lp-tr')!.getAttribute('aria-hidden'), 'true', 'the digits are hidden from assistive tech');
  assert.is(digits(el), '-:00:10:00');
  assert.equal([...el.querySelectorAll('.lp-tl')].map((l) => l.textContent), ['days', 'hours', 'minutes', 'seconds']);
  c.tick(1000);
  assert.is(digits(el), '-:00:09:59');
  c.tick(590_000);
  assert.is(digits(el), '-:00:00:09');
  c.tick(8000);
  assert.is(digits(el), '-:00:00:01');
  assert.equal(closed, []);
  c.tick(999);
  assert.equal(closed, [], 'not before the end');
  c.tick(1);
  assert.equal(closed, ['timer']);
});

test('no drift: each tick reads Date.now() against the end; a late tick does not skip a digit and one a few ms early does not repeat one', () => {
  const el = slot();
  // a tick `late` ms after it is due (as on a busy page), after `slept` ms without any
  let late = 0, slept = 0;
  Date.now = () => c.now() + late + slept;
  attach(st({ timer: { timerTime: { minutes: 1 } } }), el);
  late = 40;
  c.tick(1000);
  assert.is(digits(el), '-:00:00:59');
  late = -30;
  c.tick(1000);
  assert.is(digits(el), '-:00:00:58');
  // a page asleep for 20 s (a background tab): the next tick shows the real time left
  late = 0;
  slept = 20_000;
  c.tick(1000);
  assert.is(digits(el), '-:00:00:37');
});

test('a date timer: days as they are, hours, minutes, seconds; timer_ver 2 is the tiles style', () => {
  const el = slot();
  const end = c.now() + (123 * 86400 + 4 * 3600 + 5 * 60 + 6) * 1000;
  const d = new Date(end).toISOString();
  attach(st({ timer_ver: 2, timer: { date: d.slice(0, 10), time: d.slice(11, 19), timezone: 'Z' } }), el);
  assert.ok(el.classList.contains('lp-t2'));
  assert.is(digits(el), '123:04:05:06');
  assert.is(sr(el), '123 days, 4 hours, 6 minutes left');
  c.tick(6000);
  assert.is(digits(el), '123:04:05:00');
  assert.ok(CSS.includes('.lp-t2 .lp-tu{'), 'the tiles have their own rule');
});

test('the screen-reader sentence: changed once a minute, then at 59, 29 and 9 s; never every second; no live region', () => {
  const el = slot();
  attach(st({ timer: { timerTime: { minutes: 3 } } }), el);
  // every write to the sentence, even of the same text, is a mutation record
  const m = new MutationObserver(() => {});
  m.observe(el.querySelector('.lp-sr')!, { childList: true, characterData: true, subtree: true });
  assert.is(sr(el), '3 minutes left');
  const changes: string[] = [];
  for (let i = 1; i < 180; i++) {
    c.tick(1000);
    if (m.takeRecords().length) changes.push(`${180 - i}: ${sr(el)}`);
  }
  assert.equal(changes, ['120: 2 minutes left', '60: 1 minute left', '59: Less than a minute left', '29: Less than 30 seconds left', '9: Less than 10 seconds left']);
  assert.not.ok(el.closest('[aria-live]') || el.querySelector('[aria-live]'), 'role=timer: aria-live off, nothing announced by itself');
});

test('an expired timer at show time (under 1 s left): attach returns false with one log line; a date in the past too', () => {
  const el = slot();
  assert.is(attach(st({ timer: { timerTime: { minutes: 0, seconds: 0 } } }), el), false);
  assert.is(logged('Timer expired: popup not shown'), 1);
  assert.is(el.childNodes.length, 0);
  assert.is(attach(st({ timer: { date: '2020-01-01', time: '00:00', timezone: 'Z' } }), slot()), false);
  const d = new Date(c.now() + 999).toISOString();
  assert.is(attach(st({ timer: { date: d.slice(0, 10), time: d.slice(11, 23).replace(/\.\d+/, ''), timezone: 'Z' } }), slot()), false, 'under 1 s');
  assert.is(c.pending(), 0, 'no timer left behind');
});

test('preview (§6): an expired timer shows the popup, standing at 00, and does not close it', () => {
  const el = slot();
  assert.is(attach(st({ timer: { date: '2020-01-01', time: '00:00', timezone: 'Z' } }, 'en', true), el), undefined, 'the popup shows');
  assert.is(logged('Timer expired'), 0, 'no "popup not shown" line: it shows');
  assert.is(el.hidden, false);
  assert.is(digits(el), '-:00:00:00');
  c.tick(5000);
  assert.equal(closed, [], 'no close trigger "timer"');
  assert.is(c.pending(), 0, 'nothing ticks');
  const zero = slot();
  assert.is(attach(st({ timer: { timerTime: { minutes: 0 } } }, 'en', true), zero), undefined);
  assert.is(digits(zero), '-:00:00:00');
  // a timer that runs out during the preview closes the popup as on the site
  const running = slot();
  attach(st({ timer: { timerTime: { seconds: 2 } } }, 'en', true), running);
  c.tick(2000);
  assert.equal(closed, ['timer']);
});

test('a malformed value: one log line, the slot hidden, the popup still shows (attach does not return false)', () => {
  const el = slot();
  el.textContent = 'owner text';
  assert.is(attach(st({ timer: { timerTime: { minutes: 'soon' } } as any }), el), undefined);
  assert.is(attach(st({}), slot()), undefined, 'no value at all');
  for (const timerTime of ['10', [], {}, { minutes: null }, -5, 1.5, { minutes: -1 }, { seconds: 2.5 }]) {
    const other = slot();
    assert.is(attach(st({ timer: { timerTime } as any }), other), undefined, JSON.stringify(timerTime) + ': not "expired"');
    assert.is(other.hidden, true, JSON.stringify(timerTime));
  }
  assert.is(logged('Timer expired'), 0);
  assert.is(logged('Timer value malformed'), 1, 'one line, deduplicated');
  assert.is(el.hidden, true);
  assert.is(c.pending(), 0);
});

test('Hebrew: Hebrew unit labels and sentence; days first in the DOM, so a right-to-left row reads them on the right', () => {
  const el = slot();
  el.dir = 'rtl';
  attach(st({ timer: { timerTime: { minutes: 2 * 1440 + 61 } } }, 'he'), el);
  assert.equal([...el.querySelectorAll('.lp-tl')].map((l) => l.textContent), ['ימים', 'שעות', 'דקות', 'שניות']);
  assert.is(digits(el), '2:01:01:00');
  assert.is(sr(el), 'זמן שנותר: 2 ימים, 1 שעה, 1 דקה');
});

// through the runtime: the slot chunk is loaded for the marker, its CSS adopted, attach's false
// means no popup, and the close reaches the engine as close trigger 'timer'
const HTML = '<div data-lp="main"><h2 data-lp="title">Flash sale</h2><div data-lp="timer"></div></div>';
const open = (timer: TimerValue) => {
  const f = request({ dp: { timer }, req: { html: HTML } });
  const load = sanitizing(async (p) => {
    if (p === 'formats/lightbox/format_5') return { default: format5 };
    if (p === 'features/timer') return import('../../src/features/timer/timer');
    throw new Error('404 ' + p);
  });
  return show(f.req, { load, timer: c.timer }).then((h) => ({ h, events: f.events }));
};

test('runtime: a popup with a timer shows, ticks and closes itself with close trigger "timer"', async () => {
  const { h, events } = await open({ timerTime: { minutes: 0, seconds: 5 } });
  assert.ok(h);
  const el = shadow()!.querySelector('[data-lp=timer]')!;
  assert.ok(sheetText(shadow()).includes('.lp-tm{'), 'the chunk CSS is adopted');
  assert.is(digits(el), '-:00:00:05');
  c.tick(4000);
  assert.is(digits(el), '-:00:00:01');
  c.tick(1000);
  assert.ok(events.includes('close:timer'), events.join());
  c.tick(1000);
  assert.not.ok(document.querySelector('poptin-root'), 'removed after the exit');
});

test('runtime: an expired timer shows nothing, the chunk says why', async () => {
  const { h, events } = await open({ date: '2020-01-01', time: '00:00', timezone: 'Z' });
  assert.is(h, null);
  assert.not.ok(document.querySelector('poptin-root'));
  assert.equal(events, []);
  assert.is(logged('Timer expired: popup not shown'), 1);
  assert.is(logged('Popup failed to show'), 0);
});

test('runtime: an expired timer in preview: the popup shows at 0 and stays', async () => {
  const f = request({ dp: { timer: { date: '2020-01-01', time: '00:00', timezone: 'Z' } }, req: { html: HTML, preview: true } });
  const load = sanitizing(async (p) => {
    if (p === 'formats/lightbox/format_5') return { default: format5 };
    if (p === 'features/timer') return import('../../src/features/timer/timer');
    throw new Error('404 ' + p);
  });
  const h = await show(f.req, { load, timer: c.timer });
  assert.ok(h);
  assert.is(digits(shadow()!.querySelector('[data-lp=timer]')!), '-:00:00:00');
  c.tick(5000);
  assert.not.ok(f.events.some((e) => e.startsWith('close')), f.events.join());
  h!.destroy();
});

test('runtime: a malformed timer: the popup shows without it', async () => {
  const { h } = await open({ date: 'tomorrow' } as TimerValue);
  assert.ok(h);
  assert.is(shadow()!.querySelector<HTMLElement>('[data-lp=timer]')!.hidden, true);
  assert.is(logged('Timer value malformed'), 1);
  h!.destroy();
});

test.run();
