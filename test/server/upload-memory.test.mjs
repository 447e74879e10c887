// Many stalled uploads and a killed server (issue 20, the reference server 2), measured in a
// server process of its own (child-server.mjs): what 10 stalled 24 MB bodies make the server
// hold, with and without a nonce, and that a SIGKILL mid-upload leaves no orphan file after the
// next start.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { start, stop, tempDir } from './helpers.mjs';
import { until } from '../setup/until.mjs';
import { MB, within, field, fileHead, nonceOf, form, files, open } from './upload-client.mjs';

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
