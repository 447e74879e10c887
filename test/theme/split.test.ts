// T16 split tests (src/theme/split, docs/theme.md "Split tests"; spec §3.5, §7 calls 11 and 12,
// §9.3): the cookie flags (name, 365 days, Path=/, SameSite=Lax) checked before each send, call
// 11's payload, each record type once per visitor per test, the read goal's 3 s timer on a fake
// clock (stopped when the goal leaves view), con_short for the subject seen, and call 12's
// placeholder replaced by a good answer or kept (with a log line) after a bad one.
import { calls, reset, respond, settle } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAYS, READ_MS, cookie, flag, init, payload, reader } from '../../src/theme/split/split';
import { seen as logged } from '../../src/core/log';
import type { Theme } from '../../src/theme/types';

let ios: { cb: (es: any[]) => void; els: Element[] }[] = [];
(globalThis as any).IntersectionObserver = function (this: any, cb: any) {
  const o = { cb, els: [] as Element[] };
  ios.push(o);
  this.observe = (el: Element) => o.els.push(el);
};
// a fake clock for the read goal's timer
let now = 0, timers: { at: number; fn: () => void; id: number }[] = [], ids = 0;
// (installed for each test only: uvu runs its tests from a real timer)
const real = [globalThis.setTimeout, globalThis.clearTimeout] as const;
test.before.each(() => {
  (globalThis as any).setTimeout = (fn: () => void, ms: number) => (timers.push({ at: now + ms, fn, id: ++ids }), ids);
  (globalThis as any).clearTimeout = (id: number) => (timers = timers.filter((t) => t.id != id));
});
test.after.each(() => void ([globalThis.setTimeout, globalThis.clearTimeout] = real as any));
const tick = (ms: number) => {
  now += ms;
  timers.filter((t) => t.at <= now).forEach((t) => ((timers = timers.filter((x) => x != t)), t.fn()));
};
const T = { builder: '' } as Theme;
/** the record types call 11 sent, in order */
const sent = () => calls.map((c) => new URLSearchParams(c.body)).filter((b) => b.get('action') == 'et_pb_ab_update_stats_table').map((b) => JSON.parse(b.get('stats_data_array')!)).map((s) => `${s.test_id} ${s.subject_id} ${s.record_type}`);
const make = (html = `<div data-module="split" data-test="7" data-subject="a" data-nonce="n1"><p>A</p></div><div data-goal="7" id="g"><button id="b">Join</button><form id="f"></form></div>`) => {
  reset();
  ios = [];
  timers = [];
  logged.clear();
  document.documentElement.dataset.ajax = '/ajax';
  respond(() => ({ body: { success: true } }));
  document.body.innerHTML = html;
  init(document.querySelector<HTMLElement>('[data-module]')!, T);
};
const view = (on: boolean) => ios[0].cb([{ isIntersecting: on, target: document.getElementById('g') }]);

test('the constants: the read goal after 3 s, the cookie 365 days (§9.3)', () => {
  assert.is(READ_MS, 3000);
  assert.is(DAYS, 365);
  assert.is(cookie('read_goal', '7'), 'lp_ab_read_goal_7');
});

test('call 11: the payload is stats_data_array as JSON with test_id, subject_id, record_type, and the log nonce, beaconed urlencoded to <html data-ajax>', async () => {
  assert.equal(payload('7', 'a', 'view_goal', 'n1'), { action: 'et_pb_ab_update_stats_table', stats_data_array: '{"test_id":"7","subject_id":"a","record_type":"view_goal"}', et_ab_log_nonce: 'n1' });
  make();
  await settle();
  assert.is(calls.length, 1);
  assert.is(calls[0].url, '/ajax');
  assert.is(calls[0].method, 'BEACON', 'a beacon: it outlives a goal link that leaves the page');
  assert.is(calls[0].body, 'action=et_pb_ab_update_stats_table&stats_data_array=%7B%22test_id%22%3A%227%22%2C%22subject_id%22%3A%22a%22%2C%22record_type%22%3A%22read_page%22%7D&et_ab_log_nonce=n1');
});

test('the cookie flags: set when sent, named per type and test, valued with the subject; a set flag is not sent again', async () => {
  const set: string[] = [];
  let o = document as object, desc: PropertyDescriptor | undefined;
  while (!(desc = Object.getOwnPropertyDescriptor(o, 'cookie'))) o = Object.getPrototypeOf(o);
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => desc.get!.call(document), set: (v) => (set.push(v), desc.set!.call(document, v)) });
  try {
    make();
  } finally {
    delete (document as any).cookie;
  }
  assert.equal(set.filter((c) => c.includes('SameSite')), ['lp_ab_read_page_7=a; Max-Age=31536000; Path=/; SameSite=Lax']);
  assert.is(flag('read_page', '7'), 'a');
  assert.is(flag('read_page', '8'), '');
  // a second init (a reload) sends nothing for a flag already set
  calls.length = 0;
  init(document.querySelector<HTMLElement>('[data-module]')!, T);
  assert.equal(sent(), []);
  // the same flag of another test is its own
  document.cookie = 'lp_ab_read_page_77=b; Path=/';
  assert.is(flag('read_page', '7'), 'a');
});

