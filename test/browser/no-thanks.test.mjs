// X07 (issue 20, "Laptops and phones" item 2; WCAG 2.1.1, 2.4.7, 2.4.11): the template's "No
// thanks" close ([data-lp=close], lightbox formats 3, 6, 9, 12, 15, 18 and 21) is reached with
// Tab and works from the keyboard, and once focused it is in view with its focus ring: scrolled
// into the popup's own scroller, not under a part of the popup that stays put while the content
// scrolls (the credit badge, the close cross), on a 320 px window, a 390 px phone and at 200 %
// zoom. Any element may be the close (docs/templates.md): one that is not a button or a link is
// made one for the keyboard.
//
// 200 % zoom is emulated as browser zoom does it: a 1280x800 screen becomes a 640x400 window at
// two device pixels per CSS pixel, so the popup lays out (and reflows) for 640x400 (as in
// layout.test.mjs). CDP's Emulation.setPageScaleFactor would be a pinch zoom instead: the page
// keeps its 1280x800 layout and is only magnified, which tests none of the reflow.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, arrive, insertPopup, seeded, serve, hostHtml, template, clockUntil } from './harness.mjs';

const SEVEN = [3, 6, 9, 12, 15, 18, 21];
const id = (n, k) => `${k}${String(n).padStart(2, '0')}`.padEnd(13, 'x');

const env = suite(test, (env) => {
  for (const n of SEVEN) {
    const e = seeded(`fmt${String(n).padStart(2, '0')}lightbox`);
    // the same popup with the credit badge on (if_poptin_credit), which sits on the dialog's edge
    insertPopup(env.db, { id: id(n, 'credit'), page: `/t/credit-${n}`, templateName: e.template, popup: { ...e.popup, if_poptin_credit: 1 } });
  }
  // format 3's template with its close as a link without an address, or as plain text
  const html = template('format-3');
  for (const [k, tag] of [['nolink', 'a'], ['nospan', 'span']])
    insertPopup(env.db, { id: id(3, k), page: `/t/${k}`, popup: seeded('fmt03lightbox').popup, html: html.replace(/<button type="button" class="t-no" data-lp="close">No thanks<\/button>/, `<${tag} class="t-no" data-lp="close">No thanks</${tag}>`) });
});

const SIZES = [
  ['320x568', { width: 320, height: 568 }, 1],
  ['390x844', { width: 390, height: 844 }, 1],
  ['200 % zoom (640x400 at 2x)', { width: 640, height: 400 }, 2],
];

/** Presses `key` until the close has focus (at most 20 times): how many presses, or 0. */
async function tabTo(page, key = 'Tab') {
  for (let i = 1; i <= 20; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate(() => !!document.querySelector('poptin-root')?.shadowRoot.activeElement?.matches('[data-lp=close]'))) return i;
  }
  return 0;
}

/**
 * What hides the focused close, as lines ([] when nothing does): its box grown by its focus ring
 * must lie inside the window and inside the visible part of the popup's scroller, and what the
 * page shows at its centre and near its corners must be the close itself.
 */
const hidden = (page) =>
  page.evaluate(() => {
    const r = document.querySelector('poptin-root').shadowRoot;
    const b = r.activeElement, c = b.closest('.lp-c') || b.closest('.lp-d');
    const cs = getComputedStyle(b);
    const ring = cs.outlineStyle == 'none' ? 0 : parseFloat(cs.outlineWidth) + Math.max(0, parseFloat(cs.outlineOffset));
    const s = b.getBoundingClientRect(), k = c.getBoundingClientRect();
    const top = Math.max(0, k.top + c.clientTop) - 0.5, bottom = Math.min(innerHeight, k.top + c.clientTop + c.clientHeight) + 0.5;
    const bad = [];
    if (s.top - ring < top || s.bottom + ring > bottom) bad.push(`focused ${s.top.toFixed(0)}..${s.bottom.toFixed(0)} (ring ${ring} px) outside the visible ${top.toFixed(0)}..${bottom.toFixed(0)}`);
    if (s.left - ring < -0.5 || s.right + ring > innerWidth + 0.5) bad.push(`focused ${s.left.toFixed(0)}..${s.right.toFixed(0)} past the window's sides`);
    for (const [x, y] of [[(s.left + s.right) / 2, (s.top + s.bottom) / 2], [s.left + 2, s.top + 2], [s.right - 2, s.top + 2], [s.left + 2, s.bottom - 2], [s.right - 2, s.bottom - 2]]) {
      const at = r.elementFromPoint(x, y);
      if (!(at && b.contains(at))) bad.push(`at ${x.toFixed(0)},${y.toFixed(0)} the page shows ${at ? at.localName + '.' + at.className : 'nothing'}`);
    }
    return bad;
  });

