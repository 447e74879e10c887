// P25 news ticker and P29 dynamic text in Chromium (docs/behaviour.md P25, P29), on the seeded
// demo pages: the ticker moves left, pauses on hover, on focus inside (Tab reaches its links, not
// the copy's) and by its button; the Hebrew one moves right; under reduced motion it is still
// and wraps. Dynamic text fills the country (from Accept-Language), a cookie, ?utm_campaign= (a
// hostile one as text) and the page title; an if_freemium answer keeps every fallback. axe finds
// nothing; each chunk is fetched only by a page whose popup has its marker.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until } from './harness.mjs';
import { axe, axeSource } from './audit.mjs';

const env = suite(test);
const AXE = axeSource();
const TICKER = 'poptin-root [data-lp=ticker]';
const chunk = (t, name) => t.requests.some((u) => u.includes(`/features/${name}.js`));

/** the track's horizontal offset (px) and its animation's play state */
const track = (page) =>
  page.locator(TICKER + ' .lp-tk-t').evaluate((e) => {
    const a = e.getAnimations()[0];
    return { x: new DOMMatrix(getComputedStyle(e).transform).m41, state: a ? a.playState : 'none', n: e.getAnimations().length };
  });
/** waits until the track has moved `px` further in the direction of `sign` from where it is now */
async function moves(page, sign, px = 6) {
  const x0 = (await track(page)).x;
  await until(async () => sign * ((await track(page)).x - x0) > px, 'it moves ' + (sign < 0 ? 'left' : 'right'));
}
const state = (page, s, why = s) => until(async () => (await track(page)).state == s, why);

