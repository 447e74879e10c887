// No lead is lost (issue 7, security 4; features/lead/lead.ts) in a real browser against the reference
// server: a lead whose call 6 fails (5xx, offline, hanging, storage blocked) is sent again until
// the server acknowledges it, and the server stores it once (its idempotency key). The visitor
// sees the normal thank-you flow meanwhile (§8: nothing about the failure is shown).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, until, quiet, rows, fillForm, afterOneSecond } from './harness.mjs';

const env = suite(test);
const CALL6 = '**/api/display/conversion/**';

const leadsOf = (email) => rows(env.db, 'SELECT * FROM conversions WHERE email = ?', email);
/** a '[poptin] …' console line was printed (log.ts adds the error, or '', after the message) */
const logged = (t, msg) => t.logs.some((l) => l.startsWith('[poptin] ' + msg));
const call6 = (t) => t.requests.filter((u) => u.includes('/api/display/conversion/')).length;
/** what features/lead/lead.ts keeps in the page's local storage */
const waiting = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('poptin_lead')).sort());

/** Moves the page's fake clock on in 100 ms steps until `cond` (Node side) holds: the retry
 *  timers are armed only after an answer or a chunk arrives, which the fake clock cannot see. */
async function clockUntil(t, cond, what) {
  for (let i = 0; i < 300; i++) {
    const v = await cond();
    if (v) return v;
    await t.page.clock.runFor(100);
    await new Promise((r) => setTimeout(r, 10)); // poll interval, not a sleep standing in for a condition
  }
  throw new Error('not reached on the fake clock: ' + what);
}

/** Shows the seeded format-2 popup (thank-you screen) and submits its form with `email`. */
async function submitLead(t, email) {
  await t.page.goto(env.url('/demo/p/format-2'));
  await afterOneSecond(t.page);
  const form = await fillForm(t.page, { email });
  await form.locator('button[type=submit]').click();
  // the visitor's flow is the normal one, acknowledged or not
  await t.page.locator('poptin-root [data-lp=thanks]').waitFor();
  assert.ok(await t.page.locator('poptin-root [data-lp=main]').isHidden());
}

