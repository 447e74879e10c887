// Widgets revealed later in Chromium (issue 10; docs/behaviour.md W09) on /demo/w/demo-when, on
// Playwright's fake clock: a 2 s delay shows its button at 2 s and not before (out of the page
// until then: not focusable, no call 3); scrolling past 40 % of the page shows another; the
// pointer leaving through the top shows the exit-intent widget with its attention animation
// 500 ms later for 2500 ms (none under reduced motion); a visitor from the US does not see the
// widget targeted at Israel, one from Israel does, and call 6 is asked once over two page views.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, until, rows, armedTimer, armedListener, quiet } from './harness.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);
const button = (page, id) => page.locator(`lp-widget[data-id="${id}"] button`);
const views = (id) => q("SELECT COUNT(*) AS n FROM widget_views WHERE kind = 'widget' AND widget_id = ?", id)[0].n;
const hasClass = (page, id, c) => button(page, id).evaluate((b, c) => b.classList.contains(c), c);
/** the widget's host is on the page but out of it: not rendered, so not focusable nor in the
 *  accessibility tree */
const outOfPage = (page, id) =>
  page.evaluate((id) => {
    const h = document.querySelector(`lp-widget[data-id="${id}"]`);
    const b = h.shadowRoot.querySelector('button');
    b.focus();
    return getComputedStyle(h).display == 'none' && !b.checkVisibility() && h.shadowRoot.activeElement == null;
  }, id);
/** the when chunk has run for every widget of the page (they share its one load: when-exit's
 *  mouseout listener is the last one armed) */
const armed = (page) => armedListener(page, 'mouseout');

test('a 2 s delay: hidden and unreported before 2 s, shown (and reported) at 2 s', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/w/demo-when'));
  await armedTimer(t.page, 2000);
  await armed(t.page);
  assert.ok(await outOfPage(t.page, 'when-delay'));
  await t.page.clock.runFor(1990);
  await quiet(t);
  assert.is(await button(t.page, 'when-delay').isVisible(), false);
  assert.is(views('when-delay'), 0, 'no call 3 for a widget not seen');
  await t.page.clock.runFor(10);
  await button(t.page, 'when-delay').waitFor();
  await until(() => views('when-delay') == 1, 'call 3 once shown');
  // the list works as any widget's
  await button(t.page, 'when-delay').click();
  await t.page.locator('lp-widget[data-id="when-delay"] ul').waitFor();
  assert.equal(await t.page.locator('lp-widget[data-id="when-delay"] .t').allTextContents(), ['WhatsApp', 'Email', 'Call us']);
  assert.ok(t.requests.filter((u) => u.includes('/widget/when.js')).length == 1, 'one when.js for the page');
  assert.equal(t.errors, []);
});

test('scroll past 40 % of the page shows its widget, not before', async () => {
  // (a short window: the demo page scrolls)
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 400 } });
  await t.page.goto(env.url('/demo/w/demo-when'));
  await armed(t.page);
  const h = await t.page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  assert.ok(h > 200, 'the page scrolls: ' + h);
  assert.ok(await outOfPage(t.page, 'when-scroll'));
  await t.page.evaluate((y) => scrollTo(0, y), Math.floor(h * 0.35));
  await t.page.mouse.wheel(0, 1); // (a real scroll too)
  await quiet(t);
  assert.is(await t.page.evaluate(() => scrollY > 0), true);
  assert.is(await button(t.page, 'when-scroll').isVisible(), false, 'at 35 %');
  await t.page.evaluate((y) => scrollTo(0, y), Math.ceil(h * 0.45));
  await button(t.page, 'when-scroll').waitFor();
  // its default state is open (W01): the list opens as the widget shows, not before
  await t.page.locator('lp-widget[data-id="when-scroll"] ul').waitFor();
  assert.is(await button(t.page, 'when-scroll').getAttribute('aria-expanded'), 'true');
  assert.ok(await outOfPage(t.page, 'when-exit'), 'the others wait for their own trigger');
  assert.equal(t.errors, []);
});

test('exit intent: the pointer leaving through the top shows it; the attention animation 500 ms later, for 2500 ms', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/w/demo-when'));
  await armed(t.page);
  await t.page.mouse.move(700, 400);
  await t.page.mouse.move(700, 150, { steps: 3 });
  await t.page.mouse.move(1279, 150, { steps: 3 }); // (out through the right: not an exit)
  await quiet(t);
  assert.ok(await outOfPage(t.page, 'when-exit'));
  await t.page.mouse.move(700, 150, { steps: 3 });
  await t.page.mouse.move(700, -20, { steps: 4 });
  await button(t.page, 'when-exit').waitFor();
  assert.is(await hasClass(t.page, 'when-exit', 'a'), false, 'not at once');
  await t.page.clock.runFor(499);
  assert.is(await hasClass(t.page, 'when-exit', 'a'), false);
  await t.page.clock.runFor(1);
  assert.is(await hasClass(t.page, 'when-exit', 'a'), true, 'at 500 ms');
  assert.is(await button(t.page, 'when-exit').evaluate((b) => getComputedStyle(b).animationName), 'lpw', 'it animates');
  await t.page.clock.runFor(2499);
  assert.is(await hasClass(t.page, 'when-exit', 'a'), true);
  await t.page.clock.runFor(1);
  assert.is(await hasClass(t.page, 'when-exit', 'a'), false, 'gone at 3000 ms');
  // the listener is gone: leaving again does nothing more
  assert.equal(t.errors, []);
});

test('exit intent under prefers-reduced-motion: shown with no animation', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await t.page.goto(env.url('/demo/w/demo-when'));
  await armed(t.page);
  await t.page.mouse.move(700, 150, { steps: 3 });
  await t.page.mouse.move(700, -20, { steps: 4 });
  await button(t.page, 'when-exit').waitFor();
  for (let i = 0; i < 6; i++) {
    await t.page.clock.runFor(500);
    assert.is(await hasClass(t.page, 'when-exit', 'a'), false);
  }
});

test('countries: a visitor from the US does not see the widget for Israel; one from Israel does, with call 6 once over two page views', async () => {
  const countryCalls = (t) => t.requests.filter((u) => u.includes('/api/widget/country')).length;
  const us = await env.page({ clock: true });
  await us.ctx.setExtraHTTPHeaders({ 'X-Lightpop-Country': 'US' });
  await us.page.goto(env.url('/demo/w/demo-when'));
  await armed(us.page);
  await until(() => countryCalls(us) == 1, 'call 6');
  await quiet(us);
  assert.ok(await outOfPage(us.page, 'when-il'));
  assert.is(await us.page.evaluate(() => document.cookie.includes('lp_wcountry=US')), true);
  assert.is(views('when-il'), 0);

  const il = await env.page({ clock: true });
  await il.ctx.setExtraHTTPHeaders({ 'X-Lightpop-Country': 'IL' });
  await il.page.goto(env.url('/demo/w/demo-when'));
  await button(il.page, 'when-il').waitFor();
  await il.page.reload();
  await button(il.page, 'when-il').waitFor();
  assert.is(countryCalls(il), 1, 'the second page view reads the kept code');
  const kept = (await il.ctx.cookies()).find((c) => c.name == 'lp_wcountry');
  assert.is(kept.value, 'IL');
  // (max-age counts on the browser's real clock, not the page's fake one)
  const days = (kept.expires * 1000 - Date.now()) / 864e5;
  assert.ok(Math.abs(days - 365) < 1, 'kept 365 days: ' + days);
  await until(() => views('when-il') == 2, 'call 3 on each page view');
  assert.equal(il.errors, []);
});

test.run();
