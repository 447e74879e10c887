// P27 on WooCommerce in Chromium (docs/behaviour.md P27 "On WooCommerce"): on the mock
// WooCommerce page /demo/woo (loader-store.js with data-store="woocommerce"), a popup's
// shopifyCart button puts its product in this visitor's Store API cart (the session nonce from
// a cart read, then add-item), the Woo adapter's watcher sees the add, and the cart trigger of
// another popup on the page fires. A product the shop refuses (the Store API's 400) is logged
// only. The decisions are tested in test/features/cart.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, insertPopup } from './harness.mjs';

const main = (label, kicker = 'Brew it right') =>
  `<div data-lp="main"><p>${kicker}</p><h2 data-lp="title">${label}</h2><button data-lp="button" data-shopify-cart="1">${label}</button></div>`;

const env = suite(test, (e) => {
  insertPopup(e.db, { id: 'wooaddbutton1', page: '/demo/woo', html: main('Add the dripper'), popup: { add_to_cart: 102, poptin_fields: [] } });
  insertPopup(e.db, {
    id: 'woocarttrig01',
    page: '/demo/woo',
    html: `<div data-lp="main"><h2 data-lp="title">The dripper is in your cart</h2></div>`,
    popup: { poptin_fields: [], shopify_cart_trigger_active: 1, shopify_cart_trigger_action: 'product_added', shopify_cart_trigger_products: '102' },
  });
});
const cart = (page) => page.evaluate(() => fetch('/wp-json/wc/store/v1/cart').then((r) => r.json()));

test("a popup's shopifyCart button adds through the Store API with the session's nonce; the cart trigger of another popup fires", async () => {
  const { page, errors, logs } = await env.page();
  await page.goto(env.url('/demo/woo'));
  await dialog(page).waitFor();
  const nonce = await page.locator('[data-nonce]').textContent();
  const add = page.waitForRequest((r) => r.url().endsWith('/wp-json/wc/store/v1/cart/add-item') && r.method() === 'POST');
  const answered = page.waitForResponse((r) => r.url().endsWith('/cart/add-item'));
  await page.locator('poptin-root').getByRole('button', { name: 'Add the dripper' }).click();
  const req = await add;
  assert.equal(JSON.parse(req.postData()), { id: 102, quantity: 1 });
  assert.is((await req.allHeaders()).nonce, nonce, "the cart session's nonce");
  assert.is((await answered).status(), 201);
  // the first popup closed (add_to_cart stays on the page), the trigger popup shows
  await page.locator('poptin-root').getByRole('heading', { name: 'The dripper is in your cart' }).waitFor();
  assert.equal((await cart(page)).items.map((i) => [i.id, i.quantity]), [[102, 1]]);
  assert.ok(page.url().endsWith('/demo/woo'));
  assert.equal(errors, []);
  assert.not.ok(logs.some((l) => /Cart/.test(l)), logs.join('\n'));
});

test("a product the shop refuses: the Store API's 400 is logged only, the cart unchanged, the popup stays", async () => {
  insertPopup(env.db, { id: 'wooaddbutton1', page: '/demo/woo', html: main('Add the dripper'), popup: { add_to_cart: 999, poptin_fields: [] } });
  const { page, errors, logs } = await env.page();
  await page.goto(env.url('/demo/woo'));
  await dialog(page).waitFor();
  const answered = page.waitForResponse((r) => r.url().endsWith('/cart/add-item'));
  await page.locator('poptin-root').getByRole('button', { name: 'Add the dripper' }).click();
  assert.is((await answered).status(), 400);
  await until(() => logs.some((l) => l.startsWith('[poptin] Cart add refused')), 'the 400 logged');
  assert.not.ok(logs.some((l) => l.startsWith('[poptin] Cart Error')));
  assert.equal((await cart(page)).items, []);
  assert.ok(await dialog(page).isVisible(), 'the popup stays');
  assert.equal(errors, []);
});

test.run();
