// T13 the header and menus in Chromium (src/theme/{header,menu,search,slidemenu,sidenav,top},
// docs/theme.md "Header" to "Scroll to top"; spec §4.5, §9.2, §9.4) on the demo's pages: by mouse,
// keyboard only and touch, at 1280, 900, 390 and 320 px; axe clean in each state, no CSP
// violation, no layout shift at load; reduced motion; right to left; and the contract without
// the script (every menu reachable through its link).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage, themeChunks } from './theme-kit.mjs';

const env = suite(test);
const go = async (path = '/demo/theme/modules', opts = {}) => {
  const t = await env.page({ init: recordPage, viewport: { width: 1280, height: 700 }, ...opts });
  await t.page.goto(env.url(path));
  await t.page.waitForFunction(() => document.querySelector('button.menu-toggle') && document.querySelector('.to-top, .brand'));
  await t.page.waitForLoadState('networkidle');
  return t;
};
const touch = async (width = 390) => {
  const ctx = await env.browser.newContext({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/modules'));
  await page.waitForFunction(() => document.querySelector('button.menu-toggle'));
  return page;
};
const expanded = (page, sel) => page.locator(sel).first().getAttribute('aria-expanded');
const focused = (page) => page.evaluate(() => { const a = document.activeElement; return a.id || a.getAttribute('aria-label') || a.textContent.trim(); });
const duration = (page, sel) => page.evaluate((sel) => document.querySelector(sel).getAnimations().map((a) => a.effect.getTiming().duration), sel);
const ax = async (page, what) => assert.equal(await axeTheme(page), [], what);

test('at load, 1280, 900, 390 and 320 px: every chunk once, toggles made buttons, nothing shifted, no CSP violation, axe clean; the home page\'s transparent header leaves 58 px', async () => {
  for (const width of [1280, 900, 390, 320]) {
    const { page, errors, requests } = await go('/demo/theme/modules', { viewport: { width, height: 700 } });
    assert.equal(themeChunks(requests).filter((n) => n != 'accordion').sort(), ['core', 'header', 'menu', 'search', 'sidenav', 'slidemenu', 'top']);
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

test('desktop by mouse: a sub-menu arrow opens its sub-menu (one at a time), the mega menu has 3 columns and mega-3; a click outside closes; axe clean open', async () => {
  const { page, errors } = await go();
  assert.ok(await page.locator('#sub-coffees').evaluate((u) => u.classList.contains('mega-3')));
  await page.getByRole('button', { name: 'Shop, sub-menu' }).click();
  assert.is(await expanded(page, '[aria-controls=sub-shop]'), 'true');
  assert.ok(await page.getByRole('link', { name: 'Beans' }).isVisible());
  await ax(page, 'a sub-menu open');
  await page.getByRole('button', { name: 'Coffees, sub-menu' }).click();
  assert.is(await expanded(page, '[aria-controls=sub-shop]'), 'false');
  assert.ok(await page.getByRole('link', { name: 'Guatemala' }).isVisible());
  assert.is(await page.locator('#sub-coffees').evaluate((u) => getComputedStyle(u).columnCount), '3');
  await ax(page, 'the mega menu open');
  await page.mouse.click(600, 500);
  assert.is(await expanded(page, '[aria-controls=sub-coffees]'), 'false');
  assert.not.ok(await page.getByRole('link', { name: 'Guatemala' }).isVisible());
  // hover opens a dropdown as well (the CSS), placed by the script: in view
  await page.getByRole('link', { name: 'Shop', exact: true }).hover();
  assert.ok(await page.getByRole('link', { name: 'Beans' }).isVisible());
  assert.equal(errors, []);
});

test('a dropdown that would leave the window opens the other way (sub-flip), left to right and right to left', async () => {
  const { page, errors } = await go();
  const inside = () => page.evaluate(() => { const r = document.querySelector('#sub-gear').getBoundingClientRect(); return [r.left >= 0 && r.right <= innerWidth, document.querySelector('#sub-gear').classList.contains('sub-flip')]; });
  for (const dir of ['ltr', 'rtl']) {
    await page.evaluate((dir) => (document.documentElement.dir = dir), dir);
    await page.getByRole('button', { name: 'Shop, sub-menu' }).click();
    await page.getByRole('button', { name: 'Gear, sub-menu' }).click();
    assert.equal(await inside(), [true, true], dir);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, dir + ': no sideways scroll');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  }
  assert.equal(errors, []);
});

test('desktop keyboard only: Tab to an arrow, Enter opens, Tab into it, Escape closes and returns the focus; the focus leaving closes', async () => {
  const { page } = await go();
  await page.keyboard.press('Tab'); // the skip link
  const stops = [];
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab'), stops.push(await focused(page));
  assert.equal(stops, ['Lumen Coffee', 'Home', 'Every module', 'Shop', 'Shop, sub-menu']);
  await page.keyboard.press('Enter');
  assert.is(await expanded(page, '[aria-controls=sub-shop]'), 'true');
  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'Beans');
  await page.keyboard.press('Escape');
  assert.is(await expanded(page, '[aria-controls=sub-shop]'), 'false');
  assert.is(await focused(page), 'Shop, sub-menu');
  await page.keyboard.press('Space');
  assert.is(await expanded(page, '[aria-controls=sub-shop]'), 'true');
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab'); // Beans, Subscriptions, Gear, its arrow, Coffees
  assert.is(await focused(page), 'Coffees');
  assert.is(await expanded(page, '[aria-controls=sub-shop]'), 'true', 'still inside the menu');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab'); // its arrow, the search, out of the menu
  assert.is(await expanded(page, '[aria-controls=sub-shop]'), 'false', 'the focus left the menu');
  assert.is(await page.locator('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])').count(), 0, 'no positive tabindex');
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

test('the search: 1 s open, blocked meanwhile, the focus in the field and kept in the form, Escape back to the toggle; a click outside the header or the focus leaving closes; it closes the mobile menu; axe clean open', async () => {
  for (const width of [1280, 390]) {
    const { page, errors } = await go('/demo/theme/modules', { viewport: { width, height: 700 } });
    if (width < 981) await page.locator('button.menu-toggle').click();
    await page.getByRole('button', { name: 'Search' }).click();
    assert.is(await expanded(page, '.search-toggle'), 'true');
    assert.equal(await duration(page, '#site-search'), [1000]);
    assert.is(await focused(page), 'site-search-q');
    if (width < 981) assert.is(await expanded(page, 'button.menu-toggle'), 'false', 'opening closed the mobile menu');
    await page.evaluate(() => document.querySelector('button.search-toggle').click());
    assert.is(await expanded(page, '.search-toggle'), 'true', 'a toggle while it animates is ignored');
    await page.waitForFunction(() => !document.querySelector('#site-search').getAnimations().length);
    await ax(page, width + ' px, the search open');
    for (const k of ['Tab', 'Tab', 'Tab']) await page.keyboard.press(k);
    assert.is(await focused(page), 'site-search-q', 'Tab stays in the form');
    await page.keyboard.press('Shift+Tab');
    assert.is(await focused(page), 'Close search');
    await page.keyboard.press('Escape');
    assert.is(await expanded(page, '.search-toggle'), 'false');
    assert.is(await focused(page), 'Search');
    await page.waitForFunction(() => !document.querySelector('#site-search').checkVisibility({ visibilityProperty: true }));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('#site-search').getAnimations().length);
    await page.mouse.click(width / 2, 500);
    assert.is(await expanded(page, '.search-toggle'), 'false', 'a click outside the header');
    await page.waitForFunction(() => !document.querySelector('#site-search').getAnimations().length);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForFunction(() => !document.querySelector('#site-search').getAnimations().length);
    await page.evaluate(() => document.querySelector('.accordion summary').focus());
    assert.is(await expanded(page, '.search-toggle'), 'false', 'the focus left the form');
    assert.equal(errors, []);
  }
});

test('the slide-in menu: slides 700 ms from the inline end (the left in right to left), the focus on its close button, Escape back to the toggle; a click outside closes', async () => {
  const { page, errors } = await go();
  await page.getByRole('button', { name: 'More' }).click();
  assert.is(await expanded(page, 'button.slidemenu-toggle'), 'true');
  assert.equal(await duration(page, '#more-menu'), [700]);
  assert.is(await focused(page), 'Close the menu');
  await page.waitForFunction(() => !document.querySelector('#more-menu').getAnimations().length);
  const box = await page.locator('#more-menu').boundingBox();
  assert.is(Math.round(box.x + box.width), 1280, 'at the right edge');
  await ax(page, 'the slide-in menu open');
  await page.keyboard.press('Escape');
  assert.is(await focused(page), 'More');
  await page.waitForFunction(() => !document.querySelector('#more-menu').checkVisibility({ visibilityProperty: true }));
  await page.getByRole('button', { name: 'More' }).click();
  await page.mouse.click(300, 500);
  assert.is(await expanded(page, 'button.slidemenu-toggle'), 'false');
  // right to left: the panel is at the left edge and slides from there
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  await page.waitForFunction(() => !document.querySelector('#more-menu').getAnimations().length);
  await page.getByRole('button', { name: 'More' }).click();
  assert.is(await page.evaluate(() => String(document.querySelector('#more-menu').getAnimations()[0].effect.getKeyframes()[0].transform)), 'translateX(-100%)');
  await page.waitForFunction(() => !document.querySelector('#more-menu').getAnimations().length);
  assert.is(Math.round((await page.locator('#more-menu').boundingBox()).x), 0, 'at the left edge');
  assert.equal(errors, []);
});

test('the fullscreen menu is modal: a dialog, Tab kept inside, Escape back to its toggle, closed when the page becomes hidden; axe clean open', async () => {
  const { page } = await go('/demo/theme/modules', { viewport: { width: 390, height: 700 } });
  const open = page.getByRole('button', { name: 'Open the full-screen menu' });
  await open.click();
  assert.is(await page.getByRole('dialog', { name: 'Open the full-screen menu' }).count(), 1);
  assert.is(await focused(page), 'Close the full-screen menu');
  await page.waitForFunction(() => !document.querySelector('#full-menu').getAnimations().length);
  await ax(page, 'the fullscreen menu open');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  assert.is(await focused(page), 'Close the full-screen menu', 'Tab went round the four controls');
  await page.keyboard.press('Shift+Tab');
  assert.is(await focused(page), 'Header and menus');
  await page.keyboard.press('Escape');
  assert.is(await focused(page), 'Open the full-screen menu');
  await page.waitForFunction(() => !document.querySelector('#full-menu').getAnimations().length);
  await open.click();
  // the page becomes hidden (another tab, the phone's lock): headless Chromium never hides a
  // page (neither a tab in front nor a minimised window changes document.hidden), so the
  // document says hidden and tells it as the browser would
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { get: () => true, configurable: true });
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  assert.is(await expanded(page, 'button.slidemenu-toggle >> nth=1'), 'false');
});

test('side dots and back to top: the section in view marked, the last at the bottom; back to top after 800 px, to the content; dots hidden on a phone', async () => {
  const { page, errors } = await go('/demo/theme/modules', { viewport: { width: 1280, height: 700 } });
  const cur = () => page.evaluate(() => [...document.querySelectorAll('.side-nav a')].map((a) => +(a.getAttribute('aria-current') == 'location')).join(''));
  assert.is(await page.locator('.side-nav a').count(), 2);
  assert.is(await cur(), '10');
  assert.not.ok(await page.locator('.to-top').isVisible());
  await page.evaluate(() => scrollTo(0, 800));
  await page.waitForTimeout(100);
  assert.not.ok(await page.locator('.to-top').isVisible(), 'not at 800 px');
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => document.querySelector('.side-nav li:last-child a').getAttribute('aria-current') == 'location');
  await page.waitForFunction(() => document.querySelector('.to-top').checkVisibility({ opacityProperty: true, visibilityProperty: true }));
  await ax(page, 'scrolled to the bottom');
  await page.locator('.to-top').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => scrollY < 50 && document.activeElement.id == 'main');
  await page.waitForFunction(() => !document.querySelector('.to-top').classList.contains('is-shown'));
  // a dot is an in-page link: theme.js scrolls to its section
  await page.locator('.side-nav a').nth(1).click();
  await page.waitForFunction(() => document.activeElement.id == 'm-menus');
  assert.equal(errors, []);
  const phone = await go('/demo/theme/modules', { viewport: { width: 390, height: 700 } });
  assert.not.ok(await phone.page.locator('.side-nav').isVisible());
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
