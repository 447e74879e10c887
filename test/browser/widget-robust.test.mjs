// The widget holding up on pages as they are (issue 20, "The widget" and host-page safety 1), in
// Chromium: wrong types in the settings, a server answering 500, a page that hides undefined
// custom elements, settings that arrive after the tag on a streamed page, a focused element that
// moves under the widget, and the widget's state as classes the site's CSS can read.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { suite, until, serve } from './harness.mjs';

const env = suite(test);
const host = (page, id) => page.locator(`lp-widget[data-id="${id}"]`);

/** The demo site's settings as the server answers them (a fresh nonce), parsed */
const settings = async (site = 'demo') => (await fetch(env.url('/api/widget/settings?site=' + site))).json();
/** A page on the server's origin with `json` (settings as JSON text) inline and widget.js */
const inlinePage = (json, head = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inline</title>${head}</head>
<body><h1>Inline settings</h1><p>Text.</p>
<script type="application/json" data-lp-widget>${json.replace(/</g, '\\u003c')}</script>
<script src="/dist/widget.js" async></script></body></html>`;

test('wrong types in the settings (the issue\'s own: an array label, an object, a 100,000-deep array; a null and a number among agent_data): no error in the page, a log line each, the list, the form and the agents open', async () => {
  const s = await settings();
  const [one, two] = s.widgets;
  two.channels[0].agent_data.unshift(null, 5);
  one.cta = '@@DEEP@@';
  one.channels[2].hover_text = [1, 2];
  one.channels[3].hover_text = {};
  one.contact_form.contact_fields[0].title = { a: { b: { c: [1, [2, [3]]] } } };
  one.contact_form.contact_custom_fields[0].field_label = '@@DEEP@@';
  one.enable_recaptcha = 0;
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  const t = await env.page({ viewport: { width: 1280, height: 800 } });
  await serve(t.page, env.url('/demo/x-types'), inlinePage(JSON.stringify(s).replaceAll('"@@DEEP@@"', deep)));
  await t.page.goto(env.url('/demo/x-types'));
  const w = host(t.page, 'lumen-1');
  await w.locator('button.b').click();
  await w.locator('ul').waitFor();
  assert.is(await w.locator('button.b').getAttribute('aria-label'), 'Contact us', 'the deep cta treated as absent');
  const labels = await w.locator('.ch .t').allTextContents();
  assert.ok(labels.includes('Email') && labels.includes('Facebook Messenger'), 'a channel without its text shows its name: ' + labels.join());
  await w.locator('button.ch', { hasText: 'Contact us' }).click();
  await w.locator('[role=dialog] form').waitFor();
  assert.is(await w.locator('label[for=cf0]').textContent(), 'name *', 'a title that is not text: the field name');
  // the agents: the two bad entries cost only themselves
  const w2 = host(t.page, 'lumen-2');
  await w2.locator('button.b').click();
  await w2.locator('button.ch', { hasText: 'Our baristas' }).click();
  await w2.locator('[role=dialog] a').first().waitFor();
  assert.equal(await w2.locator('[role=dialog] a > span:last-child').allTextContents(), ['Maya (orders)', 'Noam (wholesale)', 'Lee (events)']);
  assert.equal(t.errors, []);
  for (const k of ['cta', 'hover_text', 'title', 'field_label', 'agent_data']) assert.ok(t.logs.some((l) => l.includes('Malformed, ignored: ' + k)), k + ': ' + t.logs.join(' | '));
});

test('captcha_url from the settings runs no script of its choosing: data:, javascript:, another origin, or the stand-in without the tag\'s leave, the form says the spam check did not load', async () => {
  const s = await settings();
  s.widgets = [s.widgets[0]];
  for (const url of ['data:text/javascript,window.__pwned=1', 'javascript:window.__pwned=1', 'https://evil.example/recaptcha/api.js', env.url('/demo/assets/captcha-standin.js')]) {
    s.widgets[0].captcha_url = url;
    const t = await env.page({ viewport: { width: 1280, height: 800 } });
    // (the other origin answers a script, so a load would show)
    await t.page.route('https://evil.example/**', (r) => r.fulfill({ contentType: 'text/javascript', body: 'window.__pwned = 1' }));
    await serve(t.page, env.url('/demo/x-captcha'), inlinePage(JSON.stringify(s)));
    await t.page.goto(env.url('/demo/x-captcha'));
    const w = host(t.page, 'lumen-1');
    await w.locator('button.b').click();
    await w.locator('button.ch', { hasText: 'Contact us' }).click();
    const alert = w.locator('[role=dialog] [role=alert]');
    await until(async () => /spam check did not load/.test(await alert.textContent()), url + ': the form says so');
    assert.is(await t.page.evaluate(() => window.__pwned), undefined, url + ': nothing ran');
    assert.is(await t.page.evaluate(() => document.querySelectorAll('script[src*="captcha"], script[src^="data:"], script[src^="javascript:"], script[src*="evil"]').length), 0, url);
    assert.ok(!t.requests.some((u) => u.includes('evil.example') || u.includes('captcha-standin')), url + ': not asked for');
    assert.ok(t.logs.some((l) => l.includes('captcha')), url + ': a log line');
    assert.equal(t.errors, []);
  }
});

test('§8: calls 1-4 answered 500 are a log line in the page; the widget works on', async () => {
  const t = await env.page({ viewport: { width: 1280, height: 800 } });
  await t.page.route(env.url('/api/widget/ajax'), (r) => r.fulfill({ status: 500, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{"error":"internal error"}' }));
  await t.page.goto(env.url('/demo/w/demo'));
  await host(t.page, 'lumen-1').locator('button.b').click();
  await host(t.page, 'lumen-1').locator('ul').waitFor();
  await until(() => t.logs.some((l) => /Widget report failed:? 500/.test(l)), 'a log line: ' + t.logs.join(' | '));
  assert.equal(t.errors, []);
});

test('a page whose CSS hides undefined custom elements (:not(:defined) {display:none}) still shows the widget', async () => {
  const t = await env.page({ viewport: { width: 1280, height: 800 } });
  await t.page.route(env.url('/demo/w/demo'), async (r) => {
    const res = await r.fetch();
    r.fulfill({ response: res, body: (await res.text()).replace('</head>', '<style>:not(:defined){display:none}</style></head>') });
  });
  await t.page.goto(env.url('/demo/w/demo'));
  const b = host(t.page, 'lumen-1').locator('button.b');
  await b.waitFor({ state: 'attached' });
  await b.waitFor({ state: 'visible', timeout: 5000 });
  assert.ok(await host(t.page, 'lumen-1').evaluate((h) => h.matches(':defined')));
  await b.click();
  await host(t.page, 'lumen-1').locator('ul').waitFor();
  assert.equal(t.errors, []);
});

test('a streamed page: settings printed after the tag, in a later part of the page, are found once the page is parsed', async () => {
  const json = JSON.stringify(await settings()).replace(/</g, '\\u003c');
  let release;
  const sent = new Promise((r) => (release = r));
  // (a server of its own: the page's second part waits until the test says so)
  const side = createServer(async (req, res) => {
    if (req.url != '/streamed') return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.write(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Streamed</title></head><body><h1>A slow page</h1>
<script src="${env.url('/dist/widget.js')}"></script><script>window.__firstPart = true</script>\n`);
    await sent;
    res.end(`<p>The rest of the page.</p>\n<script type="application/json" data-lp-widget>${json}</script>\n</body></html>`);
  });
  await new Promise((r) => side.listen(0, '127.0.0.1', r));
  try {
    const t = await env.page({ viewport: { width: 1280, height: 800 } });
    await t.page.goto(`http://127.0.0.1:${side.address().port}/streamed`, { waitUntil: 'commit' });
    // widget.js has run (a parser-blocking tag: the inline script after it runs only once it has)
    await t.page.waitForFunction(() => window.__firstPart);
    assert.is(await t.page.locator('lp-widget').count(), 0);
    release();
    await host(t.page, 'lumen-1').locator('button.b').waitFor({ timeout: 5000 });
    assert.is(await t.page.locator('lp-widget').count(), 2);
    assert.ok(!t.logs.some((l) => l.includes('Widget settings do not exist')), t.logs.join(' | '));
    assert.equal(t.errors, []);
  } finally {
    release();
    await new Promise((r) => side.close(r));
  }
});

