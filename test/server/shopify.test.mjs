// Calls 11, 12 and 13 on the reference server (server/routes/shopify.mjs, docs/display-api.md):
// the client id of a shop, a client's price rules, and browse abandonment stored as sent, with
// the refusals (an unknown shop or client, a malformed shop, query or product list), which
// store nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, get, count } from './helpers.mjs';

let s;
test.before(async () => {
  s = await start();
});
test.after(() => stop(s));

const ask = async (path) => {
  const r = await get(s, path);
  return { status: r.status, body: await r.json() };
};

test('call 11: the client id of a shop by its permanent domain; unknown 404, malformed 400', async () => {
  assert.equal(await ask('/api/display/shopify/get-client-id/lumen-coffee.myshopify.com'), { status: 200, body: { client_id: 'demo' } });
  assert.is((await ask('/api/display/shopify/get-client-id/other-shop.myshopify.com')).status, 404);
  for (const bad of ['lumen-coffee.example.com', 'LUMEN.myshopify.com', '%3Cscript%3E.myshopify.com', '.myshopify.com'])
    assert.is((await ask('/api/display/shopify/get-client-id/' + bad)).status, 400, bad);
});

test('call 12: the client\'s price rules with the fields §3 names; a client without any: []; unknown 404', async () => {
  const a = await ask('/api/display/shopify/get-price-rules/demo');
  assert.is(a.status, 200);
  assert.ok(a.body.price_rules.length >= 2);
  for (const r of a.body.price_rules) {
    assert.ok(['line_item', 'shipping_line'].includes(r.target_type));
    assert.ok(['each', 'across'].includes(r.allocation_method));
    assert.ok(['all', 'entitled'].includes(r.target_selection));
    assert.match(r.prerequisite_subtotal_range.greater_than_or_equal_to, /^\d+(\.\d+)?$/);
  }
  assert.equal(await ask('/api/display/shopify/get-price-rules/restricted'), { status: 200, body: { price_rules: [] } });
  assert.is((await ask('/api/display/shopify/get-price-rules/nobody')).status, 404);
  assert.is((await ask('/api/display/shopify/get-price-rules/a%20b')).status, 400);
});

const q = (o) => '/shopify/save/browse-abandonment?' + new URLSearchParams(o);
const good = { clientId: 'demo', customer: '44', products: JSON.stringify([{ product_id: '8100000000001', product_name: 'House Blend', category: 'Coffee' }]), data_for: 'abandonment', total_cart_value: '48.5' };

test('call 13: stored as sent, one row', async () => {
  const before = count(s, 'browse_abandonment');
  assert.equal(await ask(q(good)), { status: 200, body: { success: true } });
  assert.is(count(s, 'browse_abandonment'), before + 1);
  const row = s.db.prepare('SELECT * FROM browse_abandonment ORDER BY id DESC').get();
  assert.equal([row.client_id, row.customer, row.data_for, JSON.parse(row.products), row.total_cart_value], ['demo', '44', 'abandonment', JSON.parse(good.products), 48.5]);
  assert.is((await ask(q({ ...good, data_for: 'cart', products: '[]', total_cart_value: '0' }))).status, 200, 'an emptied cart is news too');
});

test('call 13 refused, nothing stored: a missing or malformed field, a bad product, an unknown client', async () => {
  const before = count(s, 'browse_abandonment');
  const bad = [
    { ...good, clientId: '' },
    { ...good, customer: '' },
    { ...good, customer: 'a b' },
    { ...good, data_for: 'wishlist' },
    { ...good, products: '{"product_id":1}' },
    { ...good, products: 'not json' },
    { ...good, products: JSON.stringify([{ product_id: 'x1' }]) },
    { ...good, products: JSON.stringify([7]) },
    { ...good, products: JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ product_id: i }))) },
    { ...good, total_cart_value: '-1' },
    { ...good, total_cart_value: '1e9' },
  ];
  for (const b of bad) assert.is((await ask(q(b))).status, 400, JSON.stringify(b));
  assert.is((await ask(q({ ...good, clientId: 'nobody' }))).status, 404);
  assert.is(count(s, 'browse_abandonment'), before);
});

test("the owner's browse-abandonment export: JSON and CSV, the products readable; a missing or unknown client refused", async () => {
  await ask(q({ ...good, customer: '77', products: JSON.stringify([{ product_id: '1', product_name: '=Mug', category: 'Gear' }, { product_id: '2' }]) }));
  const j = await ask('/owner/browse-abandonment.json?client=demo');
  assert.is(j.status, 200);
  const mine = j.body.browse_abandonment.find((r) => r.customer == '77');
  assert.equal(mine.products, ['1 =Mug (Gear)', '2']);
  assert.is(mine.data_for, 'abandonment');
  const csv = await get(s, '/owner/browse-abandonment.csv?client=demo');
  assert.match(csv.headers.get('content-disposition'), 'browse-abandonment-demo.csv');
  const bytes = Buffer.from(await csv.arrayBuffer());
  assert.equal([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a byte-order mark first (Hebrew in spreadsheets)');
  const lines = bytes.toString('utf8', 3).split('\r\n');
  assert.is(lines[0], 'created_at,customer,data_for,products,total_cart_value');
  assert.ok(lines.some((l) => l.includes(',77,abandonment,1 =Mug (Gear); 2,48.5')), 'a product list is one cell');
  assert.is((await get(s, '/owner/browse-abandonment.json')).status, 400);
  assert.is((await get(s, '/owner/browse-abandonment.json?client=nobody')).status, 404);
});

test.run();
