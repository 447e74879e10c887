// P27, P11: the Shopify adapter (features/shopify/shopify.ts, docs/behaviour.md P27 and P11): the
// cart requests it recognises, one /cart.js read per burst of them (a PerformanceObserver this
// file drives, never a patched fetch or XMLHttpRequest), 'Cart Error' keeping the last cart,
// STORE and local storage filled, and the cart trigger's comparisons at their boundaries in
// currencies of 2, 0 and 3 decimals, firing once. The engine's side (the row) is in
// test/engine/arming.test.ts.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CART_MS, type CartPopup, decimals, isCart, met, PRODUCTS, scale, TOTAL, triggers } from '../../src/features/shopify/shopify';
import { arm } from '../../src/engine/triggers';
import { STORE } from '../../src/popup/store';
import type { Boot, Platform } from '../../src/popup/rungs';
import { boot, clock, type Clock, fakeListeners, fakePerformanceObserver, popup, T0, warnings } from '../setup/helpers';

/** the fake PerformanceObserver (test/setup/helpers.ts) and the page's requests it sees */
const { obs, requests } = fakePerformanceObserver();

const ORIGIN = 'https://shop.example';
const shop = (extra: Record<string, string | number> = {}, currency = 'USD'): Partial<Boot> => ({
  store: { store_integration: 'shopify', store_integration_customer_id: 'cust-7', cart_total_price: 0, cart_total_items: 0, cart_products_ids_list: '', ...extra },
  currency,
});
const cartPopup = (action: string, filter: string, value: number | string, extra: Partial<CartPopup> = {}) =>
  popup('c', { shopify_cart_trigger_active: 1, shopify_cart_trigger_action: action, shopify_cart_trigger_cart_spec_filter: filter, shopify_cart_trigger_cart_spec_value: value, ...extra } as Partial<CartPopup>);

let c: Clock, L: ReturnType<ReturnType<typeof fakeListeners>>, fired: string[], cartJs: { status?: number; body?: unknown };
/** arm popup p the way the engine does (engine/triggers.ts arm, the lent triggers beside the
 *  common ones) on a page whose boot carries `extra` */
const start = (p = popup('x'), extra: Partial<Boot> = shop()) => {
  const P: Platform = { ...L, now: c.now, t0: T0, id: 'client1', b: boot([p], extra) };
  return arm(p, P, (t) => fired.push(t), triggers);
};
const cartReads = () => calls.filter((x) => x.url.endsWith('cart.js')).length;

test.before.each(() => {
  reset();
  obs.length = 0;
  c = clock();
  L = fakeListeners(c)();
  fired = [];
  STORE.store_integration = STORE.store_integration_customer_id = '';
  cartJs = { body: { total_price: 0, item_count: 0, items: [] } };
  respond((u) => (u.endsWith('/cart.js') ? cartJs : undefined));
  delete (window as any).Shopify;
});
test.after.each(() => L.off());

test('the cart requests: add, change, update, clear, a locale prefix and .js optional, this shop only', () => {
  for (const p of ['/cart/add', '/cart/add.js', '/cart/change.js', '/cart/update', '/cart/clear.js', '/fr/cart/add.js', '/en-us/cart/change', '/pt-BR/cart/update.js', '/cart/add.js?x=1'])
    assert.ok(isCart(ORIGIN + p), p);
  for (const p of ['/cart.js', '/cart', '/cart/addx', '/products/cart/add', '/french/cart/add', '/cart/add.json', '/a/b/cart/add'])
    assert.not.ok(isCart(ORIGIN + p), p);
  assert.not.ok(isCart('https://other.example/cart/add.js'), 'another origin');
});

test('STORE, local storage and the cart from the context; fetch and XMLHttpRequest untouched', () => {
  const f = window.fetch, g = globalThis.fetch, open = (window as any).XMLHttpRequest.prototype.open;
  start(popup('x'), shop({ cart_total_price: 2500, cart_total_items: 2, cart_products_ids_list: '11,22' }));
  assert.equal(STORE, { store_integration: 'shopify', store_integration_customer_id: 'cust-7' });
  assert.is(localStorage.getItem(PRODUCTS), '11,22');
  assert.is(localStorage.getItem(TOTAL), '2500|2');
  assert.is(cartReads(), 0, 'the context has the cart: no read');
  assert.ok(window.fetch === f && globalThis.fetch === g, 'fetch is the page\'s');
  assert.ok((window as any).XMLHttpRequest.prototype.open === open, 'XMLHttpRequest is the page\'s');
  assert.equal(obs[0].opts, { type: 'resource', buffered: true });
});

