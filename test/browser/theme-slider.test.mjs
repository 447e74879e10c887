// T04 the slider and carousel in Chromium (src/theme/slider, docs/theme.md "Slider and
// carousel"; spec §3.7, §4.4, §9.2): by mouse, keyboard and touch at desktop, tablet and phone
// widths: one active slide, wrapping arrows and dots, the 700 ms fade and moves ignored while it
// runs, the carousel's groups (3, 2 and 1 columns), swipe (mirrored right to left), the
// slideshow and what pauses it, reduced motion; axe clean, no CSP violation and no layout shift
// as it starts (the slider at the top of a page too).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const S = '#m-slider [data-module=slider]:not([data-use-carousel])', C = '#m-slider [data-use-carousel]';
/** the demo page, the slider's section in view and both inited; `before`, an init script, runs
 *  before theme.js (an option changed before the module reads it) */
const go = async (opts = {}, before, path = '/demo/theme/modules') => {
  const t = await env.page({ init: recordPage, ...opts });
  if (before) await t.page.addInitScript(before);
  await t.page.goto(env.url(path));
  await t.page.waitForLoadState('networkidle');
  await t.page.locator(C).scrollIntoViewIfNeeded();
  await t.page.waitForFunction(() => document.querySelectorAll('.slider-dots').length == 2);
  return t;
};
/** which slides show ('1000'), and which are inert and aria-hidden */
const shown = (page, sel = S) => page.evaluate((s) => [...document.querySelectorAll(s + ' .slide')].map((x) => +x.classList.contains('is-active')).join(''), sel);
const open = (page, sel = C) => page.evaluate((s) => [...document.querySelectorAll(s + ' .slide')].map((x) => +!(x.inert && x.getAttribute('aria-hidden') == 'true')).join(''), sel);
/** the carousel's items that are inside its box's rectangle */
const inBox = (page) =>
  page.evaluate((s) => {
    const b = document.querySelector(s + ' .slides').getBoundingClientRect();
    return [...document.querySelectorAll(s + ' .slide')].map((x) => x.getBoundingClientRect()).map((r) => +(r.left >= b.left - 1 && r.right <= b.right + 1)).join('');
  }, C);
const fading = (page) => page.evaluate((s) => !!document.querySelector(s + ' .is-leaving'), S);

test('by mouse at 1280, 900 and 390 px: arrows and dots wrap, the 700 ms fade, moves ignored while it runs, the carousel by groups; axe clean', async () => {
  for (const [width, cols] of [[1280, 3], [900, 2], [390, 1]]) {
    const { page, errors } = await go({ viewport: { width, height: 900 } });
    assert.is(await shown(page), '1000');
    assert.is(await open(page, S), '1000', 'the hidden slides are inert and aria-hidden');
    assert.equal(await axeTheme(page, '#m-slider'), [], width + ' px at start');
    const b = await page.locator(S + ' .slider-next').boundingBox();
    await page.mouse.click(b.x + 22, b.y + 22);
    const t0 = Date.now();
    await page.mouse.click(b.x + 22, b.y + 22);
    assert.ok(Date.now() - t0 < 500, 'the second click came during the fade');
    assert.ok(await fading(page), 'the fade runs');
    await page.waitForFunction((s) => !document.querySelector(s + ' .is-leaving'), S);
    assert.ok(Date.now() - t0 >= 500, 'the fade takes 700 ms');
    assert.is(await shown(page), '0100', 'the second click, during the fade, was ignored');
    await page.click(S + ' .slider-prev');
    await page.waitForFunction((s) => !document.querySelector(s + ' .is-leaving'), S);
    await page.click(S + ' .slider-prev');
    await page.waitForFunction((s) => !document.querySelector(s + ' .is-leaving'), S);
    assert.is(await shown(page), '0001', 'previous from the first wraps to the last');
    await page.click(S + ' .slider-dot >> nth=1');
    await page.waitForFunction((s) => !document.querySelector(s + ' .is-leaving'), S);
    assert.is(await shown(page), '0100');
    assert.is(await page.getAttribute(S + ' .slider-dot >> nth=1', 'aria-current'), 'true');
    assert.equal(await axeTheme(page, '#m-slider'), [], width + ' px after moves');

    // the carousel: the columns of the width, a group a move, wrapping
    const first = '1'.repeat(cols).padEnd(7, '0');
    assert.is(await open(page), first);
    assert.is(await inBox(page), first, 'what is open is what shows');
    assert.is(await page.locator(C + ' .slider-dot').count(), Math.ceil(7 / cols));
    await page.click(C + ' .slider-next');
    const second = '0'.repeat(cols) + '1'.repeat(cols).padEnd(7 - cols, '0');
    assert.is(await open(page), second);
    await page.waitForFunction(([s, want]) => {
      const b = document.querySelector(s + ' .slides').getBoundingClientRect();
      return [...document.querySelectorAll(s + ' .slide')].map((x) => x.getBoundingClientRect()).map((r) => +(r.left >= b.left - 1 && r.right <= b.right + 1)).join('') == want;
    }, [C, second]);
    await page.click(C + ' .slider-prev');
    await page.waitForFunction((s) => document.querySelector(s + ' .slides').scrollLeft == 0, C);
    await page.click(C + ' .slider-prev');
    const last = '1'.repeat(cols).padStart(7, '0');
    assert.is(await open(page), last, 'previous from the first group wraps to the last, which ends on the last item');
    await page.waitForFunction(([s, want]) => {
      const b = document.querySelector(s + ' .slides').getBoundingClientRect();
      return [...document.querySelectorAll(s + ' .slide')].map((x) => x.getBoundingClientRect()).map((r) => +(r.left >= b.left - 1 && r.right <= b.right + 1)).join('') == want;
    }, [C, last]);
    assert.equal(await axeTheme(page, '#m-slider'), [], width + ' px, carousel moved');
    assert.equal(await page.evaluate(() => window.__csp), []);
    assert.equal(errors, []);
  }
});

