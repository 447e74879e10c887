// T12 video backgrounds and parallax in Chromium (src/theme/video, src/theme/parallax;
// docs/theme.md "Video backgrounds", "Parallax"): the video is not downloaded before its section
// comes near, plays muted in view, pauses out of view and by its button (labelled with what it
// does, by keyboard), and waits for the button under reduced motion; the parallax layer moves with the
// scroll by a transform; neither is fetched in a builder (and parallax not under reduced motion);
// no layout shift, no CSP violation, axe clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage, themeChunks } from './theme-kit.mjs';

const env = suite(test);
const go = async (opts = {}, q = '') => {
  const t = await env.page({ init: recordPage, viewport: { width: 1280, height: 700 }, ...opts });
  await t.page.goto(env.url('/demo/theme/modules' + q));
  await t.page.waitForLoadState('networkidle');
  return t;
};
const video = (page) => page.evaluate(() => { const v = document.querySelector('#m-video video'); return { src: !!v.getAttribute('src'), paused: v.paused }; });
const steam = (requests) => requests.filter((u) => u.endsWith('/steam.webm')).length;

test('the video: not fetched far away, plays in view, pauses when scrolled away and by its button (keyboard too); axe clean', async () => {
  const { page, requests, errors } = await go();
  assert.is(steam(requests), 0, 'not before it comes near');
  await page.locator('#m-video').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector('#m-video video').paused);
  const b = page.getByRole('button', { name: 'Pause the background video' });
  await b.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#m-video video').paused);
  await page.getByRole('button', { name: 'Play the background video' }).waitFor();
  assert.equal(await axeTheme(page, '#m-video'), []);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('#m-video video').paused);
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForFunction(() => document.querySelector('#m-video video').paused, null, { timeout: 3000 });
  assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0]);
  assert.equal(errors, []);
});

test('under reduced motion the video waits for its button; the parallax chunk is not fetched', async () => {
  const { page, requests } = await go({ reducedMotion: 'reduce' });
  await page.locator('#m-video').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Play the background video' }).waitFor();
  await page.waitForTimeout(300);
  assert.equal(await video(page), { src: false, paused: true });
  await page.getByRole('button', { name: 'Play the background video' }).click();
  await page.waitForFunction(() => !document.querySelector('#m-video video').paused);
  assert.not.ok(themeChunks(requests).includes('parallax'));
});

test('parallax: the layer moves by a transform as the page scrolls; in a builder neither effect is fetched', async () => {
  const { page, requests } = await go();
  await page.locator('#m-parallax').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.lp-parallax-bg').style.transform.includes('translate3d'));
  const a = await page.evaluate(() => document.querySelector('.lp-parallax-bg').style.transform);
  await page.mouse.wheel(0, 200);
  await page.waitForFunction((a) => document.querySelector('.lp-parallax-bg').style.transform != a, a);
  assert.ok(themeChunks(requests).includes('parallax'));
  assert.equal(await axeTheme(page, '#m-parallax'), []);
  const b = await go({}, '?builder=visual');
  await b.page.locator('#m-parallax').scrollIntoViewIfNeeded();
  await b.page.waitForTimeout(300);
  assert.equal(themeChunks(b.requests).filter((n) => n == 'video' || n == 'parallax'), []);
  assert.is(steam(b.requests), 0, 'the poster only');
});

test.run();
