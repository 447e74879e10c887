// T09 the countdown in Chromium (src/theme/countdown, docs/theme.md "Countdown"; spec §3.11,
// §9.3): loaded in view, written each second, days in 3 digits, nothing shifts as the digits
// change; a labelled timer that announces nothing (aria-live off) and reads its sentence on
// demand; the Hebrew one right to left; the end (zeros, the ended text); stopped once removed;
// axe clean and no CSP violation at 1280, 900 and 390 px.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage, themeChunks } from './theme-kit.mjs';

const env = suite(test);
const digits = (page, i = 0) => page.evaluate((i) => [...document.querySelectorAll('.countdown')[i].querySelectorAll('[data-u]')].map((b) => b.textContent).join(':'), i);
const go = async (opts = {}) => {
  const t = await env.page({ init: recordPage, ...opts });
  await t.page.goto(env.url('/demo/theme/modules'));
  await t.page.waitForLoadState('networkidle');
  return t;
};

test('loaded in view, then a write each second; days in 3 digits; no shift; axe clean at 1280, 900, 390 px', async () => {
  for (const width of [1280, 900, 390]) {
    const { page, errors, requests } = await go({ viewport: { width, height: 700 } });
    assert.not.ok(themeChunks(requests).includes('countdown'), 'not loaded out of view');
    const printed = await digits(page);
    assert.match(printed, /^005:04:1[12]:\d\d$/);
    await page.evaluate(() => document.querySelector('#m-countdown').scrollIntoView());
    await page.waitForFunction((p) => [...document.querySelectorAll('.countdown [data-u]')].slice(0, 4).map((b) => b.textContent).join(':') != p, printed);
    const a = await digits(page);
    await page.waitForFunction((a) => [...document.querySelectorAll('.countdown [data-u]')].slice(0, 4).map((b) => b.textContent).join(':') != a, a);
    assert.match(await digits(page), /^005:04:1[12]:\d\d$/);
    assert.equal(await axeTheme(page, '#m-countdown'), [], width + ' px');
    assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0]);
    assert.equal(errors, []);
  }
});

test('screen readers: a timer named by its label, announcing nothing, its sentence read on demand; the digits hidden from it', async () => {
  const { page } = await go();
  await page.evaluate(() => document.querySelector('#m-countdown').scrollIntoView());
  await page.waitForFunction(() => /^5 days, 4 hours, 1[12] minutes and \d\d? seconds left$/.test(document.querySelector('.countdown .sr').textContent));
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const timer = nodes.find((n) => n.role?.value == 'timer' && n.name?.value == 'The spring sampler offer ends in');
  assert.ok(timer, 'a timer named by its label');
  const live = timer.properties?.find((p) => p.name == 'live')?.value.value;
  assert.ok(!live || live == 'off', 'aria-live off: ' + live);
  assert.not.ok(nodes.some((n) => !n.ignored && n.name?.value == 'days'), 'the digits are aria-hidden');
  assert.ok(nodes.some((n) => !n.ignored && /^5 days, 4 hours/.test(n.name?.value || '')), 'the sentence is there to read');
});

test('right to left: the Hebrew one ticks, its days on the right', async () => {
  const { page } = await go({ viewport: { width: 390, height: 700 } });
  await page.evaluate(() => document.querySelectorAll('.countdown')[1].scrollIntoView());
  await page.waitForFunction(() => /^5 ימים, 4 שעות/.test(document.querySelectorAll('.countdown .sr')[1].textContent) && document.querySelectorAll('.countdown')[1].querySelector('[data-u=s]').textContent != '09');
  const x = await page.evaluate(() => [...document.querySelectorAll('.countdown')[1].querySelectorAll('.cd-u')].map((u) => u.getBoundingClientRect().x));
  assert.ok(x[0] > x[1] && x[1] > x[2] && x[2] > x[3], 'days rightmost: ' + x);
});

test('the end: zeros and the ended text; removed, it stops', async () => {
  const { page } = await go();
  // a countdown inserted later (§9.2), 2 s from its end
  await page.evaluate(() => {
    const c = document.querySelector('.countdown').cloneNode(true);
    c.dataset.end = String(Math.ceil(Date.now() / 1000) + 2);
    c.id = 'late';
    document.querySelector('#m-countdown').prepend(c);
    c.scrollIntoView();
  });
  await page.waitForFunction(() => document.querySelector('#late').hasAttribute('data-ended'), null, { timeout: 6000 });
  assert.is(await page.evaluate(() => [...document.querySelectorAll('#late [data-u]')].map((b) => b.textContent).join(':')), '000:00:00:00');
  assert.ok(await page.locator('#late .cd-end').isVisible());
  await page.evaluate(() => document.querySelector('#late .sr').textContent).then((t) => assert.is(t, ''));
  // removal: the two on the page ticking every second; gone, no timers at all
  await page.evaluate(() => document.querySelectorAll('.countdown').forEach((c) => c.remove()));
  await page.waitForTimeout(1100);
  const n = await page.evaluate(() => window.__timers.length);
  await page.waitForTimeout(2100);
  assert.is(await page.evaluate(() => window.__timers.length), n, 'no timer set after removal');
});

test.run();