test('a burst of cart requests is one /cart.js read, CART_MS after the last, at the shop\'s root', async () => {
  (window as any).Shopify = { routes: { root: '/fr/' } };
  cartJs = { body: { total_price: 4200, item_count: 3, items: [{ product_id: 11 }, { product_id: 33 }], currency: 'USD' } };
  start();
  requests(ORIGIN + '/fr/cart/add.js', ORIGIN + '/img/x.png');
  c.tick(CART_MS - 1);
  requests(ORIGIN + '/fr/cart/change.js');
  c.tick(CART_MS - 1);
  assert.is(cartReads(), 0, 'not before CART_MS after the last');
  requests(ORIGIN + '/img/y.png');
  c.tick(1);
  assert.is(cartReads(), 1);
  assert.is(calls.find((x) => x.url.endsWith('cart.js'))!.url, '/fr/cart.js');
  c.tick(CART_MS * 3);
  assert.is(cartReads(), 1, 'one read for the burst');
  await until(() => localStorage.getItem(TOTAL) == '4200|3');
  assert.is(localStorage.getItem(PRODUCTS), '11,33');
});

test('a failed /cart.js read logs Cart Error and keeps the last cart; stop() disconnects the watcher', async () => {
  start(popup('x'), shop({ cart_total_price: 900, cart_total_items: 1, cart_products_ids_list: '5' }));
  cartJs = { status: 500 };
  requests(ORIGIN + '/cart/add.js');
  c.tick(CART_MS);
  await until(() => warnings.includes('[poptin] Cart Error'));
  assert.is(localStorage.getItem(TOTAL), '900|1');
  L.off();
  assert.ok(obs[0].gone);
});

test('without a cart in the context: one read at once', async () => {
  cartJs = { body: { total_price: 100, item_count: 1, items: [{ product_id: 9 }] } };
  start(popup('x'), { store: { store_integration: 'shopify' } });
  assert.is(cartReads(), 1);
  await until(() => localStorage.getItem(PRODUCTS) == '9');
});

test('a currency\'s own decimals: USD 2, JPY 0, KWD 3; unknown 2, logged', () => {
  assert.equal([decimals('USD'), decimals('JPY'), decimals('KWD'), decimals('EUR')], [2, 0, 3, 2]);
  assert.is(decimals('NOPE!'), 2);
  assert.ok(warnings.includes('[poptin] Currency unknown: NOPE!'));
});

test('cart value at its boundary, an amount unit of 1/100, 1 and 1/1000 of the currency, for each comparison', () => {
  const cases: [number, number, number][] = [[100, 19.99, 1999], [1, 2000, 2000], [1000, 1.234, 1234]];
  for (const [u, v, minor] of cases) {
    const at = (f: string, t: number) => met(cartPopup('cart_value', f, v), [t, 1, []], u);
    assert.equal([at('greater_than', minor), at('greater_than', minor + 1)], [false, true], u + ' >');
    assert.equal([at('equal', minor - 1), at('equal', minor), at('equal', minor + 1)], [false, true, false], u + ' =');
    assert.equal([at('greater_than_or_equal', minor - 1), at('greater_than_or_equal', minor)], [false, true], u + ' >=');
  }
  // the same 20 is 2000 cents, 20 yen, 20000 fils
  assert.equal([met(cartPopup('cart_value', 'equal', 20), [2000, 1, []], 100), met(cartPopup('cart_value', 'equal', 20), [20, 1, []], 1), met(cartPopup('cart_value', 'equal', 20), [20000, 1, []], 1000)], [true, true, true]);
});

test('the amount unit from the shop\'s money format for 100 (data-money100): 1.00, 1,00, ¥1 → 100; 100 → 1; 0.100 → 1000; else 0', () => {
  assert.equal(['1.00', '1,00', '1', '¥1', '<span class=money>1.00</span>', "1'00"].map(scale), [100, 100, 100, 100, 100, 100]);
  assert.equal([scale('100'), scale('¥100'), scale('0.100'), scale('10.0')], [1, 1, 1000, 10]);
  assert.equal([scale(undefined), scale(''), scale('abc'), scale('3.00'), scale('0')], [0, 0, 0, 0, 0]);
});

