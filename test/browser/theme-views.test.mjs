// T19 multi-view in Chromium (src/theme/views, docs/theme.md "Multi-view"; spec §3.12, §4.9):
// the hover view by mouse (text, attributes, class) and back; by keyboard focus; on touch the
// first tap is the hover and the second the click; the phone view (text; the note hidden by the
// contract's CSS, no layout shift at load); no CSP violation; axe clean in each view.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const card = (page) => page.evaluate(() => { const c = document.querySelector('#m-views .views-card'); return [c.querySelector('h3').textContent, c.querySelector('img').getAttribute('src').split('/').pop(), c.classList.contains('is-lit'), c.querySelector('a').textContent, c.querySelector('.views-note').checkVisibility()]; });
const go = async (opts = {}) => {
  const t = await env.page({ init: recordPage, viewport: { width: 1280, height: 800 }, ...opts });
  await t.page.goto(env.url('/demo/theme/modules'));
  await t.page.waitForLoadState('networkidle');
  return t;
};

test('by mouse: the hover view and back; by keyboard: focus shows it; axe clean in both', async () => {
  const { page, errors } = await go();
  assert.equal(await card(page), ['Two bags of the house blend for €24', 'steam.svg', false, 'See the offer', true]);
  assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0], 'nothing moves as it starts');
  await page.locator('#m-views .views-card').hover();
  await page.waitForFunction(() => document.querySelector('#m-views .views-card').classList.contains('is-lit'));
  assert.equal(await card(page), ['Take two, save €4', 'beans.svg', true, 'Add both to the cart', true]);
  assert.equal(await axeTheme(page, '#m-views'), []);
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => !document.querySelector('#m-views .views-card').classList.contains('is-lit'));
  assert.equal(await card(page), ['Two bags of the house blend for €24', 'steam.svg', false, 'See the offer', true]);
  await page.locator('#m-views a').focus();
  await page.waitForFunction(() => document.querySelector('#m-views .views-card').classList.contains('is-lit'));
  await page.keyboard.press('Shift+Tab');
  await page.waitForFunction(() => !document.querySelector('#m-views .views-card').classList.contains('is-lit'));
  assert.equal(await page.evaluate(() => window.__csp), []);
  assert.equal(errors, []);
});

test('on a phone: the phone view, the note hidden; the first tap is the hover, the second the click', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.addInitScript(recordPage);
  await page.goto(env.url('/demo/theme/modules'));
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('#m-views h3').textContent == 'Two bags, €24');
  assert.is((await card(page))[4], false, 'the note is not shown on a phone');
  await page.locator('#m-views a').tap();
  await page.waitForFunction(() => document.querySelector('#m-views .views-card').classList.contains('is-lit'));
  assert.ok(page.url().endsWith('/demo/theme/modules'), 'the first tap did not follow the link');
  assert.equal((await card(page)).slice(0, 4), ['Take two, save €4', 'beans.svg', true, 'Add both to the cart']);
  await page.locator('#m-views a').tap();
  await page.waitForFunction(() => location.hash == '#m-views');
  assert.equal(await axeTheme(page, '#m-views'), []);
});

test.run();
