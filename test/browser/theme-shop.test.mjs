// T20 the shop in Chromium (src/theme/shop, docs/theme.md "Shop"; spec §2.4, §4.9, §9.3): the
// demo's cart (/demo/theme/cart) and checkout (/demo/theme/checkout) by mouse, keyboard and touch
// at desktop, tablet and phone widths: Update cart only after a change, the − and + steppers, the
// cart reflowed to a card per item on a phone, the shipping block by its box, and a checkout
// error (the server's answer to a form posted with blanks, and a notice inserted as WooCommerce's
// checkout.js does) scrolling to the form 100 px + the fixed header (wider than 980 px) above it
// and taking the focus; axe clean, no CSP violation, no layout shift at load.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const go = async (path, opts = {}) => {
  const t = await env.page({ init: recordPage, ...opts });
  await t.page.goto(env.url(path));
  await t.page.waitForFunction(() => document.querySelector('.qty-step, [aria-controls=lp-shipping], [aria-controls=shipping-address]'));
  await t.page.waitForLoadState('networkidle');
  return t;
};
const clean = async (t, what) => {
  assert.equal(await axeTheme(t.page), [], what);
  assert.equal(await t.page.evaluate(() => window.__csp), [], what + ': CSP');
  assert.is(await t.page.evaluate(() => window.__cls), 0, what + ': layout shift');
  assert.equal(t.errors, [], what);
};
const qty = (page) => page.evaluate(() => [...document.querySelectorAll('input.qty')].map((q) => q.value).join(' '));
const update = (page) => page.locator('[name=update_cart]');

test('the cart by mouse at 1280, 900, 390 and 320 px: Update only after a change, − and +, the update sent; a card per item on a phone', async () => {
  for (const width of [1280, 900, 390, 320]) {
    const t = await go('/demo/theme/cart', { viewport: { width, height: 800 } });
    const { page } = t;
    assert.ok(await update(page).isDisabled(), width + ': nothing to update yet');
    await clean(t, width + ' px cart');
    await page.getByRole('button', { name: 'Increase House blend, 250 g quantity' }).click();
    assert.is(await qty(page), '2 2 1');
    assert.ok(await update(page).isEnabled());
    await page.getByRole('button', { name: 'Decrease House blend, 250 g quantity' }).click();
    assert.ok(await update(page).isDisabled(), 'back to the printed quantities');
    await page.getByRole('button', { name: 'Decrease Spring sampler quantity' }).click();
    await page.getByRole('button', { name: 'Increase Ethiopia Yirgacheffe, 250 g quantity' }).click();
    // a phone: the table is a card per item, each cell labelled (shop_table_responsive)
    const cell = await page.locator('.cart_item .product-name').first().boundingBox();
    const price = await page.locator('.cart_item .product-price').first().boundingBox();
    assert.is(price.y > cell.y + cell.height - 1, width < 768, width + ': price below the name only on a phone');
    await update(page).click();
    await page.waitForSelector('.woocommerce-message');
    assert.is(await page.locator('.woocommerce-message').innerText(), 'Cart updated.');
    assert.is(await qty(page), '1 3', 'the sampler at 0 left the cart');
    assert.ok(await update(page).isDisabled());
  }
});

test('the cart by keyboard: the steppers are buttons in the tab order; Enter in a changed quantity updates the cart', async () => {
  const { page } = await go('/demo/theme/cart', { viewport: { width: 900, height: 800 } });
  await page.locator('.remove').first().focus();
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Decrease House blend, 250 g quantity');
  await page.keyboard.press('Tab');
  await page.evaluate(() => (window.__here = 1));
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300); // checking that nothing is sent
  assert.is(await page.evaluate(() => window.__here), 1, 'Enter without a change: nothing sent');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  assert.is(await qty(page), '3 2 1');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.woocommerce-message');
  assert.is(await qty(page), '3 2 1');
});

test('right to left: − at the start (right) of the quantity, + at its end', async () => {
  const { page } = await go('/demo/theme/cart', { viewport: { width: 1280, height: 800 } });
  const x = (sel) => page.locator(sel).first().boundingBox().then((b) => b.x);
  assert.ok((await x('.qty-step')) < (await x('input.qty')), 'left to right: − on the left');
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  assert.ok((await x('.qty-step')) > (await x('input.qty')), 'right to left: − on the right');
  assert.ok((await x('.qty-step >> nth=1')) < (await x('input.qty')));
});

test('the cart by touch on a phone: a tap on + and on Update cart', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/cart'));
  await page.waitForSelector('.qty-step');
  await page.getByRole('button', { name: 'Increase Spring sampler quantity' }).tap();
  await update(page).tap();
  await page.waitForSelector('.woocommerce-message');
  assert.is(await qty(page), '1 2 2');
});

