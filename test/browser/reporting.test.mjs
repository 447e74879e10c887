// Lifecycle reports reach the reference server's database with the spec's payload fields
// (§7 calls 5, 6, 7, 9; §4 lifecycle; §3 visitor storage; P14, P20): a view, a close, a
// conversion with every submitted field, the lower-cased email and the conversion cookie.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, until, quiet, roots, rows, fillForm, engineStarted, templateFetches, afterOneSecond } from './harness.mjs';

const env = suite(test);

const q = (sql, ...a) => rows(env.db, sql, ...a);

/** Records the document events the script dispatches (§7: poptinView, poptinSubmit). */
function events() {
  window.__events = [];
  for (const n of ['poptinView', 'poptinSubmit', 'poptinClose']) document.addEventListener(n, (e) => window.__events.push([n, e.detail]));
}

/** Opens a seeded demo page on the fake clock and shows its 1-second popup; returns its call-1 entry. */
async function showSeeded(t, path, id) {
  const answer = t.page.waitForResponse((r) => r.url().endsWith('/api/display/demo'));
  await t.page.goto(env.url(path));
  const entry = (await (await answer).json()).poptins.find((p) => p.poptin_id === id);
  await afterOneSecond(t.page);
  return entry;
}

test('view: call 5 row with the viewer id and trigger, call 9 "viewed", poptinView event', async () => {
  const t = await env.page({ clock: true, init: events });
  const entry = await showSeeded(t, '/demo/p/format-4', 'fmt04lightbox');
  const v = await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt04lightbox')[0], 'the view row');
  assert.is(v.viewer_id, entry.viewer_id, 'call 5 carries the viewer id of the answer');
  assert.is(v.trigger, 'sec');
  assert.is(v.client_id, 'demo');
  assert.is(v.type, 'desktop');
  assert.is(v.url, env.url('/demo/p/format-4'));
  assert.is(v.converted_email, '');
  assert.is(v.store_integration, '');
  const a = await until(() => q(`SELECT * FROM activities WHERE popup_id = ? AND activity = 'viewed'`, 'fmt04lightbox')[0], 'the activity row');
  assert.is(a.client_id, 'demo');
  assert.is(a.url, env.url('/demo/p/format-4'));
  const ev = await t.page.evaluate(() => window.__events);
  assert.equal(ev.map((e) => e[0]), ['poptinView']);
  assert.equal(ev[0][1], { poptin_id: 'fmt04lightbox', poptin_name: entry.poptin_name, poptin_target: 'lead', poptin_type: 'lightbox', account_id: 'demo' });
  assert.equal(t.errors, []);
});

test('close: call 7 row and call 9 "closed", the closed cookie, no second view', async () => {
  const t = await env.page({ clock: true, init: events });
  await showSeeded(t, '/demo/p/format-13', 'fmt13lightbox');
  await t.page.locator('poptin-root .lp-x').click();
  const c = await until(() => q('SELECT * FROM closes WHERE popup_id = ?', 'fmt13lightbox')[0], 'the closed row');
  assert.is(c.client_id, 'demo');
  assert.is(c.url, env.url('/demo/p/format-13'));
  assert.is(c.converted_email, '');
  const a = await until(() => q(`SELECT * FROM activities WHERE popup_id = ? AND activity = 'closed'`, 'fmt13lightbox')[0], 'the activity row');
  assert.is(a.url, env.url('/demo/p/format-13'));
  await t.page.clock.runFor(800);
  await t.page.locator('poptin-root').waitFor({ state: 'detached' });
  const cookie = (await t.ctx.cookies()).find((k) => k.name === 'poptin_closed_fmt13lightbox');
  assert.ok(cookie, 'the closed cookie');
  const days = (cookie.expires * 1000 - Date.now()) / 86400000;
  assert.ok(days > 0.9 && days <= 1.01, 'the closed cookie lives one day (§9), got ' + days);
  const ev = await t.page.evaluate(() => window.__events.map((e) => e[0]));
  assert.equal(ev, ['poptinView', 'poptinClose']);
  assert.is(q('SELECT COUNT(*) AS n FROM views WHERE popup_id = ?', 'fmt13lightbox')[0].n, 1);
  assert.equal(t.errors, []);
});

