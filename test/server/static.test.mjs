// Static serving: the built chunks under /dist/ (content types, compression negotiated and
// cached, ETags, CORS, cache lifetimes, no path traversal) and the demo site.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { start, stop, get, raw, tempDir } from './helpers.mjs';
import { pickEncoding } from '../../server/compress.mjs';

const dist = tempDir('poptin-dist-');
const LOADER = '(function(){' + 'var poptin_loader_body=1;'.repeat(200) + '})();\n';
mkdirSync(join(dist, 'formats/lightbox'), { recursive: true });
writeFileSync(join(dist, 'loader.js'), LOADER);
writeFileSync(join(dist, 'formats/lightbox/format_1.js'), 'export const f=1;\n');
writeFileSync(join(dist, 'sizes.json'), '{"a":1}');
mkdirSync(join(dist, 'v/0a1b2c3d4e/formats/lightbox'), { recursive: true });
writeFileSync(join(dist, 'v/0a1b2c3d4e/engine.js'), 'export const e=1;\n');
writeFileSync(join(dist, 'v/0a1b2c3d4e/formats/lightbox/format_1.js'), 'export const f=1;\n');

let s;
test.before(async () => {
  s = await start({ distDir: dist });
});
test.after(async () => {
  await stop(s);
  rmSync(dist, { recursive: true, force: true });
});

test('pickEncoding prefers brotli, then gzip, and honours q=0', () => {
  assert.is(pickEncoding('gzip, deflate, br'), 'br');
  assert.is(pickEncoding('gzip'), 'gzip');
  assert.is(pickEncoding('br;q=0, gzip;q=0.5'), 'gzip');
  assert.is(pickEncoding('*'), 'br');
  assert.is(pickEncoding(''), '');
  assert.is(pickEncoding('identity'), '');
});

