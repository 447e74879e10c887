// The mock storefront's theme in Chromium (issue 24, docs/display-api.md "Mock storefront"): the
// globals a Shopify storefront defines, the cart drawer's Ajax add (fetch JSON to cart/add.js,
// then the badge from cart.js), a 422 shown in the drawer with the badge unchanged, and the plain
// form post that goes on to the cart page, all on one visitor's cart (the cart cookie).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, until } from './harness.mjs';

const env = suite(test);
const badge = (page) => page.locator('nav.store [data-cart-count]');

test('a product page adds through fetch, updates the badge, shows a refusal, and posts its form to the cart', async () => {
  const { page, errors } = await env.page();
  await page.goto(env.url('/demo/store/products/pour-over-kettle?customer=7001&locale=fr'));
  const g = await page.evaluate(() => ({ shop: Shopify.shop, root: Shopify.routes.root, cur: Shopify.currency.active, cid: ShopifyAnalytics.meta.page.customerId, pid: ShopifyAnalytics.meta.product.id }));
  assert.equal(g, { shop: 'lumen-coffee.myshopify.com', root: '/fr/', cur: 'USD', cid: 7001, pid: 8100000000003 });
  assert.is(await badge(page).textContent(), '0');

  const add = page.waitForRequest((r) => r.url().endsWith('/fr/cart/add.js') && r.method() === 'POST');
  await page.locator('input[name=quantity]').fill('2');
  await page.locator('[data-add-form]').click();
  assert.equal(JSON.parse((await add).postData()), { items: [{ id: 44100000000031, quantity: 2 }] }, 'JSON, the variant and quantity chosen');
  await page.waitForFunction(() => document.querySelector('nav.store [data-cart-count]').textContent === '2');
  assert.match(await page.locator('[data-cart-lines]').textContent(), '2 × Pour-over Kettle - Copper, $178.00');

  // the sold-out finish: the drawer says why, the badge stays
  await page.locator('select[name=id]').selectOption('44100000000032');
  const refused = page.waitForResponse((r) => r.url().endsWith('/cart/add.js'));
  await page.locator('[data-add-form]').click();
  assert.is((await refused).status(), 422);
  await page.waitForFunction(() => document.querySelector('[data-cart-message]').textContent.length > 0);
  assert.is(await badge(page).textContent(), '2');

  // the plain form post goes on to the (locale's) cart page, with both lines of this cart
  await page.locator('select[name=id]').selectOption('44100000000031');
  await page.locator('input[name=quantity]').fill('1');
  await Promise.all([page.waitForURL(/\/fr\/cart$/), page.getByRole('button', { name: 'Add and go to the cart' }).click()]);
  assert.match(await page.locator('article table').textContent(), 'Pour-over Kettle - Copper');
  await page.waitForFunction(() => document.querySelector('nav.store [data-cart-count]').textContent === '3');
  assert.equal(errors, []);
});

test('a home page button adds one through fetch; another visitor\'s cart is apart', async () => {
  const a = await env.page();
  await a.page.goto(env.url('/demo/store/?currency=EUR'));
  await a.page.locator('[data-add="44100000000041"]').click();
  await a.page.waitForFunction(() => document.querySelector('nav.store [data-cart-count]').textContent === '1');
  assert.match(await a.page.locator('[data-cart-lines]').textContent(), 'Ceramic Dripper, €25.76');
  const b = await env.page();
  await b.page.goto(env.url('/demo/store/'));
  assert.is(await badge(b.page).textContent(), '0');
  assert.equal(a.errors.concat(b.errors), []);
});

test("the app embed's page boots loader-store.js: call 1 carries the shop, the shopper and the cart the block printed; a guest's carries no shopper", async () => {
  for (const [q, customer] of [['?customer=1', true], ['', false]]) {
    const { page, errors } = await env.page();
    const call1 = page.waitForRequest((r) => /\/api\/display\/demo$/.test(r.url()) && r.method() === 'POST');
    await page.goto(env.url('/demo/store/embed' + q));
    const body = JSON.parse((await call1).postData());
    assert.is(body.store_integration, 'shopify');
    assert.is('store_integration_customer_id' in body, customer);
    if (customer) {
      assert.match(body.cart_total_items, /^[1-9]\d*$/);
      assert.match(body.cart_total_price, /^\d+$/);
      assert.is(body.cart_products_org_ids_list.split(',').length, 2);
    }
    assert.equal(errors, []);
  }
});

test('an app embed without a client id: loader-store.js asks call 11 for the shop\'s account, then call 1; the next page view uses the cookie; a failed lookup is a log line', async () => {
  const { page, errors, logs } = await env.page();
  const lookups = [];
  page.on('request', (r) => r.url().includes('/get-client-id/') && lookups.push(new URL(r.url()).pathname));
  let call1 = page.waitForRequest((r) => /\/api\/display\/demo$/.test(r.url()) && r.method() === 'POST');
  await page.goto(env.url('/demo/store/embed?noid=1'));
  assert.is(JSON.parse((await call1).postData()).store_integration, 'shopify');
  assert.equal(lookups, ['/api/display/shopify/get-client-id/lumen-coffee.myshopify.com']);
  call1 = page.waitForRequest((r) => /\/api\/display\/demo$/.test(r.url()) && r.method() === 'POST');
  await page.reload();
  await call1;
  assert.is(lookups.length, 1, 'the cookie kept the account');
  assert.equal(errors, []);
  const t = await env.page();
  await t.page.route('**/get-client-id/**', (r) => r.fulfill({ status: 500, body: 'down' }));
  let calls = 0;
  t.page.on('request', (r) => /\/api\/display\/[^/]+$/.test(r.url()) && r.method() === 'POST' && calls++);
  await t.page.goto(env.url('/demo/store/embed?noid=1'));
  await until(() => t.logs.some((l) => l.startsWith('[poptin] Client id lookup failed')), 'the lookup failure logged');
  assert.is(calls, 0, 'no call 1 without an account');
  assert.equal(t.errors, []);
});

test('a logged-in shopper on a product page of a store with no popup: the product is kept, and call 13 reaches the display API 5 s later', async () => {
  const { page, errors } = await env.page();
  const sent = page.waitForRequest((r) => r.url().includes('/shopify/save/browse-abandonment?'), { timeout: 15000 });
  const t0 = Date.now();
  await page.goto(env.url('/demo/store/products/house-blend?embed=idle&customer=44'));
  const q = Object.fromEntries(new URL((await sent).url()).searchParams);
  assert.ok(Date.now() - t0 >= 4500, 'not before 5 s');
  assert.equal(q, { clientId: 'store-idle', customer: '44', products: JSON.stringify([{ product_id: '8100000000001', product_name: 'House Blend', category: 'Coffee' }]), data_for: 'abandonment', total_cart_value: '0' });
  assert.is(await page.evaluate(() => localStorage.poptin_recent_products), '8100000000001');
  await until(() => env.db.prepare("SELECT count(*) AS n FROM browse_abandonment WHERE client_id = 'store-idle' AND customer = '44'").get().n == 1, 'stored');
  assert.equal(errors, []);
});

test.run();
