// Slow and oversized bodies (issue 20, the reference server 2): what a connection can make the
// server read and hold. A body without a valid nonce, or declared over the cap, is refused after
// at most a small prefix is read (counted on the server's own socket); an upload goes to disk as
// it arrives; stalled uploads hold little memory (measured in a server process of its own); a
// stalled body is dropped after the stall timeout, its temp file with it; and no upload leaves a
// file behind, whether the client leaves, the body is refused or the server is killed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { connect } from 'node:net';
import { fork } from 'node:child_process';
import { readdirSync, statSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, stop, get, post, count, tempDir } from './helpers.mjs';
import { until } from '../setup/until.mjs';

const MB = 1024 * 1024;
/** `p`, or a failure after `ms` (a server that never answers must fail the test, not hang it). */
const within = (p, ms, what) => Promise.race([p, new Promise((_, ko) => setTimeout(() => ko(new Error(`${what}: not within ${ms} ms`)), ms).unref())]);
const B = 'lpSlowBody';
const field = (name, value) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (filename) => `--${B}\r\nContent-Disposition: form-data; name="custom_fields[1][value]"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
const END = `\r\n--${B}--\r\n`;

let s;
const conns = new Map(); // the server's sockets by the client's port
const atAnswer = new Map(); // what the server had read of a connection when its answer went out
const track = (srv) => {
  srv.http.on('connection', (c) => conns.set(c.remotePort, c));
  srv.http.on('request', (req, res) => res.on('finish', () => atAnswer.set(req.socket.remotePort, req.socket.bytesRead)));
};
test.before(async () => {
  s = await start();
  track(s);
});
test.after(() => stop(s));

const nonceOf = async (srv) => (await (await get(srv, '/api/widget/settings?site=demo')).json()).nonce;
const tokenOf = async (srv) =>
  (await (await post(srv, '/api/widget/captcha/token', new URLSearchParams({ kind: 'v3', sitekey: 'standin-v3-demo', action: 'contact' }), 'application/x-www-form-urlencoded')).json()).token;

/** lumen-1's parts up to its file field's first file (whose bytes the test then sends). */
const form = (nonce, token = '') =>
  field('action', 'chaty_front_form_save_data') + field('nonce', nonce) + field('widget', 'lumen-1') + field('channel', 'Contact_Us') +
  field('name', 'Ann') + field('email', 'slow@example.org') + field('message', 'Hi') + (token ? field('token', token) : '') +
  field('custom_fields[0][slug]', 'cf_topic') + field('custom_fields[0][value]', 'Wholesale') + field('custom_fields[1][slug]', 'cf_files') + fileHead('big.pdf');

/** Every file in the data folder but the database, with its size. */
function files(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (!/^poptin\.sqlite/.test(f)) out.set(p, statSync(p).size);
    }
  };
  walk(dir);
  return out;
}
const newFiles = (dir, before) => [...files(dir)].filter(([p]) => !before.has(p));

/**
 * A raw POST to /api/widget/ajax: the head (declaring `length`, or chunked), then `prefix`.
 * `pump(n)` sends n more bytes, waiting on the socket's drain; `answer` is the first answer,
 * `closed` the milliseconds from the start until the connection closed.
 */
async function open(port, { prefix, length, chunked = false }) {
  const sock = connect(port, '127.0.0.1');
  await new Promise((ok) => sock.once('connect', ok));
  const t0 = Date.now();
  sock.on('error', () => {}); // the server closing on a refused body resets our writes
  let got = Buffer.alloc(0);
  const answer = new Promise((ok) => {
    const on = (d) => {
      got = Buffer.concat([got, d]);
      const i = got.indexOf('\r\n\r\n');
      if (i < 0) return;
      const head = got.subarray(0, i).toString();
      const len = +(/content-length: (\d+)/i.exec(head) || [0, 0])[1];
      if (got.length < i + 4 + len) return;
      sock.off('data', on);
      ok({ status: +head.slice(9, 12), head, json: JSON.parse(got.subarray(i + 4, i + 4 + len).toString() || 'null'), ms: Date.now() - t0 });
    };
    sock.on('data', on);
  });
  const closed = new Promise((ok) => sock.once('close', () => ok(Date.now() - t0)));
  const frame = (buf) => (chunked ? Buffer.concat([Buffer.from(buf.length.toString(16) + '\r\n'), buf, Buffer.from('\r\n')]) : buf);
  const write = async (buf) => {
    if (sock.destroyed || !sock.writable) return false;
    if (sock.write(frame(Buffer.from(buf)))) return true;
    await new Promise((ok) => {
      const done = () => (sock.off('drain', done), sock.off('close', done), ok());
      sock.on('drain', done).on('close', done);
    });
    return true;
  };
  const headers = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`;
  sock.write(`POST /api/widget/ajax HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${B}\r\n${headers}\r\n\r\n`);
  await write(prefix);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const pump = async (n) => {
    let sent = 0;
    while (sent < n && (await write(n - sent < chunk.length ? chunk.subarray(0, n - sent) : chunk))) sent += Math.min(chunk.length, n - sent);
    return sent;
  };
  const finish = () => write(END).then(() => chunked && sock.write('0\r\n\r\n'));
  const local = sock.localPort; // (undefined once the socket is closed)
  return { sock, answer, closed, pump, write, finish, read: () => conns.get(local)?.bytesRead, readAtAnswer: () => atAnswer.get(local) };
}

