// T13 the header in Chromium (src/theme/header, docs/theme.md "Header"; spec §4.5, §9.4) on the demo's
// pages: every header chunk at load at 1280, 900, 390 and 320 px (axe clean, no CSP violation, no
// layout shift, the 58 px below a transparent nav), the fixed header's compact and hidden states,
// the mobile menu by keyboard and touch, reduced motion for every header part, and the contract
// without the script (every menu reachable through its link).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { themeChunks } from './theme-kit.mjs';
import { kit } from './theme-header-kit.mjs';

const env = suite(test);
const { go, touch, expanded, focused, duration, ax } = kit(env);

test('at load, 1280, 900, 390 and 320 px: every chunk once, toggles made buttons, nothing shifted, no CSP violation, axe clean; the home page\'s transparent header leaves 58 px', async () => {
  for (const width of [1280, 900, 390, 320]) {
    const { page, errors, requests } = await go('/demo/theme/modules', { viewport: { width, height: 700 } });
    const header = ['core', 'header', 'menu', 'search', 'sidenav', 'slidemenu', 'top'];
    assert.equal(themeChunks(requests).filter((n) => header.includes(n)).sort(), header, 'the header and menus\' chunks, once each');
    assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0], width + ' px');
    assert.is(await page.locator('header a.menu-toggle, header a.sub-toggle, header a.search-toggle, a.slidemenu-toggle').count(), 0);
    assert.is(await page.locator('button.menu-toggle').isVisible(), width <= 980, 'the mobile menu below 981 px');
    assert.is(await page.locator('#primary').isVisible(), width > 980);
    // nothing overflows the header's row, even at 320 px
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');
    await ax(page, width + ' px at load');
    assert.equal(errors, []);
  }
  const { page } = await go('/demo/theme/');
  const [h, pad] = await page.evaluate(() => [document.querySelector('.site-header').offsetHeight, parseFloat(getComputedStyle(document.querySelector('main')).paddingTop)]);
  assert.is(pad - h, 58, '§9.4: 58 px below a transparent nav, from the CSS');
  assert.equal(await page.evaluate(() => window.__cls), 0);
});

test('the fixed header: compact past the content start, hidden scrolling down past its height + 200 px, back scrolling up; no layout shift', async () => {
  const { page } = await go();
  const cls = () => page.evaluate(() => document.querySelector('.site-header').className);
  await page.evaluate(() => scrollTo(0, 60));
  await page.waitForTimeout(100);
  assert.is(await cls(), 'site-header', 'above its height (72 px)');
  await page.evaluate(() => scrollTo(0, 100));
  await page.waitForFunction(() => document.querySelector('.site-header').className == 'site-header is-compact');
  await page.evaluate(() => scrollTo(0, 300));
  await page.waitForFunction(() => document.querySelector('.site-header').classList.contains('is-hidden'));
  await page.evaluate(() => scrollTo(0, 250));
  await page.waitForFunction(() => !document.querySelector('.site-header').classList.contains('is-hidden'));
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForFunction(() => document.querySelector('.site-header').className == 'site-header');
  await page.waitForTimeout(400); // the CSS's 300 ms transitions end
  assert.is(await page.evaluate(() => window.__cls), 0, 'compact and hidden move nothing of the page');
  // a keyboard's focus in the header keeps it shown; a mouse's (a clicked button) does not
  const hidden = () => page.evaluate(() => document.querySelector('.site-header').classList.contains('is-hidden'));
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Close search' }).click();
  assert.is(await focused(page), 'Search', 'the clicked toggle has the focus');
  await page.waitForFunction(() => !document.querySelector('#site-search').getAnimations().length);
  await page.evaluate(() => scrollTo(0, 400));
  await page.waitForFunction(() => document.querySelector('.site-header').classList.contains('is-hidden'));
  await page.keyboard.press('Shift+Tab');
  assert.not.ok(await hidden(), 'a Tab into the hidden header shows it');
  await page.evaluate(() => scrollTo(0, 700));
  await page.waitForTimeout(100);
  assert.not.ok(await hidden(), 'not hidden while the keyboard is in it');
});

