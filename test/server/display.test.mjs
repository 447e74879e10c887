// Calls 1–4 of the reference server: answer shape, page targeting, preview, restricted and
// unknown clients, the click / manual popup answers, templates, and refused requests.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start, stop, post, get, visit } from './helpers.mjs';

let s;
test.before(async () => {
  s = await start();
});
test.after(() => stop(s));

test('call 1 answers the popups targeted at the page, with the answer fields of wire.ts', async () => {
  const r = await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/format-3'), 'text/plain;charset=UTF-8', {
    'Accept-Language': 'he-IL,he;q=0.9,en;q=0.8',
  });
  assert.is(r.status, 200);
  assert.is(r.headers.get('access-control-allow-origin'), '*');
  const a = await r.json();
  assert.equal(a.poptins.map((p) => p.poptin_id), ['fmt03lightbox']);
  assert.is(a.country_code, 'IL');
  assert.is(a.cc, 'IL');
  assert.is(a.country, 'Israel');
  assert.is(a.ip, '127.0.0.1');
  assert.is(a.lang, 'en');
  assert.is(a.if_freemium, 0);
  assert.is(a.client_id, 'demo');
  const p = a.poptins[0];
  assert.is(p.display, true);
  assert.is(p.poptin_type, 'lightbox');
  assert.is(p.poptin_format, 'format_3');
  assert.ok(/^[a-z0-9]{13}$/.test(p.poptin_id));
  assert.is(p.poptin_url, `${s.url}templates/fmt03lightbox.html`);
  assert.is(p.display_after_sec_active, 1, 'triggers are flat top-level fields');
  assert.type(p.design_properties, 'object');
  assert.is(p.page, undefined, 'server-only fields stay on the server');
  assert.is(p.conversion_code, undefined);
});

test('call 1 matches the page by path on any host, trailing slash ignored', async () => {
  const a = await (await post(s, '/api/display/demo', visit('https://shop.example/demo/p/scroll/?x=1#y'))).json();
  assert.equal(a.poptins.map((p) => p.poptin_id), ['scrollpercent']);
  const none = await (await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/nothing-here'))).json();
  assert.equal(none.poptins, []);
});

test('each answer carries a fresh viewer id per popup', async () => {
  const body = visit('http://127.0.0.1:1/demo/p/format-1');
  const a = await (await post(s, '/api/display/demo', body)).json();
  const b = await (await post(s, '/api/display/demo', body)).json();
  assert.ok(a.poptins[0].viewer_id);
  assert.is.not(a.poptins[0].viewer_id, b.poptins[0].viewer_id);
});

test('the preview id is displayed in addition to the page popups', async () => {
  const a = await (await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/format-2', {
    preview_poptin_id: 'previewdemo01', cancel_visitor_count: 1,
  }))).json();
  assert.equal(a.poptins.map((p) => p.poptin_id).sort(), ['fmt02lightbox', 'previewdemo01']);
  assert.ok(a.poptins.every((p) => p.display === true));
});

