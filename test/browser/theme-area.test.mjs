// T01 overlay areas in Chromium (src/theme/area, docs/theme.md "Overlay areas"; spec §2.2, §3.3,
// §4.3, §8, §9.1, §9.2) on /demo/theme/areas: the popup as a modal dialog by mouse, keyboard and
// touch at desktop, tablet and phone widths (focus in, Tab trapped, Escape, focus back, the
// overlay click, the scroll lock without a jump, axe clean open), the modal one, the stack with
// the popup above a fly-in, the in-area anchor glide (400 ms), exit intent after its delay and
// the closed memory across a reload, notmobile at 390 px, hover, reduced motion, the API and
// its deprecation warning, no CSP violation and no layout shift at load.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const go = async (opts = {}) => {
  const t = await env.page({ init: recordPage, ...opts });
  await t.page.goto(env.url('/demo/theme/areas'));
  await t.page.waitForFunction(() => window.lpAreas && window.__cls === 0);
  t.ready = await t.page.evaluate(() => performance.now());
  return t;
};
const open = (page, id) => page.evaluate((id) => document.getElementById(id).classList.contains('is-open'), id);
const focused = (page) => page.evaluate(() => document.activeElement.getAttribute('aria-label') || document.activeElement.id || document.activeElement.textContent.trim());
/** past the exit-intent delay: 2000 ms after the areas' chunk ran (window.lpAreas was there by
 *  then, the page's clock read at `ready`) */
const armed = (t) => t.page.waitForFunction((r) => performance.now() > r + 2050, t.ready);
/** axe once the areas' fades are over (a half-faded text fails its contrast) */
const axe = async (page) => (await page.waitForFunction(() => !document.getAnimations().length), axeTheme(page));
const clean = async (t, what) => {
  assert.equal(await t.page.evaluate(() => [window.__csp, window.__cls]), [[], 0], what + ': no CSP violation, no layout shift');
  assert.equal(t.errors, []);
};

test('the popup by mouse at 1280, 900 and 390 px: focus in, overlay click, scroll locked without a jump; axe clean open', async () => {
  for (const width of [1280, 900, 390]) {
    const t = await go({ viewport: { width, height: 800 } }), { page } = t;
    const trigger = page.getByRole('link', { name: 'Join the newsletter' });
    const x0 = (await trigger.boundingBox()).x;
    await trigger.click();
    await page.waitForFunction(() => document.querySelector('#newsletter:modal'));
    assert.is(await focused(page), 'newsletter-email', width + ': the email field has the focus');
    assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden', 'the page does not scroll');
    assert.is((await trigger.boundingBox()).x, x0, 'the scrollbar gone, nothing moved');
    assert.equal(await axe(page), [], width + ' px, popup open');
    await page.mouse.click(4, 790);
    await page.waitForFunction(() => !document.querySelector('#newsletter').open);
    assert.is(await page.evaluate(() => document.documentElement.style.overflow), '', 'the lock is gone');
    await clean(t, width + ' px');
  }
});

test('by keyboard: Enter opens, Tab and Shift+Tab stay inside, Escape closes, focus back on the trigger; reduced motion', async () => {
  const t = await go({ reducedMotion: 'reduce' }), { page } = t;
  await page.getByRole('link', { name: 'Join the newsletter' }).focus();
  await page.keyboard.press('Enter');
  assert.ok(await page.evaluate(() => document.querySelector('#newsletter').open), 'at once under reduced motion');
  assert.is(await page.evaluate(() => document.getAnimations().length), 0, 'no animation');
  const seen = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    seen.push((await page.evaluate(() => !!document.activeElement.closest('#newsletter'))) && (await focused(page)));
  }
  assert.equal(seen, ['Subscribe', 'Close', 'How we use your address', 'newsletter-email', 'Subscribe', 'Close'], 'Tab wraps inside');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  assert.is(await focused(page), 'Close', 'Shift+Tab wraps too');
  await page.keyboard.press('Escape');
  assert.not.ok(await page.evaluate(() => document.querySelector('#newsletter').open));
  assert.is(await focused(page), 'Join the newsletter', 'focus back on the trigger');
  await clean(t, 'keyboard');
});