test('WCAG 2.4.11 and §9.1\'s 120 ms check: a focused element that moves under the widget (no focus, scroll or resize) is uncovered, and the widget comes back when it moves away', async () => {
  const t = await env.page({ viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/w/demo'));
  const box = host(t.page, 'lumen-1').locator('.w');
  await box.waitFor();
  await t.page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '#moving';
    a.id = 'moving';
    a.textContent = 'A moving link';
    a.style.cssText = 'position:fixed;left:30px;top:30px';
    document.body.append(a);
  });
  await t.page.locator('#moving').focus();
  // the page moves it under the widget (an animation, a late banner…): no event the widget hears
  await t.page.evaluate(() => (document.getElementById('moving').style.cssText = 'position:fixed;right:30px;bottom:30px'));
  await until(() => box.evaluate((e) => e.classList.contains('x')), 'moved aside', 3000);
  const b = await host(t.page, 'lumen-1').locator('button.b').boundingBox();
  const l = await t.page.locator('#moving').boundingBox();
  assert.ok(b.x + b.width <= l.x || b.x >= l.x + l.width || b.y + b.height <= l.y || b.y >= l.y + l.height, 'not covering it');
  const move = (css) => t.page.evaluate((css) => (document.getElementById('moving').style.cssText = css), css);
  await move('position:fixed;left:30px;top:30px');
  await until(() => box.evaluate((e) => !e.classList.contains('x')), 'back', 3000);
  // and under it again, long after the focus: caught by the check, not by an event
  await move('position:fixed;right:30px;bottom:30px');
  await until(() => box.evaluate((e) => e.classList.contains('x')), 'moved aside again', 3000);
  assert.equal(t.errors, []);
});