test('the ticker moves left; hover, focus on a link inside and the pause button stop it; Tab skips the copy; axe: nothing', async () => {
  const t = await env.page({ viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/ticker'));
  await dialog(t.page).waitFor();
  assert.is((await track(t.page)).state, 'running');
  await moves(t.page, -1);
  const duration = await t.page.locator(TICKER + ' .lp-tk-t').evaluate((e) => e.getAnimations()[0].effect.getComputedTiming().duration);
  assert.is(duration, 17500, '7000 / 400 s a loop');
  // hover
  await t.page.locator(TICKER).hover();
  await state(t.page, 'paused');
  const x = (await track(t.page)).x;
  await t.page.mouse.move(5, 780);
  await state(t.page, 'running');
  assert.ok((await track(t.page)).x <= x, 'goes on from where it stopped');
  // focus inside: the first link of the items, then Tab goes to the second item link, not into
  // the copy, and then to the pause button
  const links = t.page.locator(TICKER + ' a');
  assert.is(await links.count(), 4, 'two links and their copies');
  await links.first().focus();
  await state(t.page, 'paused');
  await t.page.keyboard.press('Tab');
  const where = () => t.page.evaluate(() => {
    const a = document.querySelector('poptin-root').shadowRoot.activeElement;
    return `${a.tagName} ${a.textContent || a.getAttribute('aria-label')} ${!!a.closest('[aria-hidden]')}`;
  });
  assert.is(await where(), 'A Read the journal: how we roast false');
  await t.page.keyboard.press('Tab');
  assert.is(await where(), 'BUTTON Pause scrolling false');
  await state(t.page, 'running', 'focus on the button alone does not stop it');
  // the button: stays stopped once focus and pointer have left
  await t.page.keyboard.press('Enter');
  const b = t.page.getByRole('button', { name: 'Pause scrolling' });
  assert.is(await b.getAttribute('aria-pressed'), 'true');
  await t.page.evaluate(() => document.querySelector('poptin-root').shadowRoot.activeElement.blur());
  await t.page.mouse.move(5, 780);
  assert.is((await track(t.page)).state, 'paused', 'stopped by the button');
  await b.focus();
  await t.page.keyboard.press('Space');
  assert.is(await b.getAttribute('aria-pressed'), 'false');
  await state(t.page, 'running', 'played again from the keyboard');
  // screen readers get the items once
  const read = await t.page.locator(TICKER).evaluate((e) => [...e.querySelectorAll('li')].filter((li) => !li.closest('[aria-hidden=true]')).length);
  assert.is(read, 4);
  assert.equal(await axe(t.page, AXE), []);
  assert.ok(chunk(t, 'ticker'));
  assert.not.ok(chunk(t, 'text'), 'no dynamic text on this page: no chunk');
  assert.equal([t.errors, t.logs], [[], []]);
});

test('Hebrew: it moves right; reduced motion: still, one copy, wrapped lines, no button; axe: nothing at 390 px', async () => {
  const t = await env.page({ viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/ticker-hebrew'));
  await dialog(t.page).waitFor();
  await moves(t.page, 1);
  assert.is(await dialog(t.page).getAttribute('dir'), 'rtl');
  assert.equal(await axe(t.page, AXE), []);

  const r = await env.page({ viewport: { width: 390, height: 800 }, reducedMotion: 'reduce' });
  for (const p of ['/demo/p/ticker', '/demo/p/ticker-hebrew']) {
    await r.page.goto(env.url(p));
    await dialog(r.page).waitFor();
    const tr = await track(r.page);
    assert.equal([tr.n, tr.x], [0, 0], p + ': no animation');
    const box = await r.page.locator(TICKER).evaluate((e) => ({
      groups: e.querySelectorAll('.lp-tk-g').length,
      buttons: e.querySelectorAll('button').length,
      lines: new Set([...e.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top))).size,
      over: e.querySelector('.lp-tk-v').scrollWidth - e.querySelector('.lp-tk-v').clientWidth,
    }));
    assert.equal(box.groups + box.buttons, 1, p);
    assert.ok(box.lines > 1, p + ': the items wrap onto lines');
    assert.is(box.over, 0, p + ': nothing cut off');
    assert.equal(await axe(r.page, AXE), [], p);
  }
  assert.equal([t.errors, r.errors], [[], []]);
});

test('dynamic text: the country, a cookie, ?utm_campaign= (a hostile one stays text) and the title; freemium keeps the fallbacks; axe: nothing', async () => {
  const t = await env.page({ viewport: { width: 1280, height: 800 }, locale: 'he-IL' });
  await t.ctx.addCookies([{ name: 'lumen_name', value: 'Dana', url: env.url('/') }]);
  const hostile = '<img src=x onerror="window.__owned=1">';
  await t.page.goto(env.url('/demo/p/text?utm_campaign=' + encodeURIComponent(hostile)));
  await dialog(t.page).waitFor();
  const texts = () => t.page.locator('poptin-root [data-lp=text]').allTextContents();
  const title = await t.page.title();
  assert.equal(await texts(), ['Dana', 'Israel', hostile, title]);
  assert.is(await t.page.locator('poptin-root img').count(), 0, 'no element made from the value');
  assert.is(await t.page.evaluate(() => window.__owned), undefined);
  assert.equal(await axe(t.page, AXE), []);
  assert.not.ok(chunk(t, 'ticker'));

  await t.page.goto(env.url('/demo/p/text-hebrew?utm_campaign=spring'));
  await dialog(t.page).waitFor();
  assert.equal((await texts()).slice(0, 3), ['Dana', 'ישראל', 'spring']);
  assert.equal(await axe(t.page, AXE), []);

  // §6: an account with if_freemium gets the owner's fallbacks
  const f = await env.page({ viewport: { width: 1280, height: 800 } });
  await f.ctx.addCookies([{ name: 'lumen_name', value: 'Dana', url: env.url('/') }]);
  await f.page.route('**/api/display/**', async (r) => {
    const res = await r.fetch();
    const a = await res.json();
    await r.fulfill({ response: res, json: { ...a, if_freemium: 1 } });
  });
  await f.page.goto(env.url('/demo/p/text?utm_campaign=spring'));
  await dialog(f.page).waitFor();
  assert.equal(await f.page.locator('poptin-root [data-lp=text]').allTextContents(), ['coffee lover', 'your country', 'welcome', 'this page']);
  assert.equal(f.logs.map((l) => l.trim()), ['[poptin] Dynamic text is off for this account (if_freemium)']);

  // a page whose popup has neither marker fetches neither chunk
  const n = await env.page();
  await n.page.goto(env.url('/demo/p/bar-1'));
  await dialog(n.page).waitFor();
  assert.not.ok(chunk(n, 'ticker') || chunk(n, 'text'));
  assert.equal([t.errors, t.logs, f.errors, n.errors], [[], [], [], []]);
});

test.run();
