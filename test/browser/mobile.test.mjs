// The mobile type in Chromium (P05, P06, P13, X07): a phone-sized modal card (our design 360x640,
// docs/behaviour.md P05), centred or as a sheet on the bottom edge, never enlarged on a desktop
// window and reflowed, not shrunk, on a 320 px one; modal like a lightbox, and (our reading of
// P13) in the same one-at-a-time queue; its view carries poptin_type mobile; every format passes
// contrast and axe.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, rows, afterOneSecond, typeEvents, auditPages } from './harness.mjs';
import { axe, axeSource, contrast } from './audit.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);

const rect = (page) => dialog(page).evaluate((d) => {
  const r = d.getBoundingClientRect();
  return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.bottom)];
});

test('a bottom sheet on a phone: on the bottom edge, modal, the view reports type mobile', async () => {
  const t = await env.page({ clock: true, init: typeEvents, reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
  await t.page.goto(env.url('/demo/p/mobile-3'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(400);
  const [left, , width, bottom] = await rect(t.page);
  assert.equal([left, width, bottom], [15, 360, 844], 'centred, 360 px wide, on the bottom edge');
  assert.is(await dialog(t.page).getAttribute('aria-modal'), 'true');
  assert.is(await t.page.evaluate(() => document.body.inert), true);
  await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt03mobilepp')[0], 'the view row');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'mobile']]);
  await t.page.clock.runFor(800);
  await t.page.keyboard.press('Escape');
  await t.page.clock.runFor(900);
  await until(() => q('SELECT * FROM closes WHERE popup_id = ?', 'fmt03mobilepp')[0], 'the close row');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'mobile'], ['poptinClose', 'mobile']]);
});

test('P05: never enlarged: on a 1280x800 window a card is 360 px wide, centred', async () => {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/mobile-1'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(400);
  const [left, , width] = await rect(t.page);
  assert.equal([left, width], [460, 360]);
});

test('P13 (our reading): a mobile popup waits while a lightbox is up, then shows', async () => {
  const t = await env.page({ clock: true, viewport: { width: 390, height: 844 } });
  await t.page.goto(env.url('/demo/p/format-3'));
  await afterOneSecond(t.page);
  await t.page.evaluate(() => window.poptin.show('fmt05mobilepp'));
  await quiet(t);
  assert.is(await t.page.locator('poptin-root').count(), 1, 'it waits');
  await t.page.clock.runFor(800);
  await t.page.keyboard.press('Escape');
  await t.page.clock.runFor(800);
  await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt05mobilepp')[0], 'shown once the lightbox is gone');
});

test('X07 at 320x568: reflowed, text at 14 px or more, nothing past the right edge', async () => {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 320, height: 568 } });
  for (const n of [1, 2, 3, 8, 11]) {
    await t.page.goto(env.url('/demo/p/mobile-' + n));
    await afterOneSecond(t.page);
    await t.page.clock.runFor(200);
    const [least, over, width] = await dialog(t.page).evaluate((d) => {
      let px = 99;
      const w = document.createTreeWalker(d, 4);
      for (let n; (n = w.nextNode()); ) if (n.nodeValue.trim() && n.parentElement.checkVisibility()) px = Math.min(px, parseFloat(getComputedStyle(n.parentElement).fontSize) * new DOMMatrix(getComputedStyle(d).transform).a);
      return [px, [...d.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1).length, Math.round(d.getBoundingClientRect().width)];
    });
    assert.ok(least >= 14, `format ${n}: smallest text ${least} px`);
    assert.is(over, 0, `format ${n}: nothing past the right edge`);
    assert.is(width, 320, `format ${n}: the window's width`);
  }
});

test('X07: every mobile format, at 1280 and 390 px: text contrast at least 4.5:1, axe finds nothing', async () => {
  assert.equal(await auditPages(env, Array.from({ length: 17 }, (_, i) => '/demo/p/mobile-' + (i + 1)), { axe, contrast, src: axeSource() }), []);
});

test.run();
