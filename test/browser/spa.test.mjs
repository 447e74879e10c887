// Single-page apps and preview mode (spec §2 "Single-page-app mode", "Preview banner"; §6; P08,
// P16): pushState to another path removes the popup and asks call 1 again; popstate does the
// same; a preview shows at once with its banner and submits nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, armedTimer, rows, fillForm, settled, shown } from './harness.mjs';

const env = suite(test);

const call1 = (page) => page.waitForRequest((r) => r.url().endsWith('/api/display/demo') && r.method() === 'POST');

test('SPA: pushState to another path removes the popup and asks call 1 again; popstate too', async () => {
  const t = await env.page({ clock: true });
  const page = t.page;
  await page.goto(env.url('/demo/p/format-1'));
  await armedTimer(page, 1000);
  await page.clock.runFor(1000);
  await dialog(page).waitFor();
  await until(() => rows(env.db, 'SELECT * FROM views WHERE popup_id = ?', 'fmt01lightbox')[0], 'the first view');

  const again = call1(page);
  await page.evaluate(() => history.pushState({}, '', '/demo/p/format-8'));
  const body = JSON.parse((await again).postData());
  assert.is(body.url, env.url('/demo/p/format-8'), 'call 1 is sent for the new path');
  await page.locator('poptin-root').waitFor({ state: 'detached' });
  assert.ok(page.url().endsWith('/demo/p/format-8'), 'no page load: the same document');
  // the new page's popup (format 8, 1 s) is armed and shows
  await page.waitForFunction(() => window.__timers.filter((ms) => ms === 1000).length >= 2, null, { polling: 20 });
  await page.clock.runFor(1000);
  await dialog(page).waitFor();
  const v8 = await until(() => rows(env.db, 'SELECT * FROM views WHERE popup_id = ?', 'fmt08lightbox')[0], 'the format-8 view');
  assert.is(v8.url, env.url('/demo/p/format-8'));
  assert.is(await page.locator('poptin-root').count(), 1, 'only the new page popup is on the page');
  assert.is(rows(env.db, 'SELECT COUNT(*) AS n FROM closes WHERE popup_id = ?', 'fmt01lightbox')[0].n, 0, 'removal by re-init is not a close');

  const back = call1(page);
  await page.evaluate(() => history.back());
  assert.is(JSON.parse((await back).postData()).url, env.url('/demo/p/format-1'), 'popstate re-inits too');
  await page.locator('poptin-root').waitFor({ state: 'detached' });
  // a hash change is not a new page
  await page.evaluate(() => (location.hash = 'section-2'));
  await quiet(t);
  assert.is(t.requests.filter((u) => u.endsWith('/api/display/demo')).length, 3, 'call 1 was sent three times, not for the hash');
  assert.equal(t.errors, []);
});

const calls1 = (t) => t.requests.filter((u) => u.endsWith('/api/display/demo')).length;

/** format 1 (1 s on the page) up, with an address typed into its form */
async function upAndTyped(t) {
  await t.page.goto(env.url('/demo/p/format-1?utm_source=news'));
  await armedTimer(t.page, 1000);
  await t.page.clock.runFor(1000);
  await shown(t.page);
  await t.page.locator('poptin-root input[name=email]').fill('typed@example.com');
}

/** the popup is still the one the visitor typed into */
async function kept(t, msg) {
  assert.is(await t.page.locator('poptin-root').count(), 1, msg);
  assert.is(await t.page.locator('poptin-root input[name=email]').inputValue(), 'typed@example.com', msg);
}

test('SPA: replaceState (a UTM clean-up) keeps the visible popup and what was typed; no second call 1', async () => {
  const t = await env.page({ clock: true });
  await upAndTyped(t);
  // what UTM and consent scripts do on load: drop the query, keep the page
  await t.page.evaluate(() => history.replaceState(history.state, '', location.pathname));
  await t.page.clock.runFor(6000); // past the 5 s single-page recheck too
  await t.page.locator('body').click({ position: { x: 5, y: 5 }, force: true }).catch(() => {});
  await quiet(t);
  await kept(t, 'the popup survives replaceState');
  assert.is(calls1(t), 1, 'call 1 was sent once');
  // the remembered page followed the replace: a push to another path still re-inits
  const again = call1(t.page);
  await t.page.evaluate(() => history.pushState({}, '', '/demo/p/format-8'));
  assert.is(JSON.parse((await again).postData()).url, env.url('/demo/p/format-8'));
  await t.page.locator('poptin-root').waitFor({ state: 'detached' });
  assert.equal(t.errors, []);
});

test('SPA without the Navigation API: replaceState keeps the popup; pushState is noticed by the 5 s recheck and by a click', async () => {
  const t = await env.page({ clock: true, init: () => delete window.navigation });
  await upAndTyped(t);
  assert.is(await t.page.evaluate(() => 'navigation' in window), false, 'no Navigation API on this page');
  await t.page.evaluate(() => history.replaceState(history.state, '', location.pathname));
  await t.page.clock.runFor(6000);
  await quiet(t);
  await kept(t, 'the popup survives replaceState');
  assert.is(calls1(t), 1);

  // a pushState with no click: the single-page recheck sees it within 5 s
  const again = call1(t.page);
  await t.page.evaluate(() => history.pushState({}, '', '/demo/p/format-8'));
  await t.page.clock.runFor(5000);
  assert.is(JSON.parse((await again).postData()).url, env.url('/demo/p/format-8'));
  await t.page.locator('poptin-root').waitFor({ state: 'detached' });

  // a router that pushes in its click handler: noticed right after the click
  await t.page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/demo/p/format-2';
    a.id = 'router-link';
    a.textContent = 'Format 2';
    a.onclick = (e) => (e.preventDefault(), history.pushState({}, '', a.href));
    document.body.prepend(a);
  });
  const third = call1(t.page);
  await t.page.locator('#router-link').click();
  await t.page.clock.runFor(1);
  assert.is(JSON.parse((await third).postData()).url, env.url('/demo/p/format-2'));
  assert.equal(t.errors, []);
});

test('preview: banner, shown without its trigger, submit does not reach the database', async () => {
  const t = await env.page({ clock: true });
  const page = t.page;
  const c1 = call1(page);
  await page.goto(env.url('/demo/p/preview?poptin_preview_id=previewdemo01'));
  const body = JSON.parse((await c1).postData());
  assert.is(body.preview_poptin_id, 'previewdemo01');
  assert.is(body.cancel_visitor_count, 1);
  // its trigger is 30 s on the page; the clock is paused and the preview shows anyway
  await shown(page);
  const banner = page.locator('poptin-root .lp-pv');
  assert.is(
    (await banner.textContent()).trim(),
    'This is a preview of your popup. Please note that submission will not be functional.',
  );
  const form = await fillForm(page, { email: 'pat@example.com' });
  await form.locator('button[type=submit]').click();
  await page.locator('poptin-root form .lp-er[role=status]').waitFor();
  await quiet(t);
  assert.not.ok(t.requests.some((u) => u.includes('/api/display/conversion/')), 'no conversion request');
  assert.is(rows(env.db, 'SELECT COUNT(*) AS n FROM conversions WHERE popup_id = ?', 'previewdemo01')[0].n, 0);
  assert.is(rows(env.db, 'SELECT COUNT(*) AS n FROM views WHERE popup_id = ?', 'previewdemo01')[0].n, 0, 'a preview is not counted as a view');
  assert.ok(await dialog(page).isVisible(), 'the preview stays open');
  await settled(page);
  assert.equal(t.errors, []);
});

test.run();
