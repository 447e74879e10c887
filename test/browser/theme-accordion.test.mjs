// T06 the accordion in Chromium (src/theme/accordion, docs/theme.md "Accordion"; spec §4.6,
// §9.3): by mouse, keyboard and touch at desktop, tablet and phone widths, one toggle open at a
// time, a click on the open one and clicks while sliding ignored, the 700 ms slide (none under
// reduced motion), axe clean open and closed, no layout shift as it starts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const opened = (page) => page.evaluate(() => [...document.querySelectorAll('#m-accordion details')].map((d) => +d.open).join(''));
const go = async (opts = {}) => {
  const t = await env.page({ init: recordPage, ...opts });
  await t.page.goto(env.url('/demo/theme/modules'));
  await t.page.waitForFunction(() => [...document.querySelectorAll('script')].length && window.__cls === 0 && document.body.className.includes('lp-'));
  await t.page.waitForLoadState('networkidle');
  return t;
};
const summary = (page, name) => page.locator('#m-accordion summary', { hasText: name });

test('by mouse at 1280, 900 and 390 px: one open at a time, the open one stays open, 700 ms slide; axe clean', async () => {
  for (const width of [1280, 900, 390]) {
    const { page, errors } = await go({ viewport: { width, height: 800 } });
    assert.is(await opened(page), '100');
    const t0 = Date.now();
    await summary(page, 'Do you ship abroad?').click();
    await page.waitForFunction(() => document.querySelectorAll('#m-accordion details')[0].open == false);
    assert.ok(Date.now() - t0 >= 600, 'the first closes at the end of its 700 ms slide');
    assert.is(await opened(page), '010');
    await summary(page, 'Do you ship abroad?').click();
    await page.waitForTimeout(100);
    assert.is(await opened(page), '010', 'a click on the open one is ignored');
    assert.equal(await axeTheme(page, '#m-accordion'), [], width + ' px');
    assert.equal(errors, []);
  }
});

test('clicks while a toggle slides are ignored', async () => {
  const { page } = await go();
  await summary(page, 'Do you ship abroad?').click();
  // force: Playwright would otherwise wait for the summary to stop moving, i.e. for the slide
  // to end, and click after it (a flaky pass or fail by the machine's load)
  await summary(page, 'Can I pause my subscription?').click({ force: true });
  await page.waitForTimeout(900);
  assert.is(await opened(page), '010');
});

test('by keyboard: Tab to a summary, Enter and Space open it and close the others; the state is announced (expanded)', async () => {
  const { page } = await go({ reducedMotion: 'reduce' });
  await summary(page, 'When do you roast?').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.is(await opened(page), '010', 'at once under reduced motion');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  assert.is(await opened(page), '001');
  // what a screen reader hears: Chromium's accessibility tree, the summaries' expanded state
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const state = (name) => nodes.find((n) => n.name?.value == name && n.role?.value == 'DisclosureTriangle')?.properties?.find((p) => p.name == 'expanded')?.value.value;
  assert.equal([state('When do you roast?'), state('Do you ship abroad?'), state('Can I pause my subscription?')], [false, false, true]);
});

test('by touch on a phone: a tap opens a toggle and closes the other', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/modules'));
  await page.waitForLoadState('networkidle');
  await summary(page, 'Can I pause my subscription?').tap();
  await page.waitForFunction(() => [...document.querySelectorAll('#m-accordion details')].map((d) => +d.open).join('') == '001');
});

test.run();