test('chunks are served as text/javascript with CORS, cache headers and brotli', async () => {
  const r = await raw(s, '/dist/loader.js?id=demo', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  assert.is(r.status, 200);
  assert.is(r.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.is(r.headers['access-control-allow-origin'], '*');
  assert.is(r.headers['content-encoding'], 'br');
  assert.is(r.headers.vary, 'Accept-Encoding');
  assert.ok(/max-age=\d+/.test(r.headers['cache-control']));
  assert.ok(r.headers.etag);
  assert.is(Number(r.headers['content-length']), r.body.length);
  assert.ok(r.body.length < LOADER.length / 4);
  assert.is(brotliDecompressSync(r.body).toString(), LOADER);
});

test('gzip when brotli is not accepted, identity when nothing is', async () => {
  const g = await raw(s, '/dist/loader.js', { headers: { 'Accept-Encoding': 'gzip' } });
  assert.is(g.headers['content-encoding'], 'gzip');
  assert.is(gunzipSync(g.body).toString(), LOADER);
  const plain = await raw(s, '/dist/loader.js');
  assert.is(plain.headers['content-encoding'], undefined);
  assert.is(plain.body.toString(), LOADER);
  assert.is.not(g.headers.etag, plain.headers.etag, 'each encoding has its own ETag');
});

test('a matching ETag answers 304; HEAD has headers and no body', async () => {
  const first = await raw(s, '/dist/loader.js', { headers: { 'Accept-Encoding': 'br' } });
  const again = await raw(s, '/dist/loader.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag } });
  assert.is(again.status, 304);
  assert.is(again.body.length, 0);
  const head = await raw(s, '/dist/loader.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
  assert.is(head.status, 200);
  assert.is(head.headers['content-length'], first.headers['content-length']);
  assert.is(head.body.length, 0);
});

test('a rebuilt chunk is served fresh', async () => {
  const before = await raw(s, '/dist/formats/lightbox/format_1.js');
  writeFileSync(join(dist, 'formats/lightbox/format_1.js'), 'export const f=22;\n');
  const after = await raw(s, '/dist/formats/lightbox/format_1.js');
  assert.is(after.body.toString(), 'export const f=22;\n');
  assert.is.not(after.headers.etag, before.headers.etag);
  assert.is((await raw(s, '/dist/sizes.json')).headers['content-type'], 'application/json; charset=utf-8');
});

test('loader.js is cached for 5 minutes and then revalidated; versioned chunks for a year', async () => {
  const loader = await raw(s, '/dist/loader.js?id=demo', { headers: { 'Accept-Encoding': 'br' } });
  assert.is(loader.headers['cache-control'], 'public, max-age=300');
  // after those 5 minutes the browser asks again with the ETag and gets an empty 304
  const again = await raw(s, '/dist/loader.js?id=demo', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': loader.headers.etag } });
  assert.is(again.status, 304);
  assert.is(again.headers['cache-control'], 'public, max-age=300');
  for (const p of ['/dist/v/0a1b2c3d4e/engine.js', '/dist/v/0a1b2c3d4e/formats/lightbox/format_1.js']) {
    const r = await raw(s, p, { headers: { 'Accept-Encoding': 'br' } });
    assert.is(r.status, 200, p);
    assert.is(r.headers['cache-control'], 'public, max-age=31536000, immutable', p);
    assert.is(r.headers['content-type'], 'text/javascript; charset=utf-8', p);
  }
  // anything unversioned keeps the short lifetime: only a path that names its build is immutable
  assert.is((await raw(s, '/dist/formats/lightbox/format_1.js')).headers['cache-control'], 'public, max-age=300');
  assert.is((await raw(s, '/dist/sizes.json')).headers['cache-control'], 'public, max-age=300');
  const missing = await raw(s, '/dist/v/0a1b2c3d4e/nope.js');
  assert.is(missing.status, 404);
  assert.not.ok(/immutable/.test(missing.headers['cache-control'] || ''), 'a 404 is never cached for a year');
});

test('path traversal out of dist/ is refused', async () => {
  for (const p of ['/dist/../package.json', '/dist/%2e%2e/package.json', '/dist/..%2fpackage.json', '/dist/..%5cpackage.json',
    '/dist/formats/..%2f..%2f..%2fpackage.json', '/dist/%2fetc%2fpasswd', '/dist/loader.js%00.png', '/dist/%E0%A4%A']) {
    const r = await raw(s, p);
    assert.ok(r.status === 400 || r.status === 404, `${p} → ${r.status}`);
    assert.not.ok(r.body.toString().includes('"devDependencies"'), p);
  }
  assert.is((await raw(s, '/dist/formats/../loader.js')).status, 404);
  assert.is((await raw(s, '/dist/missing.js')).status, 404);
});

test('/ redirects to the demo index, which lists every seeded popup', async () => {
  const r = await raw(s, '/');
  assert.is(r.status, 302);
  assert.is(r.headers.location, '/demo/');
  const html = await (await get(s, '/demo/')).text();
  const popups = s.db.prepare('SELECT id, page FROM popups WHERE client_id = ?').all('demo');
  for (const p of popups) {
    if (p.page) assert.ok(html.includes(`href="${p.page}"`), p.page);
    assert.ok(html.includes(`poptin_preview_id=${p.id}`), p.id);
  }
  assert.ok(html.includes('after scrolling 50% of the page'), 'triggers in words');
  assert.ok(html.indexOf('id="type-lightbox"') < html.indexOf('id="type-bar"'), 'grouped by type');
  const tabs = html.slice(html.indexOf('id="teasers"'));
  assert.ok(html.includes('id="teasers"') && tabs.includes('href="/demo/p/teaser-after"'), 'teaser tabs in a group of their own');
  assert.ok(tabs.includes('or from its teaser tab'), 'the tab in words');
});

test('a page per type lists every format of it, in order, each with its page and a preview', async () => {
  const html = await (await get(s, '/demo/t/bar')).text();
  let at = 0;
  for (let n = 1; n <= 17; n++) {
    const i = html.indexOf(`href="/demo/p/bar-${n}"`);
    assert.ok(i > at, `bar format ${n} in order`);
    at = i;
    assert.ok(html.includes(`poptin_preview_id=fmt${String(n).padStart(2, '0')}barpopup`));
  }
  assert.is((await raw(s, '/demo/t/nosuchtype')).status, 404);
});

test('the games (P23) have their group on the index and a type page with the three formats', async () => {
  const html = await (await get(s, '/demo/')).text();
  const games = html.slice(html.indexOf('id="type-gamified"'));
  assert.ok(html.includes('id="type-gamified"'), 'a group');
  assert.ok(games.includes('scratch card') && games.includes('play call'), 'the type in words');
  for (const page of ['game-gifts', 'game-scratch', 'game-wheel', 'game-coupon', 'game-server', 'game-hebrew', 'game-lose', 'game-win', 'game-nopost'])
    assert.ok(games.includes(`href="/demo/p/${page}"`), page);
  const type = await (await get(s, '/demo/t/gamified')).text();
  const at = ['game-gifts', 'game-scratch', 'game-wheel'].map((p) => type.indexOf(`href="/demo/p/${p}"`));
  assert.ok(at[0] > 0 && at[0] < at[1] && at[1] < at[2], 'the three formats, in order');
  const page = await (await get(s, '/demo/p/game-server')).text();
  assert.ok(page.includes('src="/dist/loader.js?id=demo"'));
});

test('each demo page embeds the loader and the openers its popups need', async () => {
  const page = await (await get(s, '/demo/p/format-1')).text();
  assert.ok(page.includes('<script id="pixel-script-poptin" src="/dist/loader.js?id=demo" async></script>'));
  const opener = await (await get(s, '/demo/p/click-opener')).text();
  assert.ok(opener.includes('href="/api/display/click/clickopener01"'));
  assert.ok(opener.includes('poptinaction="onclick" poptinid="clickopener01"'));
  const manual = await (await get(s, '/demo/p/manual')).text();
  assert.ok(manual.includes('data-poptin-show="manualshow001"'));
  assert.ok(manual.includes('src="/demo/assets/demo.js"'));
  const source = await (await get(s, '/demo/p/source-code')).text();
  assert.ok(source.includes('data-offer="spring-sale"'));
  const scroll = await (await get(s, '/demo/p/scroll')).text();
  assert.ok(scroll.split('<p>').length > page.split('<p>').length, 'the scroll page is long');
  const restricted = await (await get(s, '/demo/p/restricted')).text();
  assert.ok(restricted.includes('src="/dist/loader.js?id=restricted"'));
  const thanks = await (await get(s, '/demo/p/thank-you?email=%3Cb%3Ex%40y.z')).text();
  assert.ok(thanks.includes('&#60;b&#62;x@y.z') && !thanks.includes('<b>x@y.z'), 'query values are escaped');
  assert.is((await get(s, '/demo/p/nope')).status, 404);
  const css = await raw(s, '/demo/assets/demo.css');
  assert.is(css.headers['content-type'], 'text/css; charset=utf-8');
});

test.run();
