// Display triggers in a real browser (spec §4 "Triggers", P11): each fires once and shows its
// popup once; a second fire condition on the same page view does not show it again. Timers run
// on Playwright's fake clock; listener triggers are driven by real input.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, armedTimer, armedListener, roots, rows, insertPopup, serve, hostHtml, shown } from './harness.mjs';

const env = suite(test);

const views = (id) => rows(env.db, 'SELECT * FROM views WHERE popup_id = ? ORDER BY id', id);

/** Closes the visible popup with its close control; with the fake clock, runs the exit time. */
async function close(t, { clock = false } = {}) {
  await t.page.locator('poptin-root .lp-cl button').click();
  if (clock) await t.page.clock.runFor(800);
  await t.page.locator('poptin-root').waitFor({ state: 'detached' });
}

const templateFetched = (t, id) => t.requests.filter((u) => u.includes(`/templates/${id}.html`)).length;

function clean(t) {
  assert.equal(t.errors, [], 'no uncaught page errors');
}

test('seconds on page: not before 5 s, shown at 5 s, once', async () => {
  const t = await env.page({ clock: true });
  await t.page.goto(env.url('/demo/p/seconds-on-page'));
  await armedTimer(t.page, 5000);
  await t.page.clock.runFor(4999);
  await quiet(t);
  assert.is(await roots(t.page), 0, 'not shown before 5 s');
  await t.page.clock.runFor(1);
  await dialog(t.page).waitFor();
  const v = await until(() => views('secondsonpage')[0], 'the view row');
  assert.is(v.trigger, 'sec');
  await shown(t.page);
  await close(t, { clock: true });
  await t.page.clock.runFor(20000);
  await quiet(t);
  assert.is(await roots(t.page), 1, 'the timer does not fire a second time');
  assert.is(views('secondsonpage').length, 1);
  clean(t);
});

test('seconds on website: time spent on other pages counts', async () => {
  const t = await env.page({ clock: true });
  await t.page.goto(env.url('/demo/p/thank-you')); // a page of the site with no popup: the session starts here
  await t.page.waitForFunction(() => document.cookie.includes('poptin_site_start_demo='), null, { polling: 20 });
  await t.page.clock.runFor(15000);
  await t.page.goto(env.url('/demo/p/seconds-on-website'));
  // 20 s configured, 15 s already spent on the site: 5 s are left
  await armedTimer(t.page, 5000);
  await t.page.clock.runFor(4999);
  await quiet(t);
  assert.is(await roots(t.page), 0);
  await t.page.clock.runFor(1);
  await dialog(t.page).waitFor();
  assert.is((await until(() => views('secondsonsite')[0], 'the view row')).trigger, 'website_sec');
  clean(t);
});

test('scroll percent: not at 30 %, shown past 50 %, once', async () => {
  const t = await env.page();
  await t.page.goto(env.url('/demo/p/scroll'));
  await armedListener(t.page, 'scroll');
  const scrollTo = (f) =>
    t.page.evaluate(
      (f) =>
        new Promise((r) => {
          addEventListener('scroll', () => r(), { once: true });
          scrollTo(0, Math.round((document.documentElement.scrollHeight - innerHeight) * f));
        }),
      f,
    );
  await scrollTo(0.3);
  await quiet(t);
  assert.is(await roots(t.page), 0, 'not shown at 30 %');
  await scrollTo(0.6);
  await dialog(t.page).waitFor();
  assert.is((await until(() => views('scrollpercent')[0], 'the view row')).trigger, 'scroll');
  await close(t);
  await scrollTo(0);
  await scrollTo(0.9);
  await quiet(t);
  assert.is(await roots(t.page), 1, 'scrolling past 50 % again does not show it again');
  clean(t);
});

test('click count: the third click shows it, later clicks do not show it again', async () => {
  const t = await env.page();
  await t.page.goto(env.url('/demo/p/click-count'));
  await armedListener(t.page, 'click', 2); // the loader's opener listener and the trigger's
  const h1 = t.page.locator('article h1');
  await h1.click();
  await h1.click();
  await quiet(t);
  assert.is(await roots(t.page), 0, 'two clicks are not enough');
  await h1.click();
  await dialog(t.page).waitFor();
  assert.is((await until(() => views('pageclicks003')[0], 'the view row')).trigger, 'click_number');
  await close(t);
  for (let i = 0; i < 4; i++) await h1.click();
  await quiet(t);
  assert.is(await roots(t.page), 1);
  clean(t);
});

