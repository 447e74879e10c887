// P27: what the Shopify adapter (features/shopify/shopify.ts) tells beside the cart: browse
// abandonment (§7 call 13) 5 s after a logged-in shopper opens a product page (browse, which
// loader-store.js calls: the shopper fallback and the recent products are the loader's, in
// test/dist/loader.test.mjs), and the cart's products after a change; the cart total for a
// popup's slot (watch). On a fake clock and a fake PerformanceObserver (test/setup/helpers.ts).
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browse, BROWSE_MS, CART_MS, triggers, watch } from '../../src/features/shopify/shopify';
import { arm } from '../../src/engine/triggers';
import { STORE } from '../../src/popup/store';
import type { Boot, Platform } from '../../src/popup/rungs';
import { boot, clock, type Clock, fakeListeners, fakePerformanceObserver, popup, T0 } from '../setup/helpers';

const { requests } = fakePerformanceObserver();
const ORIGIN = 'https://shop.example';

let c: Clock, L: ReturnType<ReturnType<typeof fakeListeners>>;
const shop = (extra: Record<string, string | number> = {}): Partial<Boot> => ({
  store: { store_integration: 'shopify', cart_total_price: 4850, cart_total_items: 2, cart_products_ids_list: '11', ...extra },
  currency: 'EUR',
});
const start = (extra: Partial<Boot> = shop()) => {
  const P: Platform = { ...L, now: c.now, t0: T0, id: 'client1', b: boot([popup('x')], extra) };
  return arm(popup('x'), P, () => {}, triggers);
};
/** a product page's ShopifyAnalytics.meta (the mock store's shape), a shopper logged in or not */
const productPage = (id: number, customerId?: number) =>
  ((window as any).ShopifyAnalytics = {
    meta: { page: { pageType: 'product', ...(customerId && { customerId }) }, product: { id, type: 'Coffee', variants: [{ name: 'House blend - 250 g', public_title: '250 g' }] } },
  });
const sent13 = () => calls.filter((x) => x.url.includes('/shopify/save/browse-abandonment'));
const query = (i = 0) => Object.fromEntries(new URL(sent13()[i].url).searchParams);

test.before.each(() => {
  reset();
  c = clock();
  L = fakeListeners(c)();
  STORE.store_integration = STORE.store_integration_customer_id = '';
  respond((u) => (u.endsWith('/cart.js') ? { body: { total_price: 6250, item_count: 3, currency: 'EUR', items: [{ product_id: 11, product_title: 'House blend', product_type: 'Coffee' }, { product_id: 12, product_title: 'Kettle', product_type: '' }] } } : u.includes('browse-abandonment') ? { body: '' } : undefined));
  delete (window as any).ShopifyAnalytics;
  delete (window as any).__st;
});
test.after.each(() => L.off());

/** loader-store.js's call on a product page: browse(b) on the page's boot */
const view = (extra: Partial<Boot> = shop({ store_integration_customer_id: '44' })) => {
  // browse() sets the page's setTimeout: the fake clock's, while it does
  const real = globalThis.setTimeout;
  (globalThis as any).setTimeout = (fn: () => void, ms: number) => c.timer(fn, ms);
  try {
    browse(boot([], extra));
  } finally {
    globalThis.setTimeout = real;
  }
};

test('call 13, 5 s after a logged-in shopper opens a product page: the product, abandonment, the cart total', () => {
  productPage(8012);
  view();
  c.tick(BROWSE_MS - 1);
  assert.is(sent13().length, 0, 'not before 5 s');
  c.tick(1);
  assert.is(sent13().length, 1);
  assert.ok(sent13()[0].url.startsWith('https://api.example/shopify/save/browse-abandonment?'), 'on the display API host');
  assert.is(sent13()[0].method, 'GET');
  assert.equal(query(), {
    clientId: 'client1',
    customer: '44',
    products: JSON.stringify([{ product_id: '8012', product_name: 'House blend', category: 'Coffee' }]),
    data_for: 'abandonment',
    total_cart_value: '48.5',
  });
});

test('call 13 is not sent for a guest, off a product page, or when the shopper left before 5 s', () => {
  productPage(8012);
  view(shop());
  c.tick(BROWSE_MS * 2);
  (window as any).ShopifyAnalytics = { meta: { page: { pageType: 'home' } } };
  view();
  c.tick(BROWSE_MS * 2);
  productPage(8012);
  view();
  c.tick(BROWSE_MS - 1);
  history.pushState(null, '', '/products/other'); // a single-page move before 5 s
  c.tick(BROWSE_MS);
  assert.is(sent13().length, 0);
});

test('after a cart change, a logged-in shopper\'s cart products go as call 13 with data_for=cart; a guest\'s do not', async () => {
  start(shop());
  requests(ORIGIN + '/cart/add.js');
  c.tick(CART_MS);
  await until(() => calls.some((x) => x.url.endsWith('/cart.js')));
  await settle();
  await settle();
  assert.is(sent13().length, 0, 'a guest');
  L.off();
  start(shop({ store_integration_customer_id: '44' }));
  requests(ORIGIN + '/cart/add.js');
  c.tick(CART_MS);
  await until(() => sent13().length);
  assert.equal(query(), {
    clientId: 'client1',
    customer: '44',
    products: JSON.stringify([{ product_id: '11', product_name: 'House blend', category: 'Coffee' }, { product_id: '12', product_name: 'Kettle', category: '' }]),
    data_for: 'cart',
    total_cart_value: '62.5',
  });
});

test('watch: the cart total in the currency\'s units now and after each read; nothing off a Shopify page', async () => {
  assert.is(watch(() => {}), undefined);
  start();
  const seen: [number, string?][] = [];
  const off = watch((t, cu) => seen.push([t, cu]))!;
  assert.equal(seen, [[48.5, 'EUR']]);
  requests(ORIGIN + '/cart/add.js');
  c.tick(CART_MS);
  await until(() => seen.length == 2);
  assert.equal(seen[1], [62.5, 'EUR']);
  off();
  requests(ORIGIN + '/cart/add.js');
  c.tick(CART_MS);
  await settle();
  await settle();
  assert.is(seen.length, 2);
});

test.run();
