// T16 split tests in Chromium (src/theme/split, docs/theme.md "Split tests"; spec §3.5, §7 calls
// 11 and 12, §9.3) on the demo's long page: read_page on load; view_goal when the goal (the
// sign-up) comes into view and read_goal not before it stayed 3 s; click_goal by mouse, keyboard
// and touch; con_goal on the sign-up's success; each sent once across reloads (the cookie flags);
// the cached page's placeholder replaced by call 12's subject; axe clean, no CSP violation, no
// layout shift at load, at 1280, 900 and 390 px.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
/** what call 11 sent from this page, as "test subject type" */
const watch = (page) => {
  const sent = [];
  sent.at = {}; // when each record's request was seen (the same channel for every record)
  page.on('request', (r) => {
    if (r.method() != 'POST' || !r.url().endsWith('/demo/theme/ajax')) return;
    const b = new URLSearchParams(r.postData());
    if (b.get('action') == 'et_pb_ab_update_stats_table') {
      const s = JSON.parse(b.get('stats_data_array'));
      const k = `${s.test_id} ${s.subject_id} ${s.record_type}`;
      sent.push(k);
      sent.at[k] ??= Date.now();
    }
  });
  return sent;
};
const ready = (page) => page.waitForFunction(() => document.body.className.includes('lp-') && document.querySelector('#m-split-cached [data-subject]'));
const go = async (opts = {}) => {
  const t = await env.page({ init: recordPage, ...opts });
  const sent = watch(t.page);
  await t.page.goto(env.url('/demo/theme/modules'));
  await ready(t.page);
  return { ...t, sent };
};
async function waitFor(cond, what, ms = 8000) {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('not met in ' + ms + ' ms: ' + what);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('at 1280, 900 and 390 px: read_page on load, the placeholder replaced by a subject, axe clean, no CSP violation, no layout shift', async () => {
  for (const width of [1280, 900, 390]) {
    const { page, sent, errors, logs } = await go({ viewport: { width, height: 800 } });
    await waitFor(() => sent.includes('7 a read_page'), 'read_page');
    const sub = await page.evaluate(() => document.querySelector('#m-split-cached [data-subject]').dataset.subject);
    assert.ok(['a', 'b'].includes(sub), width + ': a subject of test 8');
    assert.is(await page.locator('#m-split-cached [data-module=split]:not([data-subject])').count(), 0, 'the placeholder is gone');
    await waitFor(() => sent.includes(`8 ${sub} read_page`), 'the inserted subject inited by theme.js');
    assert.not.ok(sent.some((l) => /goal/.test(l)), 'no goal yet: ' + sent);
    assert.equal(await axeTheme(page, '#m-split'), [], width + ' px');
    assert.equal(await axeTheme(page, '#m-split-cached'), [], width + ' px');
    assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0]);
    assert.equal(errors, []);
    assert.equal(logs, []);
    await env.reset();
  }
});

