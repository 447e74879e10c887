// T07 the portfolio in Chromium (src/theme/portfolio, docs/theme.md "Portfolio"; spec §2.5, §4.9,
// §5.5, §9.2): by mouse, keyboard and touch at 1280, 900 and 390 px (320 px reflow): the filters
// (aria-pressed, "All" first) and pages (aria-current, previous and next) with the result
// announced, filter + page together, the columns by the portfolio's own width, the hash on load
// and written back, and the carousel (rotation, paused on hover, by focus and by its button,
// none under reduced motion, mirrored right to left). Axe clean in each state, no CSP violation,
// no layout shift at load, and paging and filtering move nothing below the portfolio.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const P = '#work', C = '#recent';
/** the demo page with the portfolios' section in view and both inited */
const go = async (opts = {}, hash = '') => {
  const t = await env.page({ init: recordPage, ...opts });
  await t.page.goto(env.url('/demo/theme/modules' + hash));
  await t.page.waitForLoadState('networkidle');
  await t.page.locator(C).scrollIntoViewIfNeeded();
  await t.page.waitForFunction(() => document.querySelector('.pf-nav') && document.querySelector('#work').style.getPropertyValue('--pf-cols'));
  return t;
};
/** the titles of the items that show */
const titles = (page) => page.evaluate(() => [...document.querySelectorAll('#work li:not([hidden]) b')].map((b) => b.textContent).join(', '));
const state = (page) =>
  page.evaluate(() => ({
    pressed: [...document.querySelectorAll('#work .pf-filters button')].map((b) => b.getAttribute('aria-pressed')).join(),
    current: document.querySelector('#work .pf-pages [aria-current=page]')?.textContent,
    pages: [...document.querySelectorAll('#work .pf-pages a:not(.pf-prev):not(.pf-next):not([hidden])')].length,
    prev: document.querySelector('#work .pf-prev').getAttribute('aria-disabled'),
    next: document.querySelector('#work .pf-next').getAttribute('aria-disabled'),
    status: document.querySelector('#work .pf-status').textContent,
    hash: location.hash,
  }));
/** the list's height and the top of what follows the portfolio (the carousel's heading), in
 *  the page's coordinates: paging and filtering must change neither */
const box = (page) =>
  page.evaluate(() => {
    const l = document.querySelector('#work .pf-items'), n = document.querySelector('#recent-title');
    return [l.offsetHeight, Math.round(n.getBoundingClientRect().top + scrollY)];
  });
/** the carousel's first item that shows (not inert) */
const first = (page) => page.evaluate(() => [...document.querySelectorAll('#recent li')].findIndex((x) => !x.inert));
const A4 = 'Harbour Lane bar, Spring sampler box, Saturday tastings, Station kiosk';

test('by mouse at 1280, 900 and 390 px: filters, pages, filter + page, the hash written; columns by width; nothing below moves; axe clean', async () => {
  for (const [width, cols] of [[1280, 4], [900, 3], [390, 1]]) {
    const { page, errors } = await go({ viewport: { width, height: 900 } });
    const w = await page.evaluate(() => document.querySelector('#work').clientWidth);
    assert.is(+(await page.evaluate(() => document.querySelector('#work').style.getPropertyValue('--pf-cols'))), cols, width + ' px: ' + w + ' px wide');
    assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('#work .pf-items')).gridTemplateColumns.split(' ').length), cols, 'the sheet uses it');
    assert.is(await titles(page), A4);
    assert.equal(await state(page), { pressed: 'true,false,false,false', current: '1', pages: 4, prev: 'true', next: null, status: '', hash: '' });
    const at = await box(page);
    assert.equal(await axeTheme(page, '#m-portfolio'), [], width + ' px at start');

    await page.locator(P + ' .pf-pages a', { hasText: '4' }).click();
    assert.is(await titles(page), 'Campus cart, Cold brew cans', 'page 4: the last two');
    assert.equal(await state(page), { pressed: 'true,false,false,false', current: '4', pages: 4, prev: null, next: 'true', status: '13 to 14 of 14 items, page 4 of 4', hash: '#work|all|4' });
    assert.equal(await box(page), at, 'a shorter page moves nothing');

    await page.locator(P + ' .pf-filters button', { hasText: 'Cafés' }).click();
    assert.is(await titles(page), 'Harbour Lane bar, Station kiosk, Library café, Market stall', 'a filter goes to its page 1');
    assert.equal(await state(page), { pressed: 'false,true,false,false', current: '1', pages: 2, prev: 'true', next: null, status: '1 to 4 of 5 items, page 1 of 2', hash: '#work|cafes|1' });
    await page.locator(P + ' .pf-next').click();
    assert.is(await titles(page), 'Campus cart');
    assert.equal((await state(page)).hash, '#work|cafes|2', 'filter and page together');
    assert.equal(await box(page), at);
    assert.equal(await axeTheme(page, '#m-portfolio'), [], width + ' px filtered, page 2');

    await page.locator(P + ' .pf-prev').click();
    assert.equal((await state(page)).current, '1');
    await page.locator(P + ' .pf-filters button', { hasText: 'Events' }).click();
    assert.equal(await state(page), { pressed: 'false,false,false,true', current: '1', pages: 1, prev: 'true', next: 'true', status: '1 to 4 of 4 items, page 1 of 1', hash: '#work|events|1' });
    await page.locator(P + ' .pf-filters button', { hasText: 'All' }).click();
    assert.is(await titles(page), A4);
    assert.equal(await box(page), at);
    assert.equal(await page.evaluate(() => [window.__cls, window.__csp]), [0, []]);
    assert.equal(errors, []);
  }
});

