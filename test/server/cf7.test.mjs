// The contact-form plugin's REST API on the demo origin (issue 26, C03; server/theme/cf7.mjs;
// docs/theme.md "The contact-form plugin's front end"): feedback by the schema's rules, each
// status the plugin answers, what it stores, the refusals (4xx, nothing stored), the schema,
// refill, the owner's export and the demo page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, get, count } from './helpers.mjs';

let s;
test.before(async () => {
  s = await start();
});
test.after(() => stop(s));

const API = 'wp-json/contact-form-7/v1/contact-forms/';
const GOOD = { 'your-name': 'Noa', 'your-email': 'noa@example.com', 'your-message': 'Two bags of the house blend, please.', 'your-consent': '1' };
const form = (fields, id = 7) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ _wpcf7: String(id), _wpcf7_version: '5.9.8', _wpcf7_locale: 'en_US', _wpcf7_unit_tag: `wpcf7-f${id}-o1`, _wpcf7_container_post: '0', ...fields })) fd.append(k, v);
  return fd;
};
const send = (fields, id = 7) => fetch(s.url + API + id + '/feedback', { method: 'POST', body: form(fields, id) });
const rows = () => count(s, 'cf7_submissions');

test('a valid submission is mail_sent, with the hash, stored', async () => {
  const n = rows();
  const r = await send(GOOD);
  assert.is(r.status, 200);
  const a = await r.json();
  assert.is(a.status, 'mail_sent');
  assert.is(a.message, 'Thank you for your message. It has been sent.');
  assert.is(a.contact_form_id, 7);
  assert.is(a.into, '#wpcf7-f7-o1');
  assert.match(a.posted_data_hash, /^[0-9a-f]{32}$/);
  assert.is(a.invalid_fields, undefined);
  assert.is(rows(), n + 1);
});

test('validation_failed names each invalid field with its first failing rule, stores nothing', async () => {
  const n = rows();
  const a = await (await send({ ...GOOD, 'your-name': '  ', 'your-email': 'noa@@example.com', 'your-guests': '13', 'your-date': '2026-06-01', 'your-time': '24:00', 'your-topic': 'Gossip', 'your-website': 'javascript:alert(1)', 'your-phone': '12a' })).json();
  assert.is(a.status, 'validation_failed');
  assert.is(a.message, 'One or more fields have an error. Please check and try again.');
  const by = Object.fromEntries(a.invalid_fields.map((f) => [f.field, f.message]));
  assert.equal(by, {
    'your-name': 'Please fill out this field.',
    'your-email': 'Please enter an email address.',
    'your-phone': 'Please enter a telephone number.',
    'your-website': 'Please enter a URL.',
    'your-guests': 'This field has a too large number.',
    // 2026-06-01 is a Monday: the roastery is closed
    'your-date': 'The roastery is open Wednesday to Sunday.',
    'your-time': 'Please enter a time in HH:MM format.',
    'your-topic': 'Undefined value was submitted through this field.',
  });
  assert.is(a.invalid_fields[0].error_id, 'wpcf7-f7-o1-ve-your-name');
  assert.is(rows(), n);
});

test('the boundaries pass: 12 guests, a Wednesday in range, 23:59:59, 10 characters', async () => {
  const a = await (await send({ ...GOOD, 'your-guests': '12', 'your-date': '2026-06-03', 'your-time': '23:59:59', 'your-message': '0123456789', 'your-phone': '+1 (555) 010-0000', 'your-website': 'https://lumen.example' })).json();
  assert.is(a.status, 'mail_sent', JSON.stringify(a.invalid_fields));
  const b = await (await send({ ...GOOD, 'your-message': '012345678' })).json();
  assert.equal(b.invalid_fields, [{ field: 'your-message', message: 'This field has a too short input.', idref: null, error_id: 'wpcf7-f7-o1-ve-your-message' }]);
});

test('acceptance_missing without the consent; the demo switches reach spam, aborted, mail_failed, payment_required', async () => {
  const { 'your-consent': _, ...noConsent } = GOOD;
  assert.is((await (await send(noConsent)).json()).status, 'acceptance_missing');
  for (const [w, st] of [['#spam', 'spam'], ['#abort', 'aborted'], ['#fail', 'mail_failed'], ['#pay', 'payment_required']]) {
    const a = await (await send({ ...GOOD, 'your-message': 'Hello there ' + w })).json();
    assert.is(a.status, st, w);
    assert.is(a.posted_data_hash, '', w);
  }
  const crash = await send({ ...GOOD, 'your-message': 'Hello there #crash' });
  assert.is(crash.status, 500);
  assert.match(await crash.text(), /^<!doctype html>/);
  const html = await send({ ...GOOD, 'your-message': 'Hello there #notjson' });
  assert.is(html.status, 200);
  assert.is(html.headers.get('content-type'), 'text/html; charset=utf-8');
});

test('the Hebrew form answers in Hebrew', async () => {
  const a = await (await send({ ...GOOD, 'your-name': '' }, 8)).json();
  assert.is(a.status, 'validation_failed');
  assert.is(a.invalid_fields[0].message, 'נא למלא את השדה.');
});

test('a urlencoded body is taken as multipart is', async () => {
  const r = await fetch(s.url + API + '7/feedback', { method: 'POST', body: new URLSearchParams([...form(GOOD)]) });
  assert.is((await r.json()).status, 'mail_sent');
});

