// P27, P11 in Chromium: the built features/shopify.js sees a page's own cart requests (fetch and
// XMLHttpRequest, a locale prefix, with and without .js) through the real PerformanceObserver,
// with fetch and XMLHttpRequest left as the page had them, reads /cart.js once per burst at the
// shop's root, keeps the cart in local storage and fires a popup's cart trigger once. The shop is
// stood in by routes (the reference server has no storefront: P27); the trigger is driven the
// way the engine arms a lent trigger (engine/start.ts ARMING, engine/triggers.ts arm). The
// decisions themselves are tested in test/features/shopify.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync } from 'node:fs';
import { suite, until } from './harness.mjs';

const env = suite(test);
// the popups' build folder (the widget's is beside it)
const V = new URL('../../dist/v/', import.meta.url);
const ID = readdirSync(V).find((d) => existsSync(new URL(d + '/features/shopify.js', V)));

/** a blank shop page, its cart requests answered, /cart.js giving `cart()` */
async function shop(t, cart) {
  const reads = [];
  await t.page.route('**/fr/products/*', (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>shop</title><p>shop</p>' }));
  await t.page.route('**/cart/*', (r) => r.fulfill({ contentType: 'application/json', body: '{}' }));
  await t.page.route('**/cart.js', (r) => (reads.push(new URL(r.request().url()).pathname), r.fulfill({ contentType: 'application/json', body: JSON.stringify(cart()) })));
  await t.page.goto(env.url('/fr/products/x'));
  return reads;
}

/** arms the chunk's cart trigger for one popup on a Shopify boot; the fired triggers in __fired */
const arm = (page, popup, store) =>
  page.evaluate(
    async ([src, popup, store]) => {
      window.Shopify = { routes: { root: '/fr/' } };
      window.__orig = [window.fetch, XMLHttpRequest.prototype.open, XMLHttpRequest.prototype.send];
      window.__fired = [];
      const m = await import(src);
      const P = {
        on: (t, type, fn, o) => (t.addEventListener(type, fn, o), () => t.removeEventListener(type, fn, o)),
        timer: (fn, ms) => ((id) => () => clearTimeout(id))(setTimeout(fn, ms)),
        add: (o) => o,
        now: Date.now,
        t0: Date.now(),
        id: 'client1',
        w: window,
        b: { store, currency: 'EUR' },
      };
      const fire = (t) => window.__fired.push(t);
      return m.triggers.map((make) => !!make(popup, P, fire, () => {}));
    },
    [env.url(`/dist/v/${ID}/features/shopify.js`), popup, store],
  );

const POPUP = { poptin_id: 'shop000000001', shopify_cart_trigger_active: 1, shopify_cart_trigger_action: 'cart_value', shopify_cart_trigger_cart_spec_filter: 'greater_than_or_equal', shopify_cart_trigger_cart_spec_value: '30' };
const STORE = { store_integration: 'shopify', store_integration_customer_id: '', cart_total_price: 1000, cart_total_items: 1, cart_products_ids_list: '1' };

test('a burst of fetch and XMLHttpRequest cart requests is one /cart.js read; the trigger fires once; fetch and XHR untouched', async () => {
  const t = await env.page();
  let total = 1000;
  const reads = await shop(t, () => ({ total_price: total, item_count: 2, items: [{ product_id: 1 }, { product_id: 2 }], currency: 'EUR' }));
  assert.equal(await arm(t.page, POPUP, STORE), [true]);
  assert.equal(reads, [], 'the context has the cart');
  assert.equal(await t.page.evaluate(() => window.__fired), [], '€10.00 is under €30');
  // the page changes its cart three ways at once (fetch with and without .js, an XHR under
  // another locale): one read once the burst is over
  total = 3000;
  await t.page.evaluate(() =>
    Promise.all([
      fetch('/fr/cart/add.js', { method: 'POST', body: '{}' }),
      fetch('/cart/change', { method: 'POST', body: '{}' }),
      new Promise((r) => {
        const x = new XMLHttpRequest();
        x.onloadend = r;
        x.open('POST', '/en-us/cart/update.js');
        x.send('{}');
      }),
    ]),
  );
  await until(async () => (await t.page.evaluate(() => window.__fired)).length, 'the cart trigger fires');
  assert.equal(reads, ['/fr/cart.js'], 'one read, at the root');
  assert.equal(await t.page.evaluate(() => [localStorage.poptin_cart_total, localStorage.poptin_cart_products]), ['3000|2', '1,2']);
  // another change: read again, the trigger does not fire twice
  total = 5000;
  await t.page.evaluate(() => fetch('/fr/cart/clear.js', { method: 'POST' }));
  await until(() => reads.length == 2, 'a second read');
  await until(async () => (await t.page.evaluate(() => localStorage.poptin_cart_total)) == '5000|2', 'the new cart kept');
  assert.equal(await t.page.evaluate(() => window.__fired), ['cart']);
  assert.ok(await t.page.evaluate(() => window.__orig[0] === window.fetch && window.__orig[1] === XMLHttpRequest.prototype.open && window.__orig[2] === XMLHttpRequest.prototype.send));
  assert.equal(t.errors, []);
});

test('a failed /cart.js read logs Cart Error and keeps the cart', async () => {
  const t = await env.page();
  const reads = await shop(t, () => {
    throw new Error('down');
  });
  await t.page.route('**/cart.js', (r) => (reads.push(1), r.fulfill({ status: 500, body: 'down' })));
  await arm(t.page, POPUP, STORE);
  await t.page.evaluate(() => fetch('/fr/cart/add.js', { method: 'POST' }));
  await until(() => t.logs.some((l) => l.startsWith('[poptin] Cart Error')), 'Cart Error');
  assert.is(await t.page.evaluate(() => localStorage.poptin_cart_total), '1000|1');
  assert.equal(await t.page.evaluate(() => window.__fired), []);
});

test('a theme whose fetch another app already wrapped: its cart requests through the wrapper are seen, the wrapper stays; a broken wrapper is a log line', async () => {
  const t = await env.page();
  let total = 1000;
  const reads = await shop(t, () => ({ total_price: total, item_count: 1, items: [{ product_id: 1 }], currency: 'EUR' }));
  // another app's wrapper, as cart apps install them: it counts and calls through
  await t.page.evaluate(() => {
    const o = window.fetch;
    window.__through = 0;
    window.fetch = function (...a) {
      window.__through++;
      return o.apply(this, a);
    };
    window.__wrapper = window.fetch;
  });
  assert.equal(await arm(t.page, POPUP, STORE), [true]);
  total = 3000;
  await t.page.evaluate(() => window.fetch('/fr/cart/add.js', { method: 'POST', body: '{}' }));
  await until(async () => (await t.page.evaluate(() => window.__fired)).length, 'the cart trigger fires');
  assert.equal(reads, ['/fr/cart.js']);
  assert.ok(await t.page.evaluate(() => window.fetch === window.__wrapper), 'the wrapper is still the page\'s fetch');
  assert.is(await t.page.evaluate(() => window.__through), 2, 'the page\'s add and our read both went through it');
  // a broken wrapper (liquid-ajax-cart #107: an override made fetch resolve to a number): our
  // read fails as a log line, the page is left alone, the watcher still sees its requests
  await t.page.evaluate(() => {
    const o = window.fetch;
    window.fetch = (u, i) => (String(u).endsWith('cart.js') ? Promise.resolve(42) : o(u, i));
  });
  await t.page.evaluate(() => fetch('/fr/cart/change.js', { method: 'POST', body: '{}' }));
  await until(() => t.logs.some((l) => l.startsWith('[poptin] Cart Error')), 'Cart Error');
  assert.is(await t.page.evaluate(() => localStorage.poptin_cart_total), '3000|1', 'the last cart stays');
  assert.equal(t.errors, []);
});

test.run();
