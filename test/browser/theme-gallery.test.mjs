// T08 the gallery and its lightbox in Chromium (src/theme/gallery, src/theme/lightbox,
// docs/theme.md "Gallery"; spec §2.5, §4.9, §5.5, §9.3): by mouse, keyboard only and touch at
// 1280, 900, 390 and 320 px: paging (4 a page, aria-current, the ends disabled, the address's
// #gallery1|n) without moving what is below; the hash on load; the lightbox, a modal <dialog>
// (n of N, caption, previous/next, arrows, Home/End, swipe, Escape, the backdrop, Tab kept inside,
// the focus back on the opener), the image inside the window, the 500 ms fade and none under
// reduced motion, Hebrew right to left mirrored; axe clean open and closed, no CSP violation,
// no layout shift at load.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const G = '#m-gallery [data-module=gallery]';
/** the demo page with the gallery inited (its chunk in); `before` runs before theme.js */
const go = async (opts = {}, hash = '', before) => {
  const t = await env.page({ init: recordPage, ...opts });
  if (before) await t.page.addInitScript(before);
  await t.page.goto(env.url('/demo/theme/modules' + hash));
  await t.page.waitForLoadState('networkidle');
  await t.page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /theme\/gallery\.js$/.test(r.name)));
  return t;
};
/** which items show ('11110000000') and the page links ('- [1] 2 3 ›': - a disabled end) */
const shown = (page) => page.evaluate((g) => [...document.querySelectorAll(g + ' .gallery-grid li')].map((x) => +(x.getClientRects().length > 0)).join(''), G);
const nav = (page) =>
  page.evaluate((g) => [...document.querySelectorAll(g + ' .gallery-pages a')].map((a) => (a.getAttribute('aria-current') ? `[${a.textContent}]` : a.getAttribute('aria-disabled') == 'true' ? '-' : a.textContent)).join(' '), G);
/** the top of what follows the gallery, in the page */
const below = (page) => page.evaluate(() => document.querySelector('.gallery-after').getBoundingClientRect().top + scrollY);
const box = (page) => page.evaluate(() => {
  const d = document.querySelector('dialog.lp-lightbox');
  return d && { open: d.open, modal: d.matches(':modal'), count: d.querySelector('.lp-lb-count').textContent, cap: d.querySelector('figcaption').textContent, src: d.querySelector('img').getAttribute('src'), label: d.getAttribute('aria-label') };
});
const focused = (page) => page.evaluate(() => { const a = document.activeElement; return a.className || a.getAttribute('href') || a.tagName; });
const thumb = (page, i) => page.locator(G + ' .gallery-grid a').nth(i);
const pageLink = (page, text) => page.locator(G + ' .gallery-pages a', { hasText: new RegExp('^' + text + '$') });
/** the image lies inside the window */
const fits = (page) => page.evaluate(() => {
  const r = document.querySelector('.lp-lb-img').getBoundingClientRect();
  return r.width > 100 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
});
const settled = (page) => page.waitForFunction(() => { const d = document.querySelector('dialog.lp-lightbox'); return d?.open && !d.getAnimations().length && d.querySelector('img').complete; });

