// The mock store's `?theme=dawn` (server/store/theme.mjs), the realistic theme weight that
// bench/run.mjs ONLY=store scores beside the light pages (docs/bench.md "Lighthouse on the mock
// store"): its stylesheet in the head (render-blocking), a hero image and its deferred bundle,
// each served by the reference server at its weight, the same bytes on every start; and the pages
// without the parameter exactly as before.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gunzipSync } from 'node:zlib';
import { start, stop, get, raw } from './helpers.mjs';

let s, t;
test.before(async () => {
  s = await start();
  t = await start();
});
test.after(async () => {
  await stop(s);
  await stop(t);
});

const PAGES = ['/demo/store/', '/demo/store/products/house-blend', '/demo/store/collections/coffee'];
const ASSETS = ['/demo/store/theme/base.css', '/demo/store/theme/theme.js', '/demo/store/theme/hero.png'];
const html = async (path) => {
  const r = await get(s, path);
  assert.is(r.status, 200, path);
  return r.text();
};
const head = (page) => page.slice(0, page.indexOf('</head>'));

test('?theme=dawn: the stylesheet in the head, the hero and the grid in the body, the bundle deferred', async () => {
  for (const p of PAGES)
    for (const q of ['?theme=dawn', '?embed=off&theme=dawn', '?embed=armed&theme=dawn']) {
      const page = await html(p + q);
      assert.match(head(page), '<link rel="stylesheet" href="/demo/store/theme/base.css">', p + q);
      assert.match(page, /<img src="\/demo\/store\/theme\/hero\.png" width="\d+" height="\d+"/, p + q);
      assert.match(page, '<ul class="theme-grid" data-theme-grid></ul>', p + q);
      assert.match(page, '<script src="/demo/store/theme/theme.js" defer></script>', p + q);
      assert.ok(page.includes('/demo/assets/store.js'), p + q + ': the store\'s own script stays');
    }
});

test('the theme\'s assets: their types, a real theme\'s weight, compressed text, the same bytes on every start', async () => {
  const want = { css: ['text/css', 90_000, 200_000], js: ['text/javascript', 120_000, 300_000], png: ['image/png', 150_000, 400_000] };
  for (const a of ASSETS) {
    const [type, min, max] = want[a.split('.').pop()];
    const r = await raw(s, a);
    assert.is(r.status, 200, a);
    assert.match(r.headers['content-type'], type, a);
    assert.ok(r.body.length >= min && r.body.length <= max, `${a}: ${r.body.length} bytes`);
    const again = await raw(t, a);
    assert.ok(again.body.equals(r.body), a + ': deterministic');
    if (type != 'image/png') {
      const gz = await raw(s, a, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.is(gz.headers['content-encoding'], 'gzip', a);
      assert.ok(gunzipSync(gz.body).equals(r.body), a);
    }
  }
  const png = (await raw(s, ASSETS[2])).body;
  assert.equal([...png.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  assert.is((await get(s, '/demo/store/theme/other.js')).status, 404);
});

test('the bundle parses and fills the grid', async () => {
  const js = (await raw(s, ASSETS[1])).body.toString();
  assert.not.throws(() => new Function(js));
  assert.match(js, 'data-theme-grid');
});

test('without ?theme=dawn (or with another value) the pages are as before: no theme asset', async () => {
  for (const p of PAGES)
    for (const q of ['', '?theme=bogus', '?embed=off', '?embed=idle&theme=']) {
      const page = await html(p + q);
      assert.not.match(page, '/demo/store/theme/', p + q);
      assert.not.match(page, 'data-theme-grid', p + q);
    }
  // the same page, the theme aside: ?theme=dawn adds its parts and changes nothing else
  const plain = await html('/demo/store/collections/coffee?embed=off');
  const dawn = await html('/demo/store/collections/coffee?embed=off&theme=dawn');
  const strip = (x) => x.replace(/<link rel="stylesheet" href="\/demo\/store\/theme\/[^>]*>\n/, '').replace(/<section class="theme-hero">[\s\S]*?data-theme-grid><\/ul><\/section>\n/, '').replace('\n<script src="/demo/store/theme/theme.js" defer></script>', '');
  assert.is(strip(dawn), plain);
});

test.run();
