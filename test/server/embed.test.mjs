// The Shopify app embed (issue 24, docs/shopify.md): the block's Liquid rendered by liquidjs as a
// store renders it, read back as a browser parses it (jsdom), for a guest and a logged-in shopper
// with a 2-line cart; hostile shop data never leaves its attribute; off it prints nothing, and
// without a client id its tag has no ?id= (call 11); the asset the build copies stays under theme-check's 10,000 raw bytes; the demo
// page /demo/store/embed prints what the block prints.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { embedRenderer, DEMO_SHOP, DEMO_CUSTOMER, demoCart } from '../../server/embed.mjs';
import { start, stop, get } from './helpers.mjs';

const render = embedRenderer();
const CONTEXT_KEYS = ['store_integration', 'cart_total_items', 'cart_total_price', 'cart_products_ids_list', 'cart_products_org_ids_list'];
const ATTRS = ['data-api', 'id', 'src', 'data-store', 'data-shop', 'data-currency', 'data-money100', 'data-context', 'defer'];

/** Parses what the block printed as a page's body does; returns its elements and the one tag. */
function parse(html) {
  const body = new JSDOM(`<!doctype html><body>${html}</body>`).window.document.body;
  const all = [...body.querySelectorAll('*')];
  return { all, tag: all[0], text: body.textContent.trim() };
}

const tagOf = (html) => {
  const { all, tag, text } = parse(html);
  assert.is(all.length, 1, 'one element printed: ' + html);
  assert.is(tag.tagName, 'SCRIPT');
  assert.is(text, '', 'no text outside the tag');
  assert.equal(tag.getAttributeNames().sort(), [...ATTRS].sort(), 'exactly the tag attributes');
  return tag;
};

test('a guest: one deferred tag from the assets, ?id=, the shop, the currency, the cart context without a customer', () => {
  const tag = tagOf(render({ settings: { client_id: 'demo' }, shop: DEMO_SHOP, customer: null, cart: demoCart(null) }));
  assert.ok(tag.defer);
  assert.not.ok(tag.hasAttribute('async'));
  assert.is(tag.id, 'pixel-script-poptin');
  assert.is(tag.getAttribute('src'), '/dist/loader-store.js?id=demo');
  assert.is(tag.dataset.store, 'shopify');
  assert.is(tag.dataset.shop, 'lumen-coffee.myshopify.com');
  assert.is(tag.dataset.currency, 'EUR');
  assert.is(tag.dataset.money100, '1.00', 'the amount 100 in the shop\'s money format: amounts are hundredths');
  const ctx = JSON.parse(tag.dataset.context);
  assert.equal(Object.keys(ctx), CONTEXT_KEYS);
  assert.equal(ctx, { store_integration: 'shopify', cart_total_items: 0, cart_total_price: 0, cart_products_ids_list: '', cart_products_org_ids_list: '' });
});

test('a logged-in shopper with a 2-line cart: the customer id, the count, the total in minor units, product and variant ids', () => {
  const tag = tagOf(render({ settings: { client_id: 'demo' }, shop: DEMO_SHOP, customer: DEMO_CUSTOMER, cart: demoCart(DEMO_CUSTOMER) }));
  const ctx = JSON.parse(tag.dataset.context);
  assert.equal(Object.keys(ctx), ['store_integration', 'store_integration_customer_id', ...CONTEXT_KEYS.slice(1)]);
  assert.equal(ctx, {
    store_integration: 'shopify',
    store_integration_customer_id: '7212345678901', // a string: ids are not rounded as big numbers
    cart_total_items: 3,
    cart_total_price: 4850,
    cart_products_ids_list: '8012345678901,8012345678902',
    cart_products_org_ids_list: '44012345678901,44012345678905',
  });
  assert.ok(tag.defer);
});

test('a yen cart: the amount 100 prints as 1 (Shopify\'s amounts are hundredths in every currency)', () => {
  const tag = tagOf(render({ settings: { client_id: 'demo' }, shop: { ...DEMO_SHOP, currency: 'JPY' }, customer: null, cart: { ...demoCart(null), currency: { iso_code: 'JPY' } } }));
  assert.is(tag.dataset.currency, 'JPY');
  assert.is(tag.dataset.money100, '1');
});

