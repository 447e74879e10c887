// X08 (issue 20): consent before storage, both tags in Chromium. With data-consent="wait" on the
// popup loader's tag and the widget's, the page is untouched (no cookie, no storage, no request
// to the API, nothing drawn) until poptin.consent(true), which boots both; a no keeps it so; a
// yes taken back removes the popups and the widgets. docs/consent.md.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, serve } from './harness.mjs';

const env = suite(test);

const page = (pre = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consent</title>${pre}</head><body>
<h1>A site that asks first</h1><p>${'Words to read. '.repeat(40)}</p>
<script id="pixel-script-poptin" src="/dist/loader.js?id=demo" data-consent="wait" async></script>
<script src="/dist/widget.js" data-site="demo" data-consent="wait" async></script>
</body></html>`;

/** what the page holds of ours, and what it asked our server for besides the two tags */
const state = async (t) => ({
  cookies: (await t.ctx.cookies()).map((c) => c.name),
  storage: await t.page.evaluate(() => localStorage.length + sessionStorage.length),
  api: t.requests.filter((u) => u.includes('/api/')),
  drawn: await t.page.evaluate(() => document.querySelectorAll('poptin-root, lp-widget').length),
});

test('X08: both tags wait; a no keeps the page untouched; a yes boots both; a yes taken back removes them', async () => {
  const t = await env.page({ clock: true });
  // the demo's format-1 popup shows 1 s after load (server/seed/popups.json), on this address
  await serve(t.page, env.url('/demo/p/format-1'), page());
  await t.page.goto(env.url('/demo/p/format-1'));
  await until(() => t.page.evaluate(() => !!window.poptin?.show && !!window.poptin.consent), 'both tags ran');
  await t.page.clock.runFor(3000);
  await quiet(t);
  const none = { cookies: [], storage: 0, api: [], drawn: 0 };
  assert.equal(await state(t), none, 'waiting: untouched');
  await t.page.evaluate(() => window.poptin.consent(false));
  await t.page.clock.runFor(3000);
  await quiet(t);
  assert.equal(await state(t), none, 'a no: untouched');
  await t.page.evaluate(() => window.poptin.consent(true));
  await t.page.locator('lp-widget').first().waitFor({ state: 'attached' });
  // (its second on the page is long past: it shows at its first timer tick once armed)
  await until(async () => (await t.page.clock.runFor(100), await dialog(t.page).count()), 'the popup');
  const s = await state(t);
  assert.ok(s.cookies.includes('poptin_user_id') && s.api.some((u) => u.endsWith('/api/display/demo')) && s.api.some((u) => u.includes('/api/widget/settings')), JSON.stringify(s));
  await t.page.evaluate(() => window.poptin.consent(false));
  await until(async () => (await state(t)).drawn === 0, 'popups and widgets removed');
  const after = t.requests.length;
  await t.page.clock.runFor(65000); // the loader's refresh and heartbeat would run here
  // a few real tasks in the page for any request those timers started to be seen
  await t.page.evaluate(() => new Promise((r) => { const c = new MessageChannel(); let n = 0; c.port1.onmessage = () => (++n > 5 ? r() : c.port2.postMessage(0)); c.port2.postMessage(0); }));
  assert.equal(t.requests.slice(after).filter((u) => u.includes('/api/')), [], 'nothing sent after the withdrawal');
  assert.equal(t.errors, []);
});

test('X08: a no while the settings and call 1 are on their way draws and shows nothing; a yes again brings both', async () => {
  const t = await env.page({ clock: true });
  await serve(t.page, env.url('/demo/p/format-1'), page());
  // hold the settings and call 1 until the no has been said
  const held = [];
  await t.page.route(/\/api\/(widget\/settings|display\/demo$)/, (r) => held.push(r));
  await t.page.goto(env.url('/demo/p/format-1'));
  await until(() => t.page.evaluate(() => !!window.poptin?.show && !!window.poptin.consent), 'both tags ran');
  await t.page.evaluate(() => window.poptin.consent(true));
  await until(() => held.length === 2, 'both requests on their way');
  await t.page.evaluate(() => window.poptin.consent(false));
  for (const r of held.splice(0)) await r.continue();
  await t.page.clock.runFor(3000);
  await quiet(t);
  assert.is(await t.page.evaluate(() => document.querySelectorAll('poptin-root, lp-widget').length), 0, 'nothing drawn after the no');
  assert.not.ok((await t.ctx.cookies()).some((c) => c.name == 'poptin_user_country_code'), 'nothing kept from the answer');
  await t.page.unroute(/\/api\/(widget\/settings|display\/demo$)/);
  await t.page.evaluate(() => window.poptin.consent(true));
  await t.page.locator('lp-widget').first().waitFor({ state: 'attached' });
  await until(async () => (await t.page.clock.runFor(100), await dialog(t.page).count()), 'the popup');
  assert.equal(t.errors, []);
});

test('X08: a yes given before the tags ran (the docs\' one-liner) boots both at once', async () => {
  const t = await env.page();
  const queue = '<script>function poptinConsent(yes) { var p = (window.poptin = window.poptin || {}); p.consent ? p.consent(yes) : (p.consented = yes); } poptinConsent(true);</script>';
  await serve(t.page, env.url('/demo/p/format-1'), page(queue));
  await t.page.goto(env.url('/demo/p/format-1'));
  await dialog(t.page).waitFor();
  await t.page.locator('lp-widget').first().waitFor({ state: 'attached' });
  assert.equal(t.errors, []);
});

test.run();
