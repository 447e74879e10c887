// The fullpage type in Chromium (P05, P13, P14, X07): designed at 1920x1080 (§2), it fills a
// smaller window (reflowed, as its text would go under 14 px scaled) and is never enlarged on a
// bigger one; it is modal like a lightbox and waits in the same one-at-a-time queue; its view
// carries poptin_type fullpage; every format passes contrast and axe.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, rows, afterOneSecond, typeEvents, auditPages } from './harness.mjs';
import { axe, axeSource, contrast } from './audit.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);

const rect = (page) => dialog(page).evaluate((d) => {
  const r = d.getBoundingClientRect();
  return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)];
});

test('fills a 1280x800 window; modal: the page is inert and focus moves in; the view reports type fullpage', async () => {
  const t = await env.page({ clock: true, init: typeEvents, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/fullpage-1'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(400);
  assert.equal(await rect(t.page), [0, 0, 1280, 800]);
  assert.is(await dialog(t.page).getAttribute('aria-modal'), 'true');
  assert.is(await t.page.evaluate(() => document.body.inert), true);
  assert.is(await t.page.evaluate(() => document.querySelector('poptin-root').shadowRoot.activeElement?.name), 'email');
  await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt01fullpage')[0], 'the view row');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'fullpage']]);
});

test('P05: never enlarged: on a 2560x1440 window it is 1920x1080, centred', async () => {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 2560, height: 1440 } });
  await t.page.goto(env.url('/demo/p/fullpage-4'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(400);
  assert.equal(await rect(t.page), [320, 180, 1920, 1080]);
});

test('P13: a fullpage popup waits while a lightbox is up, then shows', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/format-3'));
  await afterOneSecond(t.page);
  await t.page.evaluate(() => window.poptin.show('fmt02fullpage'));
  await quiet(t);
  assert.is(await t.page.locator('poptin-root').count(), 1, 'it waits');
  assert.is(q('SELECT * FROM views WHERE popup_id = ?', 'fmt02fullpage').length, 0);
  await t.page.clock.runFor(800);
  await t.page.keyboard.press('Escape');
  await t.page.clock.runFor(800);
  await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt02fullpage')[0], 'shown once the lightbox is gone');
});

test('phone (390x844): it fills the window, text at 14 px or more, nothing past the right edge', async () => {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
  for (const n of [1, 3, 5, 8]) {
    await t.page.goto(env.url('/demo/p/fullpage-' + n));
    await afterOneSecond(t.page);
    await t.page.clock.runFor(200);
    assert.equal(await rect(t.page), [0, 0, 390, 844], 'format ' + n);
    const [least, over] = await dialog(t.page).evaluate((d) => {
      let px = 99;
      const w = document.createTreeWalker(d, 4);
      for (let n; (n = w.nextNode()); ) if (n.nodeValue.trim() && n.parentElement.checkVisibility()) px = Math.min(px, parseFloat(getComputedStyle(n.parentElement).fontSize));
      return [px, [...d.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1).length];
    });
    assert.ok(least >= 14, `format ${n}: smallest text ${least} px`);
    assert.is(over, 0, `format ${n}: nothing past the right edge`);
  }
});

test('X07: every fullpage format, at 1280 and 390 px: text contrast at least 4.5:1, axe finds nothing', async () => {
  assert.equal(await auditPages(env, Array.from({ length: 12 }, (_, i) => '/demo/p/fullpage-' + (i + 1)), { axe, contrast, src: axeSource() }), []);
});

test.run();