const ship = (page) => page.evaluate(() => {
  const b = document.querySelector('#ship-to-different-address-checkbox');
  return [b.getAttribute('aria-expanded'), b.getAttribute('aria-controls'), document.querySelector('.shipping_address').hidden].join(' ');
});

test('the checkout: the shipping block only while its box is checked, by mouse, keyboard and touch; axe clean both ways', async () => {
  for (const width of [1280, 900, 390]) {
    const t = await go('/demo/theme/checkout', { viewport: { width, height: 800 } });
    assert.is(await ship(t.page), 'false shipping-address true');
    await clean(t, width + ' px checkout');
    await t.page.getByLabel('Ship to a different address?').click();
    assert.is(await ship(t.page), 'true shipping-address false');
    assert.ok(await t.page.locator('#shipping_city').isVisible());
    assert.equal(await axeTheme(t.page), [], width + ' px shipping open');
    await t.page.keyboard.press('Space');
    assert.is(await ship(t.page), 'false shipping-address true', 'Space on the focused box');
  }
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/checkout'));
  await page.waitForSelector('[aria-controls=shipping-address]');
  await page.getByLabel('Ship to a different address?').tap();
  assert.is(await ship(page), 'true shipping-address false');
});

/** where §4.9 puts the window: the form's top less 100 px, less the fixed header wider than 980 */
const target = (page) => page.evaluate(() => Math.max(0, Math.round(document.querySelector('form.checkout').getBoundingClientRect().top + scrollY - 100 - (innerWidth > 980 ? document.querySelector('.site-header').offsetHeight : 0))));
const settled = (page, y) => page.waitForFunction((y) => Math.abs(scrollY - y) <= 1, y);
const focused = (page) => page.evaluate(() => document.activeElement.className);

test('a checkout posted with blanks: the answer scrolls to the form (100 px + the header wider than 980 px) and focuses the error', async () => {
  for (const width of [1280, 900, 390]) {
    const t = await go('/demo/theme/checkout', { viewport: { width, height: 700 } });
    await t.page.locator('#billing_first_name').fill('Noa');
    await t.page.getByLabel('Ship to a different address?').check();
    await t.page.locator('#place_order').click();
    await t.page.waitForSelector('.woocommerce-error');
    await t.page.waitForFunction(() => document.activeElement.matches('.woocommerce-NoticeGroup'));
    assert.is(await ship(t.page), 'true shipping-address false', 'the posted box kept');
    const y = await target(t.page);
    assert.ok(y > 0, 'the form is below the page top');
    await settled(t.page, y);
    assert.match(await t.page.locator('.woocommerce-error').innerText(), /Billing Last name is a required field[\s\S]*Shipping Town \/ City is a required field/);
    assert.not.match(await t.page.locator('.woocommerce-error').innerText(), /Billing First name/, 'the name given is not missing');
    await clean(t, width + ' px error');
  }
});

test('a notice WooCommerce inserts (checkout error, failed update): a scroll up to the form and the focus; the 980 px rule', async () => {
  for (const [width, header] of [[1280, 72], [981, 72], [980, 0], [390, 0]]) {
    const { page } = await go('/demo/theme/checkout', { viewport: { width, height: 600 } });
    await page.locator('#place_order').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => scrollY > 300);
    // what WooCommerce's checkout.js does on checkout_error (its submit_error)
    await page.evaluate(() => document.querySelector('form.checkout').insertAdjacentHTML('afterbegin', '<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout"><ul class="woocommerce-error" role="alert"><li>The card was declined.</li></ul></div>'));
    const top = await page.evaluate(() => Math.round(document.querySelector('form.checkout').getBoundingClientRect().top + scrollY));
    await settled(page, Math.max(0, top - 100 - header));
    assert.is(await focused(page), 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout', width + ' px');
    // a failed update_order_review: its group replaces the first
    await page.locator('#place_order').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      document.querySelector('.woocommerce-NoticeGroup').remove();
      document.querySelector('form.checkout').insertAdjacentHTML('afterbegin', '<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-updateOrderReview"><ul class="woocommerce-error" role="alert"><li>Sorry, your session has expired.</li></ul></div>');
    });
    await settled(page, Math.max(0, top - 100 - header));
    assert.is(await focused(page), 'woocommerce-NoticeGroup woocommerce-NoticeGroup-updateOrderReview');
  }
});

test('reduced motion: the scroll is at once', async () => {
  const { page } = await go('/demo/theme/checkout', { viewport: { width: 1280, height: 600 }, reducedMotion: 'reduce' });
  await page.locator('#place_order').scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => {
    document.querySelector('form.checkout').insertAdjacentHTML('afterbegin', '<ul class="woocommerce-error" role="alert"><li>x</li></ul>');
    return new Promise((r) => setTimeout(() => r(scrollY), 30));
  });
  assert.is(y, await target(page));
});

test.run();
