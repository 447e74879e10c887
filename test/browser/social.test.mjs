// The browsing and social types in Chromium (P05, P06, P28, X07): both are slide-in cards
// (non-modal: the page stays usable and keeps focus); their views carry their own poptin_type.
// P28: social formats 3 and 7 (chat) and 4 and 8 (send-to-messenger) load the messaging SDK when
// the popup shows, from the address the loader tag names (the demo names a local stand-in), with
// the tag's CSP nonce; other popups never load it; a failed load is a log line and the popup
// stays, without the block. Every format passes contrast and axe.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, rows, afterOneSecond, typeEvents, auditPages } from './harness.mjs';
import { axe, axeSource, contrast } from './audit.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);
const STANDIN = '/demo/assets/messenger-sdk-standin.js';

const rect = (page) => dialog(page).evaluate((d) => {
  const r = d.getBoundingClientRect();
  return [Math.round(r.left), Math.round(innerHeight - r.bottom)];
});

test('browsing: a card in its corner, non-modal, the view reports type browsing', async () => {
  const t = await env.page({ clock: true, init: typeEvents, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/browsing-1'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(400);
  assert.equal(await rect(t.page), [16, 16], 'left_bottom, 16 px from the edges');
  assert.is(await dialog(t.page).getAttribute('aria-modal'), null);
  assert.is(await t.page.evaluate(() => document.body.inert), false);
  assert.is(await t.page.evaluate(() => document.activeElement === document.body), true, 'focus stays on the page');
  await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt01browsing')[0], 'the view row');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'browsing']]);
});

test('P28: a chat format loads the SDK once, with the nonce, and it draws its block; the view reports type social', async () => {
  const t = await env.page({ clock: true, init: typeEvents, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/p/social-3?csp=strict'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(400);
  const block = t.page.locator('poptin-root [data-lp=messenger] button[data-standin=chat]');
  await block.waitFor();
  const [loads, app, nonce, tagNonce] = await t.page.evaluate(() => [
    window.__messengerLoads,
    window.FB.options.appId,
    document.querySelector('script[src$="messenger-sdk-standin.js"]').nonce,
    document.getElementById('pixel-script-poptin').nonce,
  ]);
  assert.equal([loads, app], [1, '200000000000002']);
  assert.ok(nonce && nonce == tagNonce, 'the loader tag nonce');
  assert.equal(t.requests.filter((u) => u.includes(STANDIN)).length, 1);
  await until(() => q('SELECT * FROM views WHERE popup_id = ?', 'fmt03socialpp')[0], 'the view row');
  assert.equal(await t.page.evaluate(() => window.__events), [['poptinView', 'social']]);
  assert.equal(t.logs, []);
});

test('P28: a send-to-messenger format draws the send button; a follow format never loads the SDK', async () => {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
  await t.page.goto(env.url('/demo/p/social-8'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(400);
  await t.page.locator('poptin-root [data-lp=messenger] button[data-standin=send]').waitFor();
  await t.page.goto(env.url('/demo/p/social-1'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(400);
  await dialog(t.page).waitFor();
  assert.is(await t.page.evaluate(() => window.__messengerLoads), undefined);
  assert.equal(t.requests.filter((u) => u.includes(STANDIN)).length, 1, 'only social-8 asked for it');
});

test('P28: the SDK failing to load is a log line; the popup shows without the block', async () => {
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await t.page.route('**' + STANDIN, (r) => r.fulfill({ status: 404, body: '' }));
  await t.page.goto(env.url('/demo/p/social-7'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(400);
  await until(() => t.logs.find((l) => l.includes('Messenger SDK failed to load')), 'the log line');
  assert.is(await t.page.locator('poptin-root [data-lp=messenger]').isHidden(), true);
  assert.is(await t.page.locator('poptin-root [data-lp=title]').isVisible(), true);
  assert.equal(t.errors, []);
});

test('X07: every browsing and social format, at 1280 and 390 px: text contrast at least 4.5:1, axe finds nothing', async () => {
  const pages = [...[1, 2, 3].map((n) => '/demo/p/browsing-' + n), ...Array.from({ length: 8 }, (_, i) => '/demo/p/social-' + (i + 1))];
  assert.equal(await auditPages(env, pages, { axe, contrast, src: axeSource() }), []);
});

test.run();
