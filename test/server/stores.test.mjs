// The mock endpoints of store B and the third cart platform (server/routes/stores.mjs, issue 24;
// docs/display-api.md "Mock storefront"): Wix's deprecated member call (a member for the
// `member` cookie, a guest, the 404 of the removed endpoint) and WooCommerce's Store API cart
// (a cart per visitor, minor units in strings with their unit, add-item and its refusals).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop } from './helpers.mjs';
import { MAX_CARTS, WOO_PRODUCTS } from '../../server/routes/stores.mjs';

let s;
test.before(async () => {
  s = await start({ carts: 30 });
});
test.after(() => stop(s));

const MEMBER = '_api/apps/current-member/';
const CART = 'wp-json/wc/store/v1/cart';

/** A visitor with its own cookie jar, sending the Store API's last Nonce header with a POST (as
 *  WooCommerce's own scripts do); `nonce` (a string, or null for none) overrides it */
function visitor(jar = '') {
  let last;
  return async (path, { method = 'GET', body, nonce = last } = {}) => {
    const r = await fetch(s.url + path, { method, headers: { ...(jar && { cookie: jar }), ...(body && { 'content-type': 'application/json' }), ...(method == 'POST' && nonce != null && { nonce }) }, body: body && JSON.stringify(body) });
    const set = /wc_cart=([^;]*)/.exec(r.headers.get('set-cookie') || '');
    if (set) jar = 'wc_cart=' + set[1];
    last = r.headers.get('nonce') ?? last;
    return r;
  };
}

test('call 19: the member the cookie names, a guest without one, 404 for the removed endpoint', async () => {
  const m = await fetch(s.url + MEMBER + 'app-1', { headers: { cookie: 'a=1; member=m-42' } });
  assert.is(m.status, 200);
  assert.equal(await m.json(), { member: { id: 'm-42' } });
  assert.equal(await (await fetch(s.url + MEMBER + 'app-1')).json(), { member: null });
  assert.equal(await (await fetch(s.url + MEMBER + 'app-1', { headers: { cookie: 'member=<x>' } })).json(), { member: null }, 'not an id');
  assert.is((await fetch(s.url + MEMBER + 'deprecated', { headers: { cookie: 'member=m-42' } })).status, 404);
  assert.is((await fetch(s.url + MEMBER + 'app-1', { method: 'POST' })).status, 405);
});

test('the Store API cart: empty for a new visitor, with its cookie; add-item totals in minor units', async () => {
  const v = visitor();
  const first = await v(CART);
  assert.match(first.headers.get('set-cookie'), /^wc_cart=[a-f0-9]{32}; Path=\/; SameSite=Lax$/);
  assert.equal(await first.json(), { items: [], items_count: 0, totals: { total_items: '0', total_price: '0', currency_code: 'USD', currency_minor_unit: 2 } });
  const add = await v(CART + '/add-item', { method: 'POST', body: { id: 102, quantity: 2 } });
  assert.is(add.status, 201);
  assert.is(add.headers.get('set-cookie'), null, 'the same cart');
  await v(CART + '/add-item', { method: 'POST', body: { id: 101 } });
  const c = await (await v(CART)).json();
  assert.equal([c.items.map((i) => [i.id, i.quantity]), c.items_count, c.totals.total_price], [[[102, 2], [101, 1]], 3, String(2 * WOO_PRODUCTS[102][1] + WOO_PRODUCTS[101][1])]);
  // another visitor, and a forged token, have carts of their own
  assert.is((await (await visitor()(CART)).json()).items_count, 0);
  assert.is((await (await visitor('wc_cart=' + 'f'.repeat(32))(CART)).json()).items_count, 0);
});

test("the Store API's nonce: every cart answer carries one; a POST without it is 401, with another cart's or a forged one 403, and adds nothing", async () => {
  const v = visitor(), w = visitor();
  const n = (await v(CART)).headers.get('nonce');
  assert.match(n, /^[a-f0-9]{10}$/);
  const m = (await w(CART)).headers.get('nonce');
  assert.is.not(m, n, 'a nonce per cart session');
  for (const [nonce, status, code] of [[null, 401, 'woocommerce_rest_missing_nonce'], [m, 403, 'woocommerce_rest_invalid_nonce'], ['0123456789', 403, 'woocommerce_rest_invalid_nonce']]) {
    const r = await v(CART + '/add-item', { method: 'POST', body: { id: 101 }, nonce });
    assert.is(r.status, status, String(nonce));
    assert.equal(await r.json(), { code, message: (await import('../../server/routes/stores.mjs')).NONCE_ERRORS[code], data: { status } });
  }
  assert.is((await (await v(CART)).json()).items_count, 0);
  const ok = await v(CART + '/add-item', { method: 'POST', body: { id: 101 }, nonce: n });
  assert.is(ok.status, 201);
  assert.is(ok.headers.get('nonce'), n, 'the add answer carries it too');
  // a first POST, before any cart (no cookie), has no valid nonce
  assert.is((await visitor()(CART + '/add-item', { method: 'POST', body: { id: 101 }, nonce: n })).status, 403);
});

test('add-item refuses an unknown product and a quantity that is not a whole number >= 1', async () => {
  const v = visitor();
  await v(CART);
  for (const body of [{ id: 999 }, { id: '__proto__' }, { id: 101, quantity: 0 }, { id: 101, quantity: 1.5 }, { id: 101, quantity: 'x' }, { id: 101, quantity: 1e9 }]) {
    const r = await v(CART + '/add-item', { method: 'POST', body });
    assert.is(r.status, 400, JSON.stringify(body));
    assert.is((await r.json()).data.status, 400);
  }
  assert.is((await (await v(CART)).json()).items_count, 0);
});

test('at most MAX_CARTS carts (30 on this test server): the oldest goes first', async () => {
  assert.ok(MAX_CARTS >= 100, 'a real server keeps many');
  const first = visitor();
  await first(CART);
  assert.is((await first(CART + '/add-item', { method: 'POST', body: { id: 103 } })).status, 201);
  for (let i = 0; i < 30; i++) await fetch(s.url + CART);
  assert.is((await (await first(CART)).json()).items_count, 0);
});

test.run();
