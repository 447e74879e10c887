// T09 the countdown (src/theme/countdown, docs/theme.md "Countdown"; spec §3.11, §9.3): the parts
// of the time left, days in at least 3 digits, a write each second on the second, the sentence a
// screen reader reads on demand, the end (zeros, the ended text, data-ended), a bad end left as
// printed, and no timer once the element has left the page.
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, pad, parts } from '../../src/theme/countdown/countdown';

const END = 1_800_000_000; // seconds (§3.11)
let now = 0;
const timers: [number, () => void][] = [];
const realNow = Date.now, realTimeout = globalThis.setTimeout;
const fake = () => {
  timers.length = 0;
  Date.now = () => now;
  (globalThis as any).setTimeout = (fn: () => void, ms: number) => timers.push([now + ms, fn]);
};
const real = () => void ((Date.now = realNow), (globalThis.setTimeout = realTimeout));
/** time goes on by ms, running the timers that fall due */
const go = (ms: number) => {
  const end = now + ms;
  for (let t; (t = timers.sort((a, b) => a[0] - b[0])[0]) && t[0] <= end; ) timers.shift(), (now = t[0]), t[1]();
  now = end;
};
const make = (end = '' + END) => {
  document.body.innerHTML = `<p id="l">Sale ends in</p><div data-module="countdown" data-end="${end}" data-say="{d} days, {h} hours, {m} minutes and {s} seconds left" role="timer" aria-labelledby="l">
    <span aria-hidden="true"><b data-u="d">001</b> days <b data-u="h">01</b> h <b data-u="m">01</b> m <b data-u="s">01</b> s</span>
    <span class="sr">printed</span><p class="cd-end" hidden>The sale has ended.</p></div>`;
  const root = document.querySelector<HTMLElement>('[data-module]')!;
  init(root);
  return root;
};
const digits = () => [...document.querySelectorAll('[data-u]')].map((b) => b.textContent).join(':');
const sr = () => document.querySelector('.sr')!.textContent;
test.after.each(real);

test('the parts of the time left; days in at least 3 digits, the others in 2 (§9.3)', () => {
  assert.equal(parts(5 * 86400 + 4 * 3600 + 12 * 60 + 9), { d: 5, h: 4, m: 12, s: 9 });
  assert.equal(parts(0), { d: 0, h: 0, m: 0, s: 0 });
  assert.equal(parts(86399), { d: 0, h: 23, m: 59, s: 59 });
  assert.equal([pad('d', 5), pad('d', 0), pad('d', 1234), pad('h', 4), pad('s', 0)], ['005', '000', '1234', '04', '00']);
});

test('written at once, then each second on the second; the sentence with unpadded numbers', () => {
  fake();
  now = (END - (5 * 86400 + 4 * 3600 + 12 * 60 + 9)) * 1000 - 400; // 9.4 s past a minute
  make();
  assert.is(digits(), '005:04:12:10');
  assert.is(sr(), '5 days, 4 hours, 12 minutes and 10 seconds left');
  go(399);
  assert.is(digits(), '005:04:12:10', 'not before the second');
  go(1);
  assert.is(digits(), '005:04:12:09');
  go(10_000);
  assert.is(digits(), '005:04:11:59');
  assert.is(timers.length, 1, 'one timer at a time');
});

test('the end: zeros, the ended text shown, data-ended, the sentence emptied, no more timers', () => {
  fake();
  now = END * 1000 - 2000;
  const root = make();
  assert.is(digits(), '000:00:00:02');
  go(2000);
  assert.is(digits(), '000:00:00:00');
  assert.is(root.dataset.ended, '');
  assert.not.ok(root.querySelector<HTMLElement>('.cd-end')!.hidden);
  assert.is(sr(), '');
  assert.is(timers.length, 0);
  now += 60_000;
  make();
  assert.is(digits(), '000:00:00:00', 'an end passed already stays at zero');
});

test('an end that is no timestamp leaves the printed numbers', () => {
  fake();
  now = END * 1000;
  for (const e of ['', 'soon', '-5']) {
    make(e);
    assert.is(digits(), '001:01:01:01');
    assert.is(timers.length, 0);
  }
});

test('removed from the page, it stops', () => {
  fake();
  now = END * 1000 - 60_000;
  const root = make();
  go(1000);
  root.remove();
  go(1000);
  assert.is(timers.length, 0);
});

test.run();
