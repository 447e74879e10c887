// T13 the slide-in and fullscreen menus in Chromium (src/theme/slidemenu, docs/theme.md "Slide-in
// and fullscreen menus"; spec §4.5, §9.4): 700 ms from the inline end (right to left too), focus
// in and back, the modal fullscreen dialog, closed when the page becomes hidden, axe clean open; by touch.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { kit } from './theme-header-kit.mjs';

const env = suite(test);
const { go, touch, expanded, focused, duration, ax } = kit(env);

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

test('by touch on a phone: a tap on the dots slides the menu in, a tap on its close button closes it; the fullscreen one opens and closes by taps', async () => {
  const page = await touch(390);
  await page.locator('button.slidemenu-toggle').first().tap();
  await page.waitForFunction(() => document.querySelector('#more-menu').checkVisibility({ visibilityProperty: true }) && !document.querySelector('#more-menu').getAnimations().length);
  await page.getByRole('button', { name: 'Close the menu' }).tap();
  await page.waitForFunction(() => !document.querySelector('#more-menu').checkVisibility({ visibilityProperty: true }));
  await page.getByRole('button', { name: 'Open the full-screen menu' }).tap();
  await page.waitForFunction(() => !document.querySelector('#full-menu').getAnimations().length && document.querySelector('#full-menu').checkVisibility({ visibilityProperty: true }));
  await page.getByRole('button', { name: 'Close the full-screen menu' }).tap();
  await page.waitForFunction(() => !document.querySelector('#full-menu').checkVisibility({ visibilityProperty: true }));
});

test.run();
