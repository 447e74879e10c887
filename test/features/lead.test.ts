// features/lead/lead.ts (issue 7, "no lead is lost"): a lead is kept in local storage under its
// idempotency key until call 6 acknowledges it, and sent again with backoff on this page and on
// later page views. The fake fetch answers; time moves only through the fake clock.
import { calls, reset, respond } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONVERSION_TIMEOUT_MS, drain, LEAD_TTL_MS, RETRY_MAX_MS, send, sendAll, type Lead } from '../../src/features/lead/lead';
import { shareSeen } from '../../src/core/log';
import { getCookie } from '../../src/core/storage';
import { clock, restoreConsole, warnings } from '../setup/helpers';

const URL6 = 'https://api.example/api/display/conversion/viewer-7';
let c = clock();
let n = 0;
/** a fresh lead; `key` must differ per test (the module plans each key once per page) */
const lead = (k: string, extra: Partial<Lead> = {}): Lead => ({ u: URL6, b: 'poptin_id=abcdefghijklm&email=a%40b.co&idempotency_key=' + k, k, c: Date.now(), n: 0, t: 0, ...extra });
const stored = (k: string) => JSON.parse(localStorage.getItem('poptin_lead_' + k) || 'null') as Lead | null;
/** pending promise callbacks (the fake fetch, the answer handling) run before the next macrotask */
const settle = () => new Promise((r) => setImmediate(r));
const answers = (...list: ({ status?: number; body?: unknown } | 'hang' | 'offline')[]) => {
  n = 0;
  respond(() => {
    const a = list[Math.min(n++, list.length - 1)];
    if (a === 'offline') throw new TypeError('Failed to fetch');
    return a === 'hang' ? new Promise(() => {}) : a;
  });
};
const OK = { body: { success: true, conversion_id: 'c-1', integration: { conversion_code: '' } } };
const FAIL = { status: 503, body: { error: 'busy' } };

test.before.each(() => {
  reset();
  c = clock();
  warnings.length = 0;
  shareSeen(new Set()); // each test sees its own log lines
});
test.after(restoreConsole);

test('acknowledged at once: sent form-encoded with keepalive, nothing left behind, the conversion id kept', async () => {
  answers(OK);
  assert.is(await send(lead('k1'), '', c.timer), 'ok');
  assert.is(calls.length, 1);
  assert.is(calls[0].url, URL6);
  assert.is(new URLSearchParams(calls[0].body).get('idempotency_key'), 'k1');
  assert.is(stored('k1'), null);
  assert.is(localStorage.getItem('poptin_leads'), null, 'no flag: the next page view loads nothing');
  assert.is(getCookie('poptin_conversion_id'), 'c-1');
});

test('written ahead: while call 6 is in flight the lead is stored with a lease past the timeout', async () => {
  answers('hang');
  const p = send(lead('k2'), '', c.timer);
  const e = stored('k2')!;
  assert.ok(e, 'stored before the answer');
  assert.equal(Object.keys(localStorage).filter((k) => k.startsWith('poptin_lead')), ['poptin_lead_k2'], 'one record per lead (issue 20)');
  assert.ok(e.t >= Date.now() + CONVERSION_TIMEOUT_MS, 'other tabs leave it alone until the timeout');
  c.tick(CONVERSION_TIMEOUT_MS);
  assert.is(await p, 'queued');
  assert.ok(warnings.includes('[poptin] Conversion timed out'));
});

test('failures retry with backoff (2 s, 4 s, 8 s … at most 5 min) until acknowledged; the same body each time', async () => {
  answers(FAIL, { body: { success: false } }, { status: 429 }, 'offline', OK);
  assert.is(await send(lead('k3'), '', c.timer), 'queued');
  assert.ok(warnings.includes('[poptin] Conversion failed'), '§8: logged');
  const at: number[] = [];
  let t = 0;
  while (calls.length < 5 && t < 60000) {
    const before = calls.length;
    c.tick(100);
    t += 100;
    await settle();
    if (calls.length > before) at.push(t);
  }
  assert.equal(at, [2000, 6000, 14000, 30000], 'a 5xx, success false, a 429 and offline are all retried');
  assert.ok(calls.every((x) => x.body === calls[0].body));
  await settle();
  assert.is(stored('k3'), null, 'acknowledged: gone');
  // the backoff is capped
  answers(FAIL);
  const e = lead('k3b', { n: 20 });
  await send(e, '', c.timer);
  assert.ok(stored('k3b')!.t - Date.now() <= RETRY_MAX_MS);
});

test('a refusal (4xx) is dropped and logged: the server would answer it the same again', async () => {
  answers({ status: 400, body: { error: 'email is not a valid email address' } });
  assert.is(await send(lead('k4'), '', c.timer), 'refused');
  assert.ok(warnings.includes('[poptin] Conversion refused: 400'));
  assert.is(stored('k4'), null);
  c.tick(RETRY_MAX_MS);
  await settle();
  assert.is(calls.length, 1, 'never sent again');
});

