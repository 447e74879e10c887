// The slide-in types in Chromium (bside, sside: P05, P06, P13, P14, X07): a card in each corner
// and on each side, 16 px from the edges, that leaves the page usable (non-modal, no focus
// taken, Escape only from inside); view, close and conversion carry its poptin_type; it shows
// beside a lightbox; single-page re-init removes it; on a phone it reflows to the window's width;
// every format passes contrast and axe.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, rows, afterOneSecond, typeEvents, auditPages } from './harness.mjs';
import { axe, axeSource, contrast } from './audit.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);
const AXE = axeSource();

const rect = (page) => dialog(page).evaluate((d) => {
  const r = d.getBoundingClientRect();
  return { l: Math.round(r.left), t: Math.round(r.top), r: Math.round(innerWidth - r.right), b: Math.round(innerHeight - r.bottom), w: Math.round(r.width) };
});

test('P06: each corner and side (the seed cycles the eight), 16 px from the edges', async () => {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  // bside 1-8: right_bottom, left_bottom, right_top, left_top, right_midlle, left_midlle, center_bottom, center_top
  const want = [['r', 'b'], ['l', 'b'], ['r', 't'], ['l', 't'], ['r'], ['l'], ['b'], ['t']];
  for (let n = 1; n <= 8; n++) {
    await t.page.goto(env.url('/demo/p/bside-' + n));
    await afterOneSecond(t.page);
    const r = await rect(t.page);
    for (const edge of want[n - 1]) assert.is(r[edge], 16, `bside ${n}: 16 px from the ${edge} edge`);
    if (n == 5 || n == 6) assert.ok(Math.abs(r.t - r.b) <= 1, `bside ${n}: centred vertically`);
    if (n >= 7) assert.ok(Math.abs(r.l - r.r) <= 1, `bside ${n}: centred horizontally`);
  }
  assert.equal(t.errors, []);
});

test('non-modal: focus stays on the page, the page is not inert, Escape closes it only from inside; close reports type bside', async () => {
  const t = await env.page({ clock: true, init: typeEvents, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/bside-3'));
  await afterOneSecond(t.page);
  assert.is(await dialog(t.page).getAttribute('aria-modal'), null);
  await t.page.clock.runFor(900);
  assert.is(await t.page.evaluate(() => document.activeElement === document.body), true, 'focus not taken');
  assert.is(await t.page.evaluate(() => document.querySelector('main').inert), false);
  await t.page.keyboard.press('Escape');
  await quiet(t);
  assert.is(await t.page.locator('poptin-root').count(), 1, 'Escape on the page leaves it');
  await t.page.locator('poptin-root .s-link').focus();
  await t.page.keyboard.press('Escape');
  await until(() => q('SELECT * FROM closes WHERE popup_id = ?', 'fmt03bsidepop')[0], 'closed from inside');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'bside'], ['poptinClose', 'bside']]);
});

test('it slides in from its side: the entry animation starts off the edge it sits on', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/sside-2'));
  await afterOneSecond(t.page);
  const a = await dialog(t.page).evaluate((d) => {
    const k = d.getAnimations()[0];
    return { name: k.animationName, x: getComputedStyle(d).getPropertyValue('--lp-x') };
  });
  assert.equal(a, { name: 'lp-in', x: '-48px' }, 'left_bottom: from the left');
});

test('conversion: the sside form submits call 6 with type sside and shows its thank-you screen', async () => {
  const t = await env.page({ clock: true, init: typeEvents, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/sside-1'));
  await afterOneSecond(t.page);
  await t.page.locator('poptin-root input[name=email]').fill('cy@example.com');
  await t.page.locator('poptin-root button[type=submit]').click();
  await until(() => q('SELECT * FROM conversions WHERE popup_id = ?', 'fmt01ssidepop')[0], 'the conversion row');
  await t.page.locator('poptin-root [data-lp=thanks]:not([hidden])').waitFor();
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'sside'], ['poptinSubmit', 'sside']]);
});

test('P13: a slide-in shows beside a lightbox; SPA re-init removes both', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/format-3'));
  await afterOneSecond(t.page);
  await t.page.evaluate(() => window.poptin.show('fmt04ssidepop'));
  await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt04ssidepop')[0], 'the slide-in beside the lightbox');
  assert.is(await t.page.locator('poptin-root').count(), 2);
  await t.page.evaluate(() => history.pushState({}, '', '/demo/p/scroll'));
  await until(async () => (await t.page.locator('poptin-root').count()) == 0, 'both removed');
});

test('phone (390 and 320 px): a card reflows to the window less its margins, text at 14 px or more', async () => {
  for (const [w, h] of [[390, 844], [320, 568]])
    for (const path of ['/demo/p/bside-1', '/demo/p/sside-1']) {
      const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: w, height: h } });
      await t.page.goto(env.url(path));
      await afterOneSecond(t.page);
      await t.page.clock.runFor(200);
      const r = await rect(t.page);
      assert.equal([r.l, r.r], [16, 16], `${path} at ${w}: as wide as the window less 16 px each side`);
      const least = await dialog(t.page).evaluate((d) => {
        let px = 99;
        const walk = document.createTreeWalker(d, 4);
        for (let n; (n = walk.nextNode()); ) if (n.nodeValue.trim() && n.parentElement.checkVisibility()) px = Math.min(px, parseFloat(getComputedStyle(n.parentElement).fontSize) * (d.getBoundingClientRect().width / d.offsetWidth));
        return px;
      });
      assert.ok(least >= 14, `${path} at ${w}: smallest text ${least} px`);
    }
});

test('X07: every bside and sside format, at 1280 and 390 px: text contrast at least 4.5:1, axe finds nothing', async () => {
  assert.equal(await auditPages(env, [...Array.from({ length: 9 }, (_, i) => '/demo/p/bside-' + (i + 1)), ...Array.from({ length: 19 }, (_, i) => '/demo/p/sside-' + (i + 1))], { axe, contrast, src: AXE }), []);
});

test.run();
