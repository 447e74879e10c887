// P27, P11: the Wix adapter (features/wix/wix.ts, docs/behaviour.md P27 and P11): the cart read
// from call 1's wix_cart_details, the Wix cart trigger's comparisons at their boundaries, STORE
// filled, and the member id of call 19, whose endpoint Wix deprecated: a 404, a failure or an
// answer without a member is one log line and an anonymous visitor, never an error.
import { calls, reset, settle, respond, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bought, cartOf, met, triggers, type WixPopup } from '../../src/features/wix/wix';
import { arm } from '../../src/engine/triggers';
import { STORE } from '../../src/popup/store';
import { seen } from '../../src/core/log';
import type { Boot, Platform } from '../../src/popup/rungs';
import { API, boot, clock, type Clock, fakeListeners, popup, T0, warnings } from '../setup/helpers';

const DETAILS = { lineItems: [{ productId: 'p1', quantity: 2 }, { catalogReference: { catalogItemId: 'p2' }, quantity: 1 }], subtotal: { amount: '19.99', currency: 'USD' } };
const wixPage = (details: unknown = DETAILS): Partial<Boot> => ({ store: { store_integration: 'wix' }, answer: { poptins: [], wix_cart_details: details } as Boot['answer'] });
const cartPopup = (action: string, filter: string, value: number | string, extra: Partial<WixPopup> = {}) =>
  popup('w', { wix_cart_trigger_active: 1, wix_cart_trigger_action: action, wix_cart_trigger_cart_spec_filter: filter, wix_cart_trigger_cart_spec_value: value, ...extra } as Partial<WixPopup>);

let c: Clock, L: ReturnType<ReturnType<typeof fakeListeners>>, fired: string[];
const start = (p = popup('x'), extra: Partial<Boot> = wixPage()) => {
  const P: Platform = { ...L, now: c.now, t0: T0, id: 'client1', b: boot([p], extra) };
  return arm(p, P, (t) => fired.push(t), triggers);
};
/** the loader tag of a Wix site's embed, with its app id */
const tag = (app?: string) => {
  const s = document.createElement('script');
  s.dataset.store = 'wix';
  if (app) s.dataset.app = app;
  document.head.append(s);
};
const memberCalls = () => calls.filter((x) => x.url.includes('/_api/apps/current-member/'));

test.before.each(() => {
  reset('https://site.example/shop');
  c = clock();
  L = fakeListeners(c)();
  fired = [];
  STORE.store_integration = STORE.store_integration_customer_id = '';
});
test.after.each(() => L.off());

test('the cart from wix_cart_details: subtotal in major units, quantities summed, both line shapes', () => {
  assert.equal(cartOf(DETAILS), [19.99, 3, ['p1', 'p2']]);
  assert.equal(cartOf({ lineItems: [{ productId: 'a' }] }), [0, 1, ['a']], 'no quantity is one, no subtotal 0');
  assert.equal([cartOf(undefined), cartOf({ lineItems: 'x', subtotal: { amount: 'n/a' } })], [[0, 0, []], [0, 0, []]]);
});

test('cart value at its boundary, in major units as Wix gives them, for each comparison', () => {
  const at = (f: string, t: number) => met(cartPopup('cart_value', f, '19.99'), [t, 1, []]);
  assert.equal([at('greater_than', 19.99), at('greater_than', 20)], [false, true]);
  assert.equal([at('equal', 19.99), at('equal', 19.98)], [true, false]);
  assert.equal([at('greater_than_or_equal', 19.98), at('greater_than_or_equal', 19.99)], [false, true]);
  assert.equal(met(cartPopup('cart_value', 'equal', 20), cartOf({ subtotal: { amount: '20.00' } })), true);
});

test('cart items and product added; an unknown action, filter or value is null', () => {
  assert.equal([met(cartPopup('cart_items', 'greater_than_or_equal', 3), cartOf(DETAILS)), met(cartPopup('cart_items', 'greater_than', 3), cartOf(DETAILS))], [true, false]);
  assert.is(met(cartPopup('product_added', '', '', { wix_cart_trigger_products: [{ id: 'p2' }] }), cartOf(DETAILS)), true);
  assert.is(met(cartPopup('product_added', '', '', { wix_cart_trigger_products: 'p9, p8' }), cartOf(DETAILS)), false);
  assert.equal([met(cartPopup('cart_size', 'equal', 1), [1, 1, []]), met(cartPopup('cart_items', 'less_than', 1), [1, 1, []]), met(cartPopup('cart_items', 'equal', ''), [1, 1, []])], [null, null, null]);
});

test('on a Wix page: STORE filled, the answer\'s cart fires the trigger when it holds, once; the Shopify fields are not read', async () => {
  tag('app-1');
  respond(() => undefined);
  start(cartPopup('cart_value', 'greater_than', 10));
  assert.equal(fired, ['cart']);
  assert.is(STORE.store_integration, 'wix');
  start(cartPopup('cart_value', 'greater_than', 20));
  assert.equal(fired, ['cart'], 'a cart below the value does not fire');
  start(popup('s', { shopify_cart_trigger_active: 1, shopify_cart_trigger_action: 'cart_items', shopify_cart_trigger_cart_spec_filter: 'greater_than', shopify_cart_trigger_cart_spec_value: 0 } as object));
  assert.equal(fired, ['cart', 'page_load'], 'the Shopify fields are not the Wix trigger (this chunk lends none for them)');
  await settle();
});