test('a lead unacknowledged for 7 days is dropped, logged', async () => {
  answers(FAIL);
  assert.is(await send(lead('k5', { c: Date.now() - LEAD_TTL_MS - 1 }), '', c.timer), 'queued');
  assert.is(stored('k5'), null);
  assert.ok(warnings.includes('[poptin] Lead dropped: unacknowledged for 7 days'));
});

test('next page view: drain sends the due leads at once, a later one at its time; the flag of earlier builds goes', async () => {
  answers(OK);
  const due = lead('k6', { t: Date.now() - 1000, n: 3 });
  const soon = lead('k7', { t: Date.now() + 5000 });
  localStorage.setItem('poptin_lead_k6', JSON.stringify(due));
  localStorage.setItem('poptin_lead_k7', JSON.stringify(soon));
  localStorage.setItem('poptin_lead_broken', '{nope');
  localStorage.setItem('poptin_leads', '1');
  drain('', c.timer);
  drain('', c.timer); // met twice on one page: planned once
  assert.is(localStorage.getItem('poptin_lead_broken'), null, 'an unreadable entry is removed');
  c.tick(0);
  await settle();
  assert.equal(calls.map((x) => new URLSearchParams(x.body).get('idempotency_key')), ['k6']);
  assert.is(localStorage.getItem('poptin_leads'), null, 'the flag earlier builds kept is removed');
  assert.ok(localStorage.getItem('poptin_lead_k7'), 'k7 still waits');
  c.tick(5000);
  await settle();
  assert.equal(calls.map((x) => new URLSearchParams(x.body).get('idempotency_key')), ['k6', 'k7']);
  await settle();
  assert.equal(Object.keys(localStorage).filter((k) => k.startsWith('poptin_lead')), [], 'nothing left: later page views load nothing');
});

test('issue 20: back online, a lead that a page is sending or holding (its lease f) is left alone; the others go', async () => {
  answers(OK);
  localStorage.setItem('poptin_lead_k11', JSON.stringify(lead('k11', { t: Date.now() + 60000, f: Date.now() + 5000 })));
  localStorage.setItem('poptin_lead_k12', JSON.stringify(lead('k12', { t: Date.now() + 60000 })));
  sendAll('', c.timer);
  await settle();
  assert.equal(calls.map((x) => new URLSearchParams(x.body).get('idempotency_key')), ['k12']);
  assert.ok(stored('k11'), 'k11 waits for its holder');
});

test('issue 20: back online, a lead waiting for its backoff goes at once', async () => {
  answers(FAIL);
  await send(lead('k13'), '', c.timer); // failed: planned for 2 s from now
  await send(lead('k13', { n: 5 }), '', c.timer); // (a second failure would wait 64 s)
  const n = calls.length;
  answers(OK);
  window.dispatchEvent(new Event('online'));
  await settle();
  assert.is(calls.length, n + 1, 'sent on the online event, before any timer');
  assert.is(stored('k13'), null, 'acknowledged');
  c.tick(RETRY_MAX_MS);
  await settle();
  assert.is(calls.length, n + 1, 'the planned retry finds it gone');
});

test('two tabs: a lead another tab is sending (its lease moved t) or has sent (gone) is not sent again', async () => {
  answers(FAIL);
  await send(lead('k8'), '', c.timer); // planned for 2 s from now
  await send(lead('k9'), '', c.timer);
  // meanwhile another tab picked k8 up (a lease 10 s ahead) and acknowledged k9
  const e = stored('k8')!;
  localStorage.setItem('poptin_lead_k8', JSON.stringify({ ...e, t: Date.now() + 10000 }));
  localStorage.removeItem('poptin_lead_k9');
  answers(OK);
  c.tick(2000);
  await settle();
  assert.is(calls.length, 2, 'neither is sent at 2 s');
  c.tick(10000);
  await settle();
  assert.is(calls.length, 3, 'k8 once the other tab’s lease ran out');
  assert.is(new URLSearchParams(calls[2].body).get('idempotency_key'), 'k8');
});

test('storage blocked: one retry from memory, logged; a second failure is logged as lost', async () => {
  const ls = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  try {
    answers(FAIL, OK);
    assert.is(await send(lead('k10'), '', c.timer), 'queued');
    assert.ok(warnings.includes('[poptin] Storage unsupported'));
    assert.ok(warnings.includes('[poptin] Lead kept in memory for one retry: storage unsupported'));
    c.tick(2000);
    await settle();
    assert.is(calls.length, 2, 'retried from memory');
    await settle();
    assert.is(getCookie('poptin_conversion_id'), 'c-1', 'acknowledged');
    answers(FAIL);
    await send(lead('k11'), '', c.timer);
    c.tick(2000);
    await settle();
    await settle();
    assert.is(calls.length, 4);
    assert.ok(warnings.includes('[poptin] Lead lost: storage unsupported'));
    c.tick(RETRY_MAX_MS);
    await settle();
    assert.is(calls.length, 4, 'one retry only');
  } finally {
    Object.defineProperty(globalThis, 'localStorage', ls);
  }
});

test.run();
