// Display rules and filters across page views (spec §4 "Display rules", §3 filters; P12, P13):
// frequency rules, the closed-without-x rule, the cookie and engagement filters. Each test is a
// fresh browser context (a new visitor); reloads keep its cookies and storage.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  suite, dialog, until, quiet, armedTimer, roots, rows, insertPopup, serve, hostHtml, engineStarted, templateFetches, afterOneSecond,
} from './harness.mjs';

const env = suite(test, (env) => {
  // no trigger: shown on page load when the filter passes
  insertPopup(env.db, {
    id: 'cookieshowpro',
    page: '/t/cookie-show',
    popup: {
      display_if_specific_cookie_active: 1,
      display_if_specific_cookie: [{ cookie_name_pair: 'plan', cookie_value_pair: 'exact@pro', cookie_show_pair: 'show' }],
    },
  });
  insertPopup(env.db, {
    id: 'cookiehidepro',
    page: '/t/cookie-hide',
    popup: {
      display_if_specific_cookie_active: 1,
      display_if_specific_cookie: [{ cookie_name_pair: 'plan', cookie_value_pair: 'start@pr', cookie_show_pair: 'dont_show' }],
    },
  });
});

const count = (table, id) => rows(env.db, `SELECT COUNT(*) AS n FROM ${table} WHERE popup_id = ?`, id)[0].n;

/** A page view where the engine started and decided; returns the call-1 answer. */
async function load(t, path, how = 'goto') {
  const answer = t.page.waitForResponse((r) => r.url().endsWith('/api/display/demo'));
  if (how === 'goto') await t.page.goto(env.url(path));
  else await t.page.reload();
  const a = await (await answer).json();
  await engineStarted(t.page);
  return a;
}

test('display_once_a_visitor_2: shown once, not again after a reload', async () => {
  const t = await env.page({ clock: true });
  await load(t, '/demo/p/frequency');
  await armedTimer(t.page, 2000);
  await t.page.clock.runFor(2000);
  await dialog(t.page).waitFor();
  await until(() => count('views', 'frequencyonce') === 1, 'the view row');
  const before = templateFetches(t, 'frequencyonce');
  const a = await load(t, null, 'reload');
  assert.ok(a.poptins.some((p) => p.poptin_id === 'frequencyonce'), 'the server still lists it');
  await t.page.clock.runFor(10000);
  await quiet(t);
  assert.is(await roots(t.page), 0, 'not shown on the second page view');
  assert.is(templateFetches(t, 'frequencyonce'), before, 'not even its template is fetched');
  assert.is(count('views', 'frequencyonce'), 1);
  assert.equal(t.errors, []);
});

test('every-page rule: a popup closed with its x is shown again on the next page view', async () => {
  const t = await env.page({ clock: true });
  await load(t, '/demo/p/format-1');
  await afterOneSecond(t.page);
  await t.page.locator('poptin-root .lp-x').click();
  await t.page.clock.runFor(800);
  await t.page.locator('poptin-root').waitFor({ state: 'detached' });
  await until(() => count('closes', 'fmt01lightbox') === 1, 'the closed row');
  await load(t, null, 'reload');
  await armedTimer(t.page, 1000);
  await t.page.clock.runFor(1000);
  await dialog(t.page).waitFor();
  await until(() => count('views', 'fmt01lightbox') === 2, 'the second view row');
  assert.equal(t.errors, []);
});

test('a popup without an x that was closed is not shown again (every-page rule)', async () => {
  const t = await env.page({ clock: true });
  await load(t, '/demo/p/format-3');
  await afterOneSecond(t.page);
  assert.is(await t.page.locator('poptin-root .lp-cl').count(), 0, 'no close control');
  await t.page.mouse.click(20, 450); // the backdrop (close on screen click)
  await t.page.clock.runFor(800);
  await t.page.locator('poptin-root').waitFor({ state: 'detached' });
  await until(() => count('closes', 'fmt03lightbox') === 1, 'the closed row');
  assert.ok((await t.ctx.cookies()).some((c) => c.name === 'poptin_closed_fmt03lightbox'), 'the 1-day closed cookie');
  const before = templateFetches(t, 'fmt03lightbox');
  await load(t, null, 'reload');
  await t.page.clock.runFor(5000);
  await quiet(t);
  assert.is(await roots(t.page), 0);
  assert.is(templateFetches(t, 'fmt03lightbox'), before);
  assert.is(count('views', 'fmt03lightbox'), 1);
  assert.equal(t.errors, []);
});

test('cookie filter: show when the cookie matches, dont_show hides when it matches', async () => {
  const t = await env.page();
  await serve(t.page, env.url('/t/cookie-show'), hostHtml());
  await serve(t.page, env.url('/t/cookie-hide'), hostHtml());
  await load(t, '/t/cookie-show');
  await quiet(t);
  assert.is(await roots(t.page), 0, 'show-filter: no cookie, no popup');
  assert.is(templateFetches(t, 'cookieshowpro'), 0);
  await load(t, '/t/cookie-hide');
  await dialog(t.page).waitFor(); // dont_show-filter: no cookie, shown
  await t.ctx.addCookies([{ name: 'plan', value: 'pro', url: env.url('/') }]);
  await load(t, '/t/cookie-show');
  await dialog(t.page).waitFor();
  await until(() => count('views', 'cookieshowpro') === 1, 'the view row');
  await load(t, '/t/cookie-hide');
  await quiet(t);
  assert.is(await roots(t.page), 0, 'dont_show-filter: the cookie matches, no popup');
  assert.is(count('views', 'cookiehidepro'), 1);
  assert.equal(t.errors, []);
});

test('engagement filter: the exit popup is not armed for a visitor who converted on another popup', async () => {
  const t = await env.page();
  await t.ctx.addCookies([{ name: 'poptin_converted_fmt01lightbox', value: 'o', url: env.url('/') }]);
  await load(t, '/demo/p/exit-intent');
  await quiet(t);
  assert.not.ok(await t.page.evaluate(() => window.__listen.includes('mouseout')), 'exit intent not armed');
  assert.is(templateFetches(t, 'exitintent001'), 0);
  await t.page.mouse.move(700, 300);
  await t.page.mouse.move(700, -20, { steps: 4 });
  await quiet(t);
  assert.is(await roots(t.page), 0);
  assert.equal(t.errors, []);
});

test.run();
