// P27, P11: the WooCommerce adapter (features/woo/woo.ts, docs/behaviour.md P27 and P11): the
// Store API cart (totals.total_price in the currency's minor units, totals.currency_minor_unit),
// the page's cart changes it recognises, one read per burst of them (a PerformanceObserver this
// file drives, never a patched fetch or XMLHttpRequest), 'Cart Error' keeping the last cart,
// STORE filled, and the cart trigger (the shopify_cart_trigger_* fields) at its boundaries.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CART, CART_MS, cartOf, isCart, met, triggers } from '../../src/features/woo/woo';
import type { CartPopup } from '../../src/features/shopify/shopify';
import { arm } from '../../src/engine/triggers';
import { STORE } from '../../src/popup/store';
import type { Boot, Platform } from '../../src/popup/rungs';
import { boot, clock, type Clock, fakeListeners, fakePerformanceObserver, popup, T0, warnings } from '../setup/helpers';

/** the fake PerformanceObserver (test/setup/helpers.ts) and the page's requests it sees */
const { obs, requests } = fakePerformanceObserver();

const ORIGIN = 'https://woo.example';
const woo: Partial<Boot> = { store: { store_integration: 'woocommerce', store_integration_customer_id: '12' } };
const body = (total: string | number, unit: number, items: [number, number][]) => ({ items: items.map(([id, quantity]) => ({ id, quantity })), totals: { total_price: '' + total, currency_code: 'X', currency_minor_unit: unit } });
const cartPopup = (action: string, filter: string, value: number | string, extra: Partial<CartPopup> = {}) =>
  popup('c', { shopify_cart_trigger_active: 1, shopify_cart_trigger_action: action, shopify_cart_trigger_cart_spec_filter: filter, shopify_cart_trigger_cart_spec_value: value, ...extra } as Partial<CartPopup>);

let c: Clock, L: ReturnType<ReturnType<typeof fakeListeners>>, fired: string[], cart: { status?: number; body?: unknown };
const start = (p = popup('x'), extra: Partial<Boot> = woo) => {
  const P: Platform = { ...L, now: c.now, t0: T0, id: 'client1', b: boot([p], extra) };
  return arm(p, P, (t) => fired.push(t), triggers);
};
const reads = () => calls.filter((x) => x.url == ORIGIN + CART).length;

test.before.each(() => {
  reset(ORIGIN + '/shop/');
  obs.length = 0;
  c = clock();
  L = fakeListeners(c)();
  fired = [];
  STORE.store_integration = STORE.store_integration_customer_id = '';
  cart = { body: body(0, 2, []) };
  respond((u) => (u == ORIGIN + CART ? cart : undefined));
});
test.after.each(() => L.off());

test('the cart changes: the Store API cart actions and batch, v1 or not, pretty or ?rest_route=, this origin only; not the read', () => {
  for (const p of ['/wp-json/wc/store/v1/cart/add-item', '/wp-json/wc/store/cart/remove-item', '/wp-json/wc/store/v1/cart/update-item?x=1', '/wp-json/wc/store/v1/batch', '/?rest_route=/wc/store/v1/cart/apply-coupon', '/shop/wp-json/wc/store/v1/cart/add-item'])
    assert.ok(isCart(ORIGIN + p), p);
  for (const p of [CART, '/wp-json/wc/store/v1/products', '/?rest_route=/wc/store/v1/cart', '/cart/add.js', '/wp-json/wc/v3/cart/add-item'])
    assert.not.ok(isCart(ORIGIN + p), p);
  assert.not.ok(isCart('https://other.example/wp-json/wc/store/v1/cart/add-item'), 'another origin');
});

test('the Store API cart: minor units and their unit, quantities summed, product ids', () => {
  assert.equal(cartOf(body('2599', 2, [[7, 2], [9, 1]])), [2599, 3, ['7', '9'], 2]);
  assert.equal(cartOf(body('1500', 0, [[1, 1]]))[3], 0);
  assert.equal(cartOf({}), [0, 0, [], 2], 'no unit: 2');
});

test('cart value in minor units with the cart\'s own minor unit (2, 0, 3), at the boundary', () => {
  const cases: [number, number, number][] = [[2, 19.99, 1999], [0, 2000, 2000], [3, 1.234, 1234]];
  for (const [d, v, minor] of cases) {
    const at = (f: string, t: number) => met(cartPopup('cart_value', f, v), [t, 1, [], d]);
    assert.equal([at('greater_than', minor), at('greater_than', minor + 1)], [false, true], d + ' >');
    assert.equal([at('equal', minor), at('equal', minor - 1)], [true, false], d + ' =');
    assert.equal([at('greater_than_or_equal', minor - 1), at('greater_than_or_equal', minor)], [false, true], d + ' >=');
  }
  assert.is(met(cartPopup('product_added', '', '', { shopify_cart_trigger_products: '3, 9' }), [0, 1, ['9'], 2]), true);
  assert.is(met(cartPopup('cart_items', 'equal', -1), [0, 0, [], 2]), null);
});

test('on a WooCommerce page: STORE, one read at once, fetch and XMLHttpRequest untouched; the trigger fires once when the cart holds', async () => {
  const f = window.fetch, open = (window as any).XMLHttpRequest.prototype.open;
  cart = { body: body('2500', 2, [[7, 1]]) };
  start(cartPopup('cart_value', 'greater_than_or_equal', 25));
  assert.equal(STORE, { store_integration: 'woocommerce', store_integration_customer_id: '12' });
  assert.is(reads(), 1);
  await until(() => fired.length);
  assert.equal(fired, ['cart']);
  assert.ok(window.fetch === f && (window as any).XMLHttpRequest.prototype.open === open);
  assert.equal(obs[0].opts, { type: 'resource' });
});

test('a burst of cart changes is one read CART_MS after the last; the trigger fires on the new cart', async () => {
  start(cartPopup('cart_items', 'greater_than', 2));
  await until(() => reads() == 1);
  await settle();
  assert.equal(fired, [], 'an empty cart');
  cart = { body: body('900', 2, [[7, 3]]) };
  requests(ORIGIN + '/wp-json/wc/store/v1/cart/add-item', ORIGIN + '/img.png');
  c.tick(CART_MS - 1);
  requests(ORIGIN + '/wp-json/wc/store/v1/batch');
  c.tick(CART_MS - 1);
  requests(ORIGIN + CART, ORIGIN + '/img.png'); // its own read and others: not a change
  c.tick(1);
  assert.is(reads(), 2);
  c.tick(CART_MS * 3);
  assert.is(reads(), 2, 'one read for the burst');
  await until(() => fired.length);
  assert.equal(fired, ['cart']);
});

test('a failed read is Cart Error and the last cart stays; stop() disconnects the watcher', async () => {
  cart = { body: body('500', 2, [[1, 1]]) };
  start(cartPopup('cart_value', 'equal', 5));
  await until(() => fired.length);
  cart = { status: 503 };
  requests(ORIGIN + '/wp-json/wc/store/v1/cart/remove-item');
  c.tick(CART_MS);
  await until(() => warnings.includes('[poptin] Cart Error'));
  L.off();
  assert.ok(obs[0].gone);
});

test('off a WooCommerce page: no read, no watcher, nothing filled, no trigger of its own', async () => {
  start(cartPopup('cart_items', 'greater_than_or_equal', 0), { store: { store_integration: 'shopify' } });
  start(cartPopup('cart_items', 'greater_than_or_equal', 0), {});
  await settle();
  assert.equal([reads(), obs.length, STORE.store_integration], [0, 0, '']);
  assert.not.ok(fired.includes('cart'));
});

test.run();
