// P24, the countdown timer, in Chromium on the seeded demo pages (docs/behaviour.md P24): the
// flash-sale lightbox (style 1, 10 minutes) ticks each second, keeps one screen-reader sentence
// that changes once a minute, and closes itself with close trigger 'timer' (the closed report
// reaches the server; the server does not store triggers, the poptinClose event carries it); the
// expired date timer shows nothing, on every page view; the bar (style 2, a date) and the Hebrew
// lightbox (style 2, right to left) lay out at 1280, 390 and 320 px; axe and the contrast check
// find nothing; the chunk is fetched only by a page with a timer.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, until, quiet, rows, afterOneSecond, armedTimer, auditPages, roots } from './harness.mjs';
import { axe, axeSource, contrast } from './audit.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);
const AXE = axeSource();
const CHUNK = 'features/timer.js';

/** [event, close_trigger] for each poptinView and poptinClose event */
function events() {
  window.__ev = [];
  for (const n of ['poptinView', 'poptinClose']) document.addEventListener(n, (e) => window.__ev.push([n, e.detail.close_trigger || '']));
}

/** What the timer shows: the visible digits per unit ('-' for a hidden unit), the sentence. */
const read = (page) =>
  page.evaluate(() => {
    const t = document.querySelector('poptin-root').shadowRoot.querySelector('[data-lp=timer]');
    return {
      digits: [...t.querySelectorAll('.lp-tu')].map((u) => (u.checkVisibility() ? u.querySelector('.lp-tn').textContent : '-')).join(':'),
      said: t.querySelector('.lp-sr').textContent,
      role: t.getAttribute('role'),
      hidden: t.querySelector('.lp-tr').getAttribute('aria-hidden'),
      moving: t.getAnimations({ subtree: true }).length,
    };
  });

