// The minified dist/loader.js, run as a page would run it (jsdom, classic script, no module
// support): boot guards, call 1, and the decision to fetch engine.js or not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { until as poll } from '../setup/until.mjs';

// jsdom runs no modules, so the loader's import()s (of engine.js, and of features/lead.js when a
// lead waits) are pointed at a spy that records the attempt synchronously: a check that
// engine.js was NOT fetched is then exact as soon as call 1's answer has been handled, instead
// of racing a late import failure.
const built = readFileSync('dist/loader.js', 'utf8');
const code = built.replace(/\bimport\(/g, 'window.__import(');
if (built.split(/\bimport\(/).length !== 2) throw new Error('dist/loader.js should hold exactly one import() (engine.js and features/lead.js share it)');
const open = [];
// the loader keeps its cookie refresh timers running, as on a real page: close each window
test.after.each(() => open.splice(0).forEach((w) => w.close()));

const storeCode = readFileSync('dist/loader-store.js', 'utf8').replace(/\bimport\(/g, 'window.__import(');

function page({ tag = '<script id="pixel-script-poptin" src="https://cdn.example/v1/loader.js?id=client42" data-api="https://api.example/"></script>', answer = { poptins: [], country_code: 'IL' }, status = 200, before, url = 'https://shop.example/p?q=1', js = code } = {}) {
  const dom = new JSDOM(`<!doctype html><html><head><title>Host</title></head><body>${tag}<a id="open" href="https://api.example/api/display/click/abcdefghijklm">deal</a><a id="other" href="https://news.example/click/abcdefghijklm">news</a></body></html>`,
    { url, runScripts: 'outside-only' });
  const w = dom.window;
  open.push(w);
  const calls = [];
  const logs = [];
  w.fetch = async (url, init = {}) => {
    calls.push({ url: String(url), init });
    return { ok: status < 400, status, json: async () => (typeof answer === 'string' ? JSON.parse(answer) : answer) };
  };
  w.console.warn = (m) => logs.push(String(m));
  const imports = [];
  w.__import = (url) => (imports.push(url), Promise.reject(new Error('jsdom: no modules')));
  before?.(w);
  w.eval(js);
  const until = (cond, what) => poll(cond, what, 2000, 5);
  // the answer has been handled: the loader kept the country code, or logged why not
  const answered = () => until(() => /poptin_user_country_code/.test(w.document.cookie) || logs.length > 0, 'call 1 handled');
  /** a cookie's max-age in days, from jsdom's jar */
  const days = (name) => dom.cookieJar.getCookiesSync('https://shop.example/').find((c) => c.key === name)?.maxAge / 86400;
  return { w, calls, logs, imports, until, answered, days };
}

const engineTried = (imports) => imports.some((u) => u.endsWith('/engine.js'));

test('call 1 goes to the data-api base with the client id, as text/plain JSON', async () => {
  const { calls, answered } = page();
  await answered();
  assert.is(calls.length, 1);
  assert.is(calls[0].url, 'https://api.example/api/display/client42');
  assert.is(calls[0].init.method, 'POST');
  assert.type(calls[0].init.body, 'string', 'a string body is sent as text/plain: no CORS preflight');
  const body = JSON.parse(calls[0].init.body);
  for (const k of ['domain', 'referrer', 'previous_url', 'cookies', 'triggers', 'cc', 'poptin_forms_id', 'if_mobile', 'page_title',
    'origin_landing_page', 'if_page_refreshed', 'poptin_viewed_url', 'previous_visited_pages', 'previous_visited_pages_with_time_stamp', 'converted_email'])
    assert.ok(k in body, 'payload has ' + k);
  assert.is(body.domain, 'shop.example');
  assert.is(body.page_title, 'Host');
});

test('the api base defaults to the loader origin', async () => {
  const { calls, answered } = page({ tag: '<script id="pixel-script-poptin" src="https://cdn.example/v1/loader.js?id=c1"></script>' });
  await answered();
  assert.is(calls[0].url, 'https://cdn.example/api/display/c1');
});

test('nothing to show: engine.js is not fetched (X01)', async () => {
  const { logs, answered, imports } = page({ answer: { poptins: [{ poptin_id: 'abcdefghijklm', display: false }], country_code: 'IL' } });
  await answered();
  assert.not.ok(engineTried(imports));
});

test('issue 7: a lead waiting in local storage has features/lead.js fetched; none, nothing', async () => {
  const { imports, answered } = page({ before: (w) => w.localStorage.setItem('poptin_lead_k1', '{}') });
  await answered();
  assert.equal(imports.length, 1);
  // this build's chunk folder (rollup.config.mjs: dist/v/<build id>/)
  assert.match(imports[0], /^https:\/\/cdn\.example\/v1\/v\/\w+\/features\/lead\.js$/);
  const quiet = page();
  await quiet.answered();
  assert.equal(quiet.imports, []);
});

test('a displayable popup fetches engine.js', async () => {
  const { logs, until, imports } = page({ answer: { poptins: [{ poptin_id: 'abcdefghijklm', display: true }] } });
  await until(() => engineTried(imports), 'the engine import');
});

test('country code and ip from the answer are kept 365 days; junk is not', async () => {
  const { w, answered, days } = page({ answer: { poptins: [], country_code: 'IL', ip: '203.0.113.7' } });
  await answered();
  assert.match(w.document.cookie, /poptin_user_country_code=IL/);
  assert.match(w.document.cookie, /poptin_user_ip=203.0.113.7/);
  assert.equal([days('poptin_user_country_code'), days('poptin_user_ip')], [365, 365]);
  assert.is(w.localStorage.getItem('poptin_user_ip'), '203.0.113.7');
  const bad = page({ answer: { poptins: [], country_code: '<script>', ip: 'x;y', display: 'not_allowed', message: 'junk' } });
  await bad.answered();
  assert.not.match(bad.w.document.cookie, /poptin_user_country_code|poptin_user_ip/);
});

test('missing tag or client id: a log line, no request', async () => {
  let p = page({ tag: '' });
  await p.answered();
  assert.is(p.calls.length, 0);
  assert.ok(p.logs.some((m) => m.includes('Poptin pixel Code not exist')));
  p = page({ tag: '<script id="pixel-script-poptin" src="https://cdn.example/v1/loader.js"></script>' });
  await p.answered();
  assert.is(p.calls.length, 0);
  assert.ok(p.logs.some((m) => m.includes('Missing client id')));
});

test('jQuery older than 1.7: the spec log line, nothing shown', async () => {
  const { calls, logs, answered } = page({ before: (w) => (w.jQuery = { fn: { jquery: '1.6.4' } }) });
  await answered();
  assert.is(calls.length, 0);
  assert.ok(logs.some((m) => m.includes('Upgrade your jQuery to atleast 1.7 to show poptins')));
});

test('jQuery 1.7 and later do not block', async () => {
  const { calls, answered } = page({ before: (w) => (w.jQuery = { fn: { jquery: '1.12.4' } }) });
  await answered();
  assert.is(calls.length, 1);
});

test('a second tag on the page does not run twice', async () => {
  const { w, calls, answered } = page();
  w.eval(code);
  await answered();
  assert.is(calls.length, 1);
  assert.type(w.poptin.show, 'function');
  assert.equal(Object.keys(w.poptin).sort(), ['consent', 'reinit', 'show'], 'the documented API and nothing else');
});

// X08 (issue 20): consent before storage. The tag's data-consent="wait" keeps the visitor
// untouched (no cookie, no storage, no request) until poptin.consent(true).
const WAIT = '<script id="pixel-script-poptin" src="https://cdn.example/v1/loader.js?id=client42" data-api="https://api.example/" data-consent="wait"></script>';
const untouched = (w, calls, imports) => {
  assert.is(w.document.cookie, '', 'no cookie');
  assert.is(w.localStorage.length + w.sessionStorage.length, 0, 'no storage');
  assert.equal(calls, [], 'no request');
  assert.equal(imports, [], 'no chunk');
};

test('X08: data-consent="wait" stores and sends nothing; consent(false) keeps it so; consent(true) boots', async () => {
  const timers = [];
  const { w, calls, imports, answered } = page({ tag: WAIT, before: (w) => (w.setInterval = (fn, ms) => timers.push([ms, fn])) });
  assert.equal(Object.keys(w.poptin).sort(), ['consent', 'reinit', 'show']);
  w.poptin.show('abcdefghijklm');
  w.poptin.reinit();
  w.document.getElementById('open').click();
  for (const [, fn] of timers) fn(); // the single-page recheck: still nothing
  untouched(w, calls, imports);
  w.poptin.consent(false);
  assert.is(w.poptin.consented, false, 'the answer is kept');
  untouched(w, calls, imports);
  w.poptin.consent(true);
  await answered();
  assert.is(calls.length, 1, 'call 1');
  assert.match(w.document.cookie, /poptin_user_id=/);
  w.poptin.consent(true);
  assert.is(calls.length, 1, 'a second yes boots nothing more');
});

test('X08: a no that comes while call 1 is on its way: its answer is not acted on (no cookie from it, no engine)', async () => {
  let answer;
  const { w, calls, imports } = page({ tag: WAIT, answer: { poptins: [{ poptin_id: 'abcdefghijklm', display: true }], country_code: 'IL' }, before: (w) => {
    const f = w.fetch;
    w.fetch = (...a) => f(...a).then((r) => new Promise((ok) => (answer = () => ok(r))));
  } });
  w.poptin.consent(true);
  await poll(() => answer, 'call 1 sent');
  w.poptin.consent(false);
  answer();
  await new Promise((r) => setImmediate(r)); // after every promise job the answer started
  assert.not.match(w.document.cookie, /poptin_user_country_code/);
  assert.not.ok(engineTried(imports), 'no engine.js after the no');
  // a yes again boots again: call 1 anew
  w.poptin.consent(true);
  await poll(() => calls.length == 2, 'call 1 again');
});

test('X05: the answer fields the loader reads, given lists or deeply nested values, are log lines, never a throw', async () => {
  let deep = [];
  for (let i = 0; i < 20000; i++) deep = [deep];
  const errors = [];
  const p = page({ answer: { display: ['not_allowed'], message: deep, country_code: deep, cc: deep, ip: deep, poptins: [] }, before: (w) => w.addEventListener('unhandledrejection', (e) => errors.push(e.reason)) });
  await p.answered().catch(() => {});
  await new Promise((r) => setImmediate(r)); // after every promise job the answer started
  assert.equal(errors, []);
  assert.not.match(p.w.document.cookie, /poptin_user_country_code|poptin_user_ip/);
});

test('X08: a yes given before the tag ran (poptin.consented = true) boots at once', async () => {
  const { calls, answered } = page({ tag: WAIT, before: (w) => (w.poptin = { consented: true }) });
  await answered();
  assert.is(calls.length, 1);
});

test('X08: a yes taken back: the refresh timers write no cookie and send no heartbeat', async () => {
  const timers = new Map();
  const { w, calls, answered } = page({ tag: WAIT, before: (w) => (w.setInterval = (fn, ms) => timers.set(ms, fn)) });
  w.poptin.consent(true);
  await answered();
  w.poptin.consent(false);
  w.document.cookie = 'poptin_site_start_client42=;max-age=0;path=/';
  for (let i = 0; i < 3; i++) timers.get(20000)();
  assert.not.match(w.document.cookie, /poptin_site_start_client42=/, 'not refreshed');
  assert.is(calls.length, 1, 'no heartbeat');
});

test("X08: the widget's consent on window.poptin hears the answer too, whichever tag came first", async () => {
  const heard = [];
  const { w } = page({ tag: WAIT, before: (w) => (w.poptin = { consent: (y) => heard.push(y) }) });
  w.poptin.consent(true);
  assert.equal(heard, [true]);
  assert.is(w.poptin.consented, true);
});

test('without data-consent nothing changes: call 1 at once', async () => {
  const { calls, answered, w } = page();
  await answered();
  assert.is(calls.length, 1);
  assert.is(w.poptin.consented, undefined);
});

test('failing, malformed and refused answers are log lines, never exceptions', async () => {
  let p = page({ status: 500 });
  await p.answered();
  assert.ok(p.logs.some((m) => m.includes('Display request failed')));
  p = page({ answer: '<html>oops' });
  await p.answered();
  assert.ok(p.logs.some((m) => m.includes('Display request failed')));
  // a list that is not a list is handed to the engine, which logs 'Malformed display answer'
  // (answer.ts; robustness.test.mjs sees the line in Chromium): one log line less in loader.js
  p = page({ answer: { poptins: 'yes' } });
  await p.until(() => engineTried(p.imports), 'the engine import');
  p = page({ answer: { display: 'not_allowed', message: 'Client restricted' } });
  await p.answered();
  assert.ok(p.logs.some((m) => m.includes('Client restricted')));
  p = page({ answer: { display: 'not_allowed' } });
  await p.answered();
  assert.ok(p.logs.some((m) => m == '[poptin] Display not allowed'), 'no message: a line that says what happened');
});

test('P03 a restricted answer fetches engine.js only for an upgrade popup the visitor has not put off', async () => {
  const restricted = (upgrade_popup) => ({ display: 'not_allowed', is_client_restriction: 1, client_restriction_setting: { upgrade_popup }, country_code: 'IL' });
  let p = page({ answer: restricted({ title: 'Upgrade', url: 'https://app.example/upgrade' }) });
  await p.until(() => engineTried(p.imports), 'the engine import');
  p = page({ answer: restricted(null) });
  await p.answered();
  assert.not.ok(engineTried(p.imports), 'no upgrade popup to show');
  p = page({ answer: restricted({ title: 'Upgrade' }), before: (w) => (w.document.cookie = 'poptin_upgrade_remind=1;path=/') });
  await p.answered();
  assert.not.ok(engineTried(p.imports), "'Remind me later' was chosen within a day");
});

test('an opener link with the click path waits for call 1, then loads the engine', async () => {
  const { w, logs, until, answered, imports } = page();
  await answered();
  const ev = new w.MouseEvent('click', { bubbles: true, cancelable: true });
  w.document.getElementById('open').dispatchEvent(ev);
  assert.ok(ev.defaultPrevented, 'the link does not navigate');
  await until(() => engineTried(imports), 'the engine import');
});

test('poptinaction=onclick elements open their poptinid; other links with click/ are left alone', async () => {
  const { w, logs, until, answered, imports } = page();
  await answered();
  // record what the loader (a capture listener) decided, then stop jsdom from navigating
  let hijacked;
  w.document.addEventListener('click', (e) => ((hijacked = e.defaultPrevented), e.preventDefault()));
  w.document.getElementById('other').click();
  assert.is(hijacked, false, 'a host link is not hijacked');
  const b = w.document.createElement('button');
  b.setAttribute('poptinaction', 'onclick');
  b.setAttribute('poptinid', 'abcdefghijklm');
  w.document.body.append(b);
  b.click();
  await until(() => engineTried(imports), 'the engine import');
});

test('§9 refreshes while the page stays open: markers, session and heartbeat every 60 s, site time every 20 s', async () => {
  const timers = new Map();
  const { w, answered, days, calls } = page({ before: (w) => (w.setInterval = (fn, ms) => timers.set(ms, fn)) });
  await answered();
  // 5 s: the single-page recheck (spa.test.mjs); 20 s: the site time, and every third tick the rest
  assert.equal([...timers.keys()].sort((a, b) => a - b), [5000, 20000]);
  const gone = (n) => (w.document.cookie = n + '=;max-age=0;path=/');
  const has = (n) => new RegExp('(^|; )' + n + '=').test(w.document.cookie);
  for (const n of ['poptin_referrer', 'poptin_previous_url', 'poptin_session', 'poptin_site_start_client42']) gone(n);
  timers.get(20000)();
  assert.equal(['poptin_previous_url', 'poptin_session', 'poptin_site_start_client42'].map(has), [false, false, true], 'the 20 s tick: site time only');
  timers.get(20000)();
  assert.equal(['poptin_previous_url', 'poptin_session'].map(has), [false, false], 'the 40 s tick: site time only');
  timers.get(20000)();
  assert.equal(['poptin_previous_url', 'poptin_session'].map(has), [true, true], 'the 60 s tick: markers and session');
  assert.equal([days('poptin_previous_url') * 1440, days('poptin_session') * 1440, days('poptin_site_start_client42') * 1440], [2, 30, 1], 'minutes');
  // spec item 4: call 8 on every page view, here one with nothing to show (no engine.js)
  const beats = calls.filter((c) => c.url == 'https://api.example/api/display/total-website-session/client42');
  assert.is(beats.length, 1);
  assert.equal(JSON.parse(beats[0].init.body), { email: '', url: 'shop.example', store_integration: '', store_integration_customer_id: '' });
});

test('spec item 4: no heartbeat for a restricted answer or in preview', async () => {
  for (const opts of [
    { answer: { display: 'not_allowed', is_client_restriction: 1, client_restriction_setting: {}, country_code: 'IL' } },
    { url: 'https://shop.example/p?poptin_preview_id=abcdefghijklm' },
  ]) {
    const timers = new Map();
    const { answered, calls } = page({ ...opts, before: (w) => (w.setInterval = (fn, ms) => timers.set(ms, fn)) });
    await answered();
    for (let i = 0; i < 3; i++) timers.get(20000)(); // 60 s
    assert.not.ok(calls.some((c) => c.url.includes('total-website-session')), JSON.stringify(opts));
  }
});

test('poptin.show with an id that is not 13 characters: the engine refuses it, no call 2 or 3 goes out', async () => {
  const { w, answered, imports, calls } = page();
  await answered();
  const before = calls.length;
  w.poptin.show('short');
  // the check lives in engine.js (engine.test.ts), not in the loader every page view pays for
  await poll(() => engineTried(imports), 'the engine import');
  assert.is(calls.length, before);
});

test("issue 24: loader-store.js (a store app embed's asset) sends the tag's data-context store and cart fields in call 1, only those, and the platform in call 8; loader.js holds none of it", async () => {
  const ctx = { store_integration: 'shopify', store_integration_customer_id: 7, cart_total_items: 2, cart_total_price: 3998, cart_products_ids_list: '11,12', cart_products_org_ids_list: '101,102', url: 'https://evil.example/', cart_x: { deep: 1 } };
  const tag = `<script id="pixel-script-poptin" src="https://cdn.example/v1/loader-store.js?id=client42" data-api="https://api.example/" data-currency="JPY" data-context='${JSON.stringify(ctx)}'></script>`;
  const timers = new Map();
  const { calls, answered } = page({ tag, js: storeCode, before: (w) => (w.setInterval = (fn, ms) => timers.set(ms, fn)) });
  await answered();
  const body = JSON.parse(calls[0].init.body);
  assert.equal([body.store_integration, body.store_integration_customer_id, body.cart_total_items, body.cart_total_price, body.cart_products_ids_list, body.cart_products_org_ids_list], ['shopify', '7', '2', '3998', '11,12', '101,102']);
  assert.is(body.url, 'https://shop.example/p?q=1', 'no other field of call 1 is taken from the page');
  assert.not.ok('cart_x' in body, 'an object is not a field');
  assert.ok(body.triggers.includes('cart'), "the store's build arms the cart trigger");
  for (let i = 0; i < 3; i++) timers.get(20000)();
  const beat = calls.find((c) => c.url.includes('/total-website-session/'));
  assert.equal(JSON.parse(beat.init.body), { email: '', url: 'shop.example', store_integration: 'shopify', store_integration_customer_id: '7' });
  // malformed: a log line, call 1 as on any page
  const bad = page({ tag: tag.replace(/data-context='[^']*'/, "data-context='{nope'"), js: storeCode });
  await bad.answered();
  assert.ok(bad.logs.some((l) => l.includes('Store context malformed')));
  assert.not.ok('store_integration' in JSON.parse(bad.calls[0].init.body));
  // loader.js: the same tag, no store field, and none of the seam's code in the file
  const plain = page({ tag: tag.replace('loader-store.js', 'loader.js') });
  await plain.answered();
  assert.not.ok('cart_total_price' in JSON.parse(plain.calls[0].init.body));
  assert.not.ok(JSON.parse(plain.calls[0].init.body).triggers.includes('cart'));
  assert.not.match(built, /cart_|Store context/);
});

test("issue 24: loader-store.js on a store's CDN (the app embed's flat assets) takes its chunks from the display host's /dist/ (data-api); loader.js from beside itself", async () => {
  const answer = { poptins: [{ poptin_id: 'abcdefghijklm', display: true }] };
  const tag = (f) => `<script id="pixel-script-poptin" src="https://cdn.shopify.example/extensions/x/assets/${f}?id=client42" data-api="https://api.example/"></script>`;
  const store = page({ tag: tag('loader.js'), js: storeCode, answer });
  await store.until(() => store.imports.some((u) => u.endsWith('/engine.js')), 'engine.js asked for');
  assert.ok(store.imports.every((u) => u.startsWith('https://api.example/dist/v/')), store.imports.join(' '));
  const plain = page({ tag: tag('loader.js'), answer });
  await plain.until(() => plain.imports.some((u) => u.endsWith('/engine.js')), 'engine.js asked for');
  assert.ok(plain.imports.every((u) => u.startsWith('https://cdn.shopify.example/extensions/x/assets/v/')), plain.imports.join(' '));
});

test("issue 24: loader-store.js on a product page keeps the last 3 products (newest first, once each), takes the shopper from the storefront's globals when the embed has none, and starts browse abandonment (features/shopify.js) for a logged-in shopper only", async () => {
  const ctx = { store_integration: 'shopify', cart_total_price: 0, cart_total_items: 0 };
  const tag = `<script id="pixel-script-poptin" src="https://cdn.example/v1/loader-store.js?id=client42" data-api="https://api.example/" data-store="shopify" data-context='${JSON.stringify(ctx)}'></script>`;
  const visit = async (meta, extra = {}, recent) => {
    const p = page({ tag, js: storeCode, before: (w) => ((w.ShopifyAnalytics = { meta }), Object.assign(w, extra), recent && w.localStorage.setItem('poptin_recent_products', recent)) });
    await p.answered();
    return { body: JSON.parse(p.calls[0].init.body), recent: p.w.localStorage.getItem('poptin_recent_products'), browse: p.imports.some((u) => u.endsWith('/features/shopify.js')) };
  };
  // a logged-in shopper (ShopifyAnalytics.meta.page.customerId) on product 9
  let v = await visit({ page: { pageType: 'product', customerId: 44 }, product: { id: 9 } }, {}, '1,9,2,3');
  assert.equal([v.body.store_integration_customer_id, v.recent, v.browse], ['44', '9,1,2', true]);
  // __st.cid, the other global
  v = await visit({ page: { pageType: 'product' }, product: { id: 5 } }, { __st: { cid: 77 } });
  assert.equal([v.body.store_integration_customer_id, v.recent, v.browse], ['77', '5', true]);
  // a guest: the product kept, no shopper, no browse abandonment
  v = await visit({ page: { pageType: 'product' }, product: { id: 5 } });
  assert.equal(['store_integration_customer_id' in v.body, v.recent, v.browse], [false, '5', false]);
  // not a product page: nothing kept
  v = await visit({ page: { pageType: 'home', customerId: 44 } }, {}, '3');
  assert.equal([v.body.store_integration_customer_id, v.recent, v.browse], ['44', '3', false]);
  // the embed's customer wins over the globals
  const mine = page({ tag: tag.replace('"cart_total_price"', '"store_integration_customer_id":"7","cart_total_price"'), js: storeCode, before: (w) => (w.ShopifyAnalytics = { meta: { page: { customerId: 44 } } }) });
  await mine.answered();
  assert.is(JSON.parse(mine.calls[0].init.body).store_integration_customer_id, '7');
  // loader.js: none of it
  const plain = page({ tag: tag.replace('loader-store.js', 'loader.js'), before: (w) => (w.ShopifyAnalytics = { meta: { page: { customerId: 44 }, product: { id: 9 } } }) });
  await plain.answered();
  assert.equal([plain.w.localStorage.getItem('poptin_recent_products'), 'store_integration_customer_id' in JSON.parse(plain.calls[0].init.body)], [null, false]);
});

test("issue 24: loader-store.js on a Wix page listens to Wix's analytics for custom code (once, or when Wix says it is ready), popups or not: a Purchase loads features/wix.js; other events, other platforms and a throwing register do nothing else", async () => {
  const tag = (ctx) => `<script id="pixel-script-poptin" src="https://cdn.example/v1/loader-store.js?id=client42" data-api="https://api.example/" data-store="wix" data-app="app-1" data-context='${JSON.stringify(ctx)}'></script>`;
  const wix = { store_integration: 'wix' };
  const analytics = (w, regs) => (w.wixDevelopersAnalytics = { register: (id, f) => regs.push([id, f]) });
  const wixJs = (p) => p.imports.filter((u) => u.endsWith('/features/wix.js')).length;
  // present at once
  let regs = [];
  let p = page({ tag: tag(wix), js: storeCode, before: (w) => analytics(w, regs) });
  await p.answered();
  assert.is(regs.length, 1);
  regs[0][1]('PageView', {});
  assert.is(wixJs(p), 0);
  regs[0][1]('Purchase', { orderId: 'o-1' });
  await p.until(() => wixJs(p) == 1, 'features/wix.js asked for');
  // later: Wix fires wixDevelopersAnalyticsReady
  regs = [];
  p = page({ tag: tag(wix), js: storeCode });
  await p.answered();
  assert.is(regs.length, 0);
  analytics(p.w, regs);
  p.w.dispatchEvent(new p.w.Event('wixDevelopersAnalyticsReady'));
  p.w.dispatchEvent(new p.w.Event('wixDevelopersAnalyticsReady'));
  assert.is(regs.length, 1, 'registered once');
  // a throwing register: a log line
  p = page({ tag: tag(wix), js: storeCode, before: (w) => (w.wixDevelopersAnalytics = { register() { throw new Error('no'); } }) });
  await p.answered();
  assert.ok(p.logs.some((l) => l.includes('Wix purchase failed')));
  // a Shopify page: no registration
  regs = [];
  p = page({ tag: tag({ store_integration: 'shopify' }), js: storeCode, before: (w) => analytics(w, regs) });
  await p.answered();
  assert.is(regs.length, 0);
});

test.run();
