// Call 14 in Chromium (docs/behaviour.md P27 "Wix ordered products"): on the mock Wix page
// /demo/wix (loader-store.js with data-store="wix"; a stand-in for Wix's developer analytics that
// arrives after the page loaded and fires 'Purchase' at "Place the order"), a member's order
// reaches the reference server once, however often the event fires; a guest's sends nothing.
// The decisions are tested in test/features/wix.test.ts, the route in test/server/ordered.test.mjs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, until, insertPopup, rows } from './harness.mjs';
import { WIX_ORDER } from '../../server/routes/stores.mjs';

const env = suite(test, (e) => {
  insertPopup(e.db, { id: 'wixorderpage1', page: '/demo/wix', html: '<div data-lp="main"><h2 data-lp="title">Thanks for your order</h2></div>', popup: { poptin_fields: [] } });
});
// (the page's popup is modal: Wix's event is fired as the page's own script would)
const buy = (page) => page.evaluate(() => document.querySelector('[data-buy]').click());
const ordered = () => rows(env.db, 'SELECT client_id, customer_id, product_id, product_name, category, source_table FROM ordered_products ORDER BY id');

test("a member's Purchase: call 14 once, its products stored for the account", async () => {
  env.db.prepare('DELETE FROM ordered_products').run();
  const { page, ctx, errors, logs } = await env.page();
  await ctx.addCookies([{ name: 'member', value: 'm-42', url: env.url('/') }]);
  const member = page.waitForResponse((r) => r.url().includes('/_api/apps/current-member/lumen-app'));
  await page.goto(env.url('/demo/wix'));
  assert.equal(await (await member).json(), { member: { id: 'm-42' } });
  await page.waitForFunction(() => document.querySelector('[data-registered]').textContent === '1');
  const sent = [];
  page.on('request', (r) => r.url().endsWith('/wix/save-ordered-products') && sent.push(r));
  const answered = page.waitForResponse((r) => r.url().endsWith('/wix/save-ordered-products'));
  await buy(page);
  assert.is((await answered).status(), 200);
  await buy(page); // Wix fires it again (a reload of the Thank You page)
  await until(() => ordered().length === 2, 'the order stored');
  assert.equal(ordered(), WIX_ORDER.contents.map((c) => ({ client_id: 'demo', customer_id: 'm-42', product_id: c.id, product_name: c.name, category: c.category || '', source_table: 'browse_abandonment' })));
  assert.is(sent.length, 1, 'once per order');
  assert.equal(errors, []);
  assert.not.ok(logs.some((l) => /Wix/.test(l)), logs.join('\n'));
});

test("a guest's Purchase sends nothing", async () => {
  env.db.prepare('DELETE FROM ordered_products').run();
  const { page, errors, logs, requests } = await env.page();
  await page.goto(env.url('/demo/wix'));
  await page.waitForFunction(() => document.querySelector('[data-registered]').textContent === '1');
  await until(() => logs.some((l) => l.startsWith('[poptin] Wix member unavailable')), 'call 19: a guest');
  await buy(page);
  // the page's own round trip after the click: anything the click sent went before it
  await page.evaluate(() => fetch('/_api/apps/current-member/x').then((r) => r.text()));
  assert.not.ok(requests.some((u) => u.endsWith('/wix/save-ordered-products')));
  assert.equal(ordered(), []);
  assert.equal(errors, []);
});

test.run();
