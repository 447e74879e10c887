// The bar type in Chromium (P05, P06, P13, P14, P20, X07): a top bar spans the window and pushes
// the page down by its real height, a bottom bar sits on the bottom edge; both are non-modal
// dialogs that leave the page usable; view, close and conversion carry poptin_type 'bar'; a bar
// shows beside a lightbox (the queue holds only modal types); single-page re-init removes it
// and gives the padding back; on a phone it reflows instead of shrinking.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, rows, afterOneSecond, typeEvents, auditPages } from './harness.mjs';
import { axe, axeSource, contrast } from './audit.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);
const AXE = axeSource();

const box = (page) => dialog(page).evaluate((d) => {
  const r = d.getBoundingClientRect();
  return { x: r.x, y: r.y, w: r.width, h: r.height, bottom: r.bottom, pad: document.documentElement.style.paddingTop, modal: d.getAttribute('aria-modal') };
});

test('top bar: spans the window, pushes the page down by its height and gives it back on close; view and close report type bar', async () => {
  const t = await env.page({ clock: true, init: typeEvents, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/bar-1'));
  await afterOneSecond(t.page);
  const b = await box(t.page);
  assert.equal([b.x, b.y, b.w], [0, 0, 1280], 'at the top, as wide as the window');
  assert.ok(b.h >= 100, 'at least the design height (100 px, §2)');
  assert.is(b.pad, Math.round(b.h) + 'px', 'the page is pushed down by the bar');
  const header = await t.page.locator('header.site').boundingBox();
  assert.ok(header.y >= b.h - 1, 'the page starts below the bar');
  await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt01barpopup')[0], 'the view row');
  await t.page.locator('poptin-root .lp-x').click();
  await until(() => q('SELECT * FROM closes WHERE popup_id = ?', 'fmt01barpopup')[0], 'the closed row');
  await t.page.clock.runFor(800);
  await t.page.locator('poptin-root').waitFor({ state: 'detached' });
  assert.is(await t.page.evaluate(() => document.documentElement.style.paddingTop), '', 'padding given back');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'bar'], ['poptinClose', 'bar']]);
  assert.equal(t.errors, []);
});

test('bottom bar: on the bottom edge, pushes nothing; a non-modal dialog: focus stays on the page, Escape from inside closes it; axe finds nothing', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/bar-2'));
  await afterOneSecond(t.page);
  const b = await box(t.page);
  assert.is(Math.round(b.bottom), 800, 'on the bottom edge');
  assert.is(b.w, 1280);
  assert.is(b.pad, '', 'a bottom bar pushes nothing');
  assert.is(b.modal, null, 'not aria-modal');
  await t.page.clock.runFor(900);
  assert.is(await t.page.evaluate(() => document.activeElement === document.body), true, 'focus not taken');
  assert.is(await t.page.evaluate(() => document.querySelector('main').inert), false, 'the page is not inert');
  assert.equal(await axe(t.page, AXE), []);
  await t.page.keyboard.press('Escape');
  await quiet(t);
  assert.is(await t.page.locator('poptin-root').count(), 1, 'Escape on the page leaves the bar');
  await t.page.locator('poptin-root .b-link').focus();
  await t.page.keyboard.press('Escape');
  await until(() => q('SELECT * FROM closes WHERE popup_id = ?', 'fmt02barpopup')[0], 'closed from inside');
});

test('conversion: the bar form submits call 6 with type bar and shows its thank-you screen', async () => {
  const t = await env.page({ clock: true, init: typeEvents, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/bar-5'));
  await afterOneSecond(t.page);
  await t.page.locator('poptin-root input[name=email]').fill('Bea@Example.com');
  await t.page.locator('poptin-root button[type=submit]').click();
  const c = await until(() => q('SELECT * FROM conversions WHERE popup_id = ?', 'fmt05barpopup')[0], 'the conversion row');
  assert.ok(c);
  await t.page.locator('poptin-root [data-lp=thanks]:not([hidden])').waitFor();
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'bar'], ['poptinSubmit', 'bar']]);
});

test('P13: a bar shows beside a lightbox; a second lightbox waits for the first', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/format-3'));
  await afterOneSecond(t.page);
  await t.page.evaluate(() => (window.poptin.show('fmt03barpopup'), window.poptin.show('fmt04lightbox')));
  await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt03barpopup')[0], 'the bar beside the lightbox');
  await quiet(t);
  assert.is(await t.page.locator('poptin-root').count(), 2);
  assert.is(q('SELECT * FROM views WHERE popup_id = ?', 'fmt04lightbox').length, 0, 'the second lightbox waits');
  // Escape closes the modal popup only (the bar would need focus inside it)
  await t.page.clock.runFor(800);
  await t.page.keyboard.press('Escape');
  await t.page.clock.runFor(800);
  await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt04lightbox')[0], 'the second lightbox once the first is gone');
  assert.is(await t.page.locator('poptin-root').count(), 2, 'the bar and the second lightbox');
});

test('SPA: pushState removes the bar and gives the padding back', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/bar-3'));
  await afterOneSecond(t.page);
  assert.ok((await box(t.page)).pad);
  await t.page.evaluate(() => history.pushState({}, '', '/demo/p/scroll'));
  await t.page.locator('poptin-root').waitFor({ state: 'detached' });
  assert.is(await t.page.evaluate(() => document.documentElement.style.paddingTop), '');
});

test('phone (390 px): the bar reflows to the window, text at 14 px or more, the padding follows its height', async () => {
  const t = await env.page({ clock: true, viewport: { width: 390, height: 844 } });
  await t.page.goto(env.url('/demo/p/bar-1'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(400);
  const b = await box(t.page);
  assert.equal([b.x, b.w], [0, 390]);
  assert.ok(b.h > 100, 'taller: its parts wrap');
  assert.is(b.pad, Math.round(b.h) + 'px');
  const least = await dialog(t.page).evaluate((d) => {
    let px = 99;
    const w = document.createTreeWalker(d, 4);
    for (let n; (n = w.nextNode()); ) if (n.nodeValue.trim() && n.parentElement.checkVisibility()) px = Math.min(px, parseFloat(getComputedStyle(n.parentElement).fontSize));
    return px;
  });
  assert.ok(least >= 14, `smallest text ${least} px`);
  const over = await dialog(t.page).evaluate((d) => [...d.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1).map((e) => e.className || e.tagName));
  assert.equal(over, [], 'nothing past the right edge');
});

test('X07: every bar format, at 1280 and 390 px: text contrast at least 4.5:1, axe finds nothing', async () => {
  assert.equal(await auditPages(env, Array.from({ length: 17 }, (_, i) => '/demo/p/bar-' + (i + 1)), { axe, contrast, src: AXE }), []);
});

test.run();
