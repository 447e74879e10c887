// A popup's life as a site and its visitors see it (issue 20): media stops the moment a popup
// starts closing; an embedded or content popup in preview fills its host; a cancelable
// poptinBeforeShow; the analytics bridge to window.dataLayer.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, insertPopup, serve, hostHtml, rows, afterOneSecond, armedTimer, fillForm } from './harness.mjs';

const env = suite(test);

/** `s` seconds of silence as a 8 kHz mono 8-bit WAV */
function wav(s = 5) {
  const n = 8000 * s;
  const b = Buffer.alloc(44 + n, 128);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + n, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(n, 40);
  return b;
}

test('media in a popup loads, and stops the moment the popup starts closing, not 800 ms later', async () => {
  const id = 'mediaclose001';
  insertPopup(env.db, {
    id,
    page: '/t/media',
    popup: { poptin_fields: [] },
    html: '<div data-lp="main"><h2 data-lp="title">Listen</h2><audio src="/t/tone.wav" loop controls></audio><button type="button" data-lp="close">Close</button></div>',
  });
  const t = await env.page();
  await t.page.route('**/tone.wav', (r) => r.fulfill({ contentType: 'audio/wav', body: wav() }));
  await serve(t.page, env.url('/t/media'), hostHtml());
  await t.page.goto(env.url('/t/media'));
  await dialog(t.page).waitFor();
  const audio = t.page.locator('poptin-root audio');
  // (muted: a page may play muted media without a gesture)
  // the template's media loads its source once in the page (it was parsed in an inert document)
  await t.page.waitForFunction(() => document.querySelector('poptin-root').shadowRoot.querySelector('audio').readyState >= 1);
  await audio.evaluate((a) => ((a.muted = true), a.play()));
  assert.is(await audio.evaluate((a) => a.paused), false, 'playing');
  // read in the same task as the close starts: the exit animation keeps the popup 800 ms
  const at = await t.page.evaluate(() => {
    const root = document.querySelector('poptin-root').shadowRoot;
    root.querySelector('[data-lp=close]').click();
    const a = root.querySelector('audio');
    return { paused: a.paused, inPage: a.isConnected };
  });
  assert.equal(at, { paused: true, inPage: true }, 'paused while the popup is still fading out');
  await until(async () => (await t.page.locator('poptin-root').count()) === 0, 'removed');
  assert.equal(t.errors, []);
});

test('X10: a cancelable poptinBeforeShow keeps a popup off: no view, no cookie; poptin.show() brings it', async () => {
  const t = await env.page({
    clock: true,
    init: () => {
      window.__before = [];
      window.__keepOff = true;
      document.addEventListener('poptinBeforeShow', (e) => {
        window.__before.push([e.detail, e.cancelable]);
        if (window.__keepOff) e.preventDefault();
      });
    },
  });
  await t.page.goto(env.url('/demo/p/format-1'));
  await armedTimer(t.page, 1000);
  await t.page.clock.runFor(1000);
  await until(async () => (await t.page.evaluate(() => window.__before.length)) === 1, 'poptinBeforeShow');
  await quiet(t);
  const [[d, cancelable]] = await t.page.evaluate(() => window.__before);
  assert.is(cancelable, true);
  assert.equal(d, { poptin_id: 'fmt01lightbox', poptin_name: d.poptin_name, poptin_target: 'lead', poptin_type: 'lightbox', account_id: 'demo', trigger: 'sec' });
  assert.is(await t.page.locator('poptin-root').count(), 0, 'kept off');
  assert.equal(rows(env.db, 'SELECT * FROM views WHERE popup_id = ?', 'fmt01lightbox'), [], 'no view');
  assert.not.ok((await t.ctx.cookies()).some((c) => c.name.startsWith('poptin_view_') || c.name.startsWith('poptin_freq_')), 'no view or frequency cookie');
  await t.page.evaluate(() => ((window.__keepOff = false), window.poptin.show('fmt01lightbox')));
  await dialog(t.page).waitFor();
  await until(() => rows(env.db, 'SELECT * FROM views WHERE popup_id = ?', 'fmt01lightbox')[0], 'the view row');
  assert.equal(t.errors, []);
});