test('the goal: view_goal on sight, read_goal not before 3 s in view, click_goal by mouse, con_goal on the sign-up’s success; each once across reloads', async () => {
  const counted = async () => (await (await fetch(env.url('/api/owner/theme-split.json'))).json()).counts.filter((r) => r.test_id == '7');
  const at0 = Object.fromEntries((await counted()).map((r) => [r.record_type, r.count]));
  const { page, sent } = await go({ viewport: { width: 1280, height: 800 } });
  await page.locator('#m-signup').scrollIntoViewIfNeeded();
  await waitFor(() => sent.includes('7 a view_goal'), 'view_goal');
  await page.waitForTimeout(2500);
  assert.not.ok(sent.includes('7 a read_goal'), 'not before 3 s');
  await waitFor(() => sent.includes('7 a read_goal'), 'read_goal');
  // (both times as the requests were seen: a busy machine delays each alike)
  assert.ok(sent.at['7 a read_goal'] - sent.at['7 a view_goal'] >= 2900, 'read_goal 3 s after view_goal');
  await page.locator('#su-first').click();
  await waitFor(() => sent.includes('7 a click_goal'), 'click_goal');
  await page.fill('#su-first', 'Noa');
  await page.fill('#su-last', 'Levi');
  await page.fill('#su-email', 'noa@example.com');
  await page.fill('#su-city', 'Haifa');
  await page.locator('#m-signup label', { hasText: 'Filter' }).click();
  await page.locator('#m-signup button').click();
  await waitFor(() => sent.includes('7 a con_goal'), 'con_goal');
  // a reload, and the same again: nothing of test 7 is sent a second time
  const before = sent.filter((l) => l.startsWith('7 ')).length;
  await page.reload();
  await ready(page);
  await page.locator('#m-signup').scrollIntoViewIfNeeded();
  await page.locator('#su-first').click();
  await page.waitForTimeout(3500);
  assert.is(sent.filter((l) => l.startsWith('7 ')).length, before, sent.join(', '));
  assert.equal(sent.filter((l) => l.startsWith('7 ')).sort(), ['7 a click_goal', '7 a con_goal', '7 a read_goal', '7 a read_page', '7 a view_goal']);
  const cookies = (await page.context().cookies()).filter((c) => c.name.startsWith('lp_ab_'));
  const year = Date.now() / 1000 + 365 * 86400;
  assert.ok(cookies.every((c) => c.path == '/' && c.sameSite == 'Lax' && Math.abs(c.expires - year) < 120), JSON.stringify(cookies));
  // the server counted each once for this visitor
  const counts = await counted();
  assert.is(counts.length, 5);
  assert.ok(counts.every((r) => r.count - (at0[r.record_type] || 0) == 1), JSON.stringify([at0, counts]));
});

test('by keyboard: Enter on the subject’s goal link counts click_goal for the subject shown', async () => {
  const { page, sent } = await go({ viewport: { width: 900, height: 800 } });
  const sub = await page.evaluate(() => document.querySelector('#m-split-cached [data-subject]').dataset.subject);
  // the inserted subject is started by theme.js's observer 50 ms after it came: its read_page says so
  await waitFor(() => sent.includes(`8 ${sub} read_page`), 'the inserted subject started');
  await page.locator('#m-split-cached a[data-goal]').focus();
  await page.keyboard.press('Enter');
  await waitFor(() => sent.includes(`8 ${sub} click_goal`), 'click_goal by keyboard');
});

test('by touch on a phone: a tap on the goal counts click_goal once', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  const sent = watch(page);
  await page.goto(env.url('/demo/theme/modules'));
  await ready(page);
  await page.locator('#m-signup').scrollIntoViewIfNeeded();
  await page.locator('#su-city').tap();
  await page.locator('#su-last').tap();
  await waitFor(() => sent.includes('7 a click_goal'), 'click_goal by touch');
  await page.waitForTimeout(300);
  assert.is(sent.filter((l) => l == '7 a click_goal').length, 1);
});

test('con_short: the thank-you page’s tracking element counts for the subject this visitor saw, once; nothing for one who saw none', async () => {
  const { page, sent } = await go();
  await page.goto(env.url('/demo/theme/thanks'));
  await waitFor(() => sent.includes('7 a con_short'), 'con_short');
  await page.reload();
  await page.waitForFunction(() => document.body.className.includes('lp-'));
  await page.waitForTimeout(1000);
  assert.is(sent.filter((l) => l == '7 a con_short').length, 1);
  const t = await env.page({});
  const other = watch(t.page);
  await t.page.goto(env.url('/demo/theme/thanks'));
  await t.page.waitForFunction(() => document.body.className.includes('lp-'));
  await t.page.waitForTimeout(1000);
  assert.equal(other, [], 'a visitor who saw no subject');
});

test('a failed call 12 keeps the placeholder’s fallback content and logs', async () => {
  const t = await env.page({ init: recordPage });
  await t.page.route('**/demo/theme/ajax', (r) => (new URLSearchParams(r.request().postData()).get('action') == 'et_pb_ab_get_subject_id' ? r.fulfill({ status: 500, body: '' }) : r.continue()));
  await t.page.goto(env.url('/demo/theme/modules'));
  await t.page.waitForFunction(() => document.body.className.includes('lp-'));
  await waitFor(() => t.logs.some((l) => /no subject/.test(l)), 'the log line');
  assert.match(await t.page.locator('#m-split-cached').innerText(), 'Our spring sampler');
  assert.equal(t.errors, []);
});

test.run();