test('W01, W08: the open and pop-up states on <lp-widget>, the device and orientation classes on <html> beside the page\'s own, gone with the last widget', async () => {
  const t = await env.page({ viewport: { width: 1280, height: 800 } });
  await t.page.route(env.url('/demo/w/demo'), async (r) => {
    const res = await r.fetch();
    r.fulfill({ response: res, body: (await res.text()).replace('<html lang="en">', '<html lang="en" class="theme-dark js">') });
  });
  await t.page.goto(env.url('/demo/w/demo'));
  const one = host(t.page, 'lumen-1');
  await one.locator('button.b').waitFor();
  const html = () => t.page.evaluate(() => document.documentElement.className.split(' ').filter(Boolean).sort());
  await until(async () => (await html()).join() == 'js,lp-desktop,lp-landscape,theme-dark', 'desktop, landscape');
  await t.page.setViewportSize({ width: 600, height: 900 });
  await until(async () => (await html()).join() == 'js,lp-mobile,lp-portrait,theme-dark', 'mobile, portrait after a resize');
  // the page's own class changes are kept
  await t.page.evaluate(() => document.documentElement.classList.add('late'));
  await t.page.setViewportSize({ width: 1280, height: 800 });
  await until(async () => (await html()).join() == 'js,late,lp-desktop,lp-landscape,theme-dark', 'back, the page\'s class kept');
  // the list open, then a pop-up: classes a theme can select on
  const cls = () => one.evaluate((h) => h.className);
  assert.is(await cls(), '');
  await one.locator('button.b').click();
  await one.locator('ul').waitFor();
  assert.is(await cls(), 'lp-open');
  await one.locator('button.ch', { hasText: 'WeChat' }).click();
  await one.locator('[role=dialog]').waitFor();
  assert.is(await cls(), 'lp-form-open', 'the list closed, a pop-up open');
  assert.ok(await t.page.evaluate(() => !!document.querySelector('html:has(lp-widget.lp-form-open)')), 'a page rule can react');
  await t.page.keyboard.press('Escape');
  assert.is(await cls(), '');
  // the widgets removed (a single-page app's navigation): our classes go, the page's stay
  await t.page.evaluate(() => document.querySelector('lp-widget').remove());
  assert.equal(await html(), ['js', 'late', 'lp-desktop', 'lp-landscape', 'theme-dark'], 'one widget left');
  await t.page.evaluate(() => document.querySelector('lp-widget').remove());
  assert.equal(await html(), ['js', 'late', 'theme-dark']);
  assert.equal(t.errors, []);
});

test.run();
