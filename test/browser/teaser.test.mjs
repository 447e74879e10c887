// P17, the teaser tab, in Chromium (docs/behaviour.md P17): always, before_show and after_close
// on the demo pages (a lightbox, a slide-in, a top bar); out 500 ms after it is created; reached
// with Tab and pressed with Enter; hidden while its popup is open; focus back on it after the
// close; the popup again from it; its nudge every 3 s for 1 s, none under reduced motion; the
// start edge in Hebrew; page CSS and a strict CSP cannot break it; axe finds nothing; its chunk
// only on a page that has a tab; single-page re-init removes it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, rows, afterOneSecond, shown, typeEvents, serve, hostHtml } from './harness.mjs';
import { axe, axeSource } from './audit.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);
const AXE = axeSource();
const tabOf = (page) => page.locator('poptin-teaser button');

/** The focused element through open shadow roots, and the host it sits in. */
const focused = (page) =>
  page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return `${a.tagName} in ${a.getRootNode().host?.tagName || 'the page'}`;
  });

/** The tab has been created (its 500 ms timer is armed with it) and is not out yet. */
async function created(t) {
  await tabOf(t.page).waitFor({ state: 'attached' });
  assert.is(await tabOf(t.page).isVisible(), false, 'not out at once');
}

test('always: out 500 ms after it is created; Tab reaches it and Enter opens the popup; hidden while open; focus comes back on close; it opens the popup again', async () => {
  const t = await env.page({ clock: true, init: typeEvents, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/format-1'));
  await afterOneSecond(t.page);
  assert.not.ok(t.requests.some((u) => u.includes('features/teaser.js')), 'a popup without a tab: no chunk');
  await t.page.goto(env.url('/demo/p/teaser-always'));
  await created(t);
  await t.page.clock.runFor(499);
  assert.is(await tabOf(t.page).isVisible(), false, 'not before 500 ms');
  await t.page.clock.runFor(1);
  assert.is(await tabOf(t.page).isVisible(), true, 'out at 500 ms');
  const tab = t.page.getByRole('button', { name: 'Win a year of coffee' });
  assert.is(await tab.getAttribute('aria-haspopup'), 'dialog');
  // the layer is the last thing on the page: Shift+Tab from the top of the page lands on it
  await t.page.keyboard.press('Shift+Tab');
  assert.is(await focused(t.page), 'BUTTON in POPTIN-TEASER');
  await t.page.keyboard.press('Enter');
  await shown(t.page);
  await until(() => q("SELECT * FROM views WHERE popup_id = 'teaseralways1'")[0], 'the view');
  assert.equal(q("SELECT trigger, type FROM views WHERE popup_id = 'teaseralways1'"), [{ trigger: 'teaser', type: 'desktop' }]);
  await until(async () => !(await tabOf(t.page).isVisible()), 'hidden while its popup is open');
  await t.page.clock.runFor(900); // Escape closes after 800 ms (§2)
  await t.page.keyboard.press('Escape');
  await until(() => q("SELECT * FROM closes WHERE popup_id = 'teaseralways1'")[0], 'closed');
  assert.is(await tabOf(t.page).isVisible(), true, 'out again');
  assert.is(await focused(t.page), 'BUTTON in POPTIN-TEASER', 'focus is back on the tab');
  // pressed at once, while the closed popup still fades out: it opens once that one is gone
  await t.page.keyboard.press('Enter');
  await t.page.clock.runFor(100);
  assert.is(await t.page.locator('poptin-root').count(), 1, 'not over the fading copy');
  await t.page.clock.runFor(800); // the exit animation ends: the popup is removed
  await until(() => q("SELECT * FROM views WHERE popup_id = 'teaseralways1'").length == 2, 'shown again from the tab');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'lightbox'], ['poptinClose', 'lightbox'], ['poptinView', 'lightbox']]);
  assert.equal([t.errors, t.logs], [[], []]);
});

test('before_show (slide-in): a press moves focus into the non-modal popup and the tab leaves for good; the trigger alone takes it away too', async () => {
  const t = await env.page({ clock: true, init: typeEvents, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/teaser-before'));
  await created(t);
  await t.page.clock.runFor(500);
  await t.page.getByRole('button', { name: 'Free shipping offer' }).click();
  await shown(t.page);
  assert.is(await dialog(t.page).getAttribute('aria-modal'), null, 'not modal');
  assert.is(await focused(t.page), 'DIV in POPTIN-ROOT', 'the focus the press left on the tab');
  await until(async () => (await t.page.locator('poptin-teaser').count()) == 0, 'the tab (and its layer) gone once the popup showed');
  await t.page.clock.runFor(900);
  await t.page.keyboard.press('Escape');
  await until(() => q("SELECT * FROM closes WHERE popup_id = 'teaserbefore1'")[0], 'Escape from inside closes it');
  assert.is(await focused(t.page), 'BODY in the page', 'the tab is gone: focus goes back to the page (docs/behaviour.md P17)');
  await t.page.clock.runFor(3000);
  assert.is(await t.page.locator('poptin-teaser').count(), 0, 'not back after the close');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'sside'], ['poptinClose', 'sside']]);
  assert.equal(q("SELECT trigger FROM views WHERE popup_id = 'teaserbefore1'"), [{ trigger: 'teaser' }]);

  await t.page.goto(env.url('/demo/p/teaser-before'));
  await created(t);
  await t.page.clock.runFor(500);
  await t.page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await shown(t.page);
  await until(async () => (await t.page.locator('poptin-teaser').count()) == 0, 'gone once the scroll trigger showed it');
  assert.equal(t.errors, []);
});