test('page visits: counted across reloads, shown on the third page view', async () => {
  const t = await env.page();
  const count = () => t.page.evaluate(() => sessionStorage.getItem('poptin_pv_pagevisits003'));
  await t.page.goto(env.url('/demo/p/page-visits'));
  await t.page.waitForFunction(() => sessionStorage.getItem('poptin_pv_pagevisits003') === '1', null, { polling: 20 });
  await quiet(t);
  assert.is(await roots(t.page), 0);
  await t.page.reload();
  await t.page.waitForFunction(() => sessionStorage.getItem('poptin_pv_pagevisits003') === '2', null, { polling: 20 });
  await quiet(t);
  assert.is(await roots(t.page), 0, 'not on the second page view');
  await t.page.reload();
  await dialog(t.page).waitFor();
  assert.is(await count(), '3');
  assert.is((await until(() => views('pagevisits003')[0], 'the view row')).trigger, 'visit_page');
  clean(t);
});

test('inactivity: activity moves the deadline; shown after 8 idle seconds', async () => {
  const t = await env.page({ clock: true });
  await t.page.goto(env.url('/demo/p/inactivity'));
  await armedTimer(t.page, 8000);
  await t.page.clock.runFor(5000);
  await t.page.mouse.move(200, 200); // activity at 5 s: the popup is now due at 13 s
  await t.page.clock.runFor(7000);
  await quiet(t);
  assert.is(await roots(t.page), 0, 'not shown 7 s after the last activity');
  await t.page.clock.runFor(1000);
  await dialog(t.page).waitFor();
  assert.is((await until(() => views('inactivity008')[0], 'the view row')).trigger, 'inactive');
  await shown(t.page);
  await close(t, { clock: true });
  await t.page.clock.runFor(30000); // idle again, far past 8 s
  await quiet(t);
  assert.is(await roots(t.page), 1, 'a second idle period does not show it again');
  clean(t);
});

test('exit intent: the pointer leaving at the top shows it once', async () => {
  const t = await env.page();
  await t.page.goto(env.url('/demo/p/exit-intent'));
  await armedListener(t.page, 'mouseout');
  await t.page.mouse.move(700, 400);
  await t.page.mouse.move(700, 200);
  await quiet(t);
  assert.is(await roots(t.page), 0, 'moving inside the page does not show it');
  await t.page.mouse.move(700, -20, { steps: 4 });
  await dialog(t.page).waitFor();
  assert.is((await until(() => views('exitintent001')[0], 'the view row')).trigger, 'exit');
  await close(t);
  await t.page.mouse.move(700, 400);
  await t.page.mouse.move(700, -20, { steps: 4 });
  await quiet(t);
  assert.is(await roots(t.page), 1, 'leaving again does not show it again');
  clean(t);
});

/** What the page downloaded from dist/: [path, body bytes as sent (brotli)] per request. */
const distDownloads = (page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').filter((e) => e.name.includes('/dist/')).map((e) => [new URL(e.name).pathname.replace(/^\/dist\/(v\/\w+\/)?/, ''), e.encodedBodySize]),
  );

// the armed path's budget, the row of .size-limit.json (measured + 2 %, docs/limitations.md)
const ARMED = parseInt(JSON.parse(readFileSync('.size-limit.json', 'utf8')).find((r) => r.name.startsWith('loader + engine + shared')).limit);