test('by mouse at 1280, 900, 390 and 320 px: paging moves nothing below; the lightbox opens, steps, fits the window, closes on the backdrop; axe clean; no CSP violation, no shift at load', async () => {
  for (const width of [1280, 900, 390, 320]) {
    const { page, errors } = await go({ viewport: { width, height: 800 } });
    assert.is(await shown(page), '11110000000', width + ' px: page 1 as printed');
    assert.is(await nav(page), '- [1] 2 3 ›');
    assert.equal(await axeTheme(page, '#m-gallery'), [], width + ' px closed');
    const y = await below(page);
    await pageLink(page, '2').click();
    assert.is(await shown(page), '00001111000');
    assert.is(await nav(page), '‹ 1 [2] 3 ›');
    assert.is(await page.evaluate(() => location.hash), '#gallery1|2', 'replaceState');
    assert.is(await below(page), y, 'nothing below moved');
    await pageLink(page, '›').click();
    assert.is(await shown(page), '00000000111', 'the last page, 3 items');
    assert.is(await nav(page), '‹ 1 2 [3] -');
    assert.is(await below(page), y, 'nothing below moved on the short last page');
    // (force: Playwright waits for an aria-disabled element to be enabled)
    await pageLink(page, '›').click({ force: true });
    assert.is(await shown(page), '00000000111', 'a disabled next does nothing');

    await thumb(page, 8).click();
    await settled(page);
    let b = await box(page);
    assert.ok(b.open && b.modal, 'a modal dialog');
    assert.is(b.count, '9 of 11');
    assert.is(b.cap, 'Latte art practice');
    assert.ok(b.src.endsWith('/demo/theme/assets/gallery/9.svg'), b.src);
    assert.is(b.label, 'Gallery', "named as the gallery's heading");
    assert.ok(await fits(page), width + ' px: the image inside the window');
    assert.equal(await axeTheme(page), [], width + ' px open');
    await page.click('.lp-lb-next');
    assert.is((await box(page)).count, '10 of 11');
    await page.click('.lp-lb-next');
    await page.click('.lp-lb-next');
    assert.is((await box(page)).count, '1 of 11', 'next wraps');
    await page.click('.lp-lb-prev');
    assert.is((await box(page)).cap, 'The harbour from our door');
    await page.click('.lp-lb-img');
    assert.ok((await box(page)).open, 'a click on the image does not close');
    await page.mouse.click(width / 2, 20);
    await page.waitForFunction(() => !document.querySelector('dialog.lp-lightbox').open);
    assert.is(await focused(page), '/demo/theme/assets/gallery/9.svg', 'the focus back on the opener');
    assert.equal(await page.evaluate(() => [window.__cls, window.__csp]), [0, []]);
    assert.equal(errors, []);
  }
});

test('the neighbours are preloaded; the chunk comes at the first open only', async () => {
  const { page, requests } = await go();
  const lb = () => requests.filter((u) => /theme\/lightbox\.js$/.test(u)).length;
  assert.is(lb(), 0, 'not before a click');
  await thumb(page, 0).click();
  await settled(page);
  assert.is(lb(), 1);
  await page.waitForFunction(() => ['2.svg', '11.svg'].every((f) => performance.getEntriesByType('resource').some((r) => r.name.endsWith('/gallery/' + f))));
});

test('keyboard only at 1280 and 390 px: Enter opens, arrows, Home, End, Tab kept inside, Escape closes and the focus comes back; the page links by Enter', async () => {
  for (const width of [1280, 390]) {
    const { page } = await go({ viewport: { width, height: 800 } });
    await page.locator('#m-views').evaluate((x) => x.querySelector('a, button').focus());
    // Tab to the gallery's first image from the section before it
    for (let k = 0; k < 30 && (await focused(page)) != '/demo/theme/assets/gallery/1.svg'; k++) await page.keyboard.press('Tab');
    assert.is(await focused(page), '/demo/theme/assets/gallery/1.svg');
    await page.keyboard.press('Enter');
    await settled(page);
    assert.is(await focused(page), 'lp-lb-close', 'the focus in the dialog, on close');
    await page.keyboard.press('ArrowRight');
    assert.is((await box(page)).count, '2 of 11');
    await page.keyboard.press('End');
    assert.is((await box(page)).count, '11 of 11');
    await page.keyboard.press('ArrowRight');
    assert.is((await box(page)).count, '1 of 11');
    await page.keyboard.press('ArrowLeft');
    assert.is((await box(page)).count, '11 of 11');
    await page.keyboard.press('Home');
    assert.is((await box(page)).count, '1 of 11');
    const seen = [];
    for (let k = 0; k < 7; k++) await page.keyboard.press('Tab'), seen.push(await focused(page));
    assert.equal(seen, ['lp-lb-prev', 'lp-lb-next', 'lp-lb-close', 'lp-lb-prev', 'lp-lb-next', 'lp-lb-close', 'lp-lb-prev'], 'Tab stays inside');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    assert.is(await focused(page), 'lp-lb-next', 'Shift+Tab wraps too');
    await page.keyboard.press('Enter');
    assert.is((await box(page)).count, '2 of 11', 'the buttons by Enter');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog.lp-lightbox').open);
    assert.is(await focused(page), '/demo/theme/assets/gallery/1.svg', 'the focus back on the opener');
    for (let k = 0; k < 30 && (await focused(page)) != '#gallery1|2'; k++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    assert.is(await nav(page), '‹ 1 [2] 3 ›');
    assert.is(await focused(page), '#gallery1|2', 'the focus stays on the link');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    assert.is(await focused(page), 'gallery-prev');
    await page.keyboard.press('Enter');
    assert.is(await shown(page), '11110000000');
    assert.equal(await axeTheme(page, '#m-gallery'), []);
  }
});

test('§2.5: #gallery1|3 on load opens page 3 with nothing shifted (at 900 px its 3 items are a row short)', async () => {
  const y = await below((await go({ viewport: { width: 900, height: 800 } })).page);
  const { page } = await go({ viewport: { width: 900, height: 800 } }, '#gallery1|3');
  assert.is(await below(page), y, 'what follows the gallery where page 1 leaves it');
  assert.is(await shown(page), '00000000111');
  assert.is(await nav(page), '‹ 1 2 [3] -');
  await page.waitForTimeout(300); // checking that no shift comes after
  assert.is(await page.evaluate(() => window.__cls), 0);
});

test('the fade: 500 ms; none under reduced motion', async () => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const { page } = await go({ reducedMotion });
    await thumb(page, 0).click();
    await page.waitForFunction(() => document.querySelector('dialog.lp-lightbox')?.open);
    const ms = await page.evaluate(() => document.querySelector('dialog.lp-lightbox').getAnimations().map((a) => a.effect.getTiming().duration));
    assert.equal(ms, reducedMotion == 'reduce' ? [] : [500], reducedMotion);
  }
});

