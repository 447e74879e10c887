// T14 the theme demo's contact page (server/theme/contact.mjs; docs/theme.md "Contact form"; spec
// §5.3, §7 call 14): the page and its form (token, sum), the POST it answers itself (the success
// text, stored; a refusal's message block with a 4xx, nothing stored; a malformed request 400,
// nothing stored), the hidden fields checked against the form's rules, and the owner's export.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, get, post, count } from './helpers.mjs';

let s;
test.before(async () => {
  s = await start();
});
test.after(() => stop(s));

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** a fresh page's token and sum */
async function fresh() {
  const h = await (await get(s, '/demo/theme/contact')).text();
  const v = (n) => h.match(new RegExp(`name="${n}" value="([^"]+)"`))[1];
  return { lp_token: v('lp_token'), captcha_a: v('captcha_a'), captcha_b: v('captcha_b'), sum: +v('captcha_a') + +v('captcha_b') };
}
const good = async (extra = {}) => {
  const f = await fresh();
  return { lp_token: f.lp_token, name: 'Ann', email: 'ann@example.com', reach: 'email', interest: 'beans', topic: 'order', message: 'Hello', captcha_a: f.captcha_a, captcha_b: f.captcha_b, captcha: String(f.sum), lp_emails: '["email"]', lp_hidden: '["phone","company"]', ...extra };
};
const send = (o, type = FORM_TYPE) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) for (const x of [].concat(v)) x != null && q.append(k, x);
  return post(s, '/demo/theme/contact', q.toString(), type);
};
const container = (h) => h.match(/<div data-module="form" id="contact-form"[\s\S]*?\n<\/div>/)?.[0] || '';
const messageOf = (h) => [...(container(h).match(/<div class="form-message" role="alert">([\s\S]*?)<\/div>/)?.[1] || '').matchAll(/<(?:p|li)>(.*?)<\/(?:p|li)>/g)].map((m) => m[1]);

test('the contact page: the form with a token and two numbers 1-15, under the theme CSP', async () => {
  const r = await get(s, '/demo/theme/contact');
  assert.is(r.status, 200);
  assert.match(r.headers.get('content-security-policy'), /script-src 'nonce-/);
  const h = await r.text();
  assert.match(h, /<form method="post" action="\/demo\/theme\/contact"/);
  assert.not.match(h, /\{\{/);
  const f = await fresh();
  for (const n of [f.captcha_a, f.captcha_b]) assert.ok(+n >= 1 && +n <= 15, n);
  assert.match(f.lp_token, /^[0-9a-z]+\.[\w-]{43}$/);
  // the long page prints the same form, filled
  const m = await (await get(s, '/demo/theme/modules')).text();
  assert.match(m, /id="m-form"[\s\S]*id="contact-form"/);
  assert.not.match(m, /\{\{(token|qa|qb)\}\}/);
});

test('a good submission: 200, the container with the success text and an empty message block, stored without the hidden fields', async () => {
  const before = count(s, 'theme_contact');
  const r = await send(await good({ phone: '555' }));
  assert.is(r.status, 200);
  const h = await r.text();
  assert.match(container(h), /<p class="form-success">Thank you, Ann\./);
  assert.match(container(h), /<div class="form-message" role="alert"><\/div>/);
  assert.not.match(container(h), /<form/);
  assert.is(count(s, 'theme_contact'), before + 1);
  const row = s.db.prepare('SELECT * FROM theme_contact ORDER BY id DESC').get();
  assert.equal(JSON.parse(row.fields), { name: 'Ann', email: 'ann@example.com', reach: 'email', interest: ['beans'], topic: 'order', message: 'Hello' });
  assert.equal(JSON.parse(row.hidden), ['phone', 'company']);
});

test('the phone when reached by phone, the company for wholesale: both stored, nothing hidden', async () => {
  const r = await send(await good({ reach: 'phone', phone: '+1 555 0100', interest: ['beans', 'wholesale'], company: 'Cafe Uno', lp_hidden: '[]' }));
  assert.is(r.status, 200);
  const row = s.db.prepare('SELECT * FROM theme_contact ORDER BY id DESC').get();
  assert.equal(JSON.parse(row.fields).phone, '+1 555 0100');
  assert.equal(JSON.parse(row.fields).interest, ['beans', 'wholesale']);
  assert.equal(JSON.parse(row.hidden), []);
});

test('the §5.3 checks again on the server: 422, the form back with the message block listing them, nothing stored', async () => {
  const before = count(s, 'theme_contact');
  const r = await send(await good({ name: ' ', email: 'ann@@x', interest: null, message: '', captcha: '99', reach: 'phone', phone: '', lp_hidden: '["company"]' }));
  assert.is(r.status, 422);
  const h = await r.text();
  assert.equal(messageOf(h), [
    'There was a problem with your submission. Please check the fields marked below.',
    'Name: This field is required.',
    'Phone: This field is required.',
    'Message: This field is required.',
    'Email: Please enter a valid email address.',
    'What are you interested in?: Please choose at least one option.',
    'The answer to the sum is wrong. Here is a new one.',
  ]);
  assert.match(container(h), /<form/);
  assert.is(count(s, 'theme_contact'), before);
});

test('malformed: 400 with error text, nothing stored', async () => {
  const before = count(s, 'theme_contact');
  const cases = [
    [{ lp_token: 'x.y' }, 'token'],
    [{ lp_token: null }, 'token'],
    [{ reach: 'fax' }, 'reach'],
    [{ interest: ['beans', 'gold'] }, 'interest'],
    [{ topic: 'x' }, 'topic'],
    [{ captcha_a: '16' }, 'captcha'],
    [{ captcha_b: '0' }, 'captcha'],
    [{ name: 'x'.repeat(201) }, 'name too long'],
    [{ lp_hidden: '["company"]' }, 'hidden'],
    [{ lp_hidden: 'nope' }, 'hidden'],
    [{ lp_emails: '["name"]' }, 'email fields'],
  ];
  for (const [o, why] of cases) {
    const r = await send(await good(o));
    assert.is(r.status, 400, why);
    assert.match(messageOf(await r.text())[1], /^The form could not be read \(.*\)\. Please reload the page and try again\.$/, why);
  }
  const r = await send(await good(), 'text/plain');
  assert.is(r.status, 400);
  assert.is(count(s, 'theme_contact'), before);
});

test('without the script (no lp_hidden, no lp_emails): the server decides the hidden fields itself', async () => {
  const o = await good();
  delete o.lp_hidden;
  delete o.lp_emails;
  const r = await send(o);
  assert.is(r.status, 200);
});

test('the owner export: JSON and CSV', async () => {
  const j = await (await get(s, '/api/owner/theme-contact.json')).json();
  assert.ok(j.submissions.length >= 3);
  assert.equal(Object.keys(j.submissions[0]), ['id', 'created_at', 'fields', 'hidden']);
  const r = await get(s, '/api/owner/theme-contact.csv');
  assert.match(r.headers.get('content-type'), /^text\/csv/);
  assert.match(r.headers.get('content-disposition'), /attachment; filename="theme-contact.csv"/);
  const lines = (await r.text()).replace(/^\ufeff/, '').trim().split('\r\n');
  assert.is(lines[0], 'id,created_at,name,email,reach,phone,interest,company,topic,message,hidden');
  assert.match(lines[1], /^1,\d{4}-[^,]+,Ann,ann@example.com,email,,beans,,order,Hello,phone; company$/);
  assert.match(lines[2], /,phone,'\+1 555 0100,beans; wholesale,Cafe Uno,order,Hello,$/);
});

test.run();