test('a yen cart: the embed\'s money format (Shopify: hundredths) decides; without it the currency\'s own decimals', () => {
  const tag = document.createElement('script');
  tag.dataset.store = 'shopify';
  tag.dataset.money100 = '1';
  document.body.append(tag);
  // ¥900 is 90000 in Shopify's amounts, ¥1,500 150000; the popup asks for more than ¥1,000
  const more = (total: number) => {
    fired = [];
    start(cartPopup('cart_value', 'greater_than', 1000), shop({ cart_total_price: total, cart_total_items: 1 }, 'JPY'));
    L.off();
    return fired.length;
  };
  assert.equal([more(90000), more(150000)], [0, 1]);
  tag.remove();
  // no embed: JPY has no decimals, so 900 is ¥900 and 1500 ¥1,500
  assert.equal([more(900), more(1500), more(90000)], [0, 1, 1]);
});

test('item count and a listed product; unknown action or filter: null', () => {
  assert.equal([2, 3].map((n) => met(cartPopup('cart_items', 'greater_than', 2), [0, n, []])), [false, true]);
  assert.equal([2, 3].map((n) => met(cartPopup('cart_items', 'equal', 3), [0, n, []])), [false, true]);
  const p = cartPopup('product_added', '', '', { shopify_cart_trigger_products: ['7', 8] });
  assert.equal([met(p, [0, 1, ['1']]), met(p, [0, 1, ['1', '8']])], [false, true]);
  assert.is(met(cartPopup('product_added', '', '', { shopify_cart_trigger_products: '3, 4' }), [0, 1, ['4']]), true);
  assert.is(met(cartPopup('cart_smell', 'equal', 1), [0, 0, []]), null);
  assert.is(met(cartPopup('cart_items', 'less_than', 1), [0, 0, []]), null);
  assert.is(met(cartPopup('cart_value', 'greater_than', ''), [100, 1, []]), null, 'no value is no 0');
  assert.is(met(cartPopup('cart_items', 'equal', -1), [0, 0, []]), null);
});

test('the cart trigger fires once, when a read meets it; not on page load', async () => {
  start(cartPopup('cart_value', 'greater_than_or_equal', 50));
  assert.equal(fired, [], 'an empty cart: armed, not shown on load');
  cartJs = { body: { total_price: 5000, item_count: 1, items: [{ product_id: 1 }] } };
  requests(ORIGIN + '/cart/add.js');
  c.tick(CART_MS);
  await until(() => fired.length);
  cartJs = { body: { total_price: 9000, item_count: 2, items: [{ product_id: 1 }] } };
  requests(ORIGIN + '/cart/change.js');
  c.tick(CART_MS);
  await until(() => localStorage.getItem(TOTAL) == '9000|2');
  assert.equal(fired, ['cart']);
});

test('the trigger itself fires once, without first() around it', async () => {
  const got: string[] = [];
  const P: Platform = { ...L, now: c.now, t0: T0, id: 'client1', b: boot([], shop()) };
  triggers[0](cartPopup('cart_items', 'greater_than_or_equal', 1), { ...P, w: window }, (t) => got.push(t), () => {});
  for (const n of [1, 2]) {
    cartJs = { body: { total_price: n, item_count: n, items: [] } };
    requests(ORIGIN + '/cart/add.js');
    c.tick(CART_MS);
    await until(() => localStorage.getItem(TOTAL) == n + '|' + n);
  }
  assert.equal(got, ['cart']);
});

test('a cart that already meets it fires at once; a popup without it or off a Shopify store shows on its own triggers', () => {
  start(cartPopup('cart_items', 'greater_than', 0), shop({ cart_total_items: 1 }));
  assert.equal(fired, ['cart']);
  fired = [];
  start(popup('y'));
  assert.equal(fired, ['page_load'], 'no cart trigger: page_load as before');
  fired = [];
  obs.length = 0;
  start(cartPopup('cart_items', 'greater_than', 0), { store: undefined });
  assert.equal(fired, [], 'off a store: never fires, not page_load');
  assert.is(obs.length + cartReads(), 0, 'no watcher, no read');
  assert.ok(warnings.includes('[poptin] Cart trigger off a Shopify store'));
});

test.run();
