// The theme's ajax endpoint (server/theme/ajax.mjs, issue 26; spec §7 calls 11-13): the sign-up
// (call 13) stored and its refusals, the split-test records (call 11) counted and theirs, a
// subject for a cached page (call 12), the nonce the demo prints, and the owner's exports.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, get, post, raw, count } from './helpers.mjs';
import { themeNonce, SPLIT } from '../../server/theme/ajax.mjs';
import { viewerSecret } from '../../server/answer.mjs';

let s, nonce;
test.before(async () => {
  s = await start();
  nonce = themeNonce(viewerSecret(s.db));
});
test.after(() => stop(s));

const FORM = 'application/x-www-form-urlencoded';
const call = (fields) => post(s, '/demo/theme/ajax', new URLSearchParams(fields), FORM);
const signup = (extra = {}) => ({
  action: 'et_pb_submit_subscribe_form', et_frontend_nonce: nonce, et_list_id: 'roast-list', et_provider: 'mailchimp', et_account: 'lumen',
  et_firstname: 'Noa', et_lastname: 'Levi', et_email: 'noa@example.com', et_checksum: '3f9a1c', 'et_custom_fields[city]': 'Haifa', et_hidden_fields: '["et_custom_fields[company]"]', ...extra,
});
const stat = (o, n = nonce) => ({ action: 'et_pb_ab_update_stats_table', et_ab_log_nonce: n, stats_data_array: JSON.stringify(o) });

test('the demo prints the nonce the endpoint takes, and the endpoint on <html>', async () => {
  const html = await (await get(s, '/demo/theme/modules')).text();
  assert.match(html, '<html lang="en" data-ajax="/demo/theme/ajax"');
  assert.match(html, `data-nonce="${nonce}"`);
  assert.not.match(html, '{{nonce}}');
});

test('call 13: a sign-up is stored and answered {success}; a checkbox group is one field', async () => {
  const body = new URLSearchParams(signup());
  body.append('et_custom_fields[brew]', 'Espresso');
  body.append('et_custom_fields[brew]', 'Filter');
  const r = await post(s, '/demo/theme/ajax', body, FORM);
  assert.is(r.status, 200);
  assert.ok((await r.json()).success);
  const row = s.db.prepare('SELECT * FROM theme_signups').get();
  assert.equal([row.list_id, row.provider, row.account, row.first_name, row.last_name, row.email, row.checksum, row.ip_address], ['roast-list', 'mailchimp', 'lumen', 'Noa', 'Levi', 'noa@example.com', '3f9a1c', '127.0.0.1']);
  assert.equal(JSON.parse(row.custom_fields), { city: 'Haifa', brew: 'Espresso, Filter' });
  assert.equal(JSON.parse(row.hidden_fields), ['et_custom_fields[company]']);
});

test('call 13 refused, nothing stored: missing or unknown list, bad email, bad nonce, blank name sent, other provider, not urlencoded, unknown action', async () => {
  const n = count(s, 'theme_signups');
  for (const [extra, status] of [
    [{ et_list_id: '' }, 400],
    [{ et_list_id: 'other' }, 400],
    [{ et_email: 'noa@' }, 400],
    [{ et_email: '' }, 400],
    [{ et_frontend_nonce: 'x' }, 403],
    [{ et_frontend_nonce: '' }, 403],
    [{ et_firstname: '  ' }, 400],
    [{ et_lastname: '' }, 400],
    [{ et_provider: 'other' }, 400],
    [{ et_hidden_fields: '{' }, 400],
    [{ action: 'nope' }, 400],
  ]) {
    const r = await call(signup(extra));
    assert.is(r.status, status, JSON.stringify(extra));
    assert.ok((await r.json()).error);
  }
  const b = signup();
  delete b.et_list_id;
  assert.is((await call(b)).status, 400, 'no list');
  assert.is((await post(s, '/demo/theme/ajax', JSON.stringify(signup()), 'application/json')).status, 415);
  assert.is(count(s, 'theme_signups'), n);
});

test('call 13: no last name field at all is fine (required only when present)', async () => {
  const b = signup();
  delete b.et_lastname;
  assert.is((await call(b)).status, 200);
});

test('call 11: counts per test, subject and record type', async () => {
  for (const t of ['read_page', 'read_page', 'view_goal', 'read_goal', 'click_goal', 'con_goal', 'con_short']) assert.is((await call(stat({ test_id: '7', subject_id: 'a', record_type: t }))).status, 200);
  assert.is((await call(stat({ test_id: 8, subject_id: 'b', record_type: 'read_page' }))).status, 200);
  const rows = s.db.prepare('SELECT test_id, subject_id, record_type, count FROM theme_split_stats ORDER BY 1, 2, 3').all();
  assert.equal(rows.map((r) => Object.values(r).join(' ')), ['7 a click_goal 1', '7 a con_goal 1', '7 a con_short 1', '7 a read_goal 1', '7 a read_page 2', '7 a view_goal 1', '8 b read_page 1']);
});

