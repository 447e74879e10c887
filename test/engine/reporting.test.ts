import { calls, dom, reset, respond } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reportClose, reportView } from '../../src/engine/reporting';
import { getCookie } from '../../src/core/storage';
import { API, boot, captureEvents, detailOf, maxAge, pid, popup, restoreConsole, T0, warnings } from '../setup/helpers';

const A = pid('a');
const YEAR = 365 * 86400, DAY_S = 86400;
const b = boot([]);
const body = (i: number) => JSON.parse(calls[i].body);
const { got: events, clear } = captureEvents('poptinView', 'poptinClose');
const DETAIL = detailOf('a');

test.before.each(() => {
  reset();
  clear();
});
test.after(restoreConsole);

// First in the file on purpose: log() prints each message once per process, so a line logged by
// an earlier reportView() would not print again here. Nothing has been logged yet at this point,
// so any log line reportView() writes on failure would show up.
test('P33 view: a failing call 5 is silent (no log) and yields no view id', async () => {
  assert.equal(warnings, [], 'nothing logged before this test');
  assert.is(await reportView(b, popup('a'), 'sec', T0), '', 'a 404');
  respond(() => {
    throw new Error('offline');
  });
  assert.is(await reportView(b, popup('a'), 'sec', T0), '', 'a network failure');
  respond(() => ({ body: 'not json' }));
  assert.is(await reportView(b, popup('a'), 'sec', T0), '', 'an unreadable answer');
  assert.equal(warnings, []);
});

test('issue 22: the view report writes its cookies and fires poptinView at once, and sends calls 9 and 5 in a task of their own', async () => {
  const done = reportView(b, popup('a'), 'sec', T0);
  assert.ok(getCookie('poptin_view_' + A), 'the view cookie is written at once');
  assert.is(events.poptinView.length, 1, 'poptinView at once');
  assert.is(calls.length, 0, 'no request in the same task');
  await done;
  assert.equal(calls.map((c) => c.url.replace(/.*\/api\/display\//, '').replace(/\/.*/, '')).sort(), ['conversion-activities', 'viewed']);
});

test('P14 view: call 5 with the spec payload, its poptin_view_id comes back', async () => {
  localStorage.setItem('poptin_converted_email', 'ann@example.com');
  respond((u) => (u == `${API}/api/display/viewed/${A}` ? { body: { poptin_view_id: 'v77' } } : undefined));
  assert.is(await reportView(b, popup('a'), 'sec', T0), 'v77');
  const c5 = calls.find((c) => c.url.endsWith('/viewed/' + A))!;
  assert.is(c5.method, 'POST');
  assert.equal(JSON.parse(c5.body), {
    viewer_id: 'viewer1', trigger: 'sec', client_id: 'client1', type: 'desktop', url: location.href,
    store_integration: '', store_integration_customer_id: '', converted_email: 'ann@example.com',
  });
});

test('P14 view: call 9 (viewed) by beacon, view and frequency cookies for 365 days, poptinView', async () => {
  document.cookie = 'poptin_visits=4;path=/';
  await reportView(b, popup('a', { poptin_type: 'embedded' }), 'sec', T0);
  const c9 = calls.find((c) => c.url == `${API}/api/display/conversion-activities/client1`)!;
  assert.is(c9.method, 'BEACON');
  assert.equal(JSON.parse(c9.body), { email: '', poptin_id: A, activity: 'viewed', url: location.href, store_integration: '', store_integration_customer_id: '' });
  assert.is(getCookie('poptin_view_' + A), 'e', 'kind: embedded');
  assert.is(maxAge('poptin_view_' + A), YEAR);
  assert.is(getCookie('poptin_freq_' + A), `${T0}|4`, 'last view time and the visit count then');
  assert.is(maxAge('poptin_freq_' + A), YEAR);
  assert.is(sessionStorage.getItem('poptin_viewed_' + A), '1', 'issue 20, §3: the session\'s viewed flag');
  assert.equal(events.poptinView, [{ ...DETAIL, poptin_type: 'embedded' }]);
});

test('P33 view: a poptin_view_id that is not a short opaque string is dropped (call 6 sends it back)', async () => {
  for (const [id, want] of [
    ['v_1-A', 'v_1-A'],
    [123, ''],
    ['', ''],
    ['a'.repeat(65), ''],
    ['x&email=evil@example.com', ''],
    [{ a: 1 }, ''],
    [null, ''],
  ] as [unknown, string][]) {
    respond(() => ({ body: { poptin_view_id: id } }));
    assert.is(await reportView(b, popup('a'), 'sec', T0), want, JSON.stringify(id));
  }
  respond(() => ({ body: 'null' }));
  assert.is(await reportView(b, popup('a'), 'sec', T0), '', 'a null answer');
});

test('ids in url paths are encoded: the client id comes from the page tag', async () => {
  const odd = { ...b, clientId: 'a/b?c#d' };
  await reportView(odd, popup('a'), 'sec', T0);
  reportClose(odd, popup('a'), 'timer');
  const urls = calls.map((c) => c.url);
  assert.ok(urls.includes(`${API}/api/display/conversion-activities/a%2Fb%3Fc%23d`));
  assert.ok(urls.includes(`${API}/api/display/viewed/${A}`));
  assert.ok(urls.includes(`${API}/api/display/closed/${A}`));
});

test('P14 close: call 7 and call 9 (closed) by beacon, closed cookie for 1 day, poptinClose with the trigger', () => {
  localStorage.setItem('poptin_converted_email', 'ann@example.com');
  reportClose(b, popup('a'), 'cancel_click');
  assert.equal(calls.map((c) => [c.method, c.url]), [
    ['BEACON', `${API}/api/display/closed/${A}`],
    ['BEACON', `${API}/api/display/conversion-activities/client1`],
  ]);
  assert.equal(body(0), { client_id: 'client1', url: location.href, converted_email: 'ann@example.com', store_integration: '', store_integration_customer_id: '' });
  assert.is(body(1).activity, 'closed');
  assert.is(body(1).email, 'ann@example.com');
  assert.is(getCookie('poptin_closed_' + A), 'o');
  assert.is(maxAge('poptin_closed_' + A), DAY_S);
  assert.equal(events.poptinClose, [{ ...DETAIL, close_trigger: 'cancel_click' }]);
});


test.run();