test('conversion: call 6 row with every field, lower-cased email stored, conversion cookie, no close report', async () => {
  const t = await env.page({ clock: true, init: events });
  const entry = await showSeeded(t, '/demo/p/format-1', 'fmt01lightbox');
  const view = await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt01lightbox')[0], 'the view row');
  const form = await fillForm(t.page, { email: 'Ann.Lee@Example.ORG' });
  const call6 = t.page.waitForRequest((r) => r.url().includes('/api/display/conversion/'));
  const answered = t.page.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await form.locator('button[type=submit]').click();
  const req = await call6;
  assert.ok(req.url().endsWith('/api/display/conversion/' + entry.viewer_id), 'call 6 is addressed to the viewer id');
  assert.match(req.headers()['content-type'], /^application\/x-www-form-urlencoded/);
  const ans = await (await answered).json();
  assert.ok(ans.success);

  const c = await until(() => q('SELECT * FROM conversions WHERE popup_id = ?', 'fmt01lightbox')[0], 'the conversion row');
  assert.is(c.conversion_id, ans.conversion_id);
  assert.is(c.viewer_id, entry.viewer_id);
  assert.is(c.client_id, 'demo');
  assert.is(c.poptin_view_id, view.view_id, 'call 6 sends the id call 5 answered');
  assert.is(c.trigger, 'sec');
  assert.is(c.p_target, 'lead');
  assert.is(c.checkbox_checked, '1');
  assert.is(c.url, env.url('/demo/p/format-1'));
  assert.ok(c.title.includes('Lightbox format 1'), 'the page title');
  const cookies = await t.ctx.cookies();
  assert.is(c.visitor, cookies.find((k) => k.name === 'poptin_user_id').value, 'visitor is the poptin_user_id cookie');
  assert.ok(c.browser_language, 'browser_language');
  assert.is(c.operating_system, 'Linux');
  assert.ok(c.previous_visited_pages_with_current_page.endsWith(env.url('/demo/p/format-1')));
  assert.is(c.email, 'Ann.Lee@Example.ORG');
  const fields = JSON.parse(c.fields);
  assert.is(fields.email, 'Ann.Lee@Example.ORG');
  assert.is(fields.name, 'Ann Lee');
  assert.is(fields.phone, '+1 555 123 4567');
  assert.is(fields.consent, '1');
  assert.is(fields.lead_source, 'format_1', 'the hidden field');
  const extra = JSON.parse(c.new_extra_fields);
  assert.equal(extra.map((f) => f.name), ['email', 'name', 'phone', 'consent', 'lead_source']);
  for (const f of extra) {
    for (const k of ['type', 'name', 'placeholder', 'value', 'created_as', 'created_version', 'property_name', 'id']) assert.ok(k in f, `newExtraFields entry has ${k}`);
    assert.is(f.created_version, 5);
  }
  assert.is(extra[0].value, 'Ann.Lee@Example.ORG');

  // client side: the lower-cased email, the conversion id cookie, the converted cookie, the event
  await t.page.waitForFunction(() => localStorage.getItem('poptin_converted_email') === 'ann.lee@example.org', null, { polling: 20 });
  const after = await t.ctx.cookies();
  assert.is(after.find((k) => k.name === 'poptin_conversion_id')?.value, ans.conversion_id);
  const conv = after.find((k) => k.name === 'poptin_conversion_id');
  assert.ok((conv.expires * 1000 - Date.now()) / 86400000 > 364, 'the conversion cookie lives 365 days');
  assert.ok(after.some((k) => k.name === 'poptin_converted_fmt01lightbox'));
  await t.page.locator('poptin-root button[type=submit]', { hasText: 'Sent successfully!' }).waitFor();
  // 'Sent successfully!' then the popup closes after 0.1 s (§4), without a close report
  await t.page.clock.runFor(100 + 800);
  await t.page.locator('poptin-root').waitFor({ state: 'detached' });
  await quiet(t);
  assert.is(q('SELECT COUNT(*) AS n FROM closes WHERE popup_id = ?', 'fmt01lightbox')[0].n, 0, 'a submitted popup does not report a close');
  const ev = await t.page.evaluate(() => window.__events.map((e) => e[0]));
  assert.equal(ev, ['poptinView', 'poptinSubmit']);

  // the next page view: call 1 carries the email, and the converted visitor is not shown it again
  const call1 = t.page.waitForRequest((r) => r.url().endsWith('/api/display/demo'));
  const fetched = templateFetches(t, 'fmt01lightbox');
  await t.page.reload();
  assert.is(JSON.parse((await call1).postData()).converted_email, 'ann.lee@example.org');
  await engineStarted(t.page);
  await t.page.clock.runFor(5000);
  await quiet(t);
  assert.is(await roots(t.page), 0, 'stop_showing_to_converted_users');
  // the rule decided it, not a template that had not arrived when the clock ran
  assert.is(templateFetches(t, 'fmt01lightbox'), fetched, 'not even armed: no template download');
  assert.equal(t.errors, []);
});

test('conversion code: integration.conversion_code is injected into the head', async () => {
  const t = await env.page({ clock: true });
  await showSeeded(t, '/demo/p/format-3', 'fmt03lightbox');
  const form = await fillForm(t.page, { email: 'bo@example.com' });
  await form.locator('button[type=submit]').click();
  await t.page.locator('head meta[name=poptin-conversion]').waitFor({ state: 'attached' });
  assert.is(await t.page.locator('head meta[name=poptin-conversion]').getAttribute('content'), '1');
  assert.equal(t.errors, []);
});

test.run();