test(`page weight item 1: an armed exit-intent popup downloads loader, engine and shared only until intent (≤ ${ARMED} B)`, async () => {
  const t = await env.page();
  await t.page.goto(env.url('/demo/p/exit-intent'));
  await armedListener(t.page, 'mouseout');
  // a visitor reading: moving around the page, down, sideways, up in the lower part
  for (const [x, y] of [[700, 400], [300, 700], [900, 800], [900, 500]]) await t.page.mouse.move(x, y, { steps: 3 });
  await quiet(t);
  const got = await distDownloads(t.page);
  assert.equal(got.map((g) => g[0]).sort(), ['engine.js', 'loader.js', 'shared.js'], 'no runtime, format, form or effects chunk');
  const bytes = got.reduce((n, g) => n + g[1], 0);
  // issue 7 set 8 kB; issue 8's house made it 8,096 B, issue 9's slot rows 8,296 B, issue 20's
  // text reading, Trusted Types, consent and lead records 9,159 B (docs/limitations.md)
  assert.ok(bytes <= ARMED, `downloaded ${bytes} B of dist/`);
  assert.is(templateFetched(t, 'exitintent001'), 0, 'no template');
  assert.equal(t.errors, []);
  // intent: the pointer heads for the top; the template and chunks come before it leaves
  await t.page.mouse.move(700, 150, { steps: 4 });
  await until(() => templateFetched(t, 'exitintent001') == 1, 'the template on intent');
  await t.page.waitForFunction(() => [...document.querySelectorAll('link[rel=modulepreload]')].some((l) => l.href.endsWith('/runtime.js')));
  await quiet(t);
  await t.page.mouse.move(700, -20, { steps: 2 });
  await dialog(t.page).waitFor();
  assert.is(templateFetched(t, 'exitintent001'), 1, 'fetched once');
  clean(t);
});

test('spec item 3: a 2 s popup shows 2 s after navigation, not 2 s after arming', async () => {
  insertPopup(env.db, { id: 'twosecondspop', page: '/t/two-seconds', popup: { display_after_sec_active: 2 } });
  const t = await env.page({
    init: () =>
      new MutationObserver((ms, mo) => {
        for (const m of ms) for (const n of m.addedNodes) if (n.localName === 'poptin-root') (window.__at = performance.now()), mo.disconnect();
      }).observe(document, { childList: true, subtree: true }),
  });
  // the display API answers 1 s late: arming comes ~1.1 s after navigation, so a timer counted
  // from arming would show the popup at 3.1 s or later
  await t.page.route(env.url('/api/display/demo'), async (r) => {
    await new Promise((res) => setTimeout(res, 1000));
    await r.continue();
  });
  await serve(t.page, env.url('/t/two-seconds'), hostHtml());
  await t.page.goto(env.url('/t/two-seconds'));
  await dialog(t.page).waitFor();
  const at = await t.page.evaluate(() => window.__at);
  // shown at 2 s after navigation start: not 2 s after call 1 and the chunks (the upper bound
  // leaves a busy machine 900 ms to draw it)
  assert.ok(at >= 1990 && at < 2900, `shown at ${Math.round(at)} ms`);
  assert.is((await until(() => views('twosecondspop')[0], 'the view row')).trigger, 'sec');
  clean(t);
});

test('click openers: a link and a poptinaction element open the popup (call 2)', async () => {
  const t = await env.page();
  const page = t.page;
  await page.goto(env.url('/demo/p/click-opener'));
  await page.waitForFunction(() => !!window.poptin);
  const link = page.locator('a[href*="click/clickopener01"]');
  const call2 = page.waitForRequest((r) => r.url().endsWith('/api/display/click/clickopener01') && r.method() === 'POST');
  await link.click();
  const body = JSON.parse((await call2).postData());
  assert.is(body.client_id, 'demo');
  assert.ok(body.browser_language && body.operating_system, 'call 2 adds the browser language and operating system');
  await dialog(page).waitFor();
  assert.ok(page.url().endsWith('/demo/p/click-opener'), 'the link did not navigate');
  assert.is((await until(() => views('clickopener01')[0], 'the view row')).trigger, 'on_click');
  // a second click while it is open does not open a second copy
  await link.dispatchEvent('click');
  await quiet(t);
  assert.is(await page.locator('poptin-root').count(), 1);
  assert.is(await roots(page), 1);
  await close(t);
  await page.locator('[poptinaction=onclick][poptinid=clickopener01]').click();
  await dialog(page).waitFor();
  await until(() => views('clickopener01').length === 2, 'the second view row');
  assert.is(views('clickopener01')[1].trigger, 'on_click');
  clean(t);
});

