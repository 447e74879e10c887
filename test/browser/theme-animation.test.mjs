// T17 the scroll animations in Chromium (src/theme/animation, docs/theme.md "Animations"; spec
// §3.4, §4.9): a card below the fold plays when scrolled into view (transforms only: no layout
// shift), once, then is marked lp-animated; an infinite one repeats and is never marked; the
// phone variant; under reduced motion and in a builder the chunk is not even fetched and the
// cards stay as printed; no CSP violation; axe clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage, themeChunks } from './theme-kit.mjs';

const env = suite(test);
const cards = '#m-animation [data-module=animation]';
const go = async (opts = {}, q = '') => {
  const t = await env.page({ init: recordPage, viewport: { width: 1280, height: 700 }, ...opts });
  await t.page.goto(env.url('/demo/theme/modules' + q));
  await t.page.waitForLoadState('networkidle');
  return t;
};

test('scrolled into view, each card plays once (a transform under way), then is marked animated; no layout shift, no CSP violation, axe clean', async () => {
  const { page, requests, errors } = await go();
  assert.is(await page.locator(cards + '.lp-animated').count(), 0, 'none before they are seen');
  await page.locator('#m-animation').scrollIntoViewIfNeeded();
  await page.waitForFunction((s) => [...document.querySelectorAll(s)].some((e) => e.getAnimations().length && getComputedStyle(e).transform != 'none'), cards);
  await page.waitForFunction((s) => [...document.querySelectorAll(s)].every((e) => e.classList.contains('lp-animated')), cards, { timeout: 5000 });
  assert.ok(themeChunks(requests).includes('animation'));
  assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0]);
  assert.equal(await axeTheme(page, '#m-animation'), []);
  assert.equal(errors, []);
});

test('repeat infinite: it keeps playing and is never marked; the phone variant at 390 px', async () => {
  const { page } = await go({ viewport: { width: 390, height: 800 } });
  await page.evaluate(() => {
    const x = document.createElement('p');
    x.id = 'inf';
    x.textContent = 'again and again';
    Object.assign(x.dataset, { module: 'animation', style: 'zoom', duration: '300', repeat: 'infinite' });
    document.querySelector('main').prepend(x);
  });
  await page.waitForFunction(() => document.getElementById('inf').getAnimations()[0]?.effect.getComputedTiming().currentIteration >= 2);
  assert.is(await page.evaluate(() => document.getElementById('inf').classList.contains('lp-animated')), false);
  // the roll card is a slide from the bottom on a phone
  await page.locator('#m-animation li', { hasText: 'Roll' }).scrollIntoViewIfNeeded();
  const kf = await page.waitForFunction(() => document.querySelector('#m-animation li:nth-child(5)').getAnimations()[0]?.effect.getKeyframes()[0].transform);
  assert.is(await kf.jsonValue(), 'translateY(20%)', 'intensity 10: 20 % from below');
});

test('under reduced motion, and in a builder, the chunk is not fetched and the cards stay as printed', async () => {
  for (const [opts, q] of [[{ reducedMotion: 'reduce' }, ''], [{}, '?builder=visual']]) {
    const { page, requests } = await go(opts, q);
    await page.locator('#m-animation').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    assert.not.ok(themeChunks(requests).includes('animation'), JSON.stringify(opts) + q);
    assert.is(await page.evaluate((s) => [...document.querySelectorAll(s)].filter((e) => e.getAnimations().length || getComputedStyle(e).opacity != '1').length, cards), 0);
  }
});

test.run();
