// T21 the ajax pagination in Chromium (src/theme/pages, docs/theme.md "Ajax pagination"; spec §7
// call 15): the demo's journal (/demo/theme/posts, /page/2 …) by mouse, keyboard and touch at
// desktop, tablet and phone widths: a click replaces the module with the linked page's, moves the
// focus to its heading and gives the address and title; the cache (a second visit: no request),
// Back and Forward from it, the accordion of page 2 started by theme.js, the 404 template
// rendered, a 5xx, offline or container-less answer followed as a plain link; the block layout's
// POST; axe clean, no CSP violation, no layout shift at load.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const go = async (path = '/demo/theme/posts', opts = {}) => {
  const t = await env.page({ init: recordPage, ...opts });
  const fetches = [];
  t.page.on('request', (r) => r.resourceType() == 'fetch' && fetches.push(r.method() + ' ' + r.url().replace(/^https?:\/\/[^/]+/, '')));
  await t.page.goto(env.url(path));
  await t.page.waitForFunction(() => document.body.className.includes('lp-'));
  await t.page.waitForLoadState('networkidle');
  // a full navigation loses this
  await t.page.evaluate(() => (window.__same = 1));
  return { ...t, fetches };
};
const heading = (page) => page.locator('#journal h2').innerText();
const shown = (page, n, of = 3) => page.waitForFunction(([n, of]) => document.activeElement.matches('.posts h2') && document.activeElement.textContent == `Journal: page ${n} of ${of}`, [n, of]);
const same = (page) => page.evaluate(() => window.__same);

test('by mouse at 1280, 900 and 390 px: the next page in place, focus on its heading, address and title; axe clean', async () => {
  for (const width of [1280, 900, 390]) {
    const t = await go(undefined, { viewport: { width, height: 800 } });
    const { page, fetches } = t;
    assert.is(await heading(page), 'Journal: page 1 of 3');
    assert.equal(await axeTheme(page), [], width + ' px page 1');
    await page.locator('#journal .pagination a.next').click();
    await shown(page, 2);
    assert.is(await same(page), 1, 'no navigation');
    assert.is(new URL(page.url()).pathname, '/demo/theme/posts/page/2');
    assert.is(await page.title(), 'Journal, page 2 · Lumen Coffee theme demo');
    assert.equal(fetches, ['GET /demo/theme/posts/page/2']);
    assert.is(await page.locator('#journal').count(), 1);
    // the window's top at the module's (less its scroll margin under the fixed header)
    await page.waitForFunction(() => Math.abs(document.querySelector('#journal').getBoundingClientRect().top - parseFloat(getComputedStyle(document.querySelector('#journal')).scrollMarginTop)) < 2);
    assert.equal(await axeTheme(page), [], width + ' px page 2');
    assert.equal(await page.evaluate(() => window.__csp), []);
    assert.is(await page.evaluate(() => window.__cls), 0, 'no layout shift at load');
    assert.equal(t.errors, []);
    assert.equal(t.logs, []);
  }
});

test('the modules of the inserted page start (theme.js observer): page 2’s accordion', async () => {
  const { page } = await go(undefined, { reducedMotion: 'reduce' });
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await shown(page, 2);
  // the accordion's init takes its toggles' name grouping off (accordion.ts)
  await page.waitForFunction(() => document.querySelectorAll('#journal details').length == 3 && !document.querySelector('#journal details[name]'));
  await page.locator('#journal summary', { hasText: 'Do you ship abroad?' }).click();
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('#journal details')].map((d) => +d.open).join('')), '010');
});

test('the cache: a link seen once is not asked again; Back and Forward show the cached pages', async () => {
  const { page, fetches } = await go();
  await page.locator('#journal a.next').click();
  await shown(page, 2);
  await page.locator('#journal a.next').click();
  await shown(page, 3);
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await shown(page, 2);
  assert.equal(fetches, ['GET /demo/theme/posts/page/2', 'GET /demo/theme/posts/page/3'], 'page 2 the second time: no request');
  await page.goBack();
  await shown(page, 3);
  assert.is(new URL(page.url()).pathname, '/demo/theme/posts/page/3');
  await page.goBack();
  await shown(page, 2);
  await page.goForward();
  await shown(page, 3);
  assert.is(fetches.length, 2, 'Back and Forward: from the cache');
  // the first page was never fetched: Back to it asks once, then it is cached too
  await page.goBack();
  await shown(page, 2);
  await page.goBack();
  await shown(page, 1);
  assert.is(new URL(page.url()).pathname, '/demo/theme/posts');
  assert.equal(fetches.slice(2), ['GET /demo/theme/posts']);
  await page.locator('#journal a.next').click();
  await shown(page, 2);
  await page.locator('#journal a.prev').click();
  await shown(page, 1);
  assert.is(fetches.length, 3);
  assert.is(await same(page), 1);
});

