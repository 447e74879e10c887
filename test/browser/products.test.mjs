// P27 the product block in Chromium (features/products.js, docs/templates.md "Products"): on a
// demo page under a strict style policy, at 320 px, the cards of call 15 from the reference
// server's mock catalogue stack in one column without overflowing, cause no policy violation,
// read their prices as one sentence, pass axe, and redirect_blank opens the product in a new
// tab without an opener; a failed call 15 hides the block and leaves the popup up.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, afterOneSecond, insertPopup, until } from './harness.mjs';
import { axe, axeSource } from './audit.mjs';

const env = suite(test);
const AXE = axeSource();
const PAGE = '/demo/p/products-test';
const HTML =
  '<div data-lp="main"><h2 data-lp="title">Picked for you</h2><div data-lp="products"></div></div>';

function violations() {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
}

const visit = async (settings, { fail = false } = {}) => {
  insertPopup(env.db, { id: 'productsblock', page: PAGE, html: HTML, popup: { display_after_sec_active: 1, shopify_product_settings: settings } });
  const t = await env.page({ clock: true, init: violations, viewport: { width: 320, height: 640 } });
  if (fail) await t.page.route('**/api/display/shopify/product-recommendation/**', (r) => r.abort());
  await t.page.goto(env.url(PAGE + '?csp=self'));
  await afterOneSecond(t.page);
  return t;
};
const cards = (page) => page.locator('poptin-root article.lp-pc');

test('at 320 px under style-src self: 3 cards in one column, none wider than the list, no violation, axe clean; redirect_blank opens the product page without an opener', async () => {
  const t = await visit({ category: 'manual', products: [{ product_id: 8100000000003 }, { product_id: 8100000000001 }, { product_id: 8100000000004 }, { product_id: 8100000000002 }], buttons_action: 'redirect_blank' });
  await until(async () => (await cards(t.page).count()) == 3, 'three cards');
  const boxes = await t.page.evaluate(() => {
    const r = document.querySelector('poptin-root').shadowRoot, ul = r.querySelector('ul.lp-pl');
    return { list: [ul.clientWidth, ul.scrollWidth], cards: [...ul.querySelectorAll('li')].map((li) => li.getBoundingClientRect().toJSON()) };
  });
  assert.ok(boxes.list[1] <= boxes.list[0], 'no horizontal overflow: ' + boxes.list);
  assert.ok(boxes.cards.every((b) => b.left == boxes.cards[0].left), 'one column at 320 px');
  assert.ok(boxes.cards[1].top > boxes.cards[0].bottom - 1, 'stacked');
  const first = cards(t.page).first();
  assert.is(await first.locator('h3').textContent(), 'Pour-over Kettle');
  assert.is(await first.locator('p').first().textContent(), 'Price $89.00, was $109.00');
  assert.is(await first.locator('s').evaluate((s) => getComputedStyle(s).textDecorationLine), 'line-through');
  assert.is(await first.locator('p').nth(1).textContent(), '5 remaining items');
  assert.equal(await t.page.evaluate(() => window.__csp), [], 'no policy violation');
  assert.equal(await axe(t.page, AXE), [], 'axe: the product block');
  const [tab] = await Promise.all([t.ctx.waitForEvent('page'), first.locator('a.lp-pb').click()]);
  await tab.waitForLoadState();
  assert.is(tab.url(), env.url('/demo/store/products/pour-over-kettle'));
  assert.is(await tab.evaluate(() => window.opener), null, 'noopener');
});

test("a failed call 15: 'Failed to fetch shopify data', the block hidden, the popup up", async () => {
  const t = await visit({ category: 'last_visited' }, { fail: true });
  await until(() => t.logs.some((l) => l.startsWith('[poptin] Failed to fetch shopify data')), 'the log line');
  assert.is(await t.page.locator('poptin-root [data-lp=products]').isHidden(), true);
  assert.is(await dialog(t.page).count(), 1);
  assert.is(await t.page.locator('poptin-root [data-lp=title]').textContent(), 'Picked for you');
  assert.equal(t.errors, []);
});

test.run();
