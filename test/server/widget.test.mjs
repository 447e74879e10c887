// The widget's server side (issue 10 "The real parts", docs/widget-api.md): settings by site id
// with a signed nonce, calls 1–4 stored as clicks and views, the refusals that store nothing, the
// call-6 country stand-in and the captcha stand-in (its routes and its client script, run in
// jsdom against the server). Call 5 and the owner's listing: widget-form.test.mjs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JSDOM } from 'jsdom';
import { start, stop, post, get, raw, count, tempDir } from './helpers.mjs';
import { issueNonce, checkNonce, NONCE_TTL_S, issueCaptcha } from '../../server/widget-sign.mjs';
import { loadWidgetSeed, seedWidgets } from '../../server/widget-seed.mjs';
import { mkdirSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
const WTABLES = ['widget_clicks', 'widget_views', 'widget_submissions', 'widget_files'];
const wcounts = (s) => Object.fromEntries(WTABLES.map((t) => [t, count(s, t)]));
let s;
let settings;
test.before(async () => {
  s = await start();
  settings = await (await get(s, '/api/widget/settings?site=demo')).json();
});
test.after(() => stop(s));

const call = (action, extra = {}) =>
  new URLSearchParams({ action, widgetId: 'lumen-1', userId: 'k3j9x0a1b2', isMobile: '0', nonce: settings.nonce, ...extra });
const ajax = (body, type = FORM) => post(s, '/api/widget/ajax', body, type);

test('settings by site id: the WidgetSettings shape, every §3.1 channel type, addresses on this server', async () => {
  const r = await get(s, '/api/widget/settings?site=demo');
  assert.is(r.status, 200);
  assert.is(r.headers.get('access-control-allow-origin'), '*');
  assert.is(r.headers.get('cache-control'), 'no-store');
  const j = await r.json();
  const origin = s.url.replace(/\/$/, '');
  assert.is(j.ajax_url, origin + '/api/widget/ajax');
  assert.is(j.country_url, origin + '/api/widget/country');
  assert.is(j.analytics, 1);
  assert.is(checkNonce(s.db, j.nonce), 'demo');
  assert.is.not(j.nonce, settings.nonce, 'a fresh nonce in every answer');
  assert.equal(j.widgets.map((w) => w.id), ['lumen-1', 'lumen-2']);
  const channels = j.widgets.flatMap((w) => w.channels);
  const types = new Set(channels.map((c) => c.channel_type));
  for (const t of ['Whatsapp', 'WeChat', 'Email', 'Facebook_Messenger', 'SMS', 'Telegram', 'Twitter', 'Instagram', 'Phone', 'Skype', 'Snapchat', 'Vkontakte', 'Linkedin', 'Viber', 'TikTok', 'Contact_Us', 'Link', 'Custom_Link'])
    assert.ok(types.has(t), 'channel type ' + t);
  assert.equal(channels.filter((c) => c.channel_type === 'Linkedin').map((c) => c.link_type), ['personal', 'company']);
  assert.is(channels.find((c) => c.is_agent).agent_data.length, 3);
  const wa = j.widgets[0].channels.find((c) => c.channel === 'Whatsapp');
  assert.is(wa.has_welcome_message, 1);
  assert.is(wa.wp_popup_profile, origin + '/demo/assets/widget/profile.svg');
  const form = j.widgets[0].contact_form;
  assert.equal(new Set(form.contact_custom_fields.map((f) => f.field_dropdown)), new Set(['text', 'url', 'date', 'file', 'textarea', 'dropdown', 'textblock', 'number']));
  assert.is(form.redirect_action, undefined, 'the outcome settings are answered by call 5, not here');
  assert.is(j.widgets[0].captcha_url, origin + '/demo/assets/captcha-standin.js');
  // the WeChat QR image and the profile picture are served by this server
  const qr = await fetch(j.widgets[0].channels.find((c) => c.channel_type === 'WeChat').qr_code_image_url);
  assert.is(qr.status, 200);
  assert.is(qr.headers.get('content-type'), 'image/svg+xml');
  assert.ok((await qr.text()).includes('<svg'));
  assert.is((await fetch(wa.wp_popup_profile)).status, 200);
});

test('settings: the Hebrew site, an unknown site (404) and a bad site id (400)', async () => {
  const he = await (await get(s, '/api/widget/settings?site=demo-he')).json();
  assert.is(checkNonce(s.db, he.nonce), 'demo-he');
  assert.is(he.widgets[0].cta, 'דברו איתנו');
  assert.ok(he.widgets[0].channels.some((c) => c.channel_type === 'Contact_Us'));
  const r = await get(s, '/api/widget/settings?site=nobody');
  assert.is(r.status, 404);
  assert.equal(await r.json(), { error: 'unknown site' });
  for (const q of ['', '?site=', '?site=a%20b', '?site=' + 'x'.repeat(65)]) assert.is((await get(s, '/api/widget/settings' + q)).status, 400, q);
  assert.is((await post(s, '/api/widget/settings?site=demo', '')).status, 405);
});

test('calls 1–4 store clicks and views with the widget, channels, user and device', async () => {
  const before = wcounts(s);
  const answers = await Promise.all([
    ajax(call('update_chaty_widget_click', { channels: 'Whatsapp,Email', isSingle: '0' })),
    ajax(call('update_chaty_channel_click', { channel: 'Email', isMobile: '1' })),
    ajax(call('update_chaty_widget_views', { channels: 'Whatsapp,Email,Phone', isOpen: '1', isSingle: '0', nonce: '', widgetNonce: settings.nonce })),
    ajax(call('update_chaty_channel_views', { channels: 'Whatsapp,Email' })),
  ]);
  for (const a of answers) {
    assert.is(a.status, 200);
    assert.equal(await a.json(), { status: 1 });
  }
  assert.equal(wcounts(s), { ...before, widget_clicks: before.widget_clicks + 2, widget_views: before.widget_views + 2 });
  const clicks = s.db.prepare('SELECT site_id, widget_id, kind, channel, channels, is_single, user_id, is_mobile FROM widget_clicks ORDER BY kind').all();
  assert.equal(clicks, [
    { site_id: 'demo', widget_id: 'lumen-1', kind: 'channel', channel: 'Email', channels: '["Email"]', is_single: 0, user_id: 'k3j9x0a1b2', is_mobile: 1 },
    { site_id: 'demo', widget_id: 'lumen-1', kind: 'widget', channel: '', channels: '["Whatsapp","Email"]', is_single: 0, user_id: 'k3j9x0a1b2', is_mobile: 0 },
  ]);
  const views = s.db.prepare('SELECT kind, channels, is_open, created_at FROM widget_views ORDER BY kind').all();
  assert.equal(views.map((v) => [v.kind, v.channels, v.is_open]), [['channel', '["Whatsapp","Email"]', 0], ['widget', '["Whatsapp","Email","Phone"]', 1]]);
  assert.ok(Math.abs(Date.parse(views[0].created_at) - Date.now()) < 60_000, 'the time of the call');
  // sendBeacon's own encoding (a URLSearchParams body) goes through fetch the same way
  const beacon = await fetch(settings.ajax_url, { method: 'POST', body: call('update_chaty_channel_views', { channels: 'Phone' }) });
  assert.is(beacon.status, 200);
  assert.is(count(s, 'widget_views'), before.widget_views + 3);
});

test('malformed calls 1–4 get a 4xx JSON error and store nothing', async () => {
  const before = wcounts(s);
  const expired = issueNonce(s.db, 'demo', Date.now() - NONCE_TTL_S * 1000 - 1000);
  const [site, exp, salt, sig] = settings.nonce.split('.');
  const flip = (c) => (c === 'A' ? 'B' : 'A');
  const cases = [
    [new URLSearchParams({ widgetId: 'lumen-1', userId: 'u', nonce: settings.nonce }), 400, 'action is required'],
    [call('update_chaty_everything'), 400, 'unknown action'],
    [call('chaty_front_form_save_data'), 415],
    [call('update_chaty_channel_click', { channel: 'Email', nonce: '' }), 403, 'nonce is required'],
    [call('update_chaty_channel_click', { channel: 'Email', nonce: expired }), 403, 'bad or expired nonce'],
    [call('update_chaty_channel_click', { channel: 'Email', nonce: [site, exp, salt, flip(sig[0]) + sig.slice(1)].join('.') }), 403],
    [call('update_chaty_channel_click', { channel: 'Email', nonce: ['demo-he', exp, salt, sig].join('.') }), 403],
    [call('update_chaty_channel_click', { channel: 'Email', nonce: [site, +exp + 86400, salt, sig].join('.') }), 403],
    [call('update_chaty_channel_click', { channel: 'Email', nonce: 'garbage' }), 403],
    [call('update_chaty_channel_click', { channel: 'Email', widgetId: '' }), 400, 'widgetId is required'],
    [call('update_chaty_channel_click', { channel: 'Email', widgetId: 'lumen-he' }), 404, 'unknown widget'],
    [call('update_chaty_channel_click', { channel: 'Email', widgetId: 'bad id!' }), 400],
    [call('update_chaty_channel_click', { channel: 'Skype' }), 400, "channel is not one of the widget's"],
    [call('update_chaty_channel_click'), 400, 'channel is required'],
    [call('update_chaty_widget_click', { channels: 'Whatsapp,Nope' }), 400],
    [call('update_chaty_widget_views', { channels: ' , ' }), 400],
    [call('update_chaty_channel_views'), 400, 'channels is required'],
    [call('update_chaty_channel_views', { channels: 'Phone', userId: '' }), 400, 'userId is required'],
    [call('update_chaty_channel_views', { channels: 'Phone', userId: 'bad user' }), 400],
    [call('update_chaty_channel_views', { channels: 'Phone', isMobile: 'maybe' }), 400],
    [call('update_chaty_channel_views', { channels: 'Phone', 'x': 'y'.repeat(70_000) }), 413],
  ];
  for (const [body, status, error] of cases) {
    const r = await ajax(body);
    assert.is(r.status, status, body.toString().slice(0, 120));
    const j = await r.json();
    assert.type(j.error, 'string');
    if (error) assert.is(j.error, error);
  }
  // a repeated scalar, another content type, an empty body, a multipart body with a beacon's action
  const twice = call('update_chaty_channel_click', { channel: 'Email' });
  twice.append('widgetId', 'lumen-2');
  assert.is((await ajax(twice)).status, 400);
  assert.is((await ajax('<x/>', 'application/xml')).status, 415);
  assert.is((await ajax('')).status, 400);
  const fd = new FormData();
  for (const [k, v] of call('update_chaty_channel_views', { channels: 'Phone' })) fd.append(k, v);
  const m = await fetch(settings.ajax_url, { method: 'POST', body: fd });
  assert.is(m.status, 400);
  assert.is((await m.json()).status, 0);
  assert.equal(wcounts(s), before);
});

test('the nonce: signed with the database secret, good for 24 hours', () => {
  const now = Date.now();
  assert.is(checkNonce(s.db, issueNonce(s.db, 'demo', now - NONCE_TTL_S * 1000 + 5000), now), 'demo');
  assert.is(checkNonce(s.db, issueNonce(s.db, 'demo', now - NONCE_TTL_S * 1000), now), null);
  assert.is(checkNonce(s.db, issueNonce(s.db, 'demo', now), now + NONCE_TTL_S * 1000 - 1000), 'demo');
  assert.is(checkNonce(s.db, ''), null);
  assert.is(checkNonce(s.db, null), null);
});

test('a nonce of another data folder (another secret) is refused', async () => {
  const other = await start();
  const foreign = (await (await get(other, '/api/widget/settings?site=demo')).json()).nonce;
  await stop(other);
  assert.is(checkNonce(s.db, foreign), null);
  assert.is((await ajax(call('update_chaty_channel_views', { channels: 'Phone', nonce: foreign }))).status, 403);
});

test('call 6 stand-in: the country from X-Lightpop-Country, else ?country=, else US', async () => {
  const c = async (q, h) => {
    const r = await get(s, '/api/widget/country' + q, h);
    return [r.status, r.status === 200 ? (await r.json()).country : null];
  };
  assert.equal(await c('', {}), [200, 'US']);
  assert.equal(await c('', { 'X-Lightpop-Country': 'il' }), [200, 'IL']);
  assert.equal(await c('?country=GB', {}), [200, 'GB']);
  assert.equal(await c('?country=GB', { 'X-Lightpop-Country': 'FR' }), [200, 'FR']);
  assert.equal(await c('', { 'X-Lightpop-Country': 'Israel' }), [400, null]);
  assert.equal(await c('?country=1', {}), [400, null]);
  // the custom header is allowed by the preflight of a cross-origin page
  const pre = await raw(s, '/api/widget/country', { method: 'OPTIONS', headers: { Origin: 'http://site.example', 'Access-Control-Request-Headers': 'x-lightpop-country' } });
  assert.is(pre.status, 204);
  assert.is(pre.headers['access-control-allow-headers'], 'x-lightpop-country');
});

test('captcha stand-in: tokens verify once, for their kind and key, within two minutes', async () => {
  const tok = await (await post(s, '/api/widget/captcha/token', new URLSearchParams({ sitekey: 'standin-v3-demo', kind: 'v3', action: 'contact' }), FORM)).json();
  const verify = (response, secret = 'standin-secret') => post(s, '/api/widget/captcha/verify', new URLSearchParams({ secret, response }), FORM).then((r) => r.json());
  assert.equal(await verify(tok.token, 'wrong'), { success: false, 'error-codes': ['invalid-input-secret'] });
  assert.equal(await verify(tok.token), { success: true, kind: 'v3', sitekey: 'standin-v3-demo', action: 'contact', 'error-codes': [] });
  assert.equal(await verify(tok.token), { success: false, 'error-codes': ['invalid-input-response'] }, 'spent');
  assert.equal(await verify(''), { success: false, 'error-codes': ['missing-input-response'] });
  const old = issueCaptcha(s.db, 'v2', 'standin-v2-demo', '', Date.now() - 121_000);
  assert.is((await verify(old)).success, false, 'expired');
  const fresh = issueCaptcha(s.db, 'v2', 'standin-v2-demo');
  assert.is((await verify(fresh.replace('standin-v2-demo', 'standin-v3-demo'))).success, false, 'tampered');
  assert.is((await verify(fresh)).success, true);
  for (const b of [{ sitekey: 'k', kind: 'v4' }, { kind: 'v3' }, { sitekey: 'bad key', kind: 'v3' }])
    assert.is((await post(s, '/api/widget/captcha/token', new URLSearchParams(b), FORM)).status, 400);
});

test('captcha stand-in script: grecaptcha.execute (v3) and the v2 checkbox get tokens the server verifies', async () => {
  const r = await get(s, '/demo/assets/captcha-standin.js');
  assert.is(r.status, 200);
  assert.ok(r.headers.get('content-type').startsWith('text/javascript'));
  const dom = new JSDOM('<!doctype html><div id="c"></div>', { url: s.url + 'demo/p/widget?onload=ready', runScripts: 'outside-only' });
  const { window } = dom;
  window.fetch = (u, o) => fetch(new URL(u, window.location.href), o);
  window.URLSearchParams = URLSearchParams;
  window.eval(await r.text());
  assert.is(window.__captchaLoads, 1);
  const v3 = await window.grecaptcha.execute('standin-v3-demo', { action: 'contact' });
  const verify = (response) => post(s, '/api/widget/captcha/verify', new URLSearchParams({ secret: 'standin-secret', response }), FORM).then((x) => x.json());
  assert.equal((await verify(v3)).kind, 'v3');
  let got = '';
  const id = window.grecaptcha.render('c', { sitekey: 'standin-v2-demo', callback: (t) => (got = t) });
  const box = window.document.querySelector('[data-standin="captcha"]');
  assert.is(box.getAttribute('role'), 'checkbox');
  box.click();
  for (let i = 0; i < 50 && !got; i++) await new Promise((ok) => setTimeout(ok, 20));
  assert.is(window.grecaptcha.getResponse(id), got);
  assert.is(box.getAttribute('aria-checked'), 'true');
  const v = await verify(got);
  assert.equal([v.success, v.kind, v.sitekey], [true, 'v2', 'standin-v2-demo']);
  window.grecaptcha.reset(id);
  assert.is(window.grecaptcha.getResponse(id), '');
  window.close();
});

test('the widget seed: written once per change, and a broken seed fails loudly', () => {
  assert.is(seedWidgets(s.db), false, 'unchanged: nothing written');
  const seed = JSON.parse(readFileSync(new URL('../../server/seed/widgets.json', import.meta.url), 'utf8'));
  const dir = tempDir('widget-seed-');
  const load = (mutate) => {
    const copy = structuredClone(seed);
    mutate(copy);
    writeFileSync(join(dir, 'widgets.json'), JSON.stringify(copy));
    return () => loadWidgetSeed(dir);
  };
  mkdirSync(dir, { recursive: true });
  const w = (x) => x.sites[0].settings.widgets[0];
  assert.throws(load((x) => w(x).channels.push({ ...w(x).channels[0] })), /channel Whatsapp used twice/);
  assert.throws(load((x) => (w(x).id = 'bad id')), /bad widget id/);
  assert.throws(load((x) => x.sites.push(x.sites[0])), /repeated widget site id/);
  assert.throws(load((x) => delete w(x).contact_form), /Contact_Us channel without contact_form/);
  assert.throws(load((x) => (w(x).contact_form.contact_custom_fields[0].field_dropdown = 'color')), /has kind color/);
  // a changed seed is written, a removed seeded site goes
  const changed = load((x) => {
    x.sites.splice(1);
    w(x).cta = 'Changed';
  })();
  const db = s.db;
  const before = db.prepare("SELECT value FROM meta WHERE key = 'widget_seed_hash'").get().value;
  db.prepare("INSERT INTO widget_sites (id, json, seeded) VALUES ('owner-made', '{\"widgets\":[]}', 0)").run();
  assert.is(seedWidgets(db, changed), true);
  assert.equal(db.prepare('SELECT id FROM widget_sites ORDER BY id').all().map((r) => r.id), ['demo', 'owner-made']);
  assert.is(JSON.parse(db.prepare("SELECT json FROM widget_sites WHERE id = 'demo'").get().json).widgets[0].cta, 'Changed');
  assert.is(seedWidgets(db), true, 'back to the file');
  assert.is(db.prepare("SELECT value FROM meta WHERE key = 'widget_seed_hash'").get().value, before);
  assert.equal(db.prepare('SELECT id FROM widget_sites ORDER BY id').all().map((r) => r.id), [...seed.sites.map((x) => x.id), 'owner-made'].sort());
  db.prepare("DELETE FROM widget_sites WHERE id = 'owner-made'").run();
  rmSync(dir, { recursive: true, force: true });
});

test('the settings go brotli-compressed to a browser that takes it', async () => {
  const r = await raw(s, '/api/widget/settings?site=demo', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  assert.is(r.status, 200);
  assert.is(r.headers['content-encoding'], 'br');
  const json = JSON.parse(brotliDecompressSync(r.body).toString());
  assert.ok(json.widgets.length >= 2 && json.nonce);
  assert.ok(r.body.length < JSON.stringify(json).length / 2, r.body.length + ' B');
  const plain = await raw(s, '/api/widget/settings?site=demo');
  assert.is(plain.headers['content-encoding'], undefined);
  assert.ok(JSON.parse(plain.body.toString()).widgets);
});

test('the owner\'s pages carry no CORS header and refuse a preflight; the widget\'s calls carry one', async () => {
  for (const path of ['api/owner/widget-submissions?site=demo', 'owner/leads.csv?client=demo']) {
    const r = await fetch(s.url + path, { headers: { Origin: 'https://evil.example' } });
    assert.is(r.headers.get('access-control-allow-origin'), null, path);
    const pre = await fetch(s.url + path, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' } });
    assert.is(pre.status, 403, path);
    assert.is(pre.headers.get('access-control-allow-origin'), null);
  }
  const r = await fetch(s.url + 'api/widget/settings?site=demo', { headers: { Origin: 'https://shop.example' } });
  assert.is(r.headers.get('access-control-allow-origin'), '*');
});

test.run();