test('hostile names, titles, ids, domain, currency and client id never leave their attribute', () => {
  const evil = `"'><script>alert(1)</script><img src=x onerror=alert(2)> & \\" \u2028`;
  const customer = { id: evil, name: evil, first_name: evil, email: evil };
  const cart = {
    item_count: 2,
    total_price: 100,
    currency: { iso_code: evil },
    items: [
      { product_id: evil, variant_id: 1, title: evil, product_title: evil },
      { product_id: 2, variant_id: evil, title: evil },
    ],
  };
  const html = render({ settings: { client_id: `x" onload="alert(3)` }, shop: { permanent_domain: evil, currency: 'USD', name: evil }, customer, cart });
  const tag = tagOf(html); // one element, the same attributes: nothing broke out
  assert.not.ok(/<img|<script>alert/i.test(html), 'no markup from the data in the printed HTML');
  assert.is(tag.dataset.shop, evil);
  assert.is(tag.dataset.currency, evil);
  const ctx = JSON.parse(tag.dataset.context);
  assert.is(ctx.store_integration_customer_id, evil);
  assert.is(ctx.cart_products_ids_list, `${evil},2`);
  assert.is(ctx.cart_products_org_ids_list, `1,${evil}`);
  // the client id stays one query value of the asset's address
  assert.is(new URL(tag.getAttribute('src'), 'https://shop.example/').searchParams.get('id'), `x" onload="alert(3)`);
});

test('an asset address that has its own query gets &id=, and the currency falls back to the shop\'s', () => {
  const r = embedRenderer({ assetUrl: (n) => `//cdn.shopify.com/extensions/abc/1.0.0/assets/${n}?v=1712345678` });
  const tag = tagOf(r({ settings: { client_id: 'demo' }, shop: DEMO_SHOP, customer: null, cart: { item_count: 0, total_price: 0, items: [] } }));
  const src = new URL(tag.getAttribute('src'), 'https://lumen-coffee.myshopify.com/');
  assert.is(src.pathname, '/extensions/abc/1.0.0/assets/loader.js');
  assert.is(src.searchParams.get('v'), '1712345678');
  assert.is(src.searchParams.get('id'), 'demo');
  assert.is(tag.dataset.currency, 'EUR');
});

test('switched off, the block prints nothing; without a client id (empty or blank), the tag without ?id= (call 11 finds the account by data-shop)', () => {
  const args = { shop: DEMO_SHOP, customer: DEMO_CUSTOMER, cart: demoCart(DEMO_CUSTOMER) };
  assert.is(render({ ...args, settings: { client_id: 'demo', enabled: false } }).trim(), '');
  assert.is(render({ ...args, settings: { enabled: false } }).trim(), '');
  for (const settings of [{}, { client_id: '   ' }]) {
    const tag = tagOf(render({ ...args, settings }));
    assert.is(tag.getAttribute('src'), '/dist/loader-store.js');
    assert.is(tag.dataset.shop, 'lumen-coffee.myshopify.com');
  }
  assert.is(tagOf(render({ ...args, settings: { client_id: 'demo' } })).getAttribute('src'), '/dist/loader-store.js?id=demo', 'on by default (the schema)');
});

test('the asset is the build\'s loader.js, under theme-check\'s 10,000 raw bytes', () => {
  const asset = 'extensions/lightpop-embed/assets/loader.js';
  const size = statSync(asset).size;
  assert.ok(size > 0 && size < 10000, `${size} raw bytes`);
  assert.ok(readFileSync(asset).equals(readFileSync('dist/loader-store.js')), "the copy is this build's loader-store.js (the loader with the store seam)");
});

test('/demo/store/embed prints exactly what the block prints, for a guest, a shopper, and switched off', async () => {
  const s = await start();
  try {
    for (const [q, customer, on] of [['', null, true], ['?customer=1', DEMO_CUSTOMER, true], ['?off=1', null, false]]) {
      const res = await get(s, '/demo/store/embed' + q);
      assert.is(res.status, 200);
      const page = await res.text();
      // (the demo's block names the demo's own origin as the display host)
      const printed = embedRenderer({ api: s.url.replace(/\/$/, '') })({ settings: { client_id: 'demo', enabled: on }, shop: DEMO_SHOP, customer, cart: demoCart(customer) });
      if (on) assert.ok(page.includes(printed), 'the printed tag, verbatim');
      const doc = new JSDOM(page).window.document;
      assert.is(doc.querySelectorAll('script').length, on ? 1 : 0);
      if (on) assert.is(doc.querySelector('script').getAttribute('src'), '/dist/loader-store.js?id=demo');
    }
  } finally {
    await stop(s);
  }
});

test("the block names the app's display host (data-api: the chunks and calls of loader-store.js on a CDN); the demo names its own origin", async () => {
  const { embedRenderer } = await import('../../server/embed.mjs');
  const doc = (html) => new JSDOM(html).window.document.querySelector('script');
  const cart = { item_count: 0, total_price: 0, currency: { iso_code: 'USD' }, items: [] };
  const shop = { permanent_domain: 'x.myshopify.com', currency: 'USD' };
  assert.is(doc(embedRenderer()({ settings: { client_id: 'demo' }, shop, cart })).getAttribute('data-api'), 'https://display.lightpop.app');
  assert.is(doc(embedRenderer({ api: 'http://127.0.0.1:9' })({ settings: { client_id: 'demo' }, shop, cart })).getAttribute('data-api'), 'http://127.0.0.1:9');
});

test.run();