test('view_goal on sight, click_goal on a click inside the goal, con_goal on lp-conversion from inside it: each once', async () => {
  make();
  view(true);
  view(false);
  view(true);
  document.getElementById('b')!.click();
  document.getElementById('b')!.click();
  document.body.dispatchEvent(new CustomEvent('lp-conversion', { bubbles: true }));
  assert.equal(sent(), ['7 a read_page', '7 a view_goal', '7 a click_goal'], 'a conversion outside the goal is not its');
  for (let i = 0; i < 2; i++) document.getElementById('f')!.dispatchEvent(new CustomEvent('lp-conversion', { bubbles: true }));
  assert.equal(sent(), ['7 a read_page', '7 a view_goal', '7 a click_goal', '7 a con_goal']);
});

test('read_goal: 3 s of the goal in view, on a fake clock; leaving view stops the timer', () => {
  make();
  view(true);
  tick(2999);
  assert.not.ok(sent().includes('7 a read_goal'), 'not before 3 s');
  view(false);
  tick(5000);
  assert.not.ok(sent().includes('7 a read_goal'), 'it left view: the timer stopped');
  view(true);
  tick(1000);
  view(true); // still in view: the running timer goes on
  tick(2000);
  assert.ok(sent().includes('7 a read_goal'));
});

test('reader: starts once, stops, fires once per run', () => {
  timers = [];
  let n = 0;
  const r = reader(() => n++);
  r(true);
  r(true);
  assert.is(timers.length, 1);
  tick(READ_MS);
  assert.is(n, 1);
  r(true);
  r(false);
  tick(READ_MS);
  assert.is(n, 1);
});

test('con_short: a tracking element counts for the subject this visitor saw, once; nothing for one who saw none', async () => {
  make(`<div data-module="split" data-test="7" data-nonce="n1" data-track hidden></div>`);
  assert.equal(sent(), [], 'no subject seen');
  document.cookie = 'lp_ab_read_page_7=b; Path=/';
  init(document.querySelector<HTMLElement>('[data-module]')!, T);
  init(document.querySelector<HTMLElement>('[data-module]')!, T);
  assert.equal(sent(), ['7 b con_short']);
});

test('a bad test id, or a builder mode: nothing sent', async () => {
  make(`<div data-module="split" data-test="7 x" data-subject="a"></div>`);
  assert.equal(calls, []);
  assert.ok([...logged].some((l) => /no test id/.test(l)));
  reset();
  document.body.innerHTML = `<div data-module="split" data-test="7" data-subject="a"></div>`;
  init(document.querySelector<HTMLElement>('[data-module]')!, { builder: 'visual' } as Theme);
  assert.equal(calls, []);
});

test('a beacon the browser refuses (its queue full): one log line', () => {
  const b = navigator.sendBeacon;
  (navigator as any).sendBeacon = () => false;
  try {
    make();
  } finally {
    (navigator as any).sendBeacon = b;
  }
  assert.ok([...logged].includes('Split: read_page not sent'));
});

test('call 12: a placeholder asks for a subject (frontend nonce, test id) and is replaced by its markup', async () => {
  make(`<main><div data-module="split" data-test="8" data-nonce="n2" id="ph"><p>fallback</p></div></main>`);
  respond(() => ({ body: { id: 'b', content: '<div data-module="split" data-test="8" data-subject="b" id="got"><p>B</p></div>' } }));
  // (make answered with its default before this respond; ask again with the new one)
  document.body.innerHTML = `<main><div data-module="split" data-test="8" data-nonce="n2" id="ph"><p>fallback</p></div></main>`;
  calls.length = 0;
  init(document.getElementById('ph')!, T);
  assert.is(calls[0].body, 'action=et_pb_ab_get_subject_id&et_pb_ab_test_id=8&et_frontend_nonce=n2');
  await settle();
  assert.is(document.getElementById('ph'), null);
  assert.is(document.querySelector('main')!.innerHTML, '<div data-module="split" data-test="8" data-subject="b" id="got"><p>B</p></div>');
  assert.equal(sent(), [], 'the placeholder records nothing: the inserted subject does, once theme.js inits it');
});

test('call 12: a failed or malformed answer keeps the fallback and logs', async () => {
  for (const a of [{ status: 500, body: '' }, { body: 'not json' }, { body: { id: 'b' } }, { body: { id: '<b>', content: 'x' } }, { body: { content: 'x' } }]) {
    make(`<div data-module="split" data-test="8" id="ph"><p>fallback</p></div>`);
    respond(() => a);
    document.body.innerHTML = `<div data-module="split" data-test="8" id="ph"><p>fallback</p></div>`;
    init(document.getElementById('ph')!, T);
    await settle();
    assert.is(document.getElementById('ph')?.textContent, 'fallback', JSON.stringify(a) + document.body.innerHTML);
    assert.ok([...logged].some((l) => /no subject/.test(l)), JSON.stringify(a));
  }
});

test.run();
