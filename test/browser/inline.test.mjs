// The inline kind in Chromium (P05, P06, P07, X02, X07): embedded popups fill the page's
// `.poptin-embedded[data-id]` host once it is within 1.5 viewport heights, then stay; hosts that
// appear later (or again) in a single-page app are filled within 5 s; a content popup places
// itself after the second paragraph of the page's text; both are labelled regions in the page's
// flow, never modal, never taking focus, sized to their host and reflowed, not scaled; host page
// styles cannot break them; the view and close carry their type. Every format passes contrast
// and axe.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, rows, quiet, serve, hostHtml, shown, typeEvents, auditPages, templateFetches } from './harness.mjs';
import { axe, axeSource, contrast } from './audit.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);
const views = (id) => q('SELECT * FROM views WHERE popup_id = ?', id).length;

const far = (id) => hostHtml({ body: `<main><p>Top of the page</p><div style="height:5000px"></div><div class="poptin-embedded" data-id="${id}"></div><p>After</p></main>` });

test('P07: shows once the host is within 1.5 viewport heights, then stays; a region, not a dialog; the view reports type embedded', async () => {
  const t = await env.page({ clock: true, init: typeEvents, viewport: { width: 1280, height: 800 } });
  // served at the popup's demo address: the reference server answers a popup on its page
  await serve(t.page, env.url('/demo/p/embedded-1'), far('fmt01embedded'));
  await t.page.goto(env.url('/demo/p/embedded-1'));
  await quiet(t);
  await t.page.clock.runFor(6000);
  assert.is(await t.page.locator('poptin-root').count(), 0, 'not while 5,000 px away');
  assert.is(templateFetches(t, 'fmt01embedded'), 0, 'nor its template');
  // the host's top at 5,000 + 8 px: within reach once the window's bottom + 1,200 px passes it
  await t.page.evaluate(() => scrollTo(0, 2900));
  await t.page.clock.runFor(6000);
  assert.is(await t.page.locator('poptin-root').count(), 0, '1.6 viewport heights away');
  await t.page.evaluate(() => scrollTo(0, 3200));
  await shown(t.page);
  const d = dialog(t.page);
  assert.is(await d.getAttribute('role'), 'region');
  assert.is(await d.getAttribute('aria-modal'), null);
  assert.is(await d.getAttribute('aria-labelledby'), 'lp-title');
  assert.is(await t.page.evaluate(() => document.querySelector('.poptin-embedded > poptin-root') != null), true, 'inside the host');
  assert.is(await t.page.evaluate(() => document.activeElement === document.body), true, 'focus stays on the page');
  await until(() => views('fmt01embedded'), 'the view row');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'embedded']]);
  await t.page.evaluate(() => scrollTo(0, 0));
  await t.page.clock.runFor(6000);
  assert.is(await t.page.locator('.poptin-embedded > poptin-root').count(), 1, 'it stays');
  assert.is(views('fmt01embedded'), 1);
});

test('P07: in a single-page app, a host rendered late is filled within 5 s; one rendered again gets the popup again', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await serve(t.page, env.url('/demo/p/embedded-4'), hostHtml({ body: '<main id="app"><p>Loading…</p></main>' }));
  await t.page.goto(env.url('/demo/p/embedded-4'));
  await quiet(t);
  await t.page.evaluate(() => (document.getElementById('app').innerHTML = '<p>Rendered</p><div class="poptin-embedded" data-id="fmt04embedded"></div>'));
  await t.page.clock.runFor(5100);
  await shown(t.page);
  await t.page.evaluate(() => (document.getElementById('app').innerHTML = '<p>Rendered again</p><div class="poptin-embedded" data-id="fmt04embedded"></div>'));
  await t.page.clock.runFor(5100);
  await until(() => t.page.evaluate(() => document.querySelector('#app .poptin-embedded > poptin-root') != null), 'filled again');
  assert.is(await t.page.locator('poptin-root').count(), 1, 'the old one is gone');
  assert.equal(t.errors, []);
});

