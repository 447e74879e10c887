// T13 the menu in Chromium (src/theme/menu, docs/theme.md "Menu"; spec §4.5, §9.2): sub-menus by
// mouse and keyboard only on the desktop, the mega menu's count class, the dropdown flip left to
// right and right to left, axe clean open (the mobile menu's sub-menus: theme-header.test.mjs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { kit } from './theme-header-kit.mjs';

const env = suite(test);
const { go, expanded, focused, ax } = kit(env);

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
  for (let i = 0; i < 7; i++) await page.keyboard.press('Tab'), stops.push(await focused(page));
  assert.equal(stops, ['Lumen Coffee', 'Home', 'About', 'Every module', 'Areas', 'Shop', 'Shop, sub-menu']);
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

test.run();
