// T11 the map in Chromium (src/theme/map, docs/theme.md "Map"; spec §3.10, §9.3) on the demo's
// long page with the reference server's stand-in provider (server/theme/assets/maps-standin.js):
// the provider's script is neither in the page nor requested until the map comes into view; then
// the pins where Web Mercator puts them, the 46x43 markers named by their titles, grayscale,
// info windows by mouse and keyboard, the wheel flag both ways, dragging on a phone-sized touch
// context both ways; a provider that fails (404, or no google.maps) leaves the fallback visible
// and labelled with one log line; axe clean, no CSP violation, no layout shift, at 1280, 900,
// 390 and 320 px.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage, themeChunks } from './theme-kit.mjs';

const env = suite(test);
const M = '#m-map [data-module=map]';
const STANDIN = /\/maps-standin\.js/;
/** the demo page loaded (the map still far below); `edit` runs in the page before the map comes
 *  into view (an option changed before the module reads it); then scrolled to the map and the
 *  map drawn or failed */
const go = async (opts = {}, edit, ctx, arg) => {
  let t;
  if (ctx) {
    const page = await ctx.newPage();
    await page.addInitScript(recordPage);
    t = { page, errors: [], logs: [], requests: [] };
    page.on('request', (r) => t.requests.push(r.url()));
    page.on('console', (m) => m.text().startsWith('[poptin] ') && t.logs.push(m.text()));
  } else t = await env.page({ init: recordPage, ...opts });
  const { page, requests } = t;
  await page.goto(env.url('/demo/theme/modules'));
  await page.waitForLoadState('networkidle');
  assert.ok(await page.evaluate(() => document.body.className.includes('lp-')), 'theme.js ran');
  assert.not.ok(themeChunks(requests).includes('map'), 'theme/map.js not loaded before the map is near');
  assert.not.ok(requests.some((u) => STANDIN.test(u)), 'no provider request before the map is in view');
  assert.not.ok(await page.evaluate(() => !!document.querySelector('script[src*="maps-standin"]')), 'no provider script tag before');
  assert.ok(await page.locator(M + ' .map-fallback').getByText('12 Harbour Lane').isVisible(), 'the fallback shows before');
  if (edit) await page.evaluate(edit, arg);
  await page.locator(M).scrollIntoViewIfNeeded();
  await page.waitForFunction((s) => document.querySelector(s).matches('.lp-map-on, .lp-map-failed'), M);
  assert.ok(themeChunks(requests).includes('map'));
  return t;
};
const markers = (page) => page.locator(M + ' .standin-marker');
/** each marker's anchor (its bottom centre) from the map box's top left, px */
const anchors = (page) =>
  page.evaluate((s) => {
    const b = document.querySelector(s + ' .map-canvas').getBoundingClientRect();
    return [...document.querySelectorAll(s + ' .standin-marker')].map((m) => {
      const r = m.getBoundingClientRect();
      return [r.left + r.width / 2 - b.left, r.bottom - b.top];
    });
  }, M);
/** Web Mercator world px at zoom z (written here again, not taken from the stand-in) */
const world = (lat, lng, z) => {
  const s = 256 * 2 ** z, k = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * s, (0.5 - Math.log((1 + k) / (1 - k)) / (4 * Math.PI)) * s];
};
const near = (a, b, what) => assert.ok(Math.abs(a[0] - b[0]) < 1.5 && Math.abs(a[1] - b[1]) < 1.5, `${what}: ${a} ≈ ${b}`);
const clean = async (page, what) => {
  assert.equal(await axeTheme(page, '#m-map'), [], 'axe ' + what);
  assert.equal(await page.evaluate(() => window.__csp), [], 'no CSP violation ' + what);
  assert.is(await page.evaluate(() => window.__cls), 0, 'no layout shift ' + what);
};

