// Call 5 (§7 chaty_front_form_save_data, W05, W11) and the owner's submissions: a multipart form
// checked against the widget's contact-form settings (§5.1), files of allowed and refused types,
// the captcha, the three answers of §7, refusals that store nothing (no row, no file), and the
// JSON and CSV listing with its file links.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { start, stop, post, get, raw, count } from './helpers.mjs';
import { issueNonce, NONCE_TTL_S } from '../../server/widget-sign.mjs';
import { FILE_LIMIT } from '../../server/routes/widget-form.mjs';

const FORM = 'application/x-www-form-urlencoded';
let s;
let nonce;
let heNonce;
test.before(async () => {
  s = await start();
  nonce = (await (await get(s, '/api/widget/settings?site=demo')).json()).nonce;
  heNonce = (await (await get(s, '/api/widget/settings?site=demo-he')).json()).nonce;
});
test.after(() => stop(s));

const uploads = () => (existsSync(join(s.dataDir, 'widget-uploads')) ? readdirSync(join(s.dataDir, 'widget-uploads')).length : 0);
const stored = () => [count(s, 'widget_submissions'), count(s, 'widget_files'), uploads()];
const token = (kind, sitekey) =>
  post(s, '/api/widget/captcha/token', new URLSearchParams({ kind, sitekey, action: 'contact' }), FORM).then((r) => r.json()).then((j) => j.token);

/** Widget lumen-1's form as the widget sends it: the named parts, the contact fields, then
 *  custom_fields[n][label_x|slug|type|value]; `files` are [name, bytes, type] of cf_files. */
function lumen1({ fields = {}, custom = {}, files = [], drop = [] } = {}) {
  const fd = new FormData();
  const named = { action: 'chaty_front_form_save_data', nonce, channel: 'Contact_Us', widget: 'lumen-1', ref_url: 'http://127.0.0.1/demo/p/widget', page_id: '12', page_title: 'Widget demo', name: '  Ann Lee ', email: 'ann@example.org', phone: '+15551234567', message: 'Two bags, please.', ...fields };
  for (const [k, v] of Object.entries(named)) if (!drop.includes(k)) fd.append(k, v);
  const cf = { cf_company: ['Company', 'text', 'Lumen Fans'], cf_website: ['Website', 'url', 'https://fans.example/'], cf_date: ['Visit date', 'date', '2025-03-14'], cf_notes: ['Notes', 'textarea', 'line 1\nline 2'], cf_topic: ['Topic', 'dropdown', 'Wholesale'], cf_cups: ['Cups a day', 'number', '3'], cf_files: ['Attachments', 'file'], ...custom };
  let n = 0;
  for (const [slug, entry] of Object.entries(cf)) {
    if (!entry) continue;
    const [label, type, value] = entry;
    fd.append(`custom_fields[${n}][label_x]`, label);
    fd.append(`custom_fields[${n}][slug]`, slug);
    fd.append(`custom_fields[${n}][type]`, type);
    if (type === 'file') for (const [name, bytes, t] of files) fd.append(`custom_fields[${n}][value]`, new Blob([bytes], { type: t }), name);
    else fd.append(`custom_fields[${n}][value]`, value);
    n++;
  }
  return fd;
}
const send = async (fd) => {
  const r = await fetch(s.url + 'api/widget/ajax', { method: 'POST', body: fd });
  return [r.status, await r.json()];
};
const withToken = async (fd, kind = 'v3', key = 'standin-v3-demo', name = 'token') => (fd.append(name, await token(kind, key)), fd);

