// The embed tag as site owners paste it (issue 2, "What a user sees"): async or defer, in the
// head or the body, and twice on one page without running twice (P01).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, armedTimer, rows, insertPopup, serve } from './harness.mjs';

const env = suite(test);

const TAG = (attr) => `<script id="pixel-script-poptin" src="/dist/loader.js?id=demo" ${attr}></script>`;
const page = (head, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embed</title>${head}</head>
<body><h1>Host</h1><p>${'Text. '.repeat(50)}</p>${body}</body></html>`;

const cases = [
  ['async in the head', TAG('async'), ''],
  ['defer in the head', TAG('defer'), ''],
  ['defer at the end of the body', '', TAG('defer')],
  ['twice: head and body', TAG('async'), TAG('async')],
];

for (const [name, head, body] of cases) {
  test(`the tag ${name} shows the popup, and runs once`, async () => {
    const id = ('embed' + name.replace(/\W/g, '')).slice(0, 13).toLowerCase().padEnd(13, '0');
    const path = '/t/embed-' + id;
    insertPopup(env.db, { id, page: path, popup: { display_after_sec_active: 1 } });
    const t = await env.page({ clock: true });
    await serve(t.page, env.url(path), page(head, body));
    const call1 = [];
    t.page.on('request', (r) => r.url().endsWith('/api/display/demo') && r.method() === 'POST' && call1.push(r));
    await t.page.goto(env.url(path));
    await armedTimer(t.page, 1000);
    await t.page.clock.runFor(1000);
    await dialog(t.page).waitFor();
    await until(() => rows(env.db, 'SELECT * FROM views WHERE popup_id = ?', id)[0], 'the view row');
    assert.is(call1.length, 1, 'one display request per page view');
    assert.is(await t.page.locator('poptin-root').count(), 1, 'one popup');
    assert.equal(t.errors, []);
  });
}

test('call 1 reports a reload as if_page_refreshed 1, a first load as 0 (P02)', async () => {
  const t = await env.page();
  const path = '/t/embed-reload';
  await serve(t.page, env.url(path), page('', TAG('async')));
  const body = () => t.page.waitForRequest((r) => r.url().endsWith('/api/display/demo') && r.method() === 'POST').then((r) => JSON.parse(r.postData()));
  let next = body();
  await t.page.goto(env.url(path));
  assert.is((await next).if_page_refreshed, 0);
  next = body();
  await t.page.reload();
  assert.is((await next).if_page_refreshed, 1);
  // issue 20: a single-page re-init after the reload is a new page, not a refresh
  next = body();
  await t.page.evaluate(() => history.pushState(null, '', '?next=1'));
  assert.is((await next).if_page_refreshed, 0, 'a pushState re-init: 0');
  next = body();
  await t.page.evaluate(() => window.poptin.reinit());
  assert.is((await next).if_page_refreshed, 0, 'poptin.reinit(): 0');
  assert.equal(t.errors, []);
});

test.run();