test('in view only: the script with the page\'s nonce, then the pins by Web Mercator, 46x43 markers named by title, grayscale; axe, CSP, no shift at 1280, 900, 390, 320 px', async () => {
  for (const width of [1280, 900, 390, 320]) {
    const { page, errors, requests, logs } = await go({ viewport: { width, height: 800 } });
    assert.is(requests.filter((u) => STANDIN.test(u)).length, 1, 'asked once');
    const nonce = await page.evaluate(() => [document.querySelector('script[src*="maps-standin"]').nonce, document.querySelector('script[src*="theme.js"]').nonce]);
    assert.ok(await page.evaluate(() => document.querySelector('script[src*="maps-standin"]').async), 'async: it blocks nothing');
    assert.ok(nonce[0] && nonce[0] == nonce[1], 'the provider\'s script has theme.js\'s nonce');
    assert.match(requests.find((u) => STANDIN.test(u)), /\?key=demo-key&callback=lpMap\d+$/);
    await page.waitForFunction((s) => document.querySelectorAll(s + ' .standin-marker').length == 3, M);
    const names = await markers(page).evaluateAll((ms) => ms.map((m) => m.getAttribute('aria-label')));
    assert.equal(names, ['The roastery', 'The café', 'The tasting room']);
    for (const b of await markers(page).evaluateAll((ms) => ms.map((m) => [m.offsetWidth, m.offsetHeight]))) assert.equal(b, [46, 43], '§9.3 the marker');
    const box = await page.locator(M + ' .map-canvas').boundingBox();
    const c = world(52.378, 4.9, 14), pins = [[52.3791, 4.9003], [52.3744, 4.8951], [52.376, 4.907]];
    const at = await anchors(page);
    pins.forEach(([lat, lng], i) => {
      const p = world(lat, lng, 14);
      near(at[i], [p[0] - c[0] + box.width / 2, p[1] - c[1] + box.height / 2], 'pin ' + i + ' at ' + width);
    });
    assert.is(await page.locator(M + ' .standin-ground').evaluate((g) => getComputedStyle(g).filter), 'grayscale(1)', 'data-grayscale');
    assert.ok((await page.locator(M + ' .map-fallback').boundingBox()).width <= 1, 'the fallback visually hidden (still read) over the map');
    await page.screenshot({ path: `/tmp/shots/theme-map-${width}.png`, clip: { x: box.x, y: box.y, width: box.width, height: box.height } });
    await clean(page, width + ' px');
    assert.equal(errors, []);
    assert.equal(logs, []);
  }
});

test('info windows by mouse: a labelled dialog with the pin\'s content; another marker closes it; the close button', async () => {
  const { page } = await go({ viewport: { width: 1280, height: 800 } });
  await page.waitForFunction((s) => document.querySelectorAll(s + ' .standin-marker').length == 3, M);
  await markers(page).nth(0).click();
  const dialog = page.getByRole('dialog', { name: 'The roastery' });
  await dialog.waitFor();
  assert.ok(await dialog.getByText('Roasting on Tuesdays').isVisible());
  await clean(page, 'with an info window open');
  await markers(page).nth(1).click();
  await page.getByRole('dialog', { name: 'The café' }).waitFor();
  assert.is(await page.getByRole('dialog').count(), 1, 'one at a time');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  assert.is(await page.getByRole('dialog').count(), 0);
});

test('by keyboard only: the address and link show when tabbed to; Tab to a marker, Enter opens its window with the focus in it, Escape closes it and the focus returns; Space', async () => {
  const { page } = await go({ viewport: { width: 900, height: 800 }, reducedMotion: 'reduce' });
  await page.waitForFunction((s) => document.querySelectorAll(s + ' .standin-marker').length == 3, M);
  // from the section's heading on, as a keyboard visitor arrives
  await page.locator('#map-title').evaluate((h) => (h.tabIndex = -1, h.focus()));
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: 'Open the map on OpenStreetMap' });
  assert.ok(await link.evaluate((a) => a == document.activeElement), 'the link out first');
  assert.ok(await link.isVisible(), 'shown over the map while focused');
  assert.ok(await page.locator(M + ' .map-fallback').getByText('12 Harbour Lane').isVisible());
  await clean(page, 'with the fallback focused');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'The roastery');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'The roastery' });
  await dialog.waitFor();
  assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), 'the focus in the window');
  await page.keyboard.press('Escape');
  assert.is(await page.getByRole('dialog').count(), 0);
  assert.is(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'The roastery', 'the focus back on its marker');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.getByRole('dialog', { name: 'The café' }).waitFor();
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Close');
  await page.keyboard.press('Enter');
  assert.is(await page.getByRole('dialog').count(), 0);
  assert.is(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'The café');
});

/** the distance between the first two markers, in the page */
const GAP = (s) => {
  const [a, b] = [...document.querySelectorAll(s + ' .standin-marker')].map((m) => m.getBoundingClientRect());
  return Math.hypot(a.left - b.left, a.top - b.top);
};
/** the wheel turned once over the map's middle; [the markers' gap, the page's scrollY] before */
const wheel = async (page) => {
  await page.waitForFunction((s) => document.querySelectorAll(s + ' .standin-marker').length == 3, M);
  const b = await page.locator(M + ' .map-canvas').boundingBox();
  const before = [await page.evaluate(GAP, M), await page.evaluate(() => scrollY)];
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.wheel(0, -100);
  return before;
};