test('refusals: unknown form 404, no unit tag 400, a JSON body 415, GET 405; nothing stored', async () => {
  const n = rows();
  const r404 = await send(GOOD, 99);
  assert.is(r404.status, 404);
  assert.is((await r404.json()).code, 'wpcf7_not_found');
  const r400 = await send({ ...GOOD, _wpcf7_unit_tag: '' });
  assert.is(r400.status, 400);
  assert.is((await r400.json()).code, 'wpcf7_unit_tag_not_found');
  const r415 = await fetch(s.url + API + '7/feedback', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(GOOD) });
  assert.is(r415.status, 415);
  assert.is((await get(s, API + '7/feedback')).status, 405);
  const bad = await fetch(s.url + API + '7/feedback', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: 'garbage' });
  assert.is(bad.status, 400);
  assert.is(rows(), n);
});

test('the schema as the plugin serves it; refill; both 404 for an unknown form', async () => {
  const sc = await (await get(s, API + '7/feedback/schema')).json();
  assert.is(sc.locale, 'en_US');
  assert.ok(sc.rules.some((r) => r.rule == 'required' && r.field == 'your-name' && r.error == 'Please fill out this field.'));
  assert.ok(sc.rules.some((r) => r.rule == 'dayofweek' && r.accept.join() == '3,4,5,6,7'));
  assert.equal(await (await get(s, API + '7/refill')).json(), []);
  assert.is((await get(s, API + '99/feedback/schema')).status, 404);
  assert.is((await get(s, API + '99/refill')).status, 404);
});

test('the owner export: JSON and CSV, ?form=, an unknown form 404', async () => {
  const j = await (await get(s, 'api/owner/cf7-submissions.json')).json();
  assert.ok(j.submissions.length >= 6);
  const first = j.submissions[0];
  assert.is(first.form_id, 7);
  assert.is(first.status, 'mail_sent');
  assert.is(first.fields['your-name'], 'Noa');
  assert.ok(j.submissions.some((x) => x.status == 'spam'));
  const c = await get(s, 'api/owner/cf7-submissions.csv?form=7');
  assert.is(c.headers.get('content-type'), 'text/csv; charset=utf-8');
  const lines = (await c.text()).split('\r\n');
  // (fetch's text() drops the BOM the CSV starts with)
  assert.is(lines[0], 'id,created_at,form_id,unit_tag,status,posted_data_hash,your-name,your-email,your-message,your-consent,your-guests,your-date,your-time,your-phone,your-website');
  assert.is((await get(s, 'api/owner/cf7-submissions.json?form=99')).status, 404);
  assert.equal((await (await get(s, 'api/owner/cf7-submissions.json?form=8')).json()).submissions, []);
});

test('the demo page: the plugin\'s markup, the settings and cf7.js by nonce, under the CSP', async () => {
  const r = await get(s, 'demo/theme/cf7');
  const h = await r.text();
  const nonce = /script-src 'nonce-([^']+)'/.exec(r.headers.get('content-security-policy'))[1];
  assert.ok(h.includes(`<script src="/dist/cf7.js" nonce="${nonce}" defer></script>`));
  assert.ok(h.includes(`<script src="/demo/theme/cf7-settings.js" nonce="${nonce}"></script>`));
  assert.match(h, /<div class="wpcf7 no-js" id="wpcf7-f7-o1" lang="en-US" dir="ltr">/);
  assert.match(h, /<form [^>]*class="wpcf7-form init"[^>]*data-status="init"/);
  assert.not.match(h, /style=/);
  const he = await (await get(s, 'demo/theme/cf7?lang=he')).text();
  assert.match(he, /id="wpcf7-f8-o1" lang="he-IL" dir="rtl"/);
  assert.is(await (await get(s, 'demo/theme/cf7-settings.js?cached=1')).text(), 'var wpcf7 = {"api":{"root":"/wp-json/","namespace":"contact-form-7/v1"},"cached":1};\n');
});

test('without the script: the form posts to its page, judged as call 7 and printed back as the plugin does', async () => {
  const n = rows();
  const post = (fields, q = '') => fetch(s.url + 'demo/theme/cf7' + q, { method: 'POST', body: new URLSearchParams([...form(fields, q ? 8 : 7)]) });
  const bad = await post({ ...GOOD, 'your-email': 'noa@example', 'your-message': '<b>short</b>' });
  assert.is(bad.status, 200);
  const h = await bad.text();
  assert.match(h, /<form [^>]*class="wpcf7-form invalid"[^>]*data-status="invalid"/);
  assert.match(h, /aria-invalid="true" aria-describedby="wpcf7-f7-o1-ve-your-email"/);
  assert.match(h, /<span class="wpcf7-not-valid-tip" id="wpcf7-f7-o1-ve-your-email">Please enter an email address.<\/span>/);
  assert.ok(h.includes('value="noa@example"'), 'what was typed is kept');
  assert.ok(h.includes('>&#60;b&#62;short&#60;/b&#62;</textarea>'), 'and escaped');
  assert.ok(h.includes('One or more fields have an error. Please check and try again.</div>'));
  assert.is(rows(), n);
  const ok = await (await post(GOOD)).text();
  assert.match(ok, /class="wpcf7-form sent"/);
  assert.ok(ok.includes('Thank you for your message. It has been sent.</div>'));
  assert.ok(ok.includes('name="your-name" id="wpcf7-f7-o1-your-name" value=""'), 'a sent form is empty again');
  assert.is(rows(), n + 1);
  const he = await (await post({ ...GOOD, 'your-name': '' }, '?lang=he')).text();
  assert.ok(he.includes('נא למלא את השדה.'));
  assert.is((await post({ ...GOOD, _wpcf7: '99' })).status, 404);
  assert.is((await post({ ...GOOD, _wpcf7_unit_tag: 'x' })).status, 400);
  assert.is(rows(), n + 1);
});

test.run();