test("X02: the host page's styles cannot hide or restyle it", async () => {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const css = '<style>*{font-size:40px!important;color:red!important}poptin-root{display:none!important;position:absolute!important}.poptin-embedded>*{visibility:hidden!important;height:0!important}</style>';
  await serve(t.page, env.url('/demo/p/embedded-2'), hostHtml({ head: css, body: '<main><div class="poptin-embedded" data-id="fmt02embedded"></div></main>' }));
  await t.page.goto(env.url('/demo/p/embedded-2'));
  await shown(t.page);
  const [w, fs, color] = await dialog(t.page).evaluate((d) => {
    const title = d.querySelector('[data-lp=title]');
    return [Math.round(d.getBoundingClientRect().width), getComputedStyle(title).fontSize, getComputedStyle(title).color];
  });
  assert.ok(w >= 700, 'laid out: ' + w);
  assert.is(fs, '22px');
  assert.is(color, 'rgb(59, 36, 20)');
  assert.is(await dialog(t.page).isVisible(), true);
});

test('P05: as wide as its design, at most its host; on a phone it reflows unscaled to the host\'s width', async () => {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const size = () => dialog(t.page).evaluate((d) => [Math.round(d.getBoundingClientRect().width), Math.round(d.parentElement.getBoundingClientRect().width), getComputedStyle(d).transform]);
  const width = async (px) => {
    await t.page.unroute(env.url('/demo/p/embedded-1'));
    await serve(t.page, env.url('/demo/p/embedded-1'), hostHtml({ body: `<main><div class="poptin-embedded" data-id="fmt01embedded" style="width:${px}px"></div></main>` }));
    await t.page.goto(env.url('/demo/p/embedded-1'));
    await shown(t.page);
    return (await size())[0];
  };
  assert.is(await width(1000), 720, 'its design width in a wider host');
  assert.is(await width(500), 500, 'the host width in a narrower one');
  await t.page.goto(env.url('/demo/p/embedded-3'));
  await shown(t.page);
  await t.page.setViewportSize({ width: 320, height: 568 });
  await t.page.clock.runFor(200);
  const [w, host, tr] = await size();
  assert.is(w, host, 'the host\'s width');
  assert.is(tr, 'none', 'never scaled');
});

test('P07 content: placed after the second paragraph of the text; Escape inside a closable embedded popup closes it, reported with its type', async () => {
  const t = await env.page({ clock: true, init: typeEvents, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/content-2'));
  await shown(t.page);
  assert.is(await t.page.evaluate(() => {
    const h = document.querySelector('.poptin-embedded');
    return h.previousElementSibling === document.querySelectorAll('article p')[1];
  }), true);
  await until(() => views('fmt02contentp'), 'the content view');
  await t.page.goto(env.url('/demo/p/embedded-7'));
  await shown(t.page);
  await t.page.clock.runFor(900);
  await t.page.locator('poptin-root input[type=email]').focus();
  await t.page.keyboard.press('Escape');
  await t.page.clock.runFor(100);
  await until(() => q('SELECT * FROM closes WHERE popup_id = ?', 'fmt07embedded')[0], 'the close row');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'embedded'], ['poptinClose', 'embedded']]);
});

test('P16 preview (issue 20): an embedded popup previews in its host at once, far or not; a content one in its place; without a host, at the page\'s end', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await serve(t.page, env.url('/demo/p/embedded-1') + '?poptin_preview_id=fmt01embedded', far('fmt01embedded'));
  await t.page.goto(env.url('/demo/p/embedded-1?poptin_preview_id=fmt01embedded'));
  await shown(t.page);
  assert.is(await t.page.locator('.poptin-embedded[data-id=fmt01embedded] > poptin-root').count(), 1, 'in its host, 5,000 px down');
  await t.page.goto(env.url('/demo/p/content-2?poptin_preview_id=fmt02contentp'));
  await shown(t.page);
  assert.is(await t.page.evaluate(() => document.querySelector('poptin-root').parentElement.previousElementSibling === document.querySelectorAll('article p')[1]), true, 'after the second paragraph');
  await serve(t.page, env.url('/t/no-host') + '?poptin_preview_id=fmt01embedded', hostHtml({ body: '<main><p>No host here</p></main>' }));
  await t.page.goto(env.url('/t/no-host?poptin_preview_id=fmt01embedded'));
  await shown(t.page);
  assert.is(await t.page.evaluate(() => document.querySelector('poptin-root').parentElement === document.documentElement), true, 'no host: at the page\'s end');
  assert.equal(t.errors, []);
});

test('X07: every embedded and content format, at 1280 and 390 px: text contrast at least 4.5:1, axe finds nothing', async () => {
  const pages = [...Array.from({ length: 7 }, (_, i) => '/demo/p/embedded-' + (i + 1)), ...[1, 2, 3].map((n) => '/demo/p/content-' + n)];
  assert.equal(await auditPages(env, pages, { axe, contrast, src: axeSource() }), []);
});

test.run();