test('by keyboard: Tab reaches the pause button, the arrows, the shown slide only and the dots; Enter moves and the focus stays', async () => {
  const { page } = await go({ reducedMotion: 'reduce' });
  // Tab from just before the slider (its section's heading, made focusable for the test)
  await page.evaluate(() => {
    const h = document.querySelector('#m-slider h2');
    h.tabIndex = -1;
    h.focus();
  });
  const seen = [];
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press('Tab');
    seen.push(await page.evaluate(() => document.activeElement.getAttribute('aria-label') || document.activeElement.textContent.trim()));
  }
  assert.equal(seen, ['Play slideshow', 'Previous slide', 'Next slide', 'Roasting questions', 'Slide 1 of 4', 'Slide 2 of 4', 'Slide 3 of 4', 'Slide 4 of 4', 'Previous slide']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  assert.is(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Slide 3 of 4');
  await page.keyboard.press('Enter');
  assert.is(await shown(page), '0010', 'at once under reduced motion');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab');
  assert.is(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Next slide');
  await page.keyboard.press('Space');
  assert.is(await shown(page), '0001');
  await page.keyboard.press('Enter');
  assert.is(await shown(page), '1000', 'next from the last wraps');
  assert.is(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Next slide', 'the focus stays on the arrow');
});

test('by touch on a phone: a swipe left goes next, right goes back; mirrored right to left', async () => {
  for (const rtl of [false, true]) {
    const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    env.contexts.add(ctx);
    const page = await ctx.newPage();
    await page.goto(env.url('/demo/theme/modules'));
    if (rtl) await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    await page.locator(C).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.slider-dots').length == 2);
    const cdp = await ctx.newCDPSession(page);
    const swipe = async (sel, dx) => {
      const b = await page.locator(sel + ' .slides').boundingBox();
      const x = b.x + b.width / 2, y = b.y + b.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let k = 1; k <= 5; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * k) / 5, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // a tap first: Chrome swallows a tap that comes right after a synthetic swipe's gesture
    await page.tap(S + ' .slider-prev');
    assert.is(await shown(page), '0001', 'a tap on an arrow');
    await page.tap(S + ' .slider-next');
    assert.is(await shown(page), '1000');
    await swipe(S, -120);
    await page.waitForFunction(([s, want]) => [...document.querySelectorAll(s + ' .slide')].map((x) => +x.classList.contains('is-active')).join('') == want, [S, rtl ? '0001' : '0100']);
    await swipe(S, 120);
    await page.waitForFunction(([s, want]) => [...document.querySelectorAll(s + ' .slide')].map((x) => +x.classList.contains('is-active')).join('') == want, [S, '1000']);
    await swipe(C, rtl ? 120 : -120);
    assert.is(await open(page), '0100000', (rtl ? 'rtl' : 'ltr') + ': the carousel, a group of one on a phone');
  }
});

test('the slideshow: moves on its own; paused by hover, by its button; none under reduced motion until play', async () => {
  // 900 ms instead of the demo's 7000, set before theme.js runs (readyState interactive comes
  // before deferred scripts)
  const fast = () => document.addEventListener('readystatechange', () => document.querySelector('[data-module=slider]')?.setAttribute('data-slideshow-speed', '900'), { once: true });
  const { page } = await go({}, fast);
  await page.waitForFunction((s) => document.querySelector(s + ' .slide:nth-child(2)').classList.contains('is-active'), S, { timeout: 5000 });
  assert.is(await page.getAttribute(S + ' .slides', 'aria-live'), 'off');
  await page.hover(S + ' .slide.is-active h3');
  const s = await shown(page);
  await page.waitForTimeout(2000); // checking that nothing moves while hovered
  assert.is(await shown(page), s, 'paused on hover');
  assert.is(await page.getAttribute(S + ' .slides', 'aria-live'), 'polite');
  await page.mouse.move(5, 5);
  await page.waitForFunction(([sel, was]) => [...document.querySelectorAll(sel + ' .slide')].map((x) => +x.classList.contains('is-active')).join('') != was, [S, s], { timeout: 5000 });
  await page.click(S + ' .slider-play');
  await page.mouse.move(5, 5);
  const p = await shown(page);
  await page.waitForTimeout(2000); // checking that nothing moves once paused
  assert.is(await shown(page), p, 'paused by the button');
  assert.is(await page.getAttribute(S + ' .slider-play', 'aria-label'), 'Play slideshow');
  assert.equal(await axeTheme(page, '#m-slider'), [], 'paused');

  const r = await go({ reducedMotion: 'reduce' }, fast);
  await r.page.waitForTimeout(2000); // checking that nothing moves under reduced motion
  assert.is(await shown(r.page), '1000');
  await r.page.click(S + ' .slider-play');
  await r.page.mouse.move(5, 5);
  await r.page.waitForFunction((sel) => document.querySelector(sel + ' .slide:nth-child(2)').classList.contains('is-active'), S, { timeout: 5000 });
  assert.is(await r.page.evaluate((sel) => document.querySelectorAll(sel + ' .is-leaving').length, S), 0, 'a cut, no fade');
});

test('no layout shift as it starts, the slider at the top of a page or further down: every box where it is without the script; no CSP violation', async () => {
  // every box of the slider-top page; on the long page the slider's section's own, from its
  // corner (the modules before it are theirs to test)
  const boxes = (page, path) =>
    page.evaluate((long) => {
      const o = long ? document.getElementById('m-slider').getBoundingClientRect() : { x: 0, y: 0 };
      return [...document.querySelectorAll(long ? '#m-slider, #m-slider > :not(.slider-nav, .slider-dots), #m-slider .slider > :not(.slider-nav, .slider-dots), #m-slider .slides, #m-slider .slide, #m-slider .slide > *' : 'main > *, main > * > :not(.slider-nav, .slider-dots), .slides, .slide, .slide > *')].map((e) => {
        const r = e.getBoundingClientRect();
        return e.tagName + JSON.stringify([r.x - o.x, r.y - o.y, r.width, r.height]);
      });
    }, path.endsWith('/modules'));
  for (const [path, width] of [['/demo/theme/slider-top', 1280], ['/demo/theme/slider-top', 390], ['/demo/theme/slider-top', 320], ['/demo/theme/modules', 900], ['/demo/theme/modules', 390]]) {
    const viewport = { width, height: 800 };
    const bare = await env.page({ viewport });
    await bare.page.route('**/dist/theme.js', (r) => r.abort());
    await bare.page.goto(env.url(path));
    await bare.page.waitForLoadState('networkidle');
    const { page, errors } = await env.page({ init: recordPage, viewport });
    await page.goto(env.url(path));
    await page.locator('[data-use-carousel]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.slider-dots').length == 2);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => scrollTo(0, 0));
    assert.equal(await boxes(page, path), await boxes(bare.page, path), path + ' ' + width + ': no box moved or changed size');
    assert.is(await page.evaluate(() => window.__cls), 0, path + ' ' + width);
    assert.equal(await page.evaluate(() => window.__csp), []);
    assert.equal(errors, []);
  }
});

test.run();
