// The mock store's `?embed=` variants that bench/run.mjs ONLY=store scores with Lighthouse
// (docs/bench.md "Lighthouse on the mock store"): off prints no tag of ours, idle and armed the
// app embed's tag (loader-store.js) with their client, and their answers are what the bench says
// (nothing to show; one popup due after 60 s). Without the parameter the page is as before.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, get, post, visit } from './helpers.mjs';

let s;
test.before(async () => {
  s = await start();
});
test.after(() => stop(s));

// the bench's three pages (Shopify's home, product and collection pages)
const PAGES = ['/demo/store/', '/demo/store/products/house-blend', '/demo/store/collections/coffee'];
const html = async (path) => {
  const r = await get(s, path);
  assert.is(r.status, 200, path);
  return r.text();
};
/** every script tag of ours on the page: the loader's, whichever file it loads */
const ourTags = (page) => page.match(/<script[^>]*(id="pixel-script-poptin"|\/dist\/)[^>]*>/g) || [];

test('?embed=off: no tag of ours on the home, product and collection pages', async () => {
  for (const p of PAGES) {
    const page = await html(p + '?embed=off');
    assert.equal(ourTags(page), [], p);
    assert.ok(page.includes('/demo/assets/store.js'), p + ': the theme\'s own script stays');
  }
});

test('?embed=idle and ?embed=armed: the app embed\'s one tag (loader-store.js) with their client', async () => {
  for (const p of PAGES)
    for (const [variant, client] of [['idle', 'store-idle'], ['armed', 'store-armed']]) {
      const tags = ourTags(await html(`${p}?embed=${variant}`));
      assert.is(tags.length, 1, p + ' ' + variant);
      assert.match(tags[0], `src="/dist/loader-store.js?id=${client}"`);
      assert.match(tags[0], 'data-store="shopify"');
      assert.match(tags[0], `data-api="${s.url.replace(/\/$/, '')}"`);
    }
});

test('without ?embed= (or another value) the pages print the demo\'s loader.js tag as before', async () => {
  for (const p of PAGES)
    for (const q of ['', '?embed=bogus']) {
      const tags = ourTags(await html(p + q));
      assert.is(tags.length, 1, p + q);
      assert.match(tags[0], 'src="/dist/loader.js?id=demo"');
    }
});

test('call 1 on the bench pages: store-idle has nothing to show, store-armed one popup due after 60 s', async () => {
  for (const p of PAGES) {
    const url = 'http://127.0.0.1:1' + p;
    const idle = await (await post(s, '/api/display/store-idle', visit(url))).json();
    assert.equal(idle.poptins, [], p);
    const armed = await (await post(s, '/api/display/store-armed', visit(url))).json();
    assert.is(armed.poptins.length, 1, p);
    assert.is(armed.poptins[0].display_after_sec_active, 60, p);
    assert.is(armed.poptins[0].display_after_exit_website_active, 'no', p + ': no other trigger');
  }
});

test.run();
