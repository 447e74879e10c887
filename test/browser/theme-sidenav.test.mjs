// T13 the side dots and back to top in Chromium (src/theme/sidenav, src/theme/top; docs/theme.md
// "Side navigation", "Scroll to top"; spec §4.5, §9.4).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { kit } from './theme-header-kit.mjs';
import { SECTIONS } from '../../server/theme/demo.mjs';

/** the long page's last section, where the last dot leads */
const LAST = 'm-' + SECTIONS.at(-1);

const env = suite(test);
const { go, touch, ax } = kit(env);

test('side dots and back to top at 1280 and 900 px by keyboard and mouse: the section in view marked, the last at the bottom; back to top after 800 px, to the content; dots hidden on a phone', async () => {
  for (const width of [1280, 900]) {
    const { page, errors } = await go('/demo/theme/modules', { viewport: { width, height: 700 } });
    const cur = () => page.evaluate(() => [...document.querySelectorAll('.side-nav a')].map((a) => +(a.getAttribute('aria-current') == 'location')).join(''));
    assert.is(await page.locator('.side-nav a').count(), SECTIONS.length, 'a dot per section');
    assert.is(await cur(), '1' + '0'.repeat(SECTIONS.length - 1));
    assert.not.ok(await page.locator('.to-top').isVisible());
    await page.evaluate(() => scrollTo(0, 800));
    await page.waitForTimeout(100);
    assert.not.ok(await page.locator('.to-top').isVisible(), 'not at 800 px');
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => document.querySelector('.side-nav li:last-child a').getAttribute('aria-current') == 'location');
    await page.waitForFunction(() => document.querySelector('.to-top').checkVisibility({ opacityProperty: true, visibilityProperty: true }));
    await ax(page, 'scrolled to the bottom');
    await page.locator('.to-top').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => scrollY < 50 && document.activeElement.id == 'main');
    await page.waitForFunction(() => !document.querySelector('.to-top').classList.contains('is-shown'));
    // a dot is an in-page link: theme.js scrolls to its section
    await page.locator('.side-nav a').last().click();
    await page.waitForFunction((id) => document.activeElement.id == id, LAST);
    assert.equal(errors, []);
  }
  const phone = await go('/demo/theme/modules', { viewport: { width: 390, height: 700 } });
  assert.not.ok(await phone.page.locator('.side-nav').isVisible());
});

test('by touch: a tap on a dot (tablet) goes to its section; on a phone back to top shows past 800 px and a tap on it goes to the top', async () => {
  const tablet = await touch(900);
  await tablet.locator('.side-nav a').last().tap();
  await tablet.waitForFunction((id) => document.activeElement.id == id && document.querySelector('.side-nav li:last-child a').getAttribute('aria-current'), LAST);
  const page = await touch(390);
  await page.waitForFunction(() => document.querySelector('.to-top') && !document.querySelector('.to-top').checkVisibility({ visibilityProperty: true }));
  await page.evaluate(() => scrollTo(0, 1200));
  await page.waitForFunction(() => document.querySelector('.to-top').classList.contains('is-shown'));
  await page.locator('.to-top').tap();
  await page.waitForFunction(() => scrollY < 50 && !document.querySelector('.to-top').classList.contains('is-shown'));
});

test.run();