test('status 1: every custom field kind and two files stored; the form\'s outcome answered', async () => {
  const pdf = Buffer.from('%PDF-1.4 demo\n');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const fd = await withToken(lumen1({ files: [['quote "2025".pdf', pdf, 'application/pdf'], ['../../etc/photo.PNG', png, 'image/png']] }));
  const [status, a] = await send(fd);
  assert.is(status, 200);
  assert.equal(a, { status: 1, message: 'Thank you! Your message was sent.', redirect_action: 0, close_form_after: 1, close_form_after_seconds: 3 });
  const row = s.db.prepare('SELECT * FROM widget_submissions').get();
  assert.equal([row.site_id, row.widget_id, row.channel, row.ref_url, row.page_id, row.page_title], ['demo', 'lumen-1', 'Contact_Us', 'http://127.0.0.1/demo/p/widget', '12', 'Widget demo']);
  assert.equal(JSON.parse(row.fields), { name: 'Ann Lee', email: 'ann@example.org', phone: '+15551234567', message: 'Two bags, please.' });
  const custom = Object.fromEntries(JSON.parse(row.custom_fields).map((c) => [c.slug, [c.label, c.type, c.value]]));
  assert.equal(custom, {
    cf_company: ['Company', 'text', 'Lumen Fans'], cf_website: ['Website', 'url', 'https://fans.example/'], cf_date: ['Visit date', 'date', '2025-03-14'],
    cf_files: ['Attachments', 'file', ['quote "2025".pdf', '../../etc/photo.PNG']], cf_notes: ['Notes', 'textarea', 'line 1\nline 2'],
    cf_topic: ['Topic', 'dropdown', 'Wholesale'], cf_cups: ['Cups a day', 'number', '3'],
  }, 'the textblock carries nothing; the inactive field is not asked');
  const files = s.db.prepare('SELECT * FROM widget_files ORDER BY id').all();
  assert.equal(files.map((f) => [f.original_name, f.type, f.size, f.submission_id]), [['quote "2025".pdf', 'application/pdf', pdf.length, row.submission_id], ['../../etc/photo.PNG', 'image/png', png.length, row.submission_id]]);
  for (const f of files) assert.match(f.stored_name, /^[0-9a-f]{32}\.(pdf|png)$/, 'a random name, never the visitor\'s');
  assert.equal(readFileSync(join(s.dataDir, 'widget-uploads', files[0].stored_name)), pdf);
  assert.equal(readFileSync(join(s.dataDir, 'widget-uploads', files[1].stored_name)), png);
  assert.equal(stored(), [1, 2, 2]);
});

test('the v2 widget: v2token required; status 1 answers the redirect, made absolute', async () => {
  const fd = () => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ action: 'chaty_front_form_save_data', nonce, channel: 'Contact_Us', widget: 'lumen-2', email: 'bo@example.net', message: 'Hi' })) f.append(k, v);
    return f;
  };
  const before = stored();
  assert.equal(await send(fd()), [403, { status: 0, message: 'The captcha check failed. Please try again.' }]);
  assert.equal((await send(await withToken(fd(), 'v3', 'standin-v3-demo', 'v2token')))[0], 403, 'a v3 token is not a v2 one');
  assert.equal((await send(await withToken(fd(), 'v2', 'standin-v2-other', 'v2token')))[0], 403, 'another site key');
  assert.equal((await send(await withToken(fd(), 'v2', 'standin-v2-demo', 'token')))[0], 403, 'v2 goes in v2token');
  assert.equal(stored(), before);
  const good = await withToken(fd(), 'v2', 'standin-v2-demo', 'v2token');
  const again = new FormData();
  for (const [k, v] of good) again.append(k, v);
  const [status, a] = await send(good);
  assert.is(status, 200);
  assert.equal(a, { status: 1, message: 'Thank you! Your message was sent.', redirect_action: 1, redirect_link: s.url + 'demo/p/thank-you', link_in_new_tab: 0, close_form_after: 0 });
  assert.is((await send(again))[0], 403, 'a token verifies once');
  assert.equal(stored(), [before[0] + 1, before[1], before[2]]);
});