test('call 11 refused, nothing counted: bad nonce, unknown test, subject or record type, not JSON', async () => {
  const before = s.db.prepare('SELECT sum(count) AS n FROM theme_split_stats').get().n;
  for (const [f, st] of [
    [stat({ test_id: '7', subject_id: 'a', record_type: 'read_page' }, 'bad'), 403],
    [stat({ test_id: '9', subject_id: 'a', record_type: 'read_page' }), 400],
    [stat({ test_id: '7', subject_id: 'z', record_type: 'read_page' }), 400],
    [stat({ test_id: '7', subject_id: 'a', record_type: 'hover' }), 400],
    [stat({ test_id: '7', subject_id: 'toString', record_type: 'read_page' }), 400],
    [{ ...stat({}), stats_data_array: '{' }, 400],
    [{ ...stat({}), stats_data_array: '' }, 400],
  ]) assert.is((await call(f)).status, st, f.stats_data_array);
  assert.is(s.db.prepare('SELECT sum(count) AS n FROM theme_split_stats').get().n, before);
});

test('call 12: a subject of the test at random, with its markup carrying the nonce; refusals', async () => {
  const seen = new Set();
  for (let i = 0; i < 30; i++) {
    const a = await (await call({ action: 'et_pb_ab_get_subject_id', et_frontend_nonce: nonce, et_pb_ab_test_id: '8' })).json();
    assert.ok(Object.hasOwn(SPLIT[8], a.id));
    assert.match(a.content, `data-subject="${a.id}"`);
    assert.match(a.content, `data-nonce="${nonce}"`);
    seen.add(a.id);
  }
  assert.is(seen.size, 2, 'both subjects come up');
  assert.is((await call({ action: 'et_pb_ab_get_subject_id', et_frontend_nonce: 'x', et_pb_ab_test_id: '8' })).status, 403);
  assert.is((await call({ action: 'et_pb_ab_get_subject_id', et_frontend_nonce: nonce, et_pb_ab_test_id: '99' })).status, 400);
  assert.is((await call({ action: 'et_pb_ab_get_subject_id', et_frontend_nonce: nonce })).status, 400);
});

test('the owner exports: sign-ups and split counts, JSON and CSV', async () => {
  const j = await (await get(s, '/api/owner/theme-signups.json')).json();
  assert.is(j.signups[0].email, 'noa@example.com');
  assert.equal(j.signups[0].custom_fields.brew, 'Espresso, Filter');
  const c = await get(s, '/api/owner/theme-signups.csv');
  assert.match(c.headers.get('content-type'), 'text/csv');
  const text = Buffer.from(await c.arrayBuffer()).toString('utf8');
  assert.ok(text.startsWith('\ufeff'), 'a BOM, for Excel');
  const lines = text.slice(1).split('\r\n');
  assert.is(lines[0], 'id,created_at,list_id,provider,account,first_name,last_name,email,ip_address,checksum,custom_fields,hidden_fields');
  assert.match(lines[1], 'noa@example.com');
  const sj = await (await get(s, '/api/owner/theme-split.json')).json();
  assert.ok(sj.counts.some((r) => r.test_id == '7' && r.subject_id == 'a' && r.record_type == 'read_page' && r.count == 2));
  const sc = (await (await get(s, '/api/owner/theme-split.csv')).text()).split('\r\n');
  assert.is(sc[0], 'test_id,subject_id,record_type,count');
  assert.ok(sc.includes('7,a,read_page,2'));
});

test('call 13 posted by the browser itself (no script): a page says how it went, the same checks and storage; the way back stays on this origin', async () => {
  // (node:http: fetch leaves out the Sec-Fetch headers a browser sends)
  const nav = async (fields, referer) => {
    const r = await raw(s, '/demo/theme/ajax', { method: 'POST', body: String(new URLSearchParams(fields)), headers: { 'Content-Type': FORM, 'Sec-Fetch-Mode': 'navigate', Referer: referer } });
    return { status: r.status, headers: { get: (k) => r.headers[k] }, text: async () => r.body.toString() };
  };
  const before = count(s, 'theme_signups');
  const ok = await nav(signup({ et_email: 'nojs@example.com' }), s.url + 'demo/theme/modules?x=1');
  assert.is(ok.status, 200);
  assert.match(ok.headers.get('content-type'), 'text/html');
  assert.match(ok.headers.get('content-security-policy'), "script-src 'nonce-");
  const page = await ok.text();
  assert.match(page, '<p role="status">Thank you: you are on the roast list.</p>');
  assert.match(page, 'href="/demo/theme/modules?x=1"');
  assert.is(count(s, 'theme_signups'), before + 1);
  const bad = await nav(signup({ et_email: 'not an email<b>' }), 'https://evil.example/phish');
  assert.is(bad.status, 400);
  const text = await bad.text();
  assert.match(text, 'The sign-up was refused: email is not a valid email address.');
  assert.match(text, 'href="/demo/theme/"', 'another origin is not a way back');
  assert.not.match(text, '<b>');
  assert.is(count(s, 'theme_signups'), before + 1, 'a refused sign-up stores nothing');
});

test.run();
