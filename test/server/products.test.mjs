// Call 15 on the reference server (server/routes/products.mjs, docs/display-api.md "15. Product
// recommendation"): the mock storefront's catalogue per category, at most 3 cards with a smaller
// limit respected, sold-out products left out, prices as Shopify's '14.00', the shop's
// currency, and the refusals (an unknown category, popup or limit).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, post } from './helpers.mjs';

let s;
test.before(async () => {
  s = await start();
});
test.after(() => stop(s));

const PATH = '/api/display/shopify/product-recommendation/fmt01lightbox';
const HOUSE = '8100000000001', ETHIOPIA = '8100000000002', KETTLE = '8100000000003', DRIPPER = '8100000000004', SAMPLER = '8100000000005';
const ask = async (body, path = PATH) => {
  const r = await post(s, path, body);
  return { status: r.status, body: await r.json() };
};
const titles = (a) => a.body.data.products.map((p) => p.title);

test('last_visited and manual: the products asked for, in their order; a card in Shopify\'s shape, the currency', async () => {
  const a = await ask({ category: 'last_visited', products: [KETTLE, HOUSE], limit: 3 });
  assert.is(a.status, 200);
  assert.equal([a.body.success, a.body.currency], [true, 'USD']);
  assert.equal(titles(a), ['Pour-over Kettle', 'House Blend']);
  assert.equal(a.body.data.products[0], {
    product_id: 8100000000003,
    variant_id: 44100000000031,
    title: 'Pour-over Kettle',
    handle: 'pour-over-kettle',
    url: s.url + 'demo/store/products/pour-over-kettle',
    image: null,
    desc: 'Brewing',
    price: '89.00',
    compare_at_price: '109.00',
    inventory_quantity: 5,
  });
  assert.is(a.body.data.products[1].compare_at_price, '16.00');
  const m = await ask({ category: 'manual', products: [DRIPPER, '999', ETHIOPIA] });
  assert.equal(titles(m), ['Ceramic Dripper', 'Ethiopia Yirgacheffe'], 'an unknown id is skipped');
});

test('at most 3, a smaller limit respected; sold-out products left out', async () => {
  const all = [HOUSE, ETHIOPIA, KETTLE, DRIPPER, SAMPLER];
  assert.is((await ask({ category: 'manual', products: all, limit: 10 })).body.data.products.length, 3);
  assert.is((await ask({ category: 'manual', products: all })).body.data.products.length, 3);
  assert.equal(titles(await ask({ category: 'manual', products: all, limit: 2 })), ['House Blend', 'Ethiopia Yirgacheffe']);
  assert.equal(titles(await ask({ category: 'manual', products: [SAMPLER, DRIPPER] })), ['Ceramic Dripper'], 'the sold-out sampler is left out');
  assert.equal(titles(await ask({ category: 'last_visited', products: [] })), []);
});

test('product_collection: the collection named; product_in_cart: the cart\'s types, not what is in the cart', async () => {
  assert.equal(titles(await ask({ category: 'product_collection', products: ['brewing'] })), ['Pour-over Kettle', 'Ceramic Dripper']);
  assert.equal(titles(await ask({ category: 'product_collection', products: ['nope'] })), []);
  assert.equal(titles(await ask({ category: 'product_in_cart', products: [KETTLE] })), ['Ceramic Dripper']);
  assert.equal(titles(await ask({ category: 'product_in_cart', products: [HOUSE] })), ['Ethiopia Yirgacheffe'], 'the sampler is sold out');
});

test('refusals: an unknown category, a bad limit, a list that is no list, an unknown or malformed popup', async () => {
  assert.is((await ask({ category: 'bestsellers', products: [] })).status, 400);
  assert.is((await ask({ products: [] })).status, 400);
  assert.is((await ask({ category: 'manual', products: [HOUSE], limit: 0 })).status, 400);
  assert.is((await ask({ category: 'manual', products: HOUSE })).status, 400);
  assert.is((await ask({ category: 'manual', products: [] }, '/api/display/shopify/product-recommendation/zzzzzzzzzzzzz')).status, 404);
  assert.is((await ask({ category: 'manual', products: [] }, '/api/display/shopify/product-recommendation/short')).status, 400);
});

test.run();