test('a Hebrew popup makes the answer lang he', async () => {
  const a = await (await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/format-11'))).json();
  assert.is(a.lang, 'he');
  assert.is(a.poptins[0].poptin_fields[0].label, 'אימייל');
});

test('{origin} in a redirect address becomes this server', async () => {
  const a = await (await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/format-7'))).json();
  assert.is(a.poptins[0].design_properties.poptin_design_redirect_url, `${s.url}demo/p/thank-you`);
});

test('unknown client: no popups; restricted client: not_allowed with the upgrade popup', async () => {
  const u = await post(s, '/api/display/nobody', visit('http://127.0.0.1:1/'));
  assert.is(u.status, 200);
  assert.equal(await u.json(), { poptins: [] });
  const r = await (await post(s, '/api/display/restricted', visit('http://127.0.0.1:1/'))).json();
  assert.is(r.display, 'not_allowed');
  assert.is(r.message, 'Client restricted');
  assert.is(r.is_client_restriction, 1);
  assert.is(r.client_restriction_setting.id, 'views_limit_1');
  for (const k of ['title', 'text', 'button_text', 'remind_text', 'url']) assert.type(r.client_restriction_setting.upgrade_popup[k], 'string');
});

test('call 1 accepts application/json and form-encoded bodies too', async () => {
  const j = await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/format-5'), 'application/json');
  assert.equal((await j.json()).poptins.map((p) => p.poptin_id), ['fmt05lightbox']);
  const f = await post(s, '/api/display/demo', new URLSearchParams({ url: 'http://127.0.0.1:1/demo/p/format-5' }), 'application/x-www-form-urlencoded');
  assert.equal((await f.json()).poptins.map((p) => p.poptin_id), ['fmt05lightbox']);
});

test('malformed call 1 requests are refused with a 4xx { error }', async () => {
  const cases = [
    ['not json', 'text/plain', 400],
    ['[1,2]', 'text/plain', 400],
    ['', 'text/plain', 400],
    [JSON.stringify({ domain: 'x' }), 'text/plain', 400],
    [JSON.stringify(visit('http://x/', { url: 'javascript:alert(1)' })), 'text/plain', 400],
    [JSON.stringify(visit('http://x/', { triggers: 'sec' })), 'text/plain', 400],
    [JSON.stringify(visit('http://x/', { cookies: ['a'] })), 'text/plain', 400],
    [JSON.stringify(visit('http://x/', { if_mobile: 7 })), 'text/plain', 400],
    [JSON.stringify(visit('http://x/', { preview_poptin_id: 'short' })), 'text/plain', 400],
    ['<x/>', 'application/xml', 415],
  ];
  for (const [body, type, status] of cases) {
    const r = await post(s, '/api/display/demo', body, type);
    assert.is(r.status, status, body);
    assert.type((await r.json()).error, 'string');
  }
  const bad = await post(s, '/api/display/bad%20id', visit('http://x/'));
  assert.is(bad.status, 400);
});

test("call 1 takes a busy visitor's cookies: up to 1000 entries (about 4 per popup met), within the 64 kB body cap", async () => {
  // the names the client sends: poptin_view_ / _freq_ / _closed_ / _converted_ + popup id
  const jar = (n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`poptin_view_${String(i).padStart(13, '0')}`, 'o']));
  const ok = await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/format-1', { cookies: jar(1000) }));
  assert.is(ok.status, 200);
  assert.equal((await ok.json()).poptins.map((p) => p.poptin_id), ['fmt01lightbox']);
  const over = await post(s, '/api/display/demo', visit('http://127.0.0.1:1/demo/p/format-1', { cookies: jar(1001) }));
  assert.is(over.status, 400);
  assert.is((await over.json()).error, 'cookies has more than 1000 entries');
});

test('calls 2 and 3 answer just that popup, display true, wherever it is targeted', async () => {
  const r2 = await post(s, '/api/display/click/clickopener01', {
    ...visit('http://127.0.0.1:1/demo/p/format-1'), client_id: 'demo', browser_language: 'en-US', operating_system: 'Linux',
  });
  assert.is(r2.status, 200);
  const a2 = await r2.json();
  assert.equal(a2.poptins.map((p) => [p.poptin_id, p.display, p.on_click]), [['clickopener01', true, 1]]);
  assert.is(a2.client_id, 'demo');
  const a3 = await (await get(s, '/api/display/click/manualshow001')).json();
  assert.equal(a3.poptins.map((p) => p.poptin_id), ['manualshow001']);
  assert.ok(a3.poptins[0].viewer_id);
  assert.is(a3.lang, 'en');
});

test('calls 2 and 3 refuse bad and unknown popup ids', async () => {
  assert.is((await get(s, '/api/display/click/toolong0000000')).status, 400);
  assert.is((await get(s, '/api/display/click/zzzzzzzzzzzzz')).status, 404);
  assert.is((await post(s, '/api/display/click/clickopener01', '{bad')).status, 400);
  assert.is((await post(s, '/api/display/click/clickopener01', { url: 'ftp://x/' })).status, 400);
});

test('call 4 serves the template html with the template contract markers', async () => {
  const r = await get(s, '/templates/fmt02lightbox.html');
  assert.is(r.status, 200);
  assert.is(r.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.is(r.headers.get('access-control-allow-origin'), '*');
  const html = await r.text();
  for (const m of ['main', 'image', 'title', 'form', 'thanks']) assert.ok(html.includes(`data-lp="${m}"`), m);
  assert.is((await get(s, '/templates/zzzzzzzzzzzzz.html')).status, 404);
  assert.is((await get(s, '/templates/..%2f..%2fpackage.json.html')).status, 400);
});

test.run();
