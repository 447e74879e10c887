// P22, buttons and coupons, in Chromium on the seeded demo pages (docs/behaviour.md P22): every
// button action as a visitor uses it, by keyboard only (Tab, Enter, Space): a shopifyCart off
// a store (a log line; test/browser/cart.test.mjs adds on the store), a <div> made a button
// opening a mailto:, a new tab, a click counted as a conversion (the row with extra_button)
// before the page goes to the button's address, another popup launched by id; the coupon
// copied to the clipboard with 'Copied' for 500 ms, and the call 6 row with the coupon; the
// fallback where the clipboard is refused or missing; Hebrew; axe finds nothing; the
// chunks only on pages that have them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, rows, afterOneSecond, shown, quiet, auditPages } from './harness.mjs';
import { axe, axeSource, contrast } from './audit.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);
const AXE = axeSource();
const OUTSIDE = /^https?:\/\/example\.com\//;

/** The focused element (through open shadow roots): its text. */
const focusedText = (page) =>
  page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return (a.textContent || a.value || '').trim();
  });

/** Presses Tab until the focused element reads `text` (keyboard only: no clicks). */
async function tabTo(page, text) {
  for (let i = 0; i < 20; i++) {
    if ((await focusedText(page)) == text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached ' + text);
}

/** A page whose outside addresses (example.com, where the demo buttons go) answer locally. */
async function visitor(opts = {}) {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 }, ...opts });
  await t.ctx.route(OUTSIDE, (r) => r.fulfill({ contentType: 'text/html', body: '<title>Outside</title><p>Outside</p>' }));
  return t;
}

const tooltip = (page) => page.locator('poptin-root .lp-ct');