test('the modal popup: the overlay and Escape leave it, its button closes it; axe clean in dark mode', async () => {
  const t = await go({ viewport: { width: 390, height: 844 } }), { page } = t;
  await page.getByRole('link', { name: 'Tasting terms' }).click();
  await page.waitForFunction(() => document.querySelector('#terms:modal'));
  await page.mouse.click(4, 840);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400); // checking that it did NOT close
  assert.ok(await open(page, 'terms'));
  assert.equal(await axe(page), []);
  await page.getByRole('button', { name: 'I understand' }).click();
  await page.waitForFunction(() => !document.querySelector('#terms').open);
  assert.is(await focused(page), 'Tasting terms');
});

test('the stack: the popup above an open fly-in (its overlay covers it), the fly-in on top again after; the in-area anchor glides 400 ms inside the popup', async () => {
  const t = await go({ viewport: { width: 1280, height: 800 } }), { page } = t;
  await page.getByRole('button', { name: 'Saturday tastings' }).click();
  await page.waitForFunction(() => document.querySelector('#tasting.is-focus'));
  assert.is(await page.getByRole('button', { name: 'Saturday tastings' }).getAttribute('aria-expanded'), 'true');
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('#tasting')).zIndex), '1000000');
  await page.evaluate(() => window.lpAreas.show('newsletter'));
  await page.waitForFunction(() => document.querySelector('#newsletter.is-focus'));
  const box = await page.locator('#tasting').boundingBox();
  assert.not.ok(await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y).closest('#tasting'), [box.x + 20, box.y + 20]), 'the fly-in is under the overlay');
  const y0 = await page.evaluate(() => scrollY);
  // the area's scrollTop every frame for 3 s from just before the click
  await page.evaluate(() => {
    const a = document.querySelector('#newsletter'), t0 = performance.now();
    window.__glide = [];
    const f = (t) => (window.__glide.push([t, a.scrollTop]), t - t0 < 3000 && requestAnimationFrame(f));
    requestAnimationFrame(f);
  });
  await page.getByRole('link', { name: 'How we use your address' }).click();
  await page.waitForFunction(() => {
    const a = document.querySelector('#newsletter'), p = document.querySelector('#newsletter-privacy');
    return Math.abs(p.getBoundingClientRect().top - a.getBoundingClientRect().top) < 2;
  });
  await page.waitForFunction(() => performance.now() - window.__glide[0][0] > 3000);
  const g = await page.evaluate(() => window.__glide), end = g.at(-1)[1];
  const moved = g.find(([, y]) => y > 0)[0], there = g.find(([, y]) => y == end)[0];
  assert.ok(end > 100, 'it scrolled to the anchor');
  assert.ok(there - moved >= 250 && there - moved <= 600, `a glide of about 400 ms (${Math.round(there - moved)} ms from the first move)`);
  assert.is(await page.evaluate(() => scrollY), y0, 'the page did not scroll');
  assert.is(await focused(page), 'newsletter-privacy');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('#tasting.is-focus') && !document.querySelector('#newsletter').open);
  await clean(t, 'stack');
});

test('exit intent: not before 2000 ms, then leaving by the top edge shows the popup; closed, it stays closed after a reload (local storage)', async () => {
  const t = await go(), { page } = t, t0 = Date.now();
  await page.mouse.move(700, 300);
  await page.mouse.move(700, -20, { steps: 4 });
  await page.waitForTimeout(200); // checking that it did NOT show
  if (Date.now() - t0 < 1800) assert.not.ok(await open(page, 'newsletter'), 'not armed before its delay');
  await armed(t);
  await page.mouse.move(700, 300);
  await page.mouse.move(700, -20, { steps: 4 });
  await page.waitForFunction(() => document.querySelector('#newsletter:modal'));
  await page.getByRole('button', { name: 'Close' }).first().click();
  await page.waitForFunction(() => !document.querySelector('#newsletter').open);
  assert.ok(await page.evaluate(() => +localStorage.getItem('lp_area_closed_newsletter') > Date.now() + 525599 * 60000), 'a year');
  await page.reload();
  await page.waitForFunction(() => window.lpAreas);
  await page.waitForTimeout(2300); // past the delay: checking that it does NOT arm
  await page.mouse.move(700, 300);
  await page.mouse.move(700, -20, { steps: 4 });
  await page.waitForTimeout(300);
  assert.not.ok(await open(page, 'newsletter'), 'remembered closed');
  await page.getByRole('link', { name: 'Join the newsletter' }).click();
  await page.waitForFunction(() => document.querySelector('#newsletter:modal'), null, { timeout: 3000 });
});