test('style 1, 10 minutes: ticks each second, one sentence a minute, closes itself with trigger "timer"; only a page with a timer fetches the chunk', async () => {
  const t = await env.page({ clock: true, init: events, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/format-1'));
  await afterOneSecond(t.page);
  assert.not.ok(t.requests.some((u) => u.includes(CHUNK)), 'a popup without a timer: no chunk');

  await t.page.goto(env.url('/demo/p/timer-flash'));
  await afterOneSecond(t.page);
  assert.ok(t.requests.some((u) => u.includes(CHUNK)));
  assert.equal(await read(t.page), { digits: '-:00:10:00', said: '10 minutes left', role: 'timer', hidden: 'true', moving: 0 });
  await t.page.clock.runFor(1000);
  assert.is((await read(t.page)).digits, '-:00:09:59');
  // the sentence: written once a minute, not every second
  await t.page.evaluate(() => {
    const s = document.querySelector('poptin-root').shadowRoot.querySelector('.lp-sr');
    window.__writes = 0;
    new MutationObserver((m) => (window.__writes += m.length)).observe(s, { childList: true, characterData: true, subtree: true });
  });
  await t.page.clock.runFor(120_000);
  assert.equal(await read(t.page), { digits: '-:00:07:59', said: '8 minutes left', role: 'timer', hidden: 'true', moving: 0 });
  assert.is(await t.page.evaluate(() => window.__writes), 2, 'two minutes, two writes');
  await until(() => q("SELECT * FROM views WHERE popup_id = 'timerflash001'")[0], 'the view');
  assert.equal(q("SELECT * FROM closes WHERE popup_id = 'timerflash001'"), []);
  // to the last second, then the end
  await t.page.clock.runFor(478_000);
  assert.equal((await read(t.page)).digits, '-:00:00:01');
  assert.equal(await t.page.evaluate(() => window.__ev), [['poptinView', '']], 'open at 1 s left');
  await t.page.clock.runFor(1000);
  await until(() => q("SELECT * FROM closes WHERE popup_id = 'timerflash001'")[0], 'the closed report');
  assert.equal(await t.page.evaluate(() => window.__ev), [['poptinView', ''], ['poptinClose', 'timer']]);
  await t.page.clock.runFor(1000);
  assert.is(await t.page.locator('poptin-root').count(), 0, 'gone after the exit');
  assert.equal(q("SELECT activity FROM activities WHERE popup_id = 'timerflash001' ORDER BY id"), [{ activity: 'viewed' }, { activity: 'closed' }]);
  assert.equal([t.errors, t.logs], [[], []]);
});

test('an expired date timer shows nothing, one log line, on every page view', async () => {
  const t = await env.page({ clock: true, init: events, viewport: { width: 1280, height: 800 } });
  for (const view of [1, 2]) {
    await t.page.goto(env.url('/demo/p/timer-expired'));
    await armedTimer(t.page, 1000);
    await t.page.clock.runFor(1000);
    await until(() => t.logs.length == view, 'the log line');
    await quiet(t);
    assert.is(await roots(t.page), 0, `view ${view}: no popup ever added`);
    assert.equal(await t.page.evaluate(() => window.__ev), []);
  }
  assert.ok(t.logs.every((l) => l.startsWith('[poptin] Timer expired: popup not shown')), t.logs.join());
  assert.equal(q("SELECT * FROM views WHERE popup_id = 'timerexpired1'"), []);
  assert.equal(t.errors, []);
});

test('the bar (style 2, a date) and Hebrew (style 2): days as they are, tiles in a row or two even rows, right to left; nothing off the window at 1280, 390 and 320 px', async () => {
  const bad = [];
  for (const [width, height] of [[1280, 800], [390, 844], [320, 568]]) {
    const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width, height } });
    for (const slug of ['timer-bar', 'timer-hebrew', 'timer-flash']) {
      await t.page.goto(env.url('/demo/p/' + slug));
      await afterOneSecond(t.page);
      const r = await read(t.page);
      // the fake clock starts at 2027-01-15 08:00 UTC; the bar's sale ends 2027-12-31 23:59 +02:00
      const want = { 'timer-bar': '350:13:58:58', 'timer-hebrew': '-:00:15:00', 'timer-flash': '-:00:10:00' }[slug];
      if (r.digits != want) bad.push(`${slug} at ${width}: ${r.digits}, not ${want}`);
      const box = await t.page.evaluate(() => {
        const root = document.querySelector('poptin-root').shadowRoot;
        const us = [...root.querySelectorAll('.lp-tu')].filter((u) => u.checkVisibility()).map((u) => u.getBoundingClientRect());
        const tops = new Set(us.map((u) => Math.round(u.top)));
        return {
          off: us.some((u) => u.left < 0 || u.right > innerWidth),
          // per row, how many units: [4], [2, 2] or [3], never [3, 1]
          rows: [...tops].map((y) => us.filter((u) => Math.round(u.top) == y).length),
          // first (the largest unit) to last, in reading order
          order: us.length > 1 && (us[0].left < us.at(-1).left ? 'ltr' : 'rtl'),
          labels: [...root.querySelectorAll('.lp-tl')].map((l) => l.textContent).join(' '),
          small: [...root.querySelectorAll('.lp-tl,.lp-tn')].filter((e) => parseFloat(getComputedStyle(e).fontSize) < 14).length,
        };
      });
      if (box.off) bad.push(`${slug} at ${width}: a unit off the window`);
      if (box.small) bad.push(`${slug} at ${width}: text under 14 px`);
      if (!['4', '2,2', '3', '1,2'].includes(String(box.rows))) bad.push(`${slug} at ${width}: rows ${box.rows}`);
      const he = slug == 'timer-hebrew';
      if (box.order != (he ? 'rtl' : 'ltr')) bad.push(`${slug} at ${width}: ${box.order}`);
      if (box.labels != (he ? 'ימים שעות דקות שניות' : 'days hours minutes seconds')) bad.push(`${slug}: labels ${box.labels}`);
    }
    if (width == 390) assert.equal(await read(t.page).then((r) => r.moving), 0, 'nothing animates under reduced motion');
    bad.push(...t.errors);
  }
  assert.equal(bad, []);
});

test('axe finds nothing and every text keeps its contrast, at 1280 and 390 px', async () => {
  assert.equal(await auditPages(env, ['/demo/p/timer-flash', '/demo/p/timer-bar', '/demo/p/timer-hebrew'], { axe, contrast, src: AXE }), []);
});

test.run();