test('X09: with a window.dataLayer, poptinView, poptinSubmit and poptinClose are pushed there, without what the visitor typed', async () => {
  const t = await env.page({ clock: true, init: () => (window.dataLayer = []) });
  await t.page.goto(env.url('/demo/p/format-1'));
  await afterOneSecond(t.page);
  const form = await fillForm(t.page, { email: 'typed.secret@example.com', name: 'Typed Secret' });
  await form.locator('button[type=submit]').click();
  await until(async () => (await t.page.evaluate(() => window.dataLayer.map((x) => x.event))).includes('poptinSubmit'), 'the submit pushed');
  const sub = await t.page.evaluate(() => window.dataLayer);
  assert.equal(sub.map((x) => x.event), ['poptinView', 'poptinSubmit']);
  assert.equal(sub[1], { event: 'poptinSubmit', poptin_id: 'fmt01lightbox', poptin_name: sub[1].poptin_name, poptin_target: 'lead', poptin_type: 'lightbox', account_id: 'demo' });
  assert.not.match(JSON.stringify(sub), /typed|secret/i, 'nothing the visitor typed');
  // and one closed by the visitor
  await t.page.goto(env.url('/demo/p/format-4'));
  await afterOneSecond(t.page);
  await t.page.locator('poptin-root [data-lp=close], poptin-root .lp-x').first().click();
  await until(async () => (await t.page.evaluate(() => window.dataLayer.map((x) => x.event))).includes('poptinClose'), 'the close pushed');
  const dl = await t.page.evaluate(() => window.dataLayer);
  assert.equal(dl.map((x) => x.event), ['poptinView', 'poptinClose']);
  assert.equal(Object.keys(dl[1]).sort(), ['account_id', 'close_trigger', 'event', 'poptin_id', 'poptin_name', 'poptin_target', 'poptin_type']);
  assert.is(dl[0].poptin_id, 'fmt04lightbox');
  assert.equal(t.errors, []);
});

test('X09: a page whose dataLayer.push throws loses the push only: the view is reported, the events dispatched, one log line', async () => {
  const t = await env.page({ clock: true, init: () => {
    window.dataLayer = [];
    window.dataLayer.push = () => { throw new Error('frozen'); };
    window.__views = 0;
    document.addEventListener('poptinView', () => window.__views++);
  } });
  await t.page.goto(env.url('/demo/p/format-1'));
  await afterOneSecond(t.page);
  await until(() => rows(env.db, 'SELECT * FROM views WHERE popup_id = ?', 'fmt01lightbox')[0], 'the view row (call 5)');
  assert.is(await t.page.evaluate(() => window.__views), 1);
  await until(() => t.logs.some((l) => l.startsWith('[poptin] dataLayer push failed')), 'the log line');
  assert.equal(t.errors, []);
});

test('the page reaches network idle with the tags on it: the widget\'s reports and the heartbeat read their answers to the end (an unread body keeps a request open in Chromium)', async () => {
  const t = await env.page({ clock: true });
  await t.page.goto(env.url('/demo/w/demo'));
  await t.page.locator('lp-widget button').first().waitFor();
  await t.page.waitForLoadState('networkidle', { timeout: 5000 });
  // the heartbeat (call 8), 60 s into a page view: Chromium's own view of it (network idle was
  // reached before it, and is not waited for twice)
  await t.page.goto(env.url('/demo/p/thank-you'));
  const cdp = await t.ctx.newCDPSession(t.page);
  await cdp.send('Network.enable');
  const beat = {};
  cdp.on('Network.requestWillBeSent', (e) => e.request.url.includes('/total-website-session/') && (beat.id = e.requestId));
  cdp.on('Network.loadingFinished', (e) => e.requestId == beat.id && (beat.done = true));
  await t.page.clock.runFor(60000);
  await until(() => beat.done, 'the heartbeat finished loading');
  assert.equal(t.errors, []);
});

test("a page that hides undefined custom elements (:not(:defined), an anti-flash rule) still shows the popup and its teaser tab", async () => {
  const t = await env.page({ clock: true });
  const hide = '<style>:not(:defined){display:none!important;visibility:hidden!important;opacity:0!important}</style>';
  await t.page.route(env.url('/demo/p/teaser-always'), async (r) => {
    const res = await r.fetch();
    r.fulfill({ response: res, body: (await res.text()).replace('</head>', hide + '</head>') });
  });
  await t.page.goto(env.url('/demo/p/teaser-always'));
  // (the tab shows 500 ms after it is made, P17)
  await until(async () => (await t.page.clock.runFor(100), await t.page.locator('poptin-teaser button').isVisible()), 'the tab visible');
  await t.page.locator('poptin-teaser button').click();
  await dialog(t.page).waitFor();
  assert.ok(await dialog(t.page).isVisible());
  assert.equal(t.errors, []);
});

test.run();