test('after_close (top bar): no tab until the bar is closed, then out at once; it opens the bar again; SPA re-init removes it', async () => {
  // (reduced motion: the tab's place is read at once, without its slide)
  const t = await env.page({ clock: true, init: typeEvents, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/teaser-after'));
  await created(t);
  await afterOneSecond(t.page);
  await t.page.clock.runFor(2000);
  assert.is(await tabOf(t.page).isVisible(), false, 'not while the bar has not been closed');
  await t.page.locator('poptin-root').getByRole('button', { name: /close/i }).click();
  await until(() => q("SELECT * FROM closes WHERE popup_id = 'teaserafter01'")[0], 'closed');
  assert.is(await tabOf(t.page).isVisible(), true, 'out as soon as it is closed');
  const box = await tabOf(t.page).boundingBox();
  assert.equal([Math.round(box.x), Math.round(box.y + box.height)], [16, 800], 'bottom-left, on the bottom edge');
  await t.page.clock.runFor(900);
  await tabOf(t.page).click();
  await until(() => q("SELECT * FROM views WHERE popup_id = 'teaserafter01'").length == 2, 'the bar again');
  assert.equal(q("SELECT trigger FROM views WHERE popup_id = 'teaserafter01' ORDER BY id"), [{ trigger: 'sec' }, { trigger: 'teaser' }]);
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'bar'], ['poptinClose', 'bar'], ['poptinView', 'bar']]);
  await t.page.evaluate(() => history.pushState({}, '', '/demo/p/scroll'));
  await until(async () => (await t.page.locator('poptin-teaser').count()) == 0, 'removed on re-init');
});

test('the nudge: its class every 3 s for 1 s, an animation; under reduced motion none, and no slide', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/teaser-always'));
  await created(t);
  const nudged = () => tabOf(t.page).evaluate((b) => [b.classList.contains('n'), b.getAnimations().map((a) => a.animationName).filter(Boolean).join()]);
  await t.page.clock.runFor(2999);
  assert.equal(await nudged(), [false, '']);
  await t.page.clock.runFor(1);
  assert.equal(await nudged(), [true, 'n'], 'at 3 s');
  await t.page.clock.runFor(1000);
  assert.is((await nudged())[0], false, 'cleared after 1 s');

  const r = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await r.page.goto(env.url('/demo/p/teaser-always'));
  await tabOf(r.page).waitFor({ state: 'attached' });
  for (let i = 0; i < 4; i++) {
    await r.page.clock.runFor(1000);
    assert.is(await tabOf(r.page).evaluate((b) => b.classList.contains('n') || b.getAnimations().length > 0), false, `no nudge at ${i + 1} s`);
  }
  assert.is(await tabOf(r.page).evaluate((b) => getComputedStyle(b).transitionDuration), '0s');
});

test('Hebrew: the right edge, right to left, its own label; every tab is at least 44 px square and axe finds nothing, at 1280, 390 and 320 px', async () => {
  const bad = [];
  for (const [width, height] of [[1280, 800], [390, 844], [320, 568]]) {
    const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width, height } });
    for (const slug of ['teaser-always', 'teaser-before', 'teaser-hebrew']) {
      await t.page.goto(env.url('/demo/p/' + slug));
      await created(t);
      await t.page.clock.runFor(500);
      const b = await tabOf(t.page).boundingBox();
      if (b.width < 44 || b.height < 44) bad.push(`${slug} at ${width}: ${b.width}x${b.height}`);
      if (b.x < 0 || b.x + b.width > width) bad.push(`${slug} at ${width}: off the window`);
      bad.push(...(await axe(t.page, AXE, 'poptin-teaser')).map((v) => `${slug} at ${width}: ${v}`));
      if (slug == 'teaser-hebrew') {
        const he = await tabOf(t.page).evaluate((b) => [b.dir, b.lang, b.textContent, Math.round(b.getBoundingClientRect().right) == innerWidth]);
        assert.equal(he, ['rtl', 'he', 'להצעה', true], `Hebrew at ${width}`);
      }
    }
    bad.push(...t.errors);
  }
  assert.equal(bad, []);
});

test("page CSS cannot hide or move it; under a strict CSP it looks the same and nothing is reported", async () => {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await serve(t.page, env.url('/demo/p/teaser-always'), hostHtml({
    head: '<style>poptin-teaser,button,div{display:none!important;visibility:hidden!important;position:static!important;translate:300px 300px!important;writing-mode:horizontal-tb!important;background:red!important}</style>',
    body: '<main><p>Hostile page.</p></main>',
  }));
  await t.page.goto(env.url('/demo/p/teaser-always'));
  await created(t);
  await t.page.clock.runFor(500);
  const looks = (page) => tabOf(page).evaluate((b) => {
    const r = b.getBoundingClientRect(), s = getComputedStyle(b);
    return { x: Math.round(r.x), tall: r.height > r.width, bg: s.backgroundColor, color: s.color };
  });
  const want = { x: 0, tall: true, bg: 'rgb(29, 36, 51)', color: 'rgb(255, 255, 255)' };
  assert.equal(await looks(t.page), want, 'on the left edge, upright, its colours');

  const c = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 }, init: () => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  } });
  await c.page.goto(env.url('/demo/p/teaser-always?csp=self'));
  await created(c);
  await c.page.clock.runFor(500);
  assert.equal(await looks(c.page), want);
  await quiet(c);
  assert.equal(await c.page.evaluate(() => window.__csp), []);
});

test.run();