test('by touch at 390 px, English and Hebrew right to left: taps page and open, a swipe left is next (previous right to left), a tap on the backdrop closes', async () => {
  for (const he of [false, true]) {
    const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    env.contexts.add(ctx);
    const page = await ctx.newPage();
    await page.addInitScript(recordPage);
    if (he) await page.addInitScript(() => document.addEventListener('readystatechange', () => ((document.documentElement.lang = 'he'), (document.documentElement.dir = 'rtl')), { once: true }));
    await page.goto(env.url('/demo/theme/modules'));
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /theme\/gallery\.js$/.test(r.name)));
    await page.locator(G).scrollIntoViewIfNeeded();
    await page.tap(G + ' .gallery-pages a:text-is("2")');
    assert.is(await shown(page), '00001111000');
    await page.tap(G + ' .gallery-grid li:nth-child(5) img');
    await settled(page);
    assert.is((await box(page)).count, he ? '5 מתוך 11' : '5 of 11');
    assert.ok(await fits(page));
    const cdp = await ctx.newCDPSession(page);
    const swipe = async (dx) => {
      const x = 195 - dx / 2, y = 400;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let k = 1; k <= 5; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * k) / 5, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(-150);
    await page.waitForFunction((w) => document.querySelector('.lp-lb-count').textContent.startsWith(w), he ? '4 ' : '6 ');
    await swipe(150);
    await page.waitForFunction(() => document.querySelector('.lp-lb-count').textContent.startsWith('5 '));
    await page.keyboard.press('ArrowLeft');
    assert.ok((await box(page)).count.startsWith(he ? '6 ' : '4 '), 'the arrows mirrored too');
    assert.is(await page.getAttribute('.lp-lb-next', 'aria-label'), he ? 'התמונה הבאה' : 'Next image');
    assert.equal(await axeTheme(page), [], he ? 'he open' : 'en open');
    await page.tap('.lp-lb-count');
    assert.ok((await box(page)).open, 'a tap on the count is not on the backdrop');
    await page.touchscreen.tap(195, 25);
    await page.waitForFunction(() => !document.querySelector('dialog.lp-lightbox').open);
    assert.equal(await page.evaluate(() => [window.__cls, window.__csp]), [0, []]);
  }
});

test('a resize measures the tallest page again (200 ms after): at 900 px the kept height is 900 px\'s page 1', async () => {
  const { page } = await go({ viewport: { width: 1280, height: 800 } });
  await pageLink(page, '3').click();
  await page.setViewportSize({ width: 900, height: 800 });
  const grid = (p) => p.evaluate((g) => document.querySelector(g + ' .gallery-grid').getBoundingClientRect().height, G);
  const want = await grid((await go({ viewport: { width: 900, height: 800 } })).page);
  await page.waitForFunction(([g, h]) => Math.abs(document.querySelector(g + ' .gallery-grid').getBoundingClientRect().height - h) < 0.01, [G, want]);
  assert.is(await shown(page), '00000000111', 'still page 3');
});

test('without the script every image shows, each a link to its full image, and the page links (which need it) do not', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/modules'));
  assert.is(await shown(page), '11111111111');
  assert.is(await page.locator(G + ' .gallery-pages').isVisible(), false);
  assert.is(await thumb(page, 10).getAttribute('href'), '/demo/theme/assets/gallery/11.svg');
});

test.run();