test('a page put in place answers a click at once, before theme.js’s observer starts it', async () => {
  const { page, fetches } = await go();
  await page.locator('#journal a.next').click();
  await shown(page, 2);
  await page.locator('#journal a.prev').click();
  await shown(page, 1);
  // page 2 from the cache goes in at once; its link is clicked in the same task
  await page.evaluate(() => {
    document.querySelector('#journal a.next').click();
    document.querySelector('#journal a.next').click();
  });
  await shown(page, 3);
  assert.is(await same(page), 1, 'no navigation');
  assert.equal(fetches, ['GET /demo/theme/posts/page/2', 'GET /demo/theme/posts', 'GET /demo/theme/posts/page/3']);
});

test('by keyboard: Enter on a page link, the focus on the new heading, Tab goes on into the new page', async () => {
  const { page } = await go(undefined, { viewport: { width: 900, height: 800 } });
  await page.getByRole('link', { name: 'Page 3', exact: true }).focus();
  await page.keyboard.press('Enter');
  await shown(page, 3);
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement.closest('#journal .pagination') && document.activeElement.textContent), 'Newer posts');
});

test('by touch on a phone: a tap on a page link', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/posts'));
  await page.waitForLoadState('networkidle');
  await page.locator('#journal a.next').tap();
  await shown(page, 2);
});

test('a 404 that is the site’s 404 template (body.error404) renders in place', async () => {
  const { page, fetches } = await go();
  // a stale link: the journal had more pages when this page was printed
  await page.evaluate(() => (document.querySelector('#journal a.next').href = '/demo/theme/posts/page/9'));
  await page.locator('#journal a.next').click();
  await page.waitForFunction(() => document.activeElement.textContent == 'Journal: there is no page 9');
  assert.is(await same(page), 1);
  assert.is(new URL(page.url()).pathname, '/demo/theme/posts/page/9');
  assert.match(await page.title(), /^Page not found/);
  assert.equal(fetches, ['GET /demo/theme/posts/page/9']);
  assert.equal(await axeTheme(page), []);
});

test('a 5xx, offline, a 404 that is not the template, or no container: a console line and the link followed', async () => {
  for (const [what, answer] of [
    ['5xx', (r) => r.fulfill({ status: 503, contentType: 'text/html', body: '<body class="error404"><div id="journal"></div></body>' })],
    ['offline', (r) => r.abort('internetdisconnected')],
    ['a plain 404', (r) => r.fulfill({ status: 404, contentType: 'text/html', body: '<div id="journal" data-module="pages"></div>' })],
    ['no container', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<p>Maintenance</p>' })],
  ]) {
    const t = await go();
    // the fetch gets the failure; the navigation that follows gets the real page
    await t.page.route('**/demo/theme/posts/page/2', (r) => (r.request().resourceType() == 'fetch' ? answer(r) : r.continue()));
    await t.page.locator('#journal a.next').click();
    await t.page.waitForFunction(() => !window.__same && document.readyState == 'complete', null, { timeout: 10000 });
    assert.is(new URL(t.page.url()).pathname, '/demo/theme/posts/page/2', what);
    assert.is(await heading(t.page), 'Journal: page 2 of 3', what + ': the page by navigation');
    assert.ok(t.logs.some((l) => l.startsWith('[poptin] Pagination failed, following the link')), what + ': ' + t.logs);
  }
});

test('inside a block layout: the link POSTed with layout_content, the answer’s module follows it', async () => {
  const { page, fetches } = await go('/demo/theme/posts-block');
  const bodies = [];
  page.on('request', (r) => r.resourceType() == 'fetch' && bodies.push([r.headers()['content-type'], r.postData()]));
  await page.locator('#journal-block a.next').click();
  await shown(page, 2, 4);
  assert.equal(fetches, ['POST /demo/theme/posts-block/page/2']);
  assert.equal(bodies, [['application/x-www-form-urlencoded;charset=UTF-8', 'layout_content=posts+per_page%3D2']]);
  assert.is(await page.locator('#journal-block article').count(), 2);
});

test('a modified click (a new tab) is the browser’s', async () => {
  const { page, fetches } = await go();
  const popup = page.context().waitForEvent('page');
  await page.locator('#journal a.next').click({ modifiers: ['Control'] });
  await popup;
  assert.equal(fetches, []);
  assert.is(await heading(page), 'Journal: page 1 of 3');
});

test.run();