test('field errors (§5.1): 422, status 0, error 1, each message by its field; nothing stored, the token not spent', async () => {
  const before = stored();
  const fd = await withToken(lumen1({
    fields: { name: '   ', email: 'ann@example', phone: '555-1234' },
    custom: { cf_website: ['Website', 'url', 'javascript:alert(1)'], cf_date: ['Visit date', 'date', '2025-02-30'], cf_cups: ['Cups a day', 'number', 'three'], cf_topic: ['Topic', 'dropdown', 'Tea'] },
    files: [['ok.pdf', 'x', 'application/pdf'], ['run.exe', 'MZ', 'application/octet-stream']],
  }));
  const tok = fd.get('token');
  const [status, a] = await send(fd);
  assert.is(status, 422);
  assert.equal([a.status, a.error], [0, 1]);
  assert.equal(a.errors, [
    { field: 'name', message: 'This field is required.' },
    { field: 'email', message: 'Enter a valid email address.' },
    { field: 'phone', message: 'Enter digits only, with an optional + first.' },
    { field: 'cf_website', message: 'Enter a full web address (https://…).' },
    { field: 'cf_date', message: 'Enter a date.' },
    { field: 'cf_files', message: 'This file type is not allowed: run.exe' },
    { field: 'cf_topic', message: 'Choose one of the options.' },
    { field: 'cf_cups', message: 'Enter a number.' },
  ]);
  // required custom field absent, a refused type (svg, html: scriptable), an oversized file
  for (const [opts, field, message] of [
    [{ custom: { cf_topic: null } }, 'cf_topic', 'This field is required.'],
    [{ custom: { cf_topic: ['Topic', 'dropdown', '  '] } }, 'cf_topic', 'This field is required.'],
    [{ files: [['logo.svg', '<svg/>', 'image/svg+xml']] }, 'cf_files', 'This file type is not allowed: logo.svg'],
    [{ files: [['page.html', '<p>', 'text/html']] }, 'cf_files', 'This file type is not allowed: page.html'],
    [{ files: [['noext', 'x', '']] }, 'cf_files', 'This file type is not allowed: noext'],
    [{ files: [['big.mp4', Buffer.alloc(FILE_LIMIT + 1), 'video/mp4']] }, 'cf_files', 'A file may be at most 5 MB: big.mp4'],
    [{ files: Array.from({ length: 11 }, (_, i) => [`p${i}.jpg`, 'x', 'image/jpeg']) }, 'cf_files', 'Attach at most 10 files.'],
  ]) {
    const [st, ans] = await send(lumen1(opts));
    assert.is(st, 422, field + ' ' + message);
    assert.equal(ans.errors, [{ field, message }]);
  }
  assert.equal(stored(), before);
  // fixed, the same token still works (field errors are checked before the captcha is spent)
  const fixed = lumen1({ files: [['a.docx', 'x', ''], ['b.MOV', 'y', ''], ['c.3gp', 'z', '']] });
  fixed.append('token', tok);
  assert.is((await send(fixed))[0], 200);
  assert.equal(stored(), [before[0] + 1, before[1] + 3, before[2] + 3]);
});

test('the Hebrew site answers in Hebrew', async () => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ action: 'chaty_front_form_save_data', nonce: heNonce, channel: 'Contact_Us', widget: 'lumen-he', name: 'דנה', phone: '050-1234567' })) fd.append(k, v);
  const [status, a] = await send(fd);
  assert.is(status, 422);
  assert.equal(a.errors, [{ field: 'phone', message: 'נא להזין ספרות בלבד, עם + בהתחלה אם צריך.' }, { field: 'cf_branch', message: 'זהו שדה חובה.' }]);
  fd.set('phone', '0501234567');
  fd.append('custom_fields[0][slug]', 'cf_branch');
  fd.append('custom_fields[0][value]', 'חיפה');
  assert.equal(await send(fd), [200, { status: 1, message: 'תודה! ההודעה נשלחה.', redirect_action: 0, close_form_after: 0 }]);
});