test('buttons by keyboard only: shopifyCart logs, a <div> button opens mailto:, a new tab, a counted click then the address; chunks only where used', async () => {
  const t = await visitor();
  await t.page.goto(env.url('/demo/p/format-1'));
  await afterOneSecond(t.page);
  assert.not.ok(t.requests.some((u) => /features\/(button|coupon)\.js/.test(u)), 'a popup without them: no chunk');

  await t.page.goto(env.url('/demo/p/buttons'));
  await afterOneSecond(t.page);
  assert.ok(t.requests.some((u) => u.includes('features/button.js')));
  assert.not.ok(t.requests.some((u) => u.includes('features/coupon.js')), 'no coupon on this page: no coupon chunk');
  assert.equal(await axe(t.page, AXE), [], 'axe: the buttons popup');

  // shopifyCart off a Shopify store: one log line, no cart request, the popup stays
  await tabTo(t.page, 'Add to cart');
  await t.page.keyboard.press('Enter');
  await until(() => t.logs.some((l) => l.startsWith('[poptin] Button shopifyCart off a Shopify store')), 'the log line');
  assert.not.ok(t.requests.some((u) => u.includes('/cart/')), 'no cart request');
  assert.is(await dialog(t.page).count(), 1);

  // the owner's <div> is made a button in the Tab order
  const div = t.page.locator('poptin-root div[data-lp=button]');
  assert.equal(await div.evaluate((d) => [d.getAttribute('role'), d.tabIndex]), ['button', 0]);
  // a new tab: Enter on a native button
  await tabTo(t.page, 'See the menu ↗ (new tab)');
  const [tab] = await Promise.all([t.ctx.waitForEvent('page'), t.page.keyboard.press('Enter')]);
  await tab.waitForLoadState();
  assert.is(tab.url(), 'https://example.com/menu');
  assert.is(await tab.evaluate(() => window.opener), null, 'noopener');
  await tab.close();
  await until(async () => (await dialog(t.page).count()) == 0, 'this popup closed');
  await quiet(t);
  assert.equal(q("SELECT * FROM closes WHERE popup_id = 'buttonsdemo01'"), [], 'a redirected popup reports no close (§4)');

  // again: the owner's <div> as a button, with Space
  await t.page.goto(env.url('/demo/p/buttons'));
  await afterOneSecond(t.page);
  await tabTo(t.page, 'Ask a barista');
  await t.page.keyboard.press(' ');
  await until(async () => (await dialog(t.page).count()) == 0, 'the popup closed after the mailto:');
  assert.is(new URL(t.page.url()).pathname, '/demo/p/buttons', 'a mailto: leaves the page where it is');
  // last (a converted visitor is not shown it again): the counted click goes to example.com (no
  // scheme: '//') once its lead is out
  await t.page.goto(env.url('/demo/p/buttons'));
  await afterOneSecond(t.page);
  await tabTo(t.page, 'Shop the roast');
  await t.page.keyboard.press('Enter');
  await t.page.waitForURL(OUTSIDE);
  assert.is(t.page.url(), env.url('/').replace(/^(https?:\/\/)[^/]+\//, '$1example.com/'), 'the page went to //example.com');
  const row = await until(() => q("SELECT extra_button, coupon, email, poptin_view_id FROM conversions WHERE popup_id = 'buttonsdemo01'")[0], 'the conversion row');
  assert.is(row.extra_button, 'Shop the roast');
  assert.is(row.coupon, '');
  assert.ok(row.poptin_view_id, 'with its view');

  assert.equal(t.errors, []);
});

test("launch by id, then the coupon: Enter copies it, 'Copied' for 500 ms, the clipboard holds it, one call 6 row with the coupon", async () => {
  const t = await visitor();
  await t.ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url('/').slice(0, -1) });
  await t.page.goto(env.url('/demo/p/buttons'));
  await afterOneSecond(t.page);
  await tabTo(t.page, 'Get my coupon');
  await t.page.keyboard.press('Enter');
  await until(() => q("SELECT trigger FROM views WHERE popup_id = 'coupondemo001'")[0], 'the launched popup shows');
  assert.equal(q("SELECT trigger FROM views WHERE popup_id = 'coupondemo001'"), [{ trigger: 'manual' }]);
  await shown(t.page);
  assert.is(await t.page.locator('poptin-root .lp-cc').inputValue(), 'SPRING15', 'the code from design_properties.coupon');
  assert.ok(t.requests.some((u) => u.includes('features/coupon.js')));

  await tabTo(t.page, 'Copy code');
  await t.page.keyboard.press('Enter');
  await until(async () => (await tooltip(t.page).textContent()) == 'Copied', "'Copied'");
  assert.is(await tooltip(t.page).getAttribute('role'), 'status', 'announced, politely');
  assert.ok(await tooltip(t.page).isVisible());
  assert.is(await t.page.evaluate(() => navigator.clipboard.readText()), 'SPRING15');
  await t.page.clock.runFor(499);
  assert.is(await tooltip(t.page).textContent(), 'Copied', 'still there at 499 ms');
  await t.page.clock.runFor(1);
  assert.is(await tooltip(t.page).textContent(), '', 'gone at 500 ms');
  // X07: the emptied status stays in the accessibility tree (a live region under display:none
  // may not announce the next 'Copied'): a clipped 1 px box, which Playwright counts as visible
  assert.equal(
    await tooltip(t.page).evaluate((e) => [getComputedStyle(e).display, getComputedStyle(e).clipPath, e.getBoundingClientRect().width]),
    ['block', 'inset(50%)', 1],
    'visually hidden, not display:none',
  );
  // a second copy: the tooltip again, no second row
  await t.page.keyboard.press('Enter');
  await until(async () => (await tooltip(t.page).textContent()) == 'Copied', "'Copied' again");
  // (axe moves the fake clock: it runs once the timing is checked)
  assert.equal(await axe(t.page, AXE), [], "axe: the coupon with 'Copied'");
  await until(() => q("SELECT * FROM conversions WHERE popup_id = 'coupondemo001'")[0], 'the coupon row');
  await quiet(t);
  const got = q("SELECT coupon, extra_button, email FROM conversions WHERE popup_id = 'coupondemo001'");
  assert.equal(got, [{ coupon: 'SPRING15', extra_button: '', email: '' }], 'once per popup view');
  assert.is(await dialog(t.page).count(), 1, 'the popup stays after a copy');
  assert.equal([t.errors, t.logs], [[], []]);
});

