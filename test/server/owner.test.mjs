// The owner's routes under attack (issue 20, the reference server): an uploaded file's name as
// stored and as downloaded (never a scriptable or executable extension, never a path or a bidi
// trick), nosniff on every JSON and CSV answer, and the Host check that keeps a DNS-rebinding
// page (an attacker's name resolving to 127.0.0.1) away from leads, submissions and files.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { start, stop, post, get, raw } from './helpers.mjs';
import { startServer } from '../../server/app.mjs';

let s;
let nonce;
test.before(async () => {
  s = await start({ publicHost: 'Popups.Example.org' });
  nonce = (await (await get(s, '/api/widget/settings?site=demo')).json()).nonce;
});
test.after(() => stop(s));

const token = () =>
  post(s, '/api/widget/captcha/token', new URLSearchParams({ kind: 'v3', sitekey: 'standin-v3-demo', action: 'contact' }), 'application/x-www-form-urlencoded')
    .then((r) => r.json())
    .then((j) => j.token);

/** A valid lumen-1 submission carrying `names` as files of cf_files; its stored file rows. */
async function upload(names) {
  const fd = new FormData();
  const email = randomBytes(4).toString('hex') + '@example.org';
  for (const [k, v] of Object.entries({ action: 'chaty_front_form_save_data', nonce, widget: 'lumen-1', channel: 'Contact_Us', name: 'Ann', email, message: 'Hi' })) fd.append(k, v);
  fd.append('custom_fields[0][slug]', 'cf_topic');
  fd.append('custom_fields[0][value]', 'Wholesale');
  fd.append('custom_fields[1][slug]', 'cf_files');
  for (const n of names) fd.append('custom_fields[1][value]', new Blob(['%PDF-1.4 x']), n);
  fd.append('token', await token());
  const r = await fetch(s.url + 'api/widget/ajax', { method: 'POST', body: fd });
  assert.is(r.status, 200, JSON.stringify(await r.clone().json()));
  const row = s.db.prepare("SELECT submission_id FROM widget_submissions WHERE fields LIKE '%' || ? || '%'").get(email);
  return s.db.prepare('SELECT * FROM widget_files WHERE submission_id = ? ORDER BY id').all(row.submission_id);
}

/** The name a browser saves a download under: filename*, else filename. */
function savedName(disposition) {
  const star = /filename\*=UTF-8''([^;]+)/.exec(disposition);
  return star ? decodeURIComponent(star[1]) : /filename="([^"]*)"/.exec(disposition)[1];
}

const download = (stored) => fetch(s.url + 'api/owner/widget-files/' + stored);

test('a long name keeps its allowed extension when it is cut to 255 characters, stored and downloaded', async () => {
  const long = (ext) => 'x'.repeat(251) + '.' + ext + '.pdf'; // 255 characters end in .ext
  const names = [long('exe'), long('html'), long('svg'), 'é'.repeat(300) + '.png', '😀'.repeat(200) + '.jpg'];
  const rows = await upload(names);
  assert.is(rows.length, names.length);
  for (const [i, r] of rows.entries()) {
    const ext = names[i].slice(names[i].lastIndexOf('.'));
    assert.ok(r.original_name.length <= 255, 'at most 255 characters');
    assert.ok(r.original_name.endsWith(ext), `stored as …${r.original_name.slice(-8)}, not …${ext}`);
    assert.not.ok(/\p{Cs}/u.test(r.original_name.replace(/\p{Extended_Pictographic}/gu, '')), 'no emoji cut in half');
    const dl = await download(r.stored_name);
    assert.is(dl.status, 200);
    assert.is(dl.headers.get('content-type'), 'application/octet-stream');
    assert.is(dl.headers.get('x-content-type-options'), 'nosniff');
    const d = dl.headers.get('content-disposition');
    assert.ok(d.startsWith('attachment;'), d);
    assert.ok(savedName(d).endsWith(ext), 'downloaded as …' + savedName(d).slice(-8));
    assert.ok(/filename="[^"]*\.(pdf|png|jpg)"/.test(d), 'the plain filename ends in the extension too: ' + d.slice(-40));
  }
  const listed = (await (await get(s, '/api/owner/widget-submissions?site=demo')).json()).submissions.flatMap((x) => x.files);
  for (const r of rows) assert.ok(listed.find((f) => f.url.endsWith(r.stored_name)).name.endsWith(r.original_name.slice(-4)));
});

test('whatever a row holds, the download is a plain name ending in the stored extension', async () => {
  // rows as an older server (or a hand edit) may have left them: the stored name's extension is
  // the one that was checked, so the download ends in it; no folders, no bidi or control characters
  const dir = join(s.dataDir, 'widget-uploads');
  mkdirSync(dir, { recursive: true });
  const sub = s.db.prepare('SELECT submission_id FROM widget_submissions').get().submission_id;
  const cases = [
    ['pdf', 'x'.repeat(251) + '.exe', /^x{1,251}(\.exe)?\.pdf$/],
    ['png', '../../etc/cron.d/evil.png', /^evil\.png$/],
    ['pdf', 'C:\\Users\\a\\report.pdf', /^report\.pdf$/],
    ['jpg', 'photo\u202egpj.exe', /^photogpj\.exe\.jpg$/],
    ['pdf', 'a\r\nSet-Cookie: x=1.pdf', /^a ?Set-Cookie: x=1\.pdf$/],
    ['pdf', '.pdf', /^file\.pdf$/],
    ['pdf', '', /^file\.pdf$/],
  ];
  for (const [ext, original, want] of cases) {
    const stored = randomBytes(16).toString('hex') + '.' + ext;
    writeFileSync(join(dir, stored), 'x');
    s.db.prepare('INSERT INTO widget_files (submission_id, slug, stored_name, original_name, type, size) VALUES (?, ?, ?, ?, ?, 1)').run(sub, 'cf_files', stored, original, 'text/html');
    const dl = await download(stored);
    assert.is(dl.status, 200, original);
    const d = dl.headers.get('content-disposition');
    assert.match(savedName(d), want, JSON.stringify(original) + ' → ' + d);
    assert.match(/filename="([^"]*)"/.exec(d)[1], /^[\x20-\x7e]+$/, 'the plain filename is printable ASCII');
    assert.is(dl.headers.get('content-type'), 'application/octet-stream', 'never the declared type');
  }
});