test('malformed submissions: 4xx, status 0 with a message, nothing stored and no file written', async () => {
  const before = stored();
  const expired = issueNonce(s.db, 'demo', Date.now() - NONCE_TTL_S * 1000 - 1);
  const extra = (k, v) => {
    const fd = lumen1({ files: [['a.pdf', 'x', 'application/pdf']] });
    fd.append(k, v);
    return fd;
  };
  const cases = [
    [lumen1({ drop: ['action'] }), 400, 'action is required'],
    [lumen1({ fields: { action: 'update_chaty_widget_click' } }), 400],
    [lumen1({ drop: ['nonce'] }), 403, 'nonce is required'],
    [lumen1({ fields: { nonce: expired } }), 403, 'bad or expired nonce'],
    [lumen1({ fields: { nonce: heNonce } }), 404, 'unknown widget'],
    [lumen1({ drop: ['widget'] }), 400, 'widgetId is required'],
    [lumen1({ fields: { widget: 'lumen-9' } }), 404],
    [lumen1({ fields: { channel: 'Whatsapp' } }), 400, 'channel is not a contact form of the widget'],
    [lumen1({ drop: ['channel'] }), 400],
    [extra('surname', 'Lee'), 400, 'unknown field surname'],
    [extra('email', 'two@example.org'), 400, 'email is sent twice'],
    [extra('custom_fields[9][slug]', 'cf_retired'), 400, 'unknown custom field cf_retired'],
    [extra('custom_fields[9][slug]', 'cf_nope'), 400],
    [extra('custom_fields[9][label_x]', 'no slug'), 400, 'a custom field has no slug'],
    [lumen1({ custom: { cf_cups: ['Cups', 'text', '3'] } }), 400, 'custom field cf_cups is a number, not a text'],
    [extra('custom_fields[0][value]', 'again'), 400],
    [extra('custom_fields[20][slug]', 'cf_company'), 400, 'custom field cf_company is sent twice'],
    [lumen1({ fields: { page_title: 'x'.repeat(1025) } }), 400],
  ];
  // a file where no file goes, a file under a plain name, text for a file field
  const fileInText = lumen1();
  fileInText.append('custom_fields[9][slug]', 'cf_company');
  fileInText.delete('custom_fields[0][value]');
  fileInText.append('custom_fields[0][value]', new Blob(['x']), 'a.pdf');
  cases.push([fileInText, 400, 'custom field cf_company takes no file']);
  const plain = lumen1();
  plain.append('attachment', new Blob(['x']), 'a.pdf');
  cases.push([plain, 400]);
  const textFile = lumen1();
  textFile.set('custom_fields[6][value]', 'a.pdf');
  cases.push([textFile, 400, 'custom field cf_files takes files, not text']);
  for (const [fd, status, message] of cases) {
    const [st, a] = await send(fd);
    assert.is(st, status, message || JSON.stringify(a));
    assert.is(a.status, 0);
    assert.type(a.message, 'string');
    if (message) assert.is(a.message, message);
  }
  // broken multipart, a declared body over 25 MB
  const B = 'XyZ';
  for (const body of ['--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', 'no boundary here', `--${B}\r\nContent-Type: text/plain\r\n\r\nb\r\n--${B}--`, `--${B}\r\nContent-Disposition: attachment; name="a"\r\n\r\nb\r\n--${B}--`]) {
    const r = await raw(s, '/api/widget/ajax', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=' + B }, body });
    assert.is(r.status, 400, body);
  }
  const big = await raw(s, '/api/widget/ajax', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(26 * 1024 * 1024) } });
  assert.is(big.status, 413);
  assert.is(JSON.parse(big.body).status, 0);
  assert.equal(stored(), before);
});