test('spec item 6: openers inside a popup (its shadow root) open their popup; the page stays', async () => {
  const html = `<div data-lp="main"><h2 data-lp="title">Inside</h2>
<p><a id="in-link" href="/api/display/click/clickopener01">Open by link</a></p>
<p><span id="in-el" poptinaction="onclick" poptinid="fmt02lightbox">Open by element</span></p></div>`;
  insertPopup(env.db, { id: 'shadowopener1', page: '/t/shadow-opener', html, popup: { poptin_fields: [] } });
  const t = await env.page();
  const page = t.page;
  await serve(page, env.url('/t/shadow-opener'), hostHtml());
  for (const [sel, id] of [['#in-link', 'clickopener01'], ['#in-el', 'fmt02lightbox']]) {
    await page.goto(env.url('/t/shadow-opener'));
    await dialog(page).waitFor();
    const call2 = page.waitForRequest((r) => r.url().endsWith('/api/display/click/' + id) && r.method() === 'POST');
    await page.locator('poptin-root ' + sel).click();
    await call2;
    assert.ok(page.url().endsWith('/t/shadow-opener'), 'the page did not navigate to the API');
    // one lightbox at a time (P13): the opened popup shows when the first is closed
    await page.locator('poptin-root .lp-cl button').click();
    assert.is((await until(() => views(id)[0], 'the view row of ' + id)).trigger, 'on_click');
    await page.locator('poptin-root #in-link').waitFor({ state: 'detached' });
    await dialog(page).waitFor();
    assert.ok(page.url().endsWith('/t/shadow-opener'));
  }
  clean(t);
});

test('source-code target: shown at once when the page holds the html, not before it appears', async () => {
  const t = await env.page({ clock: true });
  await t.page.goto(env.url('/demo/p/source-code'));
  // the page holds data-offer="spring-sale": no time needs to pass (its 2 s timer has not run)
  await dialog(t.page).waitFor();
  assert.is((await until(() => views('sourcecode001')[0], 'the view row')).trigger, 'source_code');
  clean(t);

  insertPopup(env.db, {
    id: 'srclateshow01',
    page: '/t/source-late',
    popup: { source_code_target_active: 1, source_code_target_html: 'data-late="yes"', source_code_target_role: 'contain' },
  });
  const u = await env.page();
  await serve(u.page, env.url('/t/source-late'), hostHtml({ body: '<div id="slot"></div>' }));
  await u.page.goto(env.url('/t/source-late'));
  await armedTimer(u.page, 500); // the re-check interval: the trigger is armed
  await quiet(u);
  assert.is(await roots(u.page), 0, 'not shown while the html is absent');
  await u.page.evaluate(() => (document.getElementById('slot').innerHTML = '<p data-late="yes">Late offer</p>'));
  await dialog(u.page).waitFor();
  assert.is((await until(() => views('srclateshow01')[0], 'the view row')).trigger, 'source_code');
  assert.equal(u.errors, []);
});

test('spec item 2: a Hebrew popup opened on an English page is right-to-left with Hebrew strings', async () => {
  const t = await env.page();
  const c1 = t.page.waitForResponse((r) => r.url().endsWith('/api/display/demo'));
  await t.page.goto(env.url('/demo/p/click-opener'));
  assert.is((await (await c1).json()).lang, 'en', 'call 1 answers English');
  await t.page.evaluate(() => poptin.show('fmt11lightbox')); // a Hebrew popup (seed lang he)
  await dialog(t.page).waitFor();
  assert.is(await dialog(t.page).getAttribute('dir'), 'rtl');
  assert.is(await dialog(t.page).getAttribute('lang'), 'he');
  const x = t.page.locator('poptin-root .lp-cl button');
  const name = (await x.getAttribute('aria-label')) || (await x.textContent());
  assert.match(name, /[\u0590-\u05FF]/, 'Hebrew strings: the close control is named in Hebrew (' + name + ')');
  clean(t);
});

test('manual: poptin.show(id) opens it (call 3); calling again while open does not duplicate it', async () => {
  const t = await env.page();
  const page = t.page;
  await page.goto(env.url('/demo/p/manual'));
  await page.waitForFunction(() => !!window.poptin);
  await quiet(t);
  assert.is(await roots(page), 0, 'an on_click popup is not shown by itself');
  const call3 = page.waitForRequest((r) => r.url().endsWith('/api/display/click/manualshow001') && r.method() === 'GET');
  await page.locator('[data-poptin-show=manualshow001]').click();
  await call3;
  await dialog(page).waitFor();
  assert.is((await until(() => views('manualshow001')[0], 'the view row')).trigger, 'manual');
  await page.evaluate(() => (window.poptin.show('manualshow001'), window.poptin.show('manualshow001')));
  await quiet(t);
  assert.is(await roots(page), 1);
  assert.is(views('manualshow001').length, 1);
  clean(t);
});

test.run();
