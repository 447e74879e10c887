// Slow and oversized bodies (issue 20, the reference server 2): what a connection can make the
// server read and hold. A body without a valid nonce, or declared over the cap, is refused after
// at most a small prefix is read (counted on the server's own socket); text parts are held to
// 1 MB; an upload goes to disk as it arrives; a stalled body is dropped after the stall timeout,
// its temp file with it; a client that leaves leaves no file. Memory under many stalled uploads
// and a server killed mid-upload: upload-memory.test.mjs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { start, stop, count } from './helpers.mjs';
import { until } from '../setup/until.mjs';
import { MB, within, field, fileHead, END, tracker, nonceOf, tokenOf, form, files, newFiles, open } from './upload-client.mjs';

let s;
let seen; // what the server read of each connection
test.before(async () => {
  s = await start();
  seen = tracker(s);
});
test.after(() => stop(s));

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
    assert.ok(seen.atAnswer(u) < 256 * 1024, `${what}: the server had read ${seen.atAnswer(u)} bytes when it answered`);
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
  assert.ok(seen.atAnswer(declared) < 256 * 1024, `the server had read ${seen.atAnswer(declared)} bytes when it answered`);

  const chunked = await open(s.port, { prefix: form(nonce), chunked: true });
  const sending = chunked.pump(26 * MB);
  const a = await within(chunked.answer, 30000, 'an answer');
  assert.equal([a.status, a.json], [413, { status: 0, message: 'body too large' }]);
  await within(chunked.closed, 10000, 'closed');
  await sending;
  assert.ok(seen.atAnswer(chunked) < 25 * MB + 512 * 1024, `the server had read ${seen.atAnswer(chunked)} bytes when it answered`);
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
  assert.is(seen.read(u) < 4 * MB, true, 'the body is still arriving');
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
  await until(() => newFiles(s.dataDir, before).some(([, n]) => n >= MB), 'its temp file on disk');
  u.sock.destroy();
  await until(() => newFiles(s.dataDir, before).length === 0, 'no file left');
  assert.is(count(s, 'widget_submissions'), rows);
});

test('text parts are held to 1 MB together, and an over-long one is still refused by its rule', async () => {
  const nonce = await nonceOf(s);
  const before = files(s.dataDir);
  const many = field('action', 'chaty_front_form_save_data') + field('nonce', nonce) + Array.from({ length: 20 }, (_, i) => field('f' + i, 'x'.repeat(60 * 1024))).join('');
  const u = await open(s.port, { prefix: many, length: Buffer.byteLength(many) + MB });
  const a = await within(u.answer, 10000, 'an answer');
  assert.equal([a.status, a.json], [413, { status: 0, message: 'the text parts are over 1 MB' }]);
  assert.ok(seen.atAnswer(u) < 1.2 * MB, `read ${seen.atAnswer(u)} bytes`);
  // a 100 kB message (kept to its first 64 kB): the field's own error, as when it was held whole
  const long = form(nonce, await tokenOf(s)).replace(field('message', 'Hi'), field('message', 'y'.repeat(100 * 1024)));
  const v = await open(s.port, { prefix: long, length: Buffer.byteLength(long) + 10 + END.length });
  await v.pump(10);
  await v.finish();
  const b = await within(v.answer, 10000, 'an answer');
  assert.equal([b.status, b.json.errors], [422, [{ field: 'message', message: 'This is too long.' }]]);
  assert.equal(newFiles(s.dataDir, before), []);
  v.sock.destroy();
});

test.run();