test('the owner lists submissions as JSON and CSV, with file links that download under the original name', async () => {
  const origin = s.url.replace(/\/$/, '');
  const r = await get(s, '/api/owner/widget-submissions?site=demo');
  assert.is(r.status, 200);
  const j = await r.json();
  assert.is(j.site, 'demo');
  assert.is(j.submissions.length, s.db.prepare("SELECT count(*) AS n FROM widget_submissions WHERE site_id = 'demo'").get().n);
  const first = j.submissions[0];
  assert.equal(first.fields.name, 'Ann Lee');
  assert.equal(first.files.map((f) => f.name), ['quote "2025".pdf', '../../etc/photo.PNG']);
  assert.match(first.files[0].url, new RegExp('^' + origin + '/api/owner/widget-files/[0-9a-f]{32}\\.pdf$'));
  const dl = await fetch(first.files[0].url);
  assert.is(dl.status, 200);
  assert.is(dl.headers.get('content-type'), 'application/octet-stream');
  assert.is(dl.headers.get('x-content-type-options'), 'nosniff');
  assert.is(dl.headers.get('content-disposition'), `attachment; filename="quote _2025_.pdf"; filename*=UTF-8''quote%20%222025%22.pdf`);
  assert.is(await dl.text(), '%PDF-1.4 demo\n');

  const c = await get(s, '/api/owner/widget-submissions.csv?site=demo');
  assert.is(c.status, 200);
  assert.is(c.headers.get('content-type'), 'text/csv; charset=utf-8');
  assert.ok(c.headers.get('content-disposition').includes('widget-submissions-demo.csv'));
  const lines = (await c.text()).replace(/^\ufeff/, '').split('\r\n');
  assert.is(lines[0], 'submission_id,created_at,widget_id,channel,ref_url,page_id,page_title,name,email,phone,message,Company,Website,Visit date,Attachments,Notes,Topic,Cups a day');
  assert.ok(lines[1].startsWith(first.submission_id + ',' + first.created_at + ',lumen-1,Contact_Us,http://127.0.0.1/demo/p/widget,12,Widget demo,Ann Lee,ann@example.org,'));
  assert.ok(lines[1].includes(`"quote ""2025"".pdf <${first.files[0].url}>; ../../etc/photo.PNG <${first.files[1].url}>"`));
  assert.ok(lines[1].includes(',"line 1\nline 2",Wholesale,3'));
  assert.ok(lines[1].includes(",'+15551234567,"), 'a formula-like cell is defused');
  assert.is(lines.filter((l) => /^[0-9a-f]{16},/.test(l)).length, j.submissions.length);

  const he = await (await get(s, '/api/owner/widget-submissions?site=demo-he')).json();
  assert.equal(he.submissions.map((x) => [x.widget_id, x.custom_fields[0].value]), [['lumen-he', 'חיפה']]);
  assert.is((await get(s, '/api/owner/widget-submissions')).status, 400);
  assert.is((await get(s, '/api/owner/widget-submissions.csv?site=nobody')).status, 404);
  for (const p of ['0123456789abcdef0123456789abcdef.pdf', '..%2Fpoptin.sqlite', 'x.pdf'])
    assert.is((await get(s, '/api/owner/widget-files/' + p)).status, 404, p);
});

test('submissions and files survive a restart', async () => {
  const before = stored();
  const dataDir = s.dataDir;
  await s.close();
  s = await start({ dataDir });
  assert.equal(stored(), before);
  const j = await (await get(s, '/api/owner/widget-submissions?site=demo')).json();
  assert.is((await fetch(j.submissions[0].files[0].url)).status, 200);
  // the nonce issued before the restart still verifies (the secret is in the database)
  const fd = new FormData();
  for (const [k, v] of Object.entries({ action: 'chaty_front_form_save_data', nonce: heNonce, channel: 'Contact_Us', widget: 'lumen-he', name: 'x', phone: '1', 'custom_fields[0][slug]': 'cf_branch', 'custom_fields[0][value]': 'חיפה' })) fd.append(k, v);
  assert.is((await send(fd))[0], 200);
});

test('a ref_url that is not a page address is not stored', async () => {
  const [status] = await send(await withToken(lumen1({ fields: { ref_url: 'javascript:alert(1)', email: 'refurl@example.org' } })));
  assert.is(status, 200);
  const rows = s.db.prepare('SELECT ref_url, fields FROM widget_submissions').all().filter((r) => r.fields.includes('refurl@example.org'));
  assert.equal(rows.map((r) => r.ref_url), ['']);
});

test.run();
