// T18 sticky modules in Chromium (src/theme/sticky, docs/theme.md "Sticky"; spec §3.6): the box
// sticks 16 px from the top while its container scrolls past (lp-stuck), the second below the
// first (topOffsetModules), both leave with their container (its bottom limit); a window too short
// for a box pauses it; no layout shift at load, no CSP violation, axe clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const go = async (viewport = { width: 1280, height: 700 }) => {
  const t = await env.page({ init: recordPage, viewport });
  await t.page.goto(env.url('/demo/theme/modules'));
  await t.page.waitForLoadState('networkidle');
  await t.page.waitForFunction(() => [...document.querySelectorAll('[data-module=sticky]')].every((e) => e.style.position || e.classList.contains('lp-sticky-paused')));
  return t;
};
const boxes = (page) => page.evaluate(() => [...document.querySelectorAll('#m-sticky [data-module=sticky]')].map((e) => [Math.round(e.getBoundingClientRect().top), e.classList.contains('lp-stuck')]));

test('scrolling through the section: the boxes stick at 16 px and below the first, marked stuck; they leave with their container', async () => {
  const { page, errors } = await go();
  assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0]);
  const first = await page.evaluate(() => document.querySelector('#m-sticky .sticky-box').offsetHeight);
  await page.evaluate(() => scrollTo(0, document.querySelector('.sticky-text').getBoundingClientRect().top + scrollY + 400));
  await page.waitForFunction(() => document.querySelector('#m-sticky .sticky-box').classList.contains('lp-stuck'));
  assert.equal(await boxes(page), [[16, true], [16 + first, true]]);
  assert.equal(await axeTheme(page, '#m-sticky'), []);
  // (room below the section, wherever it is on the long page)
  await page.evaluate(() => {
    const x = document.createElement('div');
    x.style.height = '2000px';
    document.querySelector('main').append(x);
    scrollTo(0, document.querySelector('.sticky-text').getBoundingClientRect().bottom + scrollY + 200);
  });
  await page.waitForFunction(() => !document.querySelector('#m-sticky .sticky-box').classList.contains('lp-stuck'));
  assert.ok((await boxes(page))[0][0] < 16, 'gone up with its container');
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('#m-sticky .second').classList.contains('lp-stuck'));
  assert.equal(errors, []);
});

test('a window shorter than a box: it does not stick (paused) until the window is tall enough', async () => {
  const { page } = await go({ width: 1280, height: 90 });
  assert.ok(await page.evaluate(() => document.querySelector('#m-sticky .sticky-box').classList.contains('lp-sticky-paused')));
  assert.is(await page.evaluate(() => document.querySelector('#m-sticky .sticky-box').style.position), '');
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.waitForFunction(() => document.querySelector('#m-sticky .sticky-box').style.position == 'sticky');
});

test.run();
