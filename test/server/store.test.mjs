// The mock Shopify storefront (issue 24, docs/display-api.md "Mock storefront"): Shopify's Ajax
// cart contract on the demo's origin with a real cart per visitor (the `cart` cookie), the stock
// refusals (422, Shopify's JSON shape: the status is checked, never the text), the locale prefix,
// a theme's form posts, the presentment currencies and the demo store pages with their globals.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop } from './helpers.mjs';
import { PRODUCTS } from '../../server/store/catalogue.mjs';
import { MAX_CARTS } from '../../server/store/cart.mjs';

/** the bound this server keeps (startServer's `carts`; a real one keeps MAX_CARTS) */
const CARTS = 40;

let s;
test.before(async () => {
  s = await start({ carts: CARTS });
});
test.after(() => stop(s));

const HOUSE_250 = 44100000000011; // $14.00, 40 in stock
const HOUSE_1KG = 44100000000012; // $48.00
const ETHIOPIA_1KG = 44100000000022; // 3 in stock
const KETTLE_BLACK = 44100000000032; // sold out
const DRIPPER = 44100000000041; // $28.00, a product without options
const SAMPLER = 44100000000051; // the sold-out product

/** A visitor with its own cookie jar: fetch(path, { method, body, type, headers }). */
function visitor() {
  let jar = '';
  return async (path, { method = 'GET', body, type = 'application/json', headers = {} } = {}) => {
    const raw = typeof body === 'string' || body instanceof URLSearchParams || body instanceof FormData;
    const r = await fetch(s.url + path.replace(/^\//, ''), {
      method,
      redirect: 'manual',
      headers: { ...(jar && { cookie: jar }), ...(body !== undefined && !(body instanceof FormData) && { 'content-type': type }), ...headers },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
    const set = /cart=([^;]*)/.exec(r.headers.get('set-cookie') || '');
    if (set) jar = 'cart=' + set[1];
    r.jar = jar;
    return r;
  };
}
const json = (r) => r.json();
const post = (v, path, body, opts = {}) => v(path, { method: 'POST', body, ...opts });

test('cart.js gives a new visitor an empty cart and the cart cookie that names it', async () => {
  const v = visitor();
  const r = await v('/cart.js');
  assert.is(r.status, 200);
  const cookie = r.headers.get('set-cookie');
  assert.match(cookie, /^cart=[a-f0-9]{32}; Path=\/; Max-Age=1209600; SameSite=Lax$/);
  const c = await r.json();
  assert.is(c.token, /cart=([a-f0-9]+)/.exec(cookie)[1]);
  assert.equal([c.item_count, c.total_price, c.currency, c.items], [0, 0, 'USD', []]);
  // the cookie is set once: the next call keeps the same cart
  const again = await v('/cart.js');
  assert.is(again.headers.get('set-cookie'), null);
  assert.is((await again.json()).token, c.token);
});

test('each visitor has a cart of their own; a forged token starts a new one', async () => {
  const a = visitor();
  const b = visitor();
  await a('/cart.js');
  await b('/cart.js');
  assert.is((await post(a, '/cart/add.js', { id: HOUSE_250, quantity: 2 })).status, 200);
  const ca = await json(await a('/cart.js'));
  const cb = await json(await b('/cart.js'));
  assert.is(ca.item_count, 2);
  assert.is(cb.item_count, 0);
  assert.is.not(ca.token, cb.token);
  const forged = await fetch(s.url + 'cart.js', { headers: { cookie: 'cart=' + 'f'.repeat(32) } });
  const cf = await forged.json();
  assert.is.not(cf.token, 'f'.repeat(32));
  assert.is(cf.item_count, 0);
});

test('add.js answers the line (or { items }) with Shopify\'s fields, and adds to a line already there', async () => {
  const v = visitor();
  const line = await json(await post(v, '/cart/add.js', { id: HOUSE_250, quantity: 2 }));
  const house = PRODUCTS[0];
  assert.equal(
    [line.id, line.variant_id, line.product_id, line.quantity, line.price, line.line_price, line.title, line.handle, line.variant_title],
    [HOUSE_250, HOUSE_250, house.id, 2, 1400, 2800, 'House Blend - 250 g', 'house-blend', '250 g'],
  );
  assert.match(line.key, new RegExp('^' + HOUSE_250 + ':'));
  const many = await json(await post(v, '/cart/add.js', { items: [{ id: HOUSE_250, quantity: 1 }, { id: DRIPPER }] }));
  assert.equal(many.items.map((i) => [i.id, i.quantity]), [[HOUSE_250, 3], [DRIPPER, 1]]);
  assert.is(many.items[1].product_has_only_default_variant, true);
  assert.is(many.items[1].variant_title, null);
  const c = await json(await v('/cart.js'));
  assert.equal([c.item_count, c.total_price, c.items.length], [4, 3 * 1400 + 2800, 2]);
  assert.equal(c.items.map((i) => [i.variant_id, i.quantity, i.line_price]), [[HOUSE_250, 3, 4200], [DRIPPER, 1, 2800]]);
});

test('a sold-out variant or product, or more than the inventory, is a 422 and changes nothing', async () => {
  const v = visitor();
  assert.is((await post(v, '/cart/add.js', { id: ETHIOPIA_1KG, quantity: 2 })).status, 200);
  for (const body of [{ id: KETTLE_BLACK, quantity: 1 }, { id: SAMPLER }, { id: ETHIOPIA_1KG, quantity: 2 }, { items: [{ id: HOUSE_250, quantity: 1 }, { id: SAMPLER, quantity: 1 }] }]) {
    const r = await post(v, '/cart/add.js', body);
    assert.is(r.status, 422, JSON.stringify(body));
    const e = await r.json();
    assert.is(e.status, 422);
    assert.type(e.message, 'string');
    assert.type(e.description, 'string');
  }
  const c = await json(await v('/cart.js'));
  assert.equal(c.items.map((i) => [i.id, i.quantity]), [[ETHIOPIA_1KG, 2]], 'all or nothing: the house blend was not added either');
  // the last one in stock still goes in
  assert.is((await post(v, '/cart/add.js', { id: ETHIOPIA_1KG, quantity: 1 })).status, 200);
  assert.is((await post(v, '/cart/add.js', { id: 999, quantity: 1 })).status, 404);
  assert.is((await post(v, '/cart/add.js', { id: HOUSE_250, quantity: -1 })).status, 400);
  assert.is((await post(v, '/cart/add.js', { id: HOUSE_250, quantity: 1.5 })).status, 400);
});

test('change.js sets a line by its number, variant id or key; 0 removes it; beyond the stock is a 422', async () => {
  const v = visitor();
  await post(v, '/cart/add.js', { items: [{ id: HOUSE_250, quantity: 1 }, { id: ETHIOPIA_1KG, quantity: 1 }, { id: DRIPPER, quantity: 1 }] });
  let c = await json(await post(v, '/cart/change.js', { line: 1, quantity: 5 }));
  assert.equal(c.items.map((i) => i.quantity), [5, 1, 1]);
  c = await json(await post(v, '/cart/change.js', { id: String(ETHIOPIA_1KG), quantity: 3 }));
  assert.equal(c.items.map((i) => i.quantity), [5, 3, 1]);
  assert.is((await post(v, '/cart/change.js', { id: ETHIOPIA_1KG, quantity: 4 })).status, 422);
  c = await json(await post(v, '/cart/change.js', { id: c.items[2].key, quantity: 0 }));
  assert.equal(c.items.map((i) => i.id), [HOUSE_250, ETHIOPIA_1KG]);
  assert.is(c.item_count, 8);
  assert.is((await post(v, '/cart/change.js', { line: 3, quantity: 1 })).status, 400);
  assert.is((await post(v, '/cart/change.js', { id: DRIPPER, quantity: 1 })).status, 400, 'not in the cart');
});

test('update.js takes { variant: qty } or quantities in line order, adds a new variant; clear.js empties', async () => {
  const v = visitor();
  await post(v, '/cart/add.js', { id: HOUSE_250, quantity: 1 });
  let c = await json(await post(v, '/cart/update.js', { updates: { [HOUSE_250]: 2, [HOUSE_1KG]: 1 } }));
  assert.equal(c.items.map((i) => [i.id, i.quantity]), [[HOUSE_250, 2], [HOUSE_1KG, 1]]);
  c = await json(await post(v, '/cart/update.js', { updates: [0, 4] }));
  assert.equal(c.items.map((i) => [i.id, i.quantity]), [[HOUSE_1KG, 4]]);
  assert.is((await post(v, '/cart/update.js', { updates: { [HOUSE_1KG]: 11 } })).status, 422);
  assert.is((await post(v, '/cart/update.js', { updates: { [KETTLE_BLACK]: 1 } })).status, 422);
  assert.is((await json(await v('/cart.js'))).item_count, 4);
  c = await json(await post(v, '/cart/clear.js', {}));
  assert.equal([c.item_count, c.items], [0, []]);
  assert.is((await json(await v('/cart.js'))).item_count, 0);
});

test('a locale prefix answers the same calls on the same cart', async () => {
  const v = visitor();
  assert.is((await post(v, '/fr/cart/add.js', { id: DRIPPER, quantity: 2 })).status, 200);
  assert.is((await post(v, '/fr/cart/add.js', { id: SAMPLER })).status, 422);
  assert.is((await json(await v('/cart.js'))).item_count, 2);
  assert.is((await json(await v('/fr/cart.js'))).item_count, 2);
  assert.is((await json(await post(v, '/pt-br/cart/change.js', { line: 1, quantity: 1 }))).item_count, 1);
  assert.is((await v('/fr/cart')).status, 200);
});

test('a theme\'s form post adds and goes on to the cart (or return_to); FormData asking for JSON gets JSON', async () => {
  const v = visitor();
  const form = (o) => new URLSearchParams(o);
  let r = await post(v, '/cart/add', form({ id: String(HOUSE_250), quantity: '2' }), { type: 'application/x-www-form-urlencoded' });
  assert.is(r.status, 302);
  assert.is(r.headers.get('location'), '/cart');
  r = await post(v, '/fr/cart/add', form({ 'items[0][id]': String(DRIPPER), 'items[0][quantity]': '1', return_to: '/demo/store/' }), { type: 'application/x-www-form-urlencoded' });
  assert.is(r.headers.get('location'), '/demo/store/');
  r = await post(v, '/cart/add', form({ id: String(DRIPPER), return_to: '//evil.example/' }), { type: 'application/x-www-form-urlencoded' });
  assert.is(r.headers.get('location'), '/cart', 'never another site');
  const page = await (await v('/cart')).text();
  assert.match(page, 'House Blend - 250 g');
  assert.match(page, '$56.00'); // 2 × $14.00 + 1 × $28.00 (then +1 dripper)
  r = await post(v, '/cart/add', form({ id: String(SAMPLER) }), { type: 'application/x-www-form-urlencoded' });
  assert.is(r.status, 422);
  const fd = new FormData();
  fd.append('id', String(HOUSE_1KG));
  fd.append('quantity', '1');
  r = await post(v, '/cart/add', fd, { headers: { accept: 'application/javascript' } });
  assert.is(r.status, 200);
  assert.is((await r.json()).id, HOUSE_1KG);
  r = await post(v, '/cart/update', form({ [`updates[${HOUSE_1KG}]`]: '0' }), { type: 'application/x-www-form-urlencoded' });
  assert.is(r.status, 302);
  const c = await json(await v('/cart.js'));
  assert.equal(c.items.map((i) => [i.id, i.quantity]), [[HOUSE_250, 2], [DRIPPER, 2]]);
  assert.is((await post(v, '/cart/clear', '', { type: 'application/x-www-form-urlencoded' })).headers.get('location'), '/cart');
  assert.is((await json(await v('/cart.js'))).item_count, 0);
});

test('a body Shopify would not take is a 400 in its shape; a form name cannot reach a prototype', async () => {
  const v = visitor();
  for (const [body, type] of [['{not json', 'application/json'], ['[1]', 'application/json'], ['quantity=1', 'application/x-www-form-urlencoded'], [{ items: 'x' }, 'application/json'], [{ items: [] }, 'application/json']]) {
    const r = await post(v, '/cart/add.js', body, { type });
    assert.is(r.status, 400, JSON.stringify(body));
    assert.is((await r.json()).status, 'bad_request');
  }
  const fd = new FormData();
  fd.append('id', String(DRIPPER));
  fd.append('file', new Blob(['x']), 'x.txt');
  assert.is((await post(v, '/cart/add.js', fd)).status, 400, 'no files');
  const r = await post(v, '/cart/add.js', new URLSearchParams({ '__proto__[quantity]': '5', 'items[0][id]': String(DRIPPER), 'items[0][quantity]': '2' }), { type: 'application/x-www-form-urlencoded' });
  assert.is(r.status, 200);
  assert.equal((await r.json()).items.map((i) => [i.id, i.quantity]), [[DRIPPER, 2]]);
  assert.is({}.quantity, undefined);
  assert.is((await json(await v('/cart.js'))).item_count, 2);
  assert.is((await v('/cart/add.js')).status, 405, 'the calls are POSTs');
});

test('?currency= prices the cart in EUR at the rate, or in JPY in whole yen (amounts times 100)', async () => {
  const v = visitor();
  await post(v, '/cart/add.js', { items: [{ id: HOUSE_250, quantity: 2 }, { id: ETHIOPIA_1KG, quantity: 1 }] });
  let c = await json(await v('/cart.js?currency=EUR'));
  assert.is(c.currency, 'EUR');
  assert.equal(c.items.map((i) => i.price), [Math.round(1400 * 0.92), Math.round(6200 * 0.92)]);
  assert.is(c.total_price, 2 * 1288 + 5704);
  c = await json(await v('/cart.js?currency=JPY'));
  assert.equal(c.items.map((i) => i.price), [210000, 930000]);
  assert.ok(c.items.every((i) => i.price % 100 === 0), 'no fraction of a yen');
  assert.is((await json(await v('/cart.js?currency=XXX'))).currency, 'JPY', 'an unknown currency is ignored');
  const page = await (await v('/demo/store/')).text();
  assert.match(page, '"currency":{"active":"JPY","rate":"150"}');
  assert.match(page, '¥2,100');
});

test('the store pages embed the loader with Shopify\'s globals, the customer when signed in, the badge', async () => {
  const v = visitor();
  await post(v, '/cart/add.js', { id: HOUSE_250, quantity: 3 });
  for (const path of ['/demo/store/', '/demo/store/collections/coffee', '/demo/store/products/pour-over-kettle', '/cart']) {
    const r = await v(path);
    assert.is(r.status, 200, path);
    const html = await r.text();
    assert.match(html, '<script id="pixel-script-poptin" src="/dist/loader.js?id=demo" async></script>');
    assert.match(html, 'window.Shopify = {"shop":"lumen-coffee.myshopify.com"');
    assert.match(html, '"routes":{"root":"/"}');
    assert.match(html, '<span data-cart-count>3</span>');
    assert.match(html, '/demo/assets/store.js');
  }
  const r = await v('/demo/store/products/pour-over-kettle?customer=7001');
  const html = await r.text();
  const meta = JSON.parse(/window\.ShopifyAnalytics = \{ meta: (.*) \};/.exec(html)[1]);
  assert.equal([meta.page.pageType, meta.page.customerId, meta.product.id, meta.product.variants.length], ['product', 7001, PRODUCTS[2].id, 2]);
  assert.match(html, '"cid":7001');
  assert.match(r.headers.get('set-cookie'), /customer=7001/);
  // the cookie keeps the shopper signed in; ?customer= signs out
  const later = await (await fetch(s.url + 'demo/store/', { headers: { cookie: 'customer=7001' } })).text();
  assert.match(later, '"customerId":7001');
  const out = await (await fetch(s.url + 'demo/store/?customer=', { headers: { cookie: 'customer=7001' } })).text();
  assert.not.match(out, 'customerId');
  // the product form posts to the locale's root
  assert.match(await (await v('/demo/store/products/house-blend?locale=fr')).text(), 'action="/fr/cart/add"');
  assert.is((await v('/demo/store/products/no-such-thing')).status, 404);
  assert.is((await v('/demo/store/collections/nope')).status, 404);
  assert.match(await (await v('/demo/')).text(), 'href="/demo/store/"');
  assert.is((await v('/demo/assets/store.js')).status, 200);
});

test('the carts kept are bounded: past the bound (MAX_CARTS unless the server is told less) the least recently used one goes', async () => {
  assert.ok(MAX_CARTS >= 1000, 'a real server keeps many');
  const first = visitor();
  await post(first, '/cart/add.js', { id: DRIPPER });
  const kept = visitor();
  await post(kept, '/cart/add.js', { id: DRIPPER });
  for (let i = 0; i < CARTS; i++) {
    if (i === CARTS / 2) await kept('/cart.js'); // used again: it moves to the end
    await fetch(s.url + 'cart.js').then((r) => r.arrayBuffer());
  }
  assert.is((await json(await first('/cart.js'))).item_count, 0, 'dropped');
  assert.is((await json(await kept('/cart.js'))).item_count, 1, 'kept');
});

test.run();