/** Enter on the focused close closes the popup as a cancel (§4 close trigger cancel_click). */
async function enterCloses(page) {
  await page.keyboard.press('Enter');
  await clockUntil(page, () => window.__closed);
  return page.evaluate(() => window.__closed);
}

/** An init script: the close trigger of the page's poptinClose event, once there is one. */
function closes() {
  document.addEventListener('poptinClose', (e) => (window.__closed = e.detail.close_trigger));
}

for (const [label, viewport, dpr] of SIZES) {
  test(`X07 ${label}: the "No thanks" of formats ${SEVEN.join(', ')} is reached with Tab (and Shift+Tab), in full view when focused, and Enter closes`, async () => {
    const t = await env.page({ viewport, dpr, clock: true, reducedMotion: 'reduce', init: closes });
    const bad = [];
    for (const n of SEVEN) {
      for (const path of [`/t/credit-${n}`, `/demo/p/format-${n}`]) {
        if (path.startsWith('/t/')) await serve(t.page, env.url(path), hostHtml());
        await t.page.goto(env.url(path));
        await arrive(t.page, path);
        // down from the first field; then back up past it, where the trap wraps to the last
        // control (focus() from the script, the content scrolled to its top by then)
        for (const key of ['Tab', 'Shift+Tab']) {
          const what = `${path} ${key}`;
          if (!(await tabTo(t.page, key))) bad.push(`${what}: never focused`);
          else bad.push(...(await hidden(t.page)).map((l) => `${what}: ${l}`));
        }
        if (path.startsWith('/demo')) assert.is(await enterCloses(t.page), 'cancel_click', `${path}: Enter closes`);
      }
    }
    assert.equal(bad, []);
    assert.equal(t.errors, []);
  });
}

test('X07 320 px and 200 % zoom: going down with Tab and back up with Shift+Tab, no control ends under the close cross (formats 1, 4, 7 … 22)', async () => {
  const bad = [];
  for (const [label, viewport, dpr] of [SIZES[0], SIZES[2]]) {
    const t = await env.page({ viewport, dpr, clock: true, reducedMotion: 'reduce' });
    for (let n = 1; n <= 22; n += 3) {
      await t.page.goto(env.url('/demo/p/format-' + n));
      await arrive(t.page, '/demo/p/format-' + n);
      // down to the submit (the popup scrolls), then back up to the first field
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await t.page.keyboard.press(key);
        const name = await t.page.evaluate(() => document.querySelector('poptin-root').shadowRoot.activeElement.outerHTML.slice(0, 40));
        bad.push(...(await hidden(t.page)).map((l) => `format ${n} ${label} ${key} to ${name}: ${l}`));
      }
    }
    assert.equal(t.errors, []);
  }
  assert.equal(bad, []);
});

test('X07: a close that is not a button (a link without an address, plain text) is one for the keyboard: Tab reaches it, Enter and Space close', async () => {
  for (const k of ['nolink', 'nospan']) {
    for (const key of ['Enter', ' ']) {
      const t = await env.page({ viewport: { width: 390, height: 844 }, clock: true, reducedMotion: 'reduce', init: closes });
      await serve(t.page, env.url('/t/' + k), hostHtml());
      await t.page.goto(env.url('/t/' + k));
      await arrive(t.page, '/t/' + k);
      assert.ok(await tabTo(t.page), `${k}: reached with Tab`);
      const close = t.page.locator('poptin-root [data-lp=close]');
      assert.is(await close.getAttribute('role'), 'button', `${k}: a button to assistive tech`);
      assert.equal(await hidden(t.page), [], `${k}: in view`);
      await t.page.keyboard.press(key);
      await clockUntil(t.page, () => window.__closed);
      assert.is(await t.page.evaluate(() => window.__closed), 'cancel_click', `${k}: ${key == ' ' ? 'Space' : key} closes`);
      assert.equal(t.errors, []);
    }
  }
});

test.run();