const fail500 = (r) =>
  r.fulfill({ status: 500, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"error":"down"}' });

test('call 6 answers 500, then 200: the thank-you shows at once, the retry 2 s later stores exactly one lead', async () => {
  const t = await env.page({ clock: true });
  let n = 0;
  await t.page.route(CALL6, (r) => (n++ ? r.continue() : fail500(r)));
  await submitLead(t, 'retry.500@example.com');
  await until(() => n === 1, 'the failed call 6');
  assert.is(leadsOf('retry.500@example.com').length, 0);
  assert.is((await waiting(t.page)).length, 1, 'the lead waits in local storage: one record (issue 20)');
  await clockUntil(t, () => leadsOf('retry.500@example.com').length, 'the retried lead stored');
  await quiet(t);
  assert.is(leadsOf('retry.500@example.com').length, 1, 'exactly one lead');
  assert.is(n, 2);
  assert.equal(await waiting(t.page), [], 'acknowledged: nothing left, no flag for the next page view');
  assert.ok(logged(t, 'Conversion failed'), '§8: logged');
  assert.equal(t.errors, []);
});

test('offline at the submit: the lead is stored on the next page view', async () => {
  const t = await env.page({ clock: true });
  await t.page.goto(env.url('/demo/p/format-2'));
  await afterOneSecond(t.page);
  await fillForm(t.page, { email: 'retry.offline@example.com' });
  await t.ctx.setOffline(true);
  await t.page.locator('poptin-root form.lp-f button[type=submit]').click();
  await t.page.locator('poptin-root [data-lp=thanks]').waitFor();
  await until(async () => (await waiting(t.page)).length === 1, 'the lead kept');
  // the visitor leaves while still offline (back online on the same page, it would go at once:
  // the test below)
  await t.page.goto('about:blank');
  await t.ctx.setOffline(false);
  // (the failed attempt was a keepalive request, which the browser may still complete once
  // online, after the page is gone: the server may have the lead already, and then the next page
  // view's attempt is answered for the same idempotency key, stored once)
  // the next page view: it has no popup, only the waiting lead, which loader.js hands to
  // features/lead.js
  const before = t.requests.length;
  await t.page.goto(env.url('/demo/p/thank-you'));
  // done when this page view has its answer and drops the record (the server may have had the
  // lead since the keepalive above, so "the server has it" alone is reached too early)
  await clockUntil(
    t,
    async () => leadsOf('retry.offline@example.com').length && !(await waiting(t.page)).length,
    'the lead stored and acknowledged from the next page view',
  );
  assert.ok(t.requests.slice(before).some((u) => u.endsWith('/features/lead.js')), 'the next page view loaded features/lead.js');
  await quiet(t);
  assert.is(leadsOf('retry.offline@example.com').length, 1);
  assert.equal(await waiting(t.page), []);
  // and the page view after that loads nothing for leads
  const again = t.requests.length;
  await t.page.goto(env.url('/demo/p/thank-you'));
  await quiet(t);
  assert.not.ok(t.requests.slice(again).some((u) => u.includes('/features/lead.js')));
  assert.equal(t.errors, []);
});

test('offline before typing, online 3 s after the submit: the lead goes at once, one record', async () => {
  // issue 20 "Leads" 1: the form asks for features/lead.js at the first key press, which fails
  // offline; the lead waits in storage, and the browser's online event sends it on this page
  const t = await env.page({ clock: true });
  await t.page.goto(env.url('/demo/p/format-2'));
  await afterOneSecond(t.page);
  await t.ctx.setOffline(true);
  const form = await fillForm(t.page, { email: 'retry.online@example.com' });
  await form.locator('button[type=submit]').click();
  await t.page.locator('poptin-root [data-lp=thanks]').waitFor();
  await until(async () => (await waiting(t.page)).length === 1, 'one record for the lead');
  await t.page.clock.runFor(3000);
  assert.is(leadsOf('retry.online@example.com').length, 0);
  await t.ctx.setOffline(false);
  // within 20 s of the page's clock (the backoff alone would be up to 8 s after the last try)
  let ms = 0;
  await clockUntil(t, () => ((ms += 100), ms > 20000 || leadsOf('retry.online@example.com').length), 'the lead stored');
  assert.ok(ms <= 20000, 'stored within 20 s of going online');
  await quiet(t);
  assert.is(leadsOf('retry.online@example.com').length, 1, 'exactly one lead');
  assert.equal(await waiting(t.page), [], 'acknowledged: nothing waits');
  assert.equal(t.errors, []);
});

test('a hanging call 6 (the server stored it, the answer never came) is given up after 8 s and stored once', async () => {
  const t = await env.page({ clock: true });
  const held = [];
  await t.page.route(CALL6, async (r) => {
    if (held.length) return r.continue();
    held.push(await r.fetch()); // reaches the server, which stores the lead; the page never hears
  });
  await t.page.goto(env.url('/demo/p/format-2'));
  await afterOneSecond(t.page);
  const form = await fillForm(t.page, { email: 'retry.hang@example.com' });
  await form.locator('button[type=submit]').click();
  await until(() => held.length === 1 && leadsOf('retry.hang@example.com').length === 1, 'the first request stored');
  assert.ok(await t.page.locator('poptin-root [data-lp=thanks]').isHidden(), 'still waiting for the answer');
  await t.page.clock.runFor(8000);
  await t.page.locator('poptin-root [data-lp=thanks]').waitFor();
  await clockUntil(t, () => call6(t) === 2, 'the retry');
  await until(async () => (await waiting(t.page)).length === 0, 'acknowledged');
  await quiet(t);
  const stored = leadsOf('retry.hang@example.com');
  assert.is(stored.length, 1, 'the same idempotency key: stored once');
  assert.ok(logged(t, 'Conversion timed out'));
  // the retry was answered with the first request's conversion id
  const cookie = (await t.ctx.cookies()).find((c) => c.name === 'poptin_conversion_id');
  assert.is(cookie && cookie.value, stored[0].conversion_id);
  assert.equal(t.errors, []);
});

/** Local storage that throws on every access, as in a sandboxed frame or with site data blocked. */
const blockStorage = () =>
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });

test('storage blocked: one retry from memory, logged; stored once', async () => {
  const t = await env.page({ clock: true, init: blockStorage });
  let n = 0;
  await t.page.route(CALL6, (r) => (n++ ? r.continue() : fail500(r)));
  await submitLead(t, 'retry.memory@example.com');
  await clockUntil(t, () => leadsOf('retry.memory@example.com').length, 'the retried lead stored');
  await quiet(t);
  assert.is(leadsOf('retry.memory@example.com').length, 1);
  assert.ok(logged(t, 'Lead kept in memory for one retry: storage unsupported'));
  assert.equal(t.errors, []);
});

test('storage blocked and the retry fails too: two attempts in all, the loss logged', async () => {
  const t = await env.page({ clock: true, init: blockStorage });
  let n = 0;
  await t.page.route(CALL6, (r) => (n++, fail500(r)));
  await submitLead(t, 'retry.lost@example.com');
  await clockUntil(t, () => logged(t, 'Lead lost: storage unsupported'), 'the loss logged');
  await t.page.clock.runFor(600000);
  // ten minutes on: any further attempt would have gone out when its timer ran. Not quiet(t):
  // with storage blocked, the loader's heartbeats (call 8) of those minutes stay in flight in
  // this fake-clock page (not understood yet; noted in issue 7's closing note)
  await until(() => t.requests.filter((u) => u.includes('/api/display/total-website-session/')).length >= 10, 'ten heartbeats');
  assert.is(n, 2, 'one retry only');
  assert.equal(t.errors, []);
});

test.run();
