// P27: what the Shopify adapter (features/shopify/shopify.ts) keeps and tells beside the cart:
// the shopper's id from the app embed, else the storefront's globals; the last 3 product pages
// for the product block (§9); browse abandonment (§7 call 13) 5 s after a logged-in shopper
// opens a product page, and the cart's products after a change; the cart total for a popup's
// slot (watch). On a fake clock and a fake PerformanceObserver (test/setup/helpers.ts).
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BROWSE_MS, CART_MS, RECENT, triggers, watch } from '../../src/features/shopify/shopify';
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
const browse = () => calls.filter((x) => x.url.includes('/shopify/save/browse-abandonment'));
const query = (i = 0) => Object.fromEntries(new URL(browse()[i].url).searchParams);

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

test('the shopper: the app embed\'s id first, else ShopifyAnalytics.meta.page.customerId, else __st.cid, else none', () => {
  (window as any).__st = { cid: 55 };
  productPage(1, 44);
  start(shop({ store_integration_customer_id: '7' }));
  assert.is(STORE.store_integration_customer_id, '7');
  L.off();
  start(shop());
  assert.is(STORE.store_integration_customer_id, '44');
  L.off();
  delete (window as any).ShopifyAnalytics;
  start(shop());
  assert.is(STORE.store_integration_customer_id, '55');
  L.off();
  delete (window as any).__st;
  start(shop());
  assert.is(STORE.store_integration_customer_id, '');
});

test('the last 3 product pages, newest first, once each; other pages change nothing', () => {
  for (const id of [1, 2, 1, 3, 4]) {
    productPage(id);
    start();
    L.off();
  }
  assert.is(localStorage.getItem(RECENT), '4,3,1');
  (window as any).ShopifyAnalytics = { meta: { page: { pageType: 'home' } } };
  start();
  assert.is(localStorage.getItem(RECENT), '4,3,1');
});

test('call 13, 5 s after a logged-in shopper opens a product page: the product, abandonment, the cart total', () => {
  productPage(8012, 44);
  start();
  c.tick(BROWSE_MS - 1);
  assert.is(browse().length, 0, 'not before 5 s');
  c.tick(1);
  assert.is(browse().length, 1);
  assert.ok(browse()[0].url.startsWith('https://api.example/shopify/save/browse-abandonment?'), 'on the display API host');
  assert.is(browse()[0].method, 'GET');
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
  start();
  c.tick(BROWSE_MS * 2);
  L.off();
  (window as any).ShopifyAnalytics = { meta: { page: { pageType: 'home', customerId: 44 } } };
  start();
  c.tick(BROWSE_MS * 2);
  L.off();
  productPage(8012, 44);
  start();
  c.tick(BROWSE_MS - 1);
  L.off(); // the page went away (stop, a single-page re-init)
  c.tick(BROWSE_MS);
  assert.is(browse().length, 0);
});

test('after a cart change, a logged-in shopper\'s cart products go as call 13 with data_for=cart', async () => {
  (window as any).ShopifyAnalytics = { meta: { page: { pageType: 'collection', customerId: 44 } } };
  start();
  requests(ORIGIN + '/cart/add.js');
  c.tick(CART_MS);
  await until(() => browse().length);
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