test('a body without a valid nonce is refused before it is read: 403 at once, closed, at most 64 kB read', async () => {
  const nonce = await nonceOf(s);
  const before = files(s.dataDir);
  const cases = [
    ['a file before any nonce', field('action', 'chaty_front_form_save_data') + fileHead('a.pdf'), 'nonce is required'],
    ['64 kB of text and no nonce', Array.from({ length: 80 }, (_, i) => field('f' + i, 'x'.repeat(1000))).join(''), 'nonce is required'],
    ['a tampered nonce', field('nonce', nonce.slice(0, -2) + 'xx') + fileHead('a.pdf'), 'bad or expired nonce'],
  ];
  for (const [what, prefix, message] of cases) {
    const u = await open(s.port, { prefix, length: 24 * MB });
    const pumping = u.pump(24 * MB);
    const a = await within(u.answer, 10000, what + ': an answer');
    assert.is(a.status, 403, what);
    assert.equal(a.json, { status: 0, message }, what);
    assert.match(a.head, /\r\nconnection: close/i, what);
    assert.ok((await within(u.closed, 10000, what + ': closed')) < 5000, what + ': closed');
    await pumping;
    assert.ok(u.readAtAnswer() < 256 * 1024, `${what}: the server had read ${u.readAtAnswer()} bytes when it answered`);
  }
  assert.equal(newFiles(s.dataDir, before), []);
  assert.is(count(s, 'widget_submissions'), 0);
});

test('a body over 25 MB is refused: declared, before it is read; chunked, at the cap, its temp file removed', async () => {
  const nonce = await nonceOf(s);
  const before = files(s.dataDir);
  const declared = await open(s.port, { prefix: form(nonce), length: 26 * MB });
  const pumping = declared.pump(26 * MB);
  assert.is((await within(declared.answer, 10000, 'an answer')).status, 413);
  assert.ok((await within(declared.closed, 10000, 'closed')) < 5000);
  await pumping;
  assert.ok(declared.readAtAnswer() < 256 * 1024, `the server had read ${declared.readAtAnswer()} bytes when it answered`);

  const chunked = await open(s.port, { prefix: form(nonce), chunked: true });
  const sending = chunked.pump(26 * MB);
  const a = await within(chunked.answer, 30000, 'an answer');
  assert.equal([a.status, a.json], [413, { status: 0, message: 'body too large' }]);
  await within(chunked.closed, 10000, 'closed');
  await sending;
  assert.ok(chunked.readAtAnswer() < 25 * MB + 512 * 1024, `the server had read ${chunked.readAtAnswer()} bytes when it answered`);
  await until(() => newFiles(s.dataDir, before).length === 0, 'no file left');
  assert.is(count(s, 'widget_submissions'), 0);
});

test('an upload is streamed to disk: a file in the data folder grows while the body still arrives', async () => {
  const before = files(s.dataDir);
  const prefix = form(await nonceOf(s), await tokenOf(s));
  const u = await open(s.port, { prefix, length: Buffer.byteLength(prefix) + 4 * MB + END.length });
  await u.pump(3 * MB);
  const [[temp, size]] = await until(() => {
    const f = newFiles(s.dataDir, before);
    return f.length && f[0][1] >= 3 * MB - 1024 && f;
  }, 'the first 3 MB on disk');
  assert.ok(size <= 3 * MB);
  assert.is(u.read() < 4 * MB, true, 'the body is still arriving');
  await u.pump(1 * MB);
  await u.finish();
  const a = await within(u.answer, 10000, 'an answer');
  assert.is(a.status, 200, JSON.stringify(a.json));
  const row = s.db.prepare('SELECT * FROM widget_files ORDER BY id DESC').get();
  assert.is(row.size, 4 * MB);
  const stored = join(s.dataDir, 'widget-uploads', row.stored_name);
  assert.equal(newFiles(s.dataDir, before), [[stored, 4 * MB]], `the only new file is the stored one (the temp was ${temp})`);
  assert.ok(readFileSync(stored).every((b) => b === 0x61));
  u.sock.destroy();
});

test('a stalled body is dropped after the stall timeout, with its temp file; a slow steady one is not', async () => {
  const t = await start({ stallTimeout: 400 });
  track(t);
  try {
    const before = files(t.dataDir);
    const stalled = await open(t.port, { prefix: form(await nonceOf(t)), length: 8 * MB });
    await stalled.pump(1 * MB);
    const sentAt = Date.now();
    await within(stalled.closed, 5000, 'the stalled body dropped');
    const after = Date.now() - sentAt;
    assert.ok(after >= 300 && after < 3000, `dropped ${after} ms after the last byte`);
    await until(() => newFiles(t.dataDir, before).length === 0, 'its temp file removed');

    // a chunk every 100 ms for 1.5 s: slower in all than the timeout, never stalled as long
    const prefix = form(await nonceOf(t), await tokenOf(t));
    const steady = await open(t.port, { prefix, length: Buffer.byteLength(prefix) + 15 * 1024 + END.length });
    for (let i = 0; i < 15; i++) {
      await steady.pump(1024);
      await new Promise((ok) => setTimeout(ok, 100)); // the client's pace, not a wait for the server
    }
    await steady.finish();
    assert.is((await within(steady.answer, 10000, 'an answer')).status, 200);
    assert.is(count(t, 'widget_submissions'), 1);
    steady.sock.destroy();
  } finally {
    await stop(t);
  }
});

