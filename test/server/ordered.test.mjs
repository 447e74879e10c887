// Call 14, Wix's ordered products (server/routes/ordered.mjs; docs/display-api.md "14. Wix
// ordered products"): a member's order stores one row per product for its account; a malformed
// body, an unknown account or another source table is a 4xx { error } that stores nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, post, get, count } from './helpers.mjs';

let s;
test.before(async () => {
  s = await start();
});
test.after(() => stop(s));

const PATH = '/wix/save-ordered-products';
const order = {
  client_id: 'demo',
  customer_id: 'm-42',
  products: [{ product_id: 'p1', product_name: 'Beans', category: 'Coffee' }, { product_id: 'p2', product_name: 'Mug', category: '' }],
  source_table: 'browse_abandonment',
};
const rows = () => s.db.prepare('SELECT client_id, customer_id, product_id, product_name, category, source_table FROM ordered_products ORDER BY id').all();

test('call 14 stores one row per product, answers { success: true }, open to the shop\'s origin (CORS), JSON sent as text', async () => {
  const r = await post(s, PATH, order);
  assert.is(r.status, 200);
  assert.equal(await r.json(), { success: true });
  assert.is(r.headers.get('access-control-allow-origin'), '*');
  assert.equal(rows(), [
    { client_id: 'demo', customer_id: 'm-42', product_id: 'p1', product_name: 'Beans', category: 'Coffee', source_table: 'browse_abandonment' },
    { client_id: 'demo', customer_id: 'm-42', product_id: 'p2', product_name: 'Mug', category: '', source_table: 'browse_abandonment' },
  ]);
  // a product without a name or category (Wix leaves category out), a numeric id
  assert.is((await post(s, PATH, { ...order, products: [{ product_id: 7 }] })).status, 200);
  assert.equal(rows().at(-1), { client_id: 'demo', customer_id: 'm-42', product_id: '7', product_name: '', category: '', source_table: 'browse_abandonment' });
});

test('a malformed call 14 is a 4xx and stores nothing', async () => {
  const before = count(s, 'ordered_products');
  const many = Array.from({ length: 101 }, (_, i) => ({ product_id: 'p' + i }));
  for (const [body, status = 400] of [
    ['not json'],
    [{ ...order, client_id: undefined }],
    [{ ...order, client_id: 'no/such' }],
    [{ ...order, client_id: 'nosuchclient' }, 404],
    [{ ...order, customer_id: '' }],
    [{ ...order, customer_id: { id: 1 } }],
    [{ ...order, products: [] }],
    [{ ...order, products: 'p1' }],
    [{ ...order, products: [{ product_name: 'no id' }] }],
    [{ ...order, products: [{ product_id: 'p1', product_name: ['x'] }] }],
    [{ ...order, products: [order.products[0], null] }],
    [{ ...order, products: many }],
    [{ ...order, source_table: 'orders' }],
    [{ ...order, source_table: undefined }],
  ]) {
    const r = await post(s, PATH, body);
    assert.is(r.status, status, JSON.stringify(body));
    assert.type((await r.json()).error, 'string');
  }
  assert.is(count(s, 'ordered_products'), before);
  assert.is((await fetch(s.url + PATH.slice(1))).status, 405);
});

test("the owner's ordered-products export: JSON and CSV, one row per product, formulas defused", async () => {
  await post(s, PATH, { ...order, customer_id: 'm-99', products: [{ product_id: 'p9', product_name: '@SUM(1)', category: 'Tea' }] });
  const j = await (await get(s, '/owner/ordered-products.json?client=demo')).json();
  assert.equal(j.ordered_products.find((r) => r.customer_id == 'm-99'), {
    created_at: j.ordered_products.find((r) => r.customer_id == 'm-99').created_at, customer_id: 'm-99', product_id: 'p9', product_name: '@SUM(1)', category: 'Tea', source_table: 'browse_abandonment',
  });
  const text = await (await get(s, '/owner/ordered-products.csv?client=demo')).text();
  assert.ok(text.startsWith('created_at,customer_id,product_id,product_name,category,source_table\r\n'));
  assert.ok(text.includes(",m-99,p9,'@SUM(1),Tea,browse_abandonment\r\n"), 'a formula is kept as text');
  assert.is((await get(s, '/owner/ordered-products.csv?client=nobody')).status, 404);
});

test.run();