test('the mobile menu at 900 and 390 px by keyboard: a button, a 500 ms slide, sub-menus inside, Escape closes from inside and returns the focus; axe clean open', async () => {
  for (const width of [900, 390]) {
    const { page, errors } = await go('/demo/theme/modules', { viewport: { width, height: 700 } });
    await page.locator('button.menu-toggle').focus();
    await page.keyboard.press('Enter');
    assert.is(await expanded(page, 'button.menu-toggle'), 'true');
    assert.equal(await duration(page, '#primary'), [500]);
    await page.waitForFunction(() => !document.querySelector('#primary').getAnimations().length);
    await ax(page, width + ' px, the mobile menu open');
    await page.getByRole('button', { name: 'Shop, sub-menu' }).click();
    assert.equal(await duration(page, '#sub-shop'), [700], 'a sub-menu slides 700 ms in the mobile menu');
    assert.ok(await page.getByRole('link', { name: 'Beans' }).isVisible());
    await page.getByRole('link', { name: 'Beans' }).focus();
    await page.keyboard.press('Escape');
    assert.is(await expanded(page, 'button.menu-toggle'), 'true', 'the first Escape closes the sub-menu');
    assert.is(await focused(page), 'Shop, sub-menu');
    await page.keyboard.press('Escape');
    assert.is(await expanded(page, 'button.menu-toggle'), 'false');
    assert.is(await focused(page), 'Menu');
    await page.waitForFunction(() => !document.querySelector('#primary').checkVisibility());
    assert.equal(errors, []);
  }
});

test('the mobile menu by touch on a tablet and a phone: a tap opens it, a tap on a link closes it; a tap outside closes it; a tap on an arrow opens a sub-menu', async () => {
  for (const width of [900, 390]) {
    const page = await touch(width);
    await page.locator('button.menu-toggle').tap();
    await page.waitForFunction(() => document.querySelector('#primary').checkVisibility());
    await page.getByRole('button', { name: 'Coffees, sub-menu' }).tap();
    await page.waitForFunction(() => document.querySelector('#sub-coffees').checkVisibility());
    await page.getByRole('link', { name: 'Every module' }).first().tap();
    await page.waitForFunction(() => document.querySelector('button.menu-toggle').getAttribute('aria-expanded') == 'false');
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.querySelector('button.menu-toggle'));
    await page.locator('button.menu-toggle').tap();
    await page.waitForFunction(() => document.querySelector('#primary').checkVisibility());
    await page.touchscreen.tap(200, 800);
    await page.waitForFunction(() => document.querySelector('button.menu-toggle').getAttribute('aria-expanded') == 'false');
  }
});

test('reduced motion: the mobile menu, a sub-menu, the search and the slide menus open and close at once', async () => {
  const { page } = await go('/demo/theme/modules', { viewport: { width: 390, height: 700 }, reducedMotion: 'reduce' });
  const anims = () => page.evaluate(() => document.getAnimations().length);
  await page.locator('button.menu-toggle').click();
  await page.getByRole('button', { name: 'Shop, sub-menu' }).click();
  assert.is(await anims(), 0);
  assert.ok(await page.getByRole('link', { name: 'Beans' }).isVisible());
  await page.getByRole('button', { name: 'Search' }).click();
  assert.is(await anims(), 0);
  assert.ok(await page.locator('#site-search-q').isVisible());
  await page.keyboard.press('Escape');
  assert.not.ok(await page.locator('#site-search-q').isVisible());
  await page.getByRole('button', { name: 'More' }).click();
  assert.is(await anims(), 0);
  await page.keyboard.press('Escape');
  assert.not.ok(await page.locator('#more-menu').isVisible());
});

test('without the script every menu is reachable: the toggles are links to what they open', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 700 }, javaScriptEnabled: false });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/modules'));
  assert.not.ok(await page.locator('#primary').isVisible());
  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  assert.ok(await page.locator('#primary').isVisible());
  assert.ok(await page.getByRole('link', { name: 'Beans' }).isVisible(), 'sub-menus open in the mobile menu');
  await page.getByRole('link', { name: 'Search' }).click();
  assert.ok(await page.locator('#site-search-q').isVisible());
  await page.getByRole('link', { name: 'Close search' }).click();
  assert.not.ok(await page.locator('#site-search-q').isVisible());
  await page.getByRole('link', { name: 'More' }).click();
  assert.ok(await page.getByRole('link', { name: 'Wholesale' }).isVisible());
  await page.getByRole('link', { name: 'Close the menu' }).click();
  assert.not.ok(await page.getByRole('link', { name: 'Wholesale' }).isVisible());
});

test.run();

test.run();