test('the default stall timeout is at most 60 s', () => {
  assert.ok(s.http.timeout > 0 && s.http.timeout <= 60000, 'idle body timeout ' + s.http.timeout);
  assert.ok(s.http.headersTimeout <= 60000, 'headers timeout ' + s.http.headersTimeout);
});

test('a client that leaves mid-upload leaves no file and no row', async () => {
  const before = files(s.dataDir);
  const rows = count(s, 'widget_submissions');
  const u = await open(s.port, { prefix: form(await nonceOf(s)), length: 8 * MB });
  await u.pump(2 * MB);
  u.sock.destroy();
  await until(() => newFiles(s.dataDir, before).length === 0, 'no file left');
  assert.is(count(s, 'widget_submissions'), rows);
});

const CHILD = fileURLToPath(new URL('./child-server.mjs', import.meta.url));
function child(dataDir, opts = {}) {
  const p = fork(CHILD, [dataDir, JSON.stringify(opts)], { execArgv: ['--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () => new Promise((ok, ko) => (p.once('message', ok), p.once('exit', () => ko(new Error('the server process ended')))));
  return { p, next, ready: next(), mem: () => (p.send('mem'), next()) };
}

test('stalled uploads hold little memory: 10 bodies of 24 MB, with and without a nonce', async () => {
  const dataDir = tempDir();
  const c = child(dataDir);
  const socks = [];
  try {
    const srv = { url: `http://127.0.0.1:${(await c.ready).port}/`, port: (await c.ready).port };
    const nonce = await nonceOf(srv);
    const base = await c.mem();
    const N = 10;
    const size = 24 * MB;
    // with a valid nonce: every body read in full, then stalled (its end never sent)
    const ups = await Promise.all(Array.from({ length: N }, () => open(srv.port, { prefix: form(nonce), length: size + 4096 })));
    socks.push(...ups.map((u) => u.sock));
    await Promise.all(ups.map((u) => u.pump(size)));
    await until(async () => (await c.mem()).bytesRead >= base.bytesRead + N * size, 'the server read every body', 60000, 200);
    const held = await c.mem();
    const mb = (x) => (x / MB).toFixed(1) + ' MB';
    const report = `rss ${mb(base.rss)} → ${mb(held.rss)}, buffers ${mb(base.arrayBuffers)} → ${mb(held.arrayBuffers)}`;
    // held whole, the bodies weighed N × 24 MB in buffers and in memory; streamed, the buffers
    // are a window per connection, and the process grows by its allocator's own, not by N × size
    assert.ok(held.arrayBuffers - base.arrayBuffers < 16 * MB, 'buffers held by 10 stalled uploads: ' + report);
    assert.ok(held.rss - base.rss < (N * size) / 2, 'memory of 10 stalled uploads: ' + report);

    // without a nonce: each refused at once, and the connection closed
    const refused = await Promise.all(Array.from({ length: N }, () => open(srv.port, { prefix: field('action', 'chaty_front_form_save_data') + fileHead('a.pdf'), length: size + 4096 })));
    socks.push(...refused.map((u) => u.sock));
    const pumping = refused.map((u) => u.pump(size));
    assert.equal((await within(Promise.all(refused.map((u) => u.answer)), 20000, 'the refusals')).map((a) => a.status), Array(N).fill(403));
    await within(Promise.all(refused.map((u) => u.closed)), 10000, 'refused connections closed');
    await Promise.all(pumping);
    const after = await c.mem();
    assert.ok(after.arrayBuffers - base.arrayBuffers < 16 * MB, `buffers after 10 refused: ${mb(after.arrayBuffers)}`);
    // the stalled ones leave: no file stays behind
    for (const x of socks) x.destroy();
    await until(() => files(dataDir).size === 0, 'every temp file removed', 15000);
  } finally {
    for (const x of socks) x.destroy();
    c.p.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a server killed mid-upload (SIGKILL) leaves a temp file; the next start removes it', async () => {
  const dataDir = tempDir();
  const c = child(dataDir);
  try {
    const { port } = await c.ready;
    const u = await open(port, { prefix: form(await nonceOf({ url: `http://127.0.0.1:${port}/` })), length: 8 * MB });
    await u.pump(2 * MB);
    await until(() => [...files(dataDir).values()].some((n) => n >= 1 * MB), 'a temp file on disk');
    c.p.kill('SIGKILL');
    await within(u.closed, 5000, 'the connection closed');
    const t = await start({ dataDir });
    assert.equal([...files(dataDir).keys()], [], 'no orphan file');
    await stop(t);
  } finally {
    c.p.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
