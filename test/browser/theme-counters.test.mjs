// T10 the counters in Chromium (src/theme/counters, docs/theme.md "Counters"; spec §9.3): the
// printed number until a counter is half in view, then 0 up to it over 1800 ms, once; its box
// never changes size and nothing shifts; a circle's stroke-dashoffset follows by CSSOM under the
// strict CSP; nothing counts under reduced motion; axe clean at 1280, 900 and 390 px, and on a
// touch phone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage, themeChunks } from './theme-kit.mjs';

const env = suite(test);
/** before the page's scripts: every text a .count shows, with its box's width and height, and
 *  the circles' stroke-dashoffsets */
const watch = () => {
  window.__counts = [];
  window.__rings = [];
  // from the parsed page on (the parser's own insertions are not the script's)
  document.addEventListener('DOMContentLoaded', () => new MutationObserver((ms) =>
    ms.forEach((m) => {
      const c = m.target.nodeType == 1 ? m.target : m.target.parentElement;
      if (!c) return;
      if (c.classList.contains('count')) window.__counts.push([c.textContent, c.offsetWidth, c.offsetHeight, c.parentElement.textContent.trim()]);
      if (c.classList.contains('bar')) window.__rings.push(getComputedStyle(c).strokeDashoffset);
    }),
  ).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style'] }));
};
const go = async (opts = {}) => {
  const t = await env.page({ ...opts, init: () => {} });
  await t.page.addInitScript(recordPage);
  await t.page.addInitScript(watch);
  await t.page.goto(env.url('/demo/theme/modules'));
  await t.page.waitForLoadState('networkidle');
  return t;
};
const texts = (page) => page.evaluate(() => [...document.querySelectorAll('#m-counters .count')].map((c) => c.textContent).join(' '));
const FINAL = '1,200 38 92 65';

test('the printed number until in view; then 0 up to it over 1800 ms, once; the box keeps its size; axe clean at 1280, 900, 390 px', async () => {
  for (const width of [1280, 900, 390]) {
    const { page, errors, requests } = await go({ viewport: { width, height: 700 } });
    assert.not.ok(themeChunks(requests).includes('counters'), 'not loaded out of view');
    assert.is(await texts(page), FINAL);
    const size = await page.evaluate(() => [...document.querySelectorAll('#m-counters .count')].map((c) => [c.offsetWidth, c.offsetHeight]));
    await page.evaluate(() => document.querySelector('#m-counters').scrollIntoView());
    await page.waitForFunction(() => window.__counts.some((c) => c[0] == '0'));
    const t0 = Date.now();
    await page.waitForFunction((f) => window.__counts.length > 8 && [...document.querySelectorAll('#m-counters .count')].map((c) => c.textContent).join(' ') == f && [...document.querySelectorAll('.bar')].every((b) => !b.style.strokeDashoffset), FINAL);
    assert.ok(Date.now() - t0 > 1000, 'counts for about 1800 ms');
    const seen = await page.evaluate(() => window.__counts);
    const big = seen.filter((c) => c[3].endsWith('kilos roasted this year')).map((c) => c[0]);
    assert.is(big[0], '0');
    assert.ok(big.some((t) => /^\d,\d{3}$/.test(t) && t != '1,200'), 'grouped as printed on the way: ' + big.slice(0, 20));
    const values = big.map((t) => +t.replace(/\D/g, ''));
    assert.ok(values.every((v, i) => !i || v >= values[i - 1]), 'only up');
    // the box: never another size while counting
    for (const [text, w, h, label] of seen) {
      const i = ['kilos', 'farms', 'beans', 'orders'].findIndex((k) => label.includes(k));
      if (i < 0) continue;
      assert.equal([w, h], size[i], width + ' px: ' + text);
    }
    const rings = await page.evaluate(() => window.__rings);
    assert.is(rings[0], '100px', 'the circle starts empty');
    assert.ok(rings.length > 5, 'and fills as it counts');
    assert.equal(await page.evaluate(() => [...document.querySelectorAll('.bar')].map((b) => getComputedStyle(b).strokeDashoffset)), ['8px', '35px'], 'the printed offsets at the end');
    // once: out of view and back, nothing counts again
    const n = seen.length;
    await page.evaluate(() => scrollTo(0, 0));
    await page.evaluate(() => document.querySelector('#m-counters').scrollIntoView());
    await page.waitForTimeout(600);
    assert.is(await page.evaluate(() => window.__counts.length), n, 'once');
    assert.equal(await axeTheme(page, '#m-counters'), [], width + ' px');
    assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0]);
    assert.equal(errors, []);
  }
});

test('reduced motion: the printed numbers stay, nothing counts', async () => {
  const { page, requests } = await go({ reducedMotion: 'reduce' });
  await page.evaluate(() => document.querySelector('#m-counters').scrollIntoView());
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.endsWith('/theme/counters.js')));
  await page.waitForTimeout(600);
  assert.equal(await page.evaluate(() => [window.__counts.length, window.__rings.length]), [0, 0]);
  assert.is(await texts(page), FINAL);
  assert.ok(themeChunks(requests).includes('counters'));
});

test('on a touch phone: scrolled to by touch, they count to their number', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.addInitScript(watch);
  await page.goto(env.url('/demo/theme/modules'));
  await page.waitForLoadState('networkidle');
  // swipes up, as a finger would (touch events through the DevTools protocol), until the
  // counters are in view
  const cdp = await ctx.newCDPSession(page);
  const touch = (type, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type == 'touchEnd' ? [] : [{ x: 200, y }] });
  while (await page.evaluate(() => document.querySelector('#m-counters .counter').getBoundingClientRect().top > 500)) {
    await touch('touchStart', 700);
    for (let y = 680; y >= 200; y -= 40) await touch('touchMove', y);
    await touch('touchEnd');
  }
  await page.waitForFunction(() => window.__counts.some((c) => c[0] == '0'));
  await page.waitForFunction((f) => [...document.querySelectorAll('#m-counters .count')].map((c) => c.textContent).join(' ') == f && window.__counts.length > 8, FINAL);
});

test.run();