test('call 19: the member id on the page\'s origin with the tag\'s app id fills STORE', async () => {
  tag('app 1');
  respond((u) => (u == '/_api/apps/current-member/app%201' ? { body: { member: { id: 'm-42' } } } : undefined));
  start();
  await until(() => STORE.store_integration_customer_id == 'm-42');
  assert.is(memberCalls().length, 1);
});

test('call 19 deprecated: a 404, a failure or no member is a log line and an anonymous visitor', async () => {
  tag('app-1');
  start(); // respond: nothing, a 404
  await until(() => warnings.includes('[poptin] Wix member unavailable'));
  assert.is(STORE.store_integration_customer_id, '');
  const failures: Parameters<typeof respond>[0][] = [() => { throw new TypeError('Failed to fetch'); }, () => ({ body: { error: 'gone' } }), () => ({ status: 200, body: 'not json' })];
  for (const r of failures) {
    const before = memberCalls().length;
    respond(r);
    start(); // a new page view (a new Boot) asks again
    await until(() => memberCalls().length == before + 1);
    await settle();
    assert.is(STORE.store_integration_customer_id, '');
  }
  assert.not.ok(fired.includes('cart'));
});

test('no app id on the tag: no call, a log line; off a Wix page the trigger never fires', async () => {
  start(cartPopup('cart_items', 'greater_than_or_equal', 0));
  assert.equal(memberCalls(), []);
  assert.ok(warnings.includes('[poptin] Wix member: no app id'));
  assert.equal(fired, ['cart']);
  fired = [];
  STORE.store_integration = '';
  start(cartPopup('cart_items', 'greater_than_or_equal', 0), {});
  assert.equal(fired, []);
  assert.ok(warnings.includes('[poptin] Cart trigger off a Wix store'));
  assert.is(STORE.store_integration, '');
  start(cartPopup('cart_items', 'less', 0));
  assert.ok(warnings.includes('[poptin] Cart trigger unknown: ' + cartPopup('x', 'y', 0).poptin_id));
});

// Call 14 (spec §7; docs/behaviour.md P27 "Wix ordered products"): bought(b, params), which
// loader-store.js calls for Wix's 'Purchase' analytics event (its registration with
// window.wixDevelopersAnalytics is tested in test/dist/loader.test.mjs)
const ORDERED = API + '/wix/save-ordered-products';
const call14 = () => calls.filter((x) => x.url == ORDERED);
const PURCHASE = { orderId: 'o-1', origin: 'Stores', revenue: 27, currency: 'USD', contents: [{ id: 'p1', name: 'Beans', category: 'Coffee', price: 9, quantity: 2 }, { id: 'p2', name: 'Mug', price: 9, quantity: 1 }], userId: 'u-9' };
const asMember = (id: string | null) =>
  respond((u) => (u.includes('/_api/apps/current-member/') ? { body: { member: id && { id } } } : u == ORDERED ? { body: { success: true } } : undefined));
test.after.each(() => {
  warnings.length = 0;
  seen.clear();
});

test("call 14: a member's Purchase sends its products to the display API, once per order; the member asked once per page view, popups or not", async () => {
  tag('app-1');
  asMember('m-42');
  const b = boot([], wixPage());
  await bought(b, PURCHASE);
  await until(() => call14().length);
  assert.is(call14()[0].method, 'POST');
  assert.equal(JSON.parse(call14()[0].body), {
    client_id: 'client1',
    customer_id: 'm-42',
    products: [{ product_id: 'p1', product_name: 'Beans', category: 'Coffee' }, { product_id: 'p2', product_name: 'Mug', category: '' }],
    source_table: 'browse_abandonment',
  });
  assert.is(STORE.store_integration_customer_id, 'm-42');
  await bought(b, PURCHASE);
  await bought(b, { ...PURCHASE, orderId: 'o-2' });
  await until(() => call14().length == 2);
  await settle();
  assert.is(call14().length, 2, 'o-1 once, o-2 once');
  assert.is(memberCalls().length, 1, 'call 19 once for the page view');
  assert.equal(warnings, []);
});

test('call 14 waits for call 19: a Purchase before the member is known is sent once it is; no member, nothing', async () => {
  tag('app-1');
  let answer = () => {};
  respond((u) => (u.includes('/current-member/') ? new Promise((r) => (answer = () => r({ body: { member: { id: 'm-7' } } }))) : u == ORDERED ? { body: {} } : undefined));
  const done = bought(boot([], wixPage()), { ...PURCHASE, orderId: 'o-3' });
  await settle();
  assert.equal(call14(), [], 'not before call 19 answered');
  answer();
  await done;
  await until(() => call14().length);
  assert.is(JSON.parse(call14()[0].body).customer_id, 'm-7');
  calls.length = 0;
  asMember(null);
  await bought(boot([], wixPage()), { ...PURCHASE, orderId: 'o-4' });
  assert.ok(warnings.includes('[poptin] Wix member unavailable'));
  await settle();
  assert.equal(call14(), [], 'a guest: nothing');
});

test('a malformed Purchase is one log line and sends nothing', async () => {
  tag('app-1');
  asMember('m-42');
  const b = boot([], wixPage());
  for (const d of [undefined, 'x', { orderId: 'o-5' }, { orderId: 'o-5', contents: 'x' }, { contents: [{ id: 'p1' }] }]) await bought(b, d);
  await settle();
  assert.equal(call14(), []);
  assert.ok(warnings.includes('[poptin] Wix purchase failed'), warnings.join());
});

test.run();