test('fallback: a refused clipboard, and none at all, select the code with a hint, announced', async () => {
  for (const init of [
    // a browser or a page policy that refuses the write (headless Chromium grants clipboard-write
    // on a key press whatever the context's permissions, and Playwright cannot deny it: the
    // refusal is the API's own rejection, NotAllowedError)
    () => (Navigator.prototype.__defineGetter__('clipboard', () => ({ writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }))),
    // no Clipboard API (an insecure page, an older browser)
    () => delete Navigator.prototype.clipboard,
  ]) {
    const t = await visitor({ init });
    await t.page.goto(env.url('/demo/p/coupon'));
    await afterOneSecond(t.page);
    await tabTo(t.page, 'Copy code');
    await t.page.keyboard.press('Enter');
    await until(async () => (await tooltip(t.page).textContent()) != '', 'the hint');
    assert.is(await tooltip(t.page).textContent(), 'The code is selected: copy it to use it');
    const sel = await t.page.locator('poptin-root .lp-cc').evaluate((i) => [i.getRootNode().activeElement === i, i.selectionStart, i.selectionEnd, i.value]);
    assert.equal(sel, [true, 0, 8, 'SPRING15'], 'focus on the code, all of it selected');
    await t.page.clock.runFor(2000);
    assert.ok(await tooltip(t.page).isVisible(), 'the hint stays');
    // Ctrl+C now copies it (the selection is real)
    assert.equal(await axe(t.page, AXE), [], 'axe: the fallback');
    await until(() => q("SELECT * FROM conversions WHERE popup_id = 'coupondemo001'").length, 'reported all the same');
    env.db.prepare("DELETE FROM conversions WHERE popup_id = 'coupondemo001'").run();
    assert.ok(t.logs.some((l) => l.startsWith('[poptin] Clipboard unavailable: code selected')));
  }
});

test('Hebrew: the coupon and a counted button in Hebrew, the thank-you screen, axe at 1280, 390 and 320 px', async () => {
  const bad = [];
  for (const [width, height] of [[1280, 800], [390, 844], [320, 568]]) {
    const t = await visitor({ viewport: { width, height } });
    await t.page.goto(env.url('/demo/p/buttons-hebrew'));
    await afterOneSecond(t.page);
    const b = await t.page.locator('poptin-root .lp-cb').boundingBox();
    if (b.x < 0 || b.x + b.width > width || b.height < 44) bad.push(`copy button at ${width}: ${JSON.stringify(b)}`);
    bad.push(...(await axe(t.page, AXE)).map((v) => `${width}: ${v}`));
    if (width == 390) {
      assert.is(await t.page.locator('poptin-root .lp-cb').textContent(), 'העתקת הקוד');
      assert.is(await t.page.locator('poptin-root .lp-cc').evaluate((i) => [i.value, getComputedStyle(i).direction].join()), 'CHAG15,ltr');
      await tabTo(t.page, 'אני רוצה!');
      await t.page.keyboard.press('Enter');
      await until(() => q("SELECT extra_button FROM conversions WHERE popup_id = 'buttonshebrew'")[0], 'the conversion row');
      assert.equal(q("SELECT extra_button FROM conversions WHERE popup_id = 'buttonshebrew'"), [{ extra_button: 'אני רוצה!' }]);
      await t.page.locator('poptin-root [data-lp=thanks]').waitFor();
      assert.is(await t.page.locator('poptin-root [data-lp=thanks] h2').textContent(), 'תודה! נתראה בקופה');
      bad.push(...(await axe(t.page, AXE)).map((v) => `thanks: ${v}`));
    }
    bad.push(...t.errors);
  }
  assert.equal(bad, []);
});

test('every demo page of P22: text contrast 4.5:1 on the pixels (the copy button and code included) and axe', async () => {
  assert.equal(await auditPages(env, ['/demo/p/buttons', '/demo/p/coupon', '/demo/p/buttons-hebrew'], { axe, contrast, src: AXE }), []);
});

test.run();