test('the wheel: without data-wheel it scrolls the page and the map keeps its zoom; with it the map zooms in and the page stays', async () => {
  {
    const { page } = await go({ viewport: { width: 1280, height: 800 } });
    const [g0, y0] = await wheel(page);
    await page.waitForFunction((y) => scrollY != y, y0);
    // (what must NOT happen: the zoom, after the page has scrolled)
    await page.waitForTimeout(200);
    assert.ok(Math.abs((await page.evaluate(GAP, M)) - g0) < 0.5, 'the zoom stays');
  }
  {
    const { page } = await go({ viewport: { width: 1280, height: 800 } }, () => (document.querySelector('[data-module=map]').dataset.wheel = ''));
    const [g0, y0] = await wheel(page);
    await page.waitForFunction(`Math.abs((${GAP})(${JSON.stringify(M)}) - 2 * ${g0}) < 1`, null, { timeout: 5000 }).catch(() => {});
    assert.ok(Math.abs((await page.evaluate(GAP, M)) - 2 * g0) < 1, 'zoom + 1: twice as far apart');
    // (what must NOT happen: the page's scroll)
    await page.waitForTimeout(200);
    assert.is(await page.evaluate(() => scrollY), y0, 'the page did not scroll');
  }
});

/** a finger dragged across the map's middle on a phone-sized touch context; how far the first
 *  marker moved, and the page's scroll */
const touchDrag = async (edit) => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const { page } = await go({}, edit, ctx);
  await page.waitForFunction((s) => document.querySelectorAll(s + ' .standin-marker').length == 3, M);
  const b = await page.locator(M + ' .map-canvas').boundingBox();
  const x = b.x + b.width / 2, y = b.y + b.height / 2, a0 = (await anchors(page))[0];
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let k = 1; k <= 6; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - 10 * k, y: y - 5 * k }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const a1 = (await anchors(page))[0];
  return [a1[0] - a0[0], a1[1] - a0[1]];
};

test('dragging on a phone (a touch context at 390 px): with data-phone-drag a finger pans the map; without it the map stays', async () => {
  const [dx, dy] = await touchDrag();
  assert.ok(Math.abs(dx + 60) < 2 && Math.abs(dy + 30) < 2, `panned with the finger: ${dx}, ${dy}`);
  const [ex, ey] = await touchDrag(() => delete document.querySelector('[data-module=map]').dataset.phoneDrag);
  assert.ok(Math.abs(ex) < 0.5 && Math.abs(ey) < 0.5, `not panned: ${ex}, ${ey}`);
});

test('dragging by mouse on the desktop whatever the phone flag', async () => {
  const { page } = await go({ viewport: { width: 1280, height: 800 } }, () => delete document.querySelector('[data-module=map]').dataset.phoneDrag);
  await page.waitForFunction((s) => document.querySelectorAll(s + ' .standin-marker').length == 3, M);
  const b = await page.locator(M + ' .map-canvas').boundingBox(), a0 = (await anchors(page))[0];
  await page.mouse.move(b.x + 100, b.y + 100);
  await page.mouse.down();
  await page.mouse.move(b.x + 140, b.y + 120, { steps: 4 });
  await page.mouse.up();
  const a1 = (await anchors(page))[0];
  assert.ok(Math.abs(a1[0] - a0[0] - 40) < 2 && Math.abs(a1[1] - a0[1] - 20) < 2, `${a1} from ${a0}`);
});

test('a failing provider (404; a script without google.maps): the fallback stays visible and labelled, one log line; axe, CSP, no shift', async () => {
  for (const [width, src] of [[1280, '/demo/theme/assets/maps-missing.js'], [390, '/demo/theme/assets/maps-missing.js'], [900, '/demo/theme/assets/maps-empty.js']]) {
    const ctx = await env.browser.newContext({ viewport: { width, height: 800 } });
    env.contexts.add(ctx);
    // a provider that loads and defines nothing (what a wrong address on a real server can serve)
    await ctx.route('**/maps-empty.js*', (r) => r.fulfill({ contentType: 'text/javascript', body: '// not a maps API\n' }));
    const { page, logs } = await go({}, (s) => (document.querySelector('[data-module=map]').dataset.src = s), ctx, src);
    assert.ok(await page.locator(M).evaluate((m) => m.classList.contains('lp-map-failed')));
    assert.ok(await page.getByText('The map could not be loaded.').isVisible(), 'labelled');
    assert.ok(await page.locator(M + ' .map-fallback').getByText('12 Harbour Lane').isVisible(), 'the address');
    assert.ok(await page.getByRole('link', { name: 'Open the map on OpenStreetMap' }).isVisible(), 'the link out');
    assert.is(await page.locator(M + ' .map-canvas').count(), 0);
    assert.is(logs.filter((l) => l.includes('Map provider failed')).length, 1, 'one log line');
    const box = await page.locator(M).boundingBox();
    await page.screenshot({ path: `/tmp/shots/theme-map-failed-${width}.png`, clip: box });
    await clean(page, 'failed at ' + width);
  }
});

test.run();
