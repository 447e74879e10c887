// P22, P27 in Chromium against the mock storefront (docs/behaviour.md P22 and P27, call 18): the
// seeded popup on /demo/store/popup (a store page with the app embed: loader-store.js, the
// Shopify adapter) has two shopifyCart buttons. The first adds its variant to this visitor's
// cart (cart.js shows it, and the adapter's watcher reads it after the add) and the popup
// closes; the second, a sold-out variant, gets Shopify's 422: logged only, the cart unchanged,
// no redirect to the cart, no page error. The decisions are tested in test/features/cart.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until } from './harness.mjs';

const env = suite(test);
const button = (page, name) => page.locator('poptin-root').getByRole('button', { name });
const cart = (page) => page.evaluate(() => fetch('/cart.js').then((r) => r.json()));

test('the first shopifyCart button adds its variant (call 18) to the visitor\'s cart, and the popup closes', async () => {
  const { page, errors, logs } = await env.page();
  await page.goto(env.url('/demo/store/popup'));
  await dialog(page).waitFor();
  assert.equal((await cart(page)).items, []);
  const add = page.waitForRequest((r) => r.url().endsWith('/cart/add.js') && r.method() === 'POST');
  const answered = page.waitForResponse((r) => r.url().endsWith('/cart/add.js'));
  await button(page, 'Add the copper kettle').click();
  assert.equal(JSON.parse((await add).postData()), { items: [{ id: 44100000000031, quantity: 1 }] });
  assert.is((await answered).status(), 200);
  await dialog(page).waitFor({ state: 'detached' });
  const c = await cart(page);
  assert.equal(c.items.map((i) => [i.variant_id, i.quantity]), [[44100000000031, 1]]);
  assert.ok(page.url().endsWith('/demo/store/popup'), 'add_to_cart stays on the page');
  // the adapter's watcher saw the add and read the cart: it keeps the product in local storage
  await page.waitForFunction(() => localStorage.getItem('poptin_cart_products') === String(8100000000003));
  assert.equal(errors, []);
  assert.not.ok(logs.some((l) => /Cart/.test(l)), logs.join('\n'));
});

test('a sold-out variant: the 422 is logged only, the cart unchanged, no navigation, the popup stays', async () => {
  const { page, errors, logs } = await env.page();
  await page.goto(env.url('/demo/store/popup'));
  await dialog(page).waitFor();
  const answered = page.waitForResponse((r) => r.url().endsWith('/cart/add.js'));
  await button(page, 'Add the matte black one').click();
  assert.is((await answered).status(), 422);
  await until(() => logs.some((l) => l.startsWith('[poptin] Cart add refused')), 'the 422 logged');
  assert.not.ok(logs.some((l) => l.startsWith('[poptin] Cart Error')), 'a 422 is not a Cart Error');
  assert.equal((await cart(page)).items, []);
  assert.ok(page.url().endsWith('/demo/store/popup'), 'no redirect to the cart after a refusal');
  assert.ok(await dialog(page).isVisible(), 'the popup stays and takes the next press');
  assert.equal(errors, []);
});

test('the gap to free shipping in yen (call 12, the $50 rule at the storefront\'s 150): it follows the cart while the popup is up', async () => {
  const { page, errors } = await env.page();
  await page.goto(env.url('/demo/store/popup?currency=JPY'));
  await dialog(page).waitFor();
  const gap = page.locator('poptin-root').locator('[data-lp=gap]');
  await until(async () => (await gap.textContent()) == 'Add ¥7,500 more for free shipping', 'the empty cart\'s gap');
  assert.is(await gap.getAttribute('aria-live'), 'polite');
  const add = (id) => page.evaluate((id) => fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ items: [{ id, quantity: 1 }] }) }).then((r) => r.text()), id);
  // the house blend, 250 g: $14.00, ¥2,100
  await add(44100000000011);
  await until(async () => (await gap.textContent()) == 'Add ¥5,400 more for free shipping', 'the gap after ¥2,100');
  // the 1 kg bag, ¥7,200: past ¥7,500
  await add(44100000000012);
  await until(async () => (await gap.textContent()) == 'You have free shipping', 'reached');
  assert.equal(errors, []);
});

test.run();