test('no layout shift from paging and filtering (a layout-shift observer counting every shift, input or not)', async () => {
  // 900 px: 3 columns, so page 1 is two rows and page 4 one (at 1280 px every page is one row)
  const { page } = await go({ viewport: { width: 900, height: 900 } });
  await page.evaluate(() => {
    window.__all = [];
    new PerformanceObserver((l) => l.getEntries().forEach((x) => x.sources?.some((s) => !s.node || !document.querySelector('#work').contains(s.node)) && window.__all.push(x.value))).observe({ type: 'layout-shift' });
  });
  for (const name of ['4', '2', '3']) await page.locator(P + ' .pf-pages a', { hasText: name }).click();
  for (const name of ['Events', 'Packaging', 'All']) await page.locator(P + ' .pf-filters button', { hasText: name }).click();
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.__all), [], 'nothing outside the portfolio shifted');
  assert.is(await page.evaluate(() => window.__cls), 0);
});

test('by keyboard: Tab to a filter, Enter and Space; a page link by Enter; the focus stays; announced politely', async () => {
  const { page } = await go({ viewport: { width: 900, height: 900 } });
  await page.locator(P + ' .pf-filters button').first().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.equal((await state(page)).pressed, 'false,false,true,false', 'Packaging by Enter');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  assert.equal((await state(page)).pressed, 'false,true,false,false', 'Cafés by Space');
  assert.is(await page.evaluate(() => document.querySelector('#work .pf-status').getAttribute('role')), 'status', 'a polite live region');
  await page.locator(P + ' .pf-pages a', { hasText: '2' }).focus();
  await page.keyboard.press('Enter');
  assert.is(await titles(page), 'Campus cart');
  assert.is(await page.evaluate(() => document.activeElement.getAttribute('aria-current')), 'page', 'the focus stays on the page link');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  assert.is((await state(page)).current, '1', 'previous by Enter');
  assert.equal(await axeTheme(page, '#m-portfolio'), []);
});

test('by touch on a phone (390 and 320 px): taps filter and page; at 320 px nothing scrolls sideways', async () => {
  for (const width of [390, 320]) {
    const ctx = await env.browser.newContext({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });
    env.contexts.add(ctx);
    const page = await ctx.newPage();
    await page.addInitScript(recordPage);
    await page.goto(env.url('/demo/theme/modules'));
    await page.waitForLoadState('networkidle');
    await page.locator(P).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('#work').style.getPropertyValue('--pf-cols') == '1');
    await page.locator(P + ' .pf-filters button', { hasText: 'Packaging' }).tap();
    await page.locator(P + ' .pf-pages a', { hasText: '2' }).tap();
    assert.is(await titles(page), 'Cold brew cans');
    assert.is(await page.evaluate(() => location.hash), '#work|packaging|2');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), width + ' px: reflows');
    // the carousel by touch: a tap on next moves it by one (a touch does not pause it as a hover)
    await page.locator(C).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('#recent .pf-next'));
    await page.locator(C + ' .pf-play').tap();
    const i = await first(page);
    await page.locator(C + ' .pf-next').tap();
    await page.waitForFunction((a) => [...document.querySelectorAll('#recent li')].findIndex((x) => !x.inert) == a + 1, i);
    assert.equal(await axeTheme(page, '#m-portfolio'), [], width + ' px');
    assert.equal(await page.evaluate(() => [window.__cls, window.__csp]), [0, []]);
  }
});

