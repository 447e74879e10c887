// The built dist/ served by the reference server, in Chromium: a returning visitor's next page
// view an hour later downloads no chunk again. loader.js (max-age=300) is stale by then and
// revalidated with its ETag (an empty 304); every chunk under v/<build id>/ (a year, immutable)
// comes from the HTTP cache without a request. A proxy in front of the server adds `Age: 3600`
// to every /dist/ response, which is how a browser sees a response cached an hour ago (RFC 9111
// §4.2.3), so the test needs no clock.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, request } from 'node:http';
import { setup, dialog } from '../browser/harness.mjs';

let env;
let proxy;
let origin;
test.before(async () => {
  env = await setup();
  const target = new URL(env.server.url);
  proxy = createServer((req, res) => {
    const up = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      const headers = { ...r.headers };
      if (req.url.startsWith('/dist/')) headers.age = '3600';
      res.writeHead(r.statusCode, headers);
      r.pipe(res);
    });
    req.pipe(up);
  });
  await new Promise((r) => proxy.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${proxy.address().port}`;
});
test.after(async () => {
  await new Promise((r) => proxy.close(r));
  await env.close();
});

/** One page view of the seeded format-1 lightbox (email form, every page view): what /dist/ cost. */
async function view(page, cdp) {
  const seen = new Map(); // requestId → { path, cached, status, bytes }
  const on = (name, fn) => cdp.on(name, fn);
  const entry = (id) => seen.get(id) || {};
  on('Network.requestWillBeSent', (e) => {
    const u = new URL(e.request.url);
    if (u.origin == origin && u.pathname.startsWith('/dist/')) seen.set(e.requestId, { path: u.pathname.slice(6), cached: false });
  });
  on('Network.requestServedFromCache', (e) => seen.has(e.requestId) && (entry(e.requestId).cached = true));
  on('Network.responseReceived', (e) => {
    const r = seen.get(e.requestId);
    if (r) Object.assign(r, { status: e.response.status, cached: r.cached || e.response.fromDiskCache || e.response.fromPrefetchCache });
  });
  on('Network.loadingFinished', (e) => seen.has(e.requestId) && (entry(e.requestId).bytes = e.encodedDataLength));
  await page.goto(origin + '/demo/p/format-1');
  await dialog(page).locator('form input[type=email]').waitFor();
  await page.waitForLoadState('networkidle');
  cdp.removeAllListeners();
  return [...seen.values()];
}

test('the next page view revalidates loader.js only; every other chunk comes from the HTTP cache', async () => {
  const ctx = await env.browser.newContext();
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    const first = await view(page, cdp);
    const chunks = first.filter((r) => r.path.startsWith('v/')).map((r) => r.path.replace(/^v\/\w+\//, ''));
    for (const c of ['engine.js', 'runtime.js', 'formats/lightbox/format_1.js', 'features/form.js']) assert.ok(chunks.includes(c), 'first view loads ' + c);
    assert.ok(first.every((r) => !r.cached && r.status == 200 && r.bytes > 0), 'the first view downloads everything');

    const second = await view(page, cdp);
    const loader = second.filter((r) => r.path == 'loader.js');
    assert.is(loader.length, 1);
    assert.is(loader[0].status, 304, 'loader.js is stale after an hour and revalidated');
    assert.ok(loader[0].bytes < 400, 'a 304 carries headers only: ' + loader[0].bytes);
    const again = second.filter((r) => r.path.startsWith('v/'));
    assert.equal(again.map((r) => r.path).sort(), first.filter((r) => r.path.startsWith('v/')).map((r) => r.path).sort(), 'the same chunks');
    for (const r of again) assert.ok(r.cached, r.path + ' comes from the cache, not the network (' + r.status + ')');
  } finally {
    await ctx.close();
  }
});

test.run();
