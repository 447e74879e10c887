// T13 the search in Chromium (src/theme/search, docs/theme.md "Search"; spec §4.5, §9.3, §9.4) at
// 1280 and 390 px: 1 s, blocked meanwhile, modal, Escape, outside click and blur, the mobile menu
// closed, axe clean open; by touch on a phone and a tablet.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { kit } from './theme-header-kit.mjs';

const env = suite(test);
const { go, touch, expanded, focused, duration, ax } = kit(env);

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

test('by touch on a phone and a tablet: a tap opens it over the open mobile menu (which closes), a tap outside the header closes it', async () => {
  for (const width of [390, 900]) {
    const page = await touch(width);
    await page.locator('button.menu-toggle').tap();
    await page.locator('button.search-toggle').tap();
    await page.waitForFunction(() => document.querySelector('#site-search-q').checkVisibility({ visibilityProperty: true }) && !document.querySelector('#site-search').getAnimations().length);
    assert.is(await expanded(page, 'button.menu-toggle'), 'false');
    await page.touchscreen.tap(200, 600);
    await page.waitForFunction(() => document.querySelector('button.search-toggle').getAttribute('aria-expanded') == 'false');
  }
});

test.run();
