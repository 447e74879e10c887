// A popup's life as a site and its visitors see it (issue 20): media stops the moment a popup
// starts closing; an embedded or content popup in preview fills its host; a cancelable
// poptinBeforeShow; the analytics bridge to window.dataLayer.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, insertPopup, serve, hostHtml, rows } from './harness.mjs';

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

test.run();
