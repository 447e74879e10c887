// T05 the tabs in Chromium (src/theme/tabs, docs/theme.md "Tabs"; spec §2.3, §2.5): by mouse,
// keyboard and touch at desktop, tablet and phone widths; the ARIA tabs pattern as Chromium's
// accessibility tree hears it; arrows mirrored right to left; the hash on load (no layout shift)
// and on hashchange; a link elsewhere to a tab; axe clean, no CSP violation; without the script
// a tab link shows its panel.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
/** which tab is selected and which panels show: '100' is the first */
const state = (page) => page.evaluate(() => [...document.querySelectorAll('#brew .tab-list a')].map((a) => +(a.getAttribute('aria-selected') == 'true' && !document.getElementById(a.hash.slice(1)).hidden && document.getElementById(a.hash.slice(1)).offsetHeight > 0)).join(''));
const ready = (page) => page.waitForFunction(() => document.querySelector('#brew.lp-on'));
const go = async (hash = '', opts = {}) => {
  const t = await env.page({ init: recordPage, ...opts });
  await t.page.goto(env.url('/demo/theme/modules' + hash));
  await ready(t.page);
  await t.page.waitForLoadState('networkidle');
  return t;
};
const tab = (page, name) => page.locator('#brew [role=tab]', { hasText: name });

test('by mouse at 1280, 900 and 390 px: a click selects, the address gets its anchor; axe clean, no CSP violation, no shift', async () => {
  for (const width of [1280, 900, 390]) {
    const { page, errors } = await go('', { viewport: { width, height: 800 } });
    assert.is(await state(page), '100');
    assert.equal(await axeTheme(page, '#m-tabs'), [], width + ' px');
    await tab(page, 'Cold brew').click();
    assert.is(await state(page), '001');
    assert.is(new URL(page.url()).hash, '#tab-cold');
    assert.equal(await axeTheme(page, '#m-tabs'), [], width + ' px, the third');
    assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0]);
    assert.equal(errors, []);
  }
});

test('by keyboard: Tab to the selected tab, arrows select and wrap, Home, End, Tab on to the panel; what a screen reader hears', async () => {
  const { page } = await go();
  await page.locator('#m-accordion summary').last().focus();
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'Espresso');
  await page.keyboard.press('ArrowRight');
  assert.is(await state(page), '010');
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'Filter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.is(await state(page), '001', 'Left wraps to the last');
  await page.keyboard.press('Home');
  assert.is(await state(page), '100');
  await page.keyboard.press('End');
  assert.is(await state(page), '001');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.id), 'tab-cold', 'the panel is next in the tab order');
  await page.keyboard.press('Shift+Tab');
  assert.is(await page.evaluate(() => document.activeElement.textContent), 'Cold brew', 'back to the selected tab');
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const tabs = nodes.filter((n) => n.role?.value == 'tab').map((n) => n.name.value + ':' + n.properties.find((p) => p.name == 'selected')?.value.value);
  assert.equal(tabs, ['Espresso:false', 'Filter:false', 'Cold brew:true']);
  assert.ok(nodes.some((n) => n.role?.value == 'tablist' && n.name?.value == 'Tabs'), 'the tab list is named by the heading');
  assert.ok(nodes.some((n) => n.role?.value == 'tabpanel' && n.name?.value == 'Cold brew'), 'the panel is named by its tab');
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('[tabindex]')].filter((e) => e.tabIndex > 0).length), 0, 'no positive tabindex');
});

test('right to left: Left is the next tab, Right the previous', async () => {
  const { page } = await go();
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  await tab(page, 'Espresso').focus();
  await page.keyboard.press('ArrowLeft');
  assert.is(await state(page), '010');
  await page.keyboard.press('ArrowRight');
  assert.is(await state(page), '100');
});

test('§2.5 the hash on load selects a tab, without a layout shift: #tab-cold, #cold, #brew|2; then on hashchange', async () => {
  for (const [h, s] of [['#tab-cold', '001'], ['#cold', '001'], ['#brew|2', '010']]) {
    const { page } = await go(h);
    assert.is(await state(page), s, h);
    if (h == '#tab-cold') assert.is(await page.evaluate(() => window.__cls), 0, 'the sheet showed it before the script');
  }
  const { page } = await go();
  await page.evaluate(() => (location.hash = '#filter'));
  await page.waitForFunction(() => document.querySelector('#tab-filter').hidden == false);
  assert.is(await state(page), '010');
});

test('a link elsewhere on the page to a tab selects it, and the page scrolls to its panel', async () => {
  const { page } = await go('', { viewport: { width: 1280, height: 500 } });
  await page.getByRole('link', { name: 'Read the cold brew tab' }).click();
  assert.is(await state(page), '001');
  await page.waitForFunction(() => document.activeElement?.id == 'tab-cold');
});

test('by touch on a phone: a tap selects a tab', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/modules'));
  await ready(page);
  await tab(page, 'Filter').tap();
  assert.is(await state(page), '010');
});

test('without the script: every panel is reachable, a tab link shows its panel', async () => {
  const ctx = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/modules'));
  const shown = () => page.evaluate(() => [...document.querySelectorAll('#brew .tab-panel')].map((p) => +(p.offsetHeight > 0)).join(''));
  assert.is(await shown(), '100');
  await page.locator('#brew .tab-list a', { hasText: 'Filter' }).click();
  assert.is(await shown(), '010');
  assert.is(new URL(page.url()).hash, '#tab-filter');
});

test.run();