test('exit intent by the right edge (1440 px)', async () => {
  const t = await go(), { page } = t;
  await armed(t);
  await page.mouse.move(1000, 400);
  await page.mouse.move(1460, 400, { steps: 4 });
  await page.waitForFunction(() => document.querySelector('#newsletter:modal'));
});

test('notmobile: the fly-in does not show at 390 px (its trigger hidden there), does at 900', async () => {
  const t = await go({ viewport: { width: 390, height: 844 } });
  assert.not.ok(await t.page.getByRole('button', { name: 'Saturday tastings' }).isVisible());
  await t.page.evaluate(() => window.lpAreas.show('tasting'));
  assert.not.ok(await open(t.page, 'tasting'));
  const u = await go({ viewport: { width: 900, height: 800 } });
  await u.page.evaluate(() => window.lpAreas.show('tasting'));
  assert.ok(await open(u.page, 'tasting'));
  assert.equal(await axe(u.page), [], 'fly-in open');
});

test('hover: the pointer shows the area below its trigger, it stays while the pointer crosses to it, and goes when it leaves; Escape on the trigger', async () => {
  const t = await go(), { page } = t;
  const b = page.getByRole('button', { name: 'What is a light roast?' }), box = await b.boundingBox();
  await b.hover();
  await page.waitForFunction(() => document.querySelector('#roast-info.is-open') && !document.getAnimations().length);
  const a = await page.locator('#roast-info').boundingBox();
  assert.ok(Math.abs(a.y - (box.y + box.height + 8)) < 1 && Math.abs(a.x - box.x) < 1, 'below, aligned');
  await page.mouse.move(a.x + 20, a.y + 20, { steps: 20 }); // through the 8 px between them
  await page.waitForTimeout(400); // checking that it does NOT go
  assert.ok(await open(page, 'roast-info'));
  assert.equal(await axe(page), [], 'hover area open');
  await page.mouse.move(900, 100);
  await page.waitForFunction(() => document.querySelector('#roast-info').hidden);
  await b.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#roast-info.is-open'));
  await b.focus();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('#roast-info').hidden);
  assert.is(await b.getAttribute('aria-expanded'), 'false');
});

test('right to left at 320 px: the hover area aligns with its trigger\'s right edge, no sideways scroll', async () => {
  const t = await go({ viewport: { width: 320, height: 700 } }), { page } = t;
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  const b = page.getByRole('button', { name: 'What is a light roast?' });
  await b.hover();
  await page.waitForFunction(() => document.querySelector('#roast-info.is-open') && !document.getAnimations().length);
  const [a, r] = [await page.locator('#roast-info').boundingBox(), await b.boundingBox()];
  assert.ok(Math.abs(a.x + a.width - (r.x + r.width)) < 1, 'mirrored');
  assert.ok(a.x >= 8, 'inside the window');
  assert.is(await page.evaluate(() => document.documentElement.scrollWidth), 320);
  assert.equal(await axe(page), [], 'rtl, 320 px');
});

test('by touch on a phone: a tap opens the popup, a tap on the overlay closes it; the inline area toggles', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/areas'));
  await page.waitForFunction(() => window.lpAreas);
  await page.getByRole('link', { name: 'Join the newsletter' }).tap();
  await page.waitForFunction(() => document.querySelector('#newsletter:modal'));
  await page.touchscreen.tap(8, 830);
  await page.waitForFunction(() => !document.querySelector('#newsletter').open);
  await page.getByRole('button', { name: 'Roast schedule' }).tap();
  await page.waitForFunction(() => !document.querySelector('#schedule').hidden);
  await page.locator('#schedule .area-close').tap();
  await page.waitForFunction(() => document.querySelector('#schedule').hidden);
});

test('the API: show and hide; the old open and close work with the deprecation warning once; §8 lines for an unknown id', async () => {
  const { page, logs } = await go();
  await page.evaluate(() => (window.lpAreas.open('schedule'), window.lpAreas.close('schedule'), window.lpAreas.open('schedule'), window.lpAreas.show('nope')));
  assert.ok(await open(page, 'schedule'));
  await page.evaluate(() => window.lpAreas.hide('schedule'));
  await page.waitForFunction(() => document.querySelector('#schedule').hidden);
  assert.equal(logs.map((l) => l.trim()), ['[poptin] lpAreas.open and lpAreas.close are deprecated: use lpAreas.show and lpAreas.hide', '[poptin] Cannot find area element: nope']);
});

test.run();