test('the hash on load selects the category and the page (§2.5); an unknown one is page 1 of all', async () => {
  const { page } = await go({ viewport: { width: 1280, height: 900 } }, '#work|cafes|2');
  assert.is(await titles(page), 'Campus cart');
  assert.equal((await state(page)).pressed, 'false,true,false,false');
  assert.is(await page.evaluate(() => window.__cls), 0, 'no shift at load with a hash');
  const b = await go({ viewport: { width: 1280, height: 900 } }, '#work|nope|9');
  assert.is(await titles(b.page), A4);
  // a link elsewhere on the page to a portfolio state (hashchange)
  await b.page.evaluate(() => (location.hash = '#work|events|1'));
  await b.page.waitForFunction(() => document.querySelector('#work .pf-filters [aria-pressed=true]').textContent == 'Events');
  // another part of the hash is kept when the visitor pages
  const c = await go({ viewport: { width: 1280, height: 900 } }, '#tabs1|2||work|packaging|1');
  await c.page.locator(P + ' .pf-next').click();
  assert.is(await c.page.evaluate(() => location.hash), '#tabs1|2||work|packaging|2');
});

test('the carousel: 3 columns (2 at 390 px: 1), turns every data-auto-speed ms with a 700 ms slide; hover and focus pause it; its button stops it; axe clean', async () => {
  const { page, errors } = await go({ viewport: { width: 1280, height: 900 } });
  assert.is(await page.evaluate(() => [...document.querySelectorAll('#recent li')].filter((x) => !x.inert && !x.hasAttribute('aria-hidden')).length), 3);
  assert.equal(await axeTheme(page, '#recent'), []);
  await page.waitForFunction(() => [...document.querySelectorAll('#recent li')].findIndex((x) => !x.inert) == 1, null, { timeout: 8000 });
  assert.ok(await page.evaluate(() => document.querySelector('#recent .pf-items').getAnimations().length == 1), 'it slides');
  const ms = await page.evaluate(() => document.querySelector('#recent .pf-items').getAnimations()[0].effect.getTiming().duration);
  assert.is(ms, 700);
  // hover: no turn for longer than the interval, then it resumes on leave
  const r = await page.locator(C + ' .pf-view').boundingBox();
  await page.mouse.move(r.x + r.width / 2, r.y + r.height / 2);
  const at = await first(page);
  await page.waitForTimeout(4200);
  assert.is(await first(page), at, 'paused while hovered');
  await page.mouse.move(5, 5);
  await page.waitForFunction((a) => [...document.querySelectorAll('#recent li')].findIndex((x) => !x.inert) != a, at, { timeout: 8000 });
  // focus inside: the next button focused pauses it
  await page.locator(C + ' .pf-next').focus();
  const f = await first(page);
  await page.waitForTimeout(4200);
  assert.is(await first(page), f, 'paused while the focus is inside');
  await page.keyboard.press('Enter');
  await page.waitForFunction((a) => [...document.querySelectorAll('#recent li')].findIndex((x) => !x.inert) == (a + 1) % 6, f);
  // the pause button: stops it, says so, and pressing it again plays
  await page.locator(C + ' .pf-play').click();
  assert.is(await page.locator(C + ' .pf-play').getAttribute('aria-label'), 'Play the carousel');
  await page.mouse.move(5, 5);
  await page.evaluate(() => document.activeElement.blur());
  const s = await first(page);
  await page.waitForTimeout(4200);
  assert.is(await first(page), s, 'stopped by its button');
  assert.equal(await axeTheme(page, '#recent'), []);
  assert.equal(errors, []);
});

test('the carousel under reduced motion does not turn; previous and next are cuts; right to left mirrored', async () => {
  const { page } = await go({ viewport: { width: 900, height: 900 }, reducedMotion: 'reduce' });
  assert.is(await page.evaluate(() => document.querySelector('#recent').style.getPropertyValue('--pf-cols')), '2', 'a narrower box shows 2');
  await page.waitForTimeout(4200);
  assert.is(await first(page), 0, 'no rotation');
  await page.locator(C + ' .pf-prev').click();
  assert.is(await first(page), 6, 'previous from the first wraps to the last two of 8');
  assert.is(await page.evaluate(() => document.querySelector('#recent .pf-items').getAnimations().length), 0, 'a cut');
  await page.locator(C + ' .pf-next').click();
  assert.is(await first(page), 0);
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  await page.locator(C + ' .pf-next').click();
  const [view, item, next] = await page.evaluate(() => ['.pf-view', 'li:nth-child(2)', '.pf-next'].map((s) => document.querySelector('#recent ' + s).getBoundingClientRect()).map((r) => [Math.round(r.left), Math.round(r.right)]));
  assert.is(item[1], view[1] - 0, 'right to left, item 2 is the first at the right edge');
  assert.ok(next[1] < view[0] + 1, 'the next button is on the left');
  assert.is(await page.evaluate(() => window.__cls), 0);
});

test.run();
