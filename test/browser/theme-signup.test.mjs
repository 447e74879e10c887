// T15 the newsletter sign-up in Chromium (src/theme/signup, docs/theme.md "Newsletter sign-up";
// spec §4.8, §5.4, §7 call 13, §8) on the demo's long page: by mouse, keyboard and touch at 1280,
// 900 and 390 px, the errors beside their fields and the first focused, the success focused and
// stored by the server; a server 500, offline and a hang (the 10 s timeout) keep every field and
// say so; the redirect followed with its query, a javascript: one refused; axe clean with errors
// and after success; no CSP violation, no layout shift at load.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const KEPT = 'Your message was not sent, and what you typed is kept. Please try again.';
const go = async (opts = {}) => {
  const t = await env.page({ init: recordPage, ...opts });
  await t.page.goto(env.url('/demo/theme/modules'));
  await t.page.waitForFunction(() => document.body.className.includes('lp-') && document.querySelector('#m-signup form').noValidate);
  await t.page.locator('#m-signup').scrollIntoViewIfNeeded();
  return t;
};
const fill = async (page, email = 'noa@example.com') => {
  await page.fill('#su-first', 'Noa');
  await page.fill('#su-last', 'Levi');
  await page.fill('#su-email', email);
  await page.fill('#su-city', 'Haifa');
  await page.locator('#m-signup label', { hasText: 'Filter' }).click();
};
const msg = (page) => page.locator('#m-signup [data-msg]').innerText();
const typed = (page) => page.evaluate(() => ['su-first', 'su-last', 'su-email', 'su-city'].map((id) => document.getElementById(id).value).concat(document.querySelector('#m-signup input[value=Filter]').checked));
const stored = (email) => env.db.prepare('SELECT count(*) AS n FROM theme_signups WHERE email = ?').get(email).n;

test('by mouse at 1280, 900 and 390 px: errors beside their fields, the first focused; then sent, the success focused and stored; axe clean in each state', async () => {
  for (const width of [1280, 900, 390]) {
    const { page, errors } = await go({ viewport: { width, height: 800 } });
    await page.locator('#m-signup button').click();
    await page.waitForFunction(() => document.activeElement.id == 'su-first');
    assert.is(await page.locator('#m-signup [aria-invalid=true]').count(), 7, 'first, last, email, city, the group\'s three boxes');
    assert.is(await page.getAttribute('#su-email', 'aria-describedby').then((id) => page.locator('#' + id).innerText()), 'Please enter a valid email address.');
    assert.match(await msg(page), 'There was a problem');
    assert.equal(await axeTheme(page, '#m-signup'), [], width + ' px, errors');
    const email = `noa${width}@example.com`;
    await fill(page, email);
    await page.locator('#m-signup button').click();
    await page.waitForFunction(() => document.activeElement.matches('[data-success]'));
    assert.ok(await page.locator('#m-signup .signup-fields').isHidden());
    assert.is(stored(email), 1);
    assert.equal(await axeTheme(page, '#m-signup'), [], width + ' px, success');
    assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0]);
    assert.equal(errors, []);
    await env.reset();
  }
});

test('by keyboard only: Tab through the fields, Space on a choice, Enter sends', async () => {
  const { page } = await go({ viewport: { width: 900, height: 800 } });
  await page.locator('#su-first').focus();
  await page.keyboard.type('Dana');
  for (const v of ['Cohen', 'dana@example.com', 'Tel Aviv']) await page.keyboard.press('Tab'), await page.keyboard.type(v);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // Espresso
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement.matches('[data-success]'));
  assert.is(stored('dana@example.com'), 1);
});

test('by touch on a phone (320 px): taps fill and send it', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/modules'));
  await page.waitForFunction(() => document.querySelector('#m-signup form')?.noValidate);
  await page.locator('#su-first').tap();
  await fill(page, 'tap@example.com');
  await page.locator('#m-signup button').tap();
  await page.waitForFunction(() => document.activeElement.matches('[data-success]'));
  assert.is(stored('tap@example.com'), 1);
});

test("a server 500, offline, a hang (10 s): every field kept, 'kept' said, and it may be sent again", async () => {
  for (const how of ['500', 'offline', 'hang']) {
    const { page, ctx } = await go({ viewport: { width: 1280, height: 800 } });
    await fill(page, `kept-${how}@example.com`);
    if (how == '500') await page.route('**/demo/theme/ajax', (r) => r.fulfill({ status: 500, body: '{"error":"internal error"}' }));
    if (how == 'offline') await ctx.setOffline(true);
    if (how == 'hang') await page.route('**/demo/theme/ajax', () => {});
    const t0 = Date.now();
    await page.locator('#m-signup button').click();
    if (how == 'hang') assert.is(await page.getAttribute('#m-signup button', 'aria-busy'), 'true', 'busy while it hangs');
    await page.waitForFunction((k) => document.querySelector('#m-signup [data-msg]').textContent == k, KEPT, { timeout: 15000 });
    if (how == 'hang') assert.ok(Date.now() - t0 >= 9500, 'the 10 s timeout');
    assert.equal(await typed(page), ['Noa', 'Levi', `kept-${how}@example.com`, 'Haifa', true], how);
    assert.is(await page.getAttribute('#m-signup button', 'aria-busy'), null);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await ctx.setOffline(false);
    await page.locator('#m-signup button').click();
    await page.waitForFunction(() => document.activeElement.matches('[data-success]'));
    assert.is(stored(`kept-${how}@example.com`), 1, how);
    await env.reset();
  }
});

test("the server's error as given; the redirect followed with its query; a javascript: redirect refused", async () => {
  const { page, logs } = await go({ viewport: { width: 1280, height: 800 } });
  await fill(page);
  await page.route('**/demo/theme/ajax', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"error":"This address is already on the list."}' }));
  await page.locator('#m-signup button').click();
  await page.waitForFunction(() => document.querySelector('#m-signup [data-msg]').textContent == 'This address is already on the list.');
  await page.unrouteAll();
  await page.evaluate(() => Object.assign(document.querySelector('[data-module=signup]').dataset, { redirect: 'javascript:alert(1)' }));
  await page.locator('#m-signup button').click();
  await page.waitForFunction(() => document.activeElement.matches('[data-success]'));
  assert.ok(logs.some((l) => l.includes('redirect refused: javascript:alert(1)')), logs.join());
  const t = await go({ viewport: { width: 1280, height: 800 } });
  await fill(t.page, 'redirect@example.com');
  await t.page.evaluate((to) => Object.assign(document.querySelector('[data-module=signup]').dataset, { redirect: to, redirectQuery: 'first_name,email' }), env.url('/demo/theme/about?from=nl'));
  await Promise.all([t.page.waitForURL(/\/about\?/), t.page.locator('#m-signup button').click()]);
  assert.is(new URL(t.page.url()).search, '?from=nl&first_name=Noa&email=redirect%40example.com');
});

test.run();