test('every JSON and CSV answer carries X-Content-Type-Options: nosniff', async () => {
  const answers = [
    await get(s, '/api/widget/settings?site=demo'),
    await get(s, '/api/widget/settings?site=demo', { 'Accept-Encoding': 'br' }),
    await get(s, '/api/widget/settings?site=nobody'),
    await get(s, '/api/widget/country'),
    await get(s, '/no/such/path'),
    await post(s, '/api/widget/ajax', 'not json'),
    await post(s, '/api/display/conversion/viewer0001', 'not json'),
    await post(s, '/api/widget/ajax', 'x', 'multipart/form-data; boundary=b'),
    await get(s, '/owner/leads.json?client=demo'),
    await get(s, '/owner/leads.csv?client=demo'),
    await get(s, '/api/owner/widget-submissions?site=demo'),
    await get(s, '/api/owner/widget-submissions.csv?site=demo'),
    await get(s, '/api/owner/widget-submissions'),
  ];
  for (const r of answers) {
    assert.match(r.headers.get('content-type'), /^(application\/json|text\/csv)/, r.url);
    assert.is(r.headers.get('x-content-type-options'), 'nosniff', `${r.status} ${r.url}`);
  }
});

/** A GET with exactly this Host header (none when null). */
function withHost(path, host) {
  return new Promise((resolve, reject) => {
    const headers = host == null ? {} : { Host: host };
    const req = request({ host: '127.0.0.1', port: s.port, path, headers, setHost: false }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('DNS rebinding: the owner routes answer only the hosts the server serves', async () => {
  const stored = s.db.prepare('SELECT stored_name FROM widget_files').get().stored_name;
  const owner = ['/owner/leads.json?client=demo', '/owner/leads.csv?client=demo', '/api/owner/widget-submissions?site=demo', '/api/owner/widget-submissions.csv?site=demo', '/api/owner/widget-files/' + stored];
  const served = [`127.0.0.1:${s.port}`, `localhost:${s.port}`, 'LOCALHOST', '127.0.0.1', 'popups.example.org', 'Popups.Example.Org:443'];
  const other = ['attacker.example', `attacker.example:${s.port}`, `127.0.0.1.attacker.example:${s.port}`, `localhost.attacker.example`, 'evil-localhost', '127.0.0.2', '0.0.0.0', '[::1]', `popups.example.org.attacker.example`, `127.0.0.1:${s.port}@attacker.example`, ''];
  for (const path of owner) {
    for (const host of served) assert.is((await withHost(path, host)).status, 200, `${host} ${path}`);
    // no Host at all: node:http refuses an HTTP/1.1 request without one (400) before any route
    const none = await withHost(path, null);
    assert.ok(none.status >= 400 && !/ann@|%PDF/.test(none.body), 'no Host: ' + none.status);
    for (const host of other) {
      const r = await withHost(path, host);
      assert.is(r.status, 421, `${host} ${path}`);
      assert.equal(JSON.parse(r.body), { error: 'this server does not serve that host' });
      assert.not.ok(/ann@|demo|%PDF/.test(r.body), 'nothing of the owner\'s data');
      assert.is(r.headers['access-control-allow-origin'], undefined);
    }
  }
  // the display API and the widget are for every site: any Host
  assert.is((await withHost('/api/widget/settings?site=demo', 'attacker.example')).status, 200);
  assert.is((await raw(s, '/api/widget/country', { headers: { Host: 'shop.example' } })).status, 200);
});

test('without publicHost only 127.0.0.1 and localhost are served', async () => {
  const t = await start();
  try {
    const ask = (host) => raw(t, '/owner/leads.json?client=demo', { headers: { Host: host } }).then((r) => r.status);
    assert.is(await ask(`127.0.0.1:${t.port}`), 200);
    assert.is(await ask(`localhost:${t.port}`), 200);
    assert.is(await ask('popups.example.org'), 421);
  } finally {
    await stop(t);
  }
});

test('PUBLIC_HOST must be a host name: npm start exits 2, startServer throws', async () => {
  const { spawnSync } = await import('node:child_process');
  for (const bad of ['popups example.org', 'https://popups.example.org/', 'a..b', '.example.org']) {
    const r = spawnSync(process.execPath, ['server/main.mjs'], { env: { ...process.env, PUBLIC_HOST: bad, PORT: '0' }, encoding: 'utf8', timeout: 10000 });
    assert.is(r.status, 2, bad);
    assert.match(r.stderr, 'PUBLIC_HOST must be a host name');
    let threw = false;
    await startServer({ port: 0, quiet: true, dataDir: '/nonexistent/never-made', publicHost: bad }).catch(() => (threw = true));
    assert.ok(threw, bad);
  }
});

test.run();
