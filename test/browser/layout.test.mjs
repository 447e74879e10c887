// Layout in a real browser (spec §2 scaling, §9 "Entry scale maximum 1", P05; X02 style
// isolation; X07 phones, zoom, nothing clipped): the dialog fits a phone-sized and a desktop
// window and is never enlarged; below the scale that keeps text at 14 px it reflows instead;
// every control can be reached; host CSS does not reach the popup and the popup's CSS does not
// reach the host page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, settled, shot, insertPopup, serve, hostHtml, clockUntil, afterOneSecond } from './harness.mjs';

const env = suite(test, (env) => {
  insertPopup(env.db, { id: 'x02isolation1', page: '/t/x02' });
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The scale-to-fit factor (the dialog's transform) and its box in the viewport. */
const geometry = (page) =>
  dialog(page).evaluate((d) => {
    const m = new DOMMatrix(getComputedStyle(d).transform);
    const r = d.getBoundingClientRect();
    return { scale: Math.hypot(m.a, m.b), x: r.left, y: r.top, right: r.right, bottom: r.bottom, w: r.width, h: r.height };
  });

async function showAt(viewport, path, opts) {
  const t = await env.page({ viewport, clock: true, ...opts });
  await t.page.goto(env.url(path));
  await afterOneSecond(t.page);
  await settled(t.page);
  return t;
}

function fits(g, vp, what) {
  assert.ok(g.scale > 0 && g.scale <= 1, `${what}: scale ${g.scale} is in (0, 1]`);
  assert.ok(g.x >= -0.5 && g.y >= -0.5, `${what}: top-left inside (${g.x}, ${g.y})`);
  assert.ok(g.right <= vp.width + 0.5 && g.bottom <= vp.height + 0.5, `${what}: bottom-right inside (${g.right}, ${g.bottom})`);
}

for (const [name, path] of [
  ['format 1 (600x950, vertical)', '/demo/p/format-1'],
  ['format 5 (880x600, horizontal)', '/demo/p/format-5'],
  ['format 8 (520x640)', '/demo/p/format-8'],
]) {
  test(`phone 390x844 and desktop 1440x900: ${name} fits and is never enlarged`, async () => {
    const p = await showAt(PHONE, path);
    const gp = await geometry(p.page);
    fits(gp, PHONE, 'phone');
    // X07: not a shrunken desktop design: one column at the phone's width, text unscaled
    assert.is(gp.scale, 1, 'not scaled down on the phone');
    assert.ok(Math.abs(gp.w - PHONE.width) < 1, `the phone's width: ${gp.w}`);
    if (path.endsWith('format-5')) {
      // a horizontal design on a narrow portrait window turns upright: the image goes on top
      const img = await p.page.locator('poptin-root [data-lp=image]').boundingBox();
      const main = await p.page.locator('poptin-root [data-lp=main]').boundingBox();
      assert.ok(img.y + img.height <= main.y + 1, 'the image is above the text on the phone');
      assert.ok(gp.h > gp.w, 'the box is upright on the phone');
      await shot(p.page, 'phone-lightbox');
    }
    assert.equal(p.errors, []);

    const d = await showAt(DESKTOP, path);
    const gd = await geometry(d.page);
    fits(gd, DESKTOP, 'desktop');
    if (path.endsWith('format-8')) assert.is(gd.scale, 1, 'a box smaller than the window is not enlarged');
    assert.equal(d.errors, []);
  });
}

const SMALL = { width: 320, height: 568 }; // a 1280x800 screen at 400 % zoom, or a small phone
const LAPTOP = { width: 1280, height: 800 };

/** One page per window size for all 22 formats (the suite stays fast): each format's demo page
 *  is opened in turn on the fake clock and `fn(page, n)` runs on its shown popup. */
async function everyFormat(vp, fn, opts = {}) {
  // reduced motion: no entry animation to wait for (22 of them)
  const t = await env.page({ viewport: vp, clock: true, reducedMotion: 'reduce', ...opts });
  for (let n = 1; n <= 22; n++) {
    await t.page.goto(env.url('/demo/p/format-' + n));
    await afterOneSecond(t.page);
    await settled(t.page);
    await fn(t.page, n);
  }
  assert.equal(t.errors, []);
}

/**
 * What the X07 layout checks read, in the page: the dialog's scale and box; visible text whose
 * rendered size (computed size x the dialog's scale) is under 14 px; visible text or controls
 * that stick out of the window or the dialog sideways, or a content box that scrolls sideways;
 * controls (and error messages) that cannot be brought inside the visible popup by scrolling it.
 */
const audit = (page) =>
  page.evaluate(() => {
    const d = document.querySelector('poptin-root').shadowRoot.querySelector('.lp-d');
    const scale = new DOMMatrix(getComputedStyle(d).transform).a;
    const dr = d.getBoundingClientRect();
    const name = (e) => e.localName + (e.className && typeof e.className == 'string' ? '.' + e.className : '') + (e.name ? '[' + e.name + ']' : '');
    const seen = (e) => !e.closest('svg,style,[hidden]') && e.checkVisibility({ visibilityProperty: true });
    const out = { scale, box: [dr.left, dr.top, dr.right, dr.bottom], min: 99, small: [], wide: [], clipped: [] };
    const sideways = (e) => {
      const r = e.getBoundingClientRect();
      if (r.width && (r.left < Math.max(0, dr.left) - 1 || r.right > Math.min(innerWidth, dr.right) + 1)) out.wide.push(`${name(e)} ${r.left}..${r.right}`);
    };
    const w = document.createTreeWalker(d, NodeFilter.SHOW_TEXT);
    for (let n; (n = w.nextNode()); ) {
      const p = n.parentElement;
      if (!n.nodeValue.trim() || !seen(p)) continue;
      const px = parseFloat(getComputedStyle(p).fontSize) * scale;
      out.min = Math.min(out.min, px);
      if (px < 13.99) out.small.push(`${name(p)} ${px.toFixed(1)}px "${n.nodeValue.trim().slice(0, 24)}"`);
      sideways(p);
    }
    for (const c of d.querySelectorAll('.lp-c')) if (c.scrollWidth > c.clientWidth + 1) out.wide.push(`.lp-c scrolls sideways ${c.scrollWidth} > ${c.clientWidth}`);
    const controls = [...d.querySelectorAll('a[href],button,input:not([type=hidden]),select,textarea,.lp-er')].filter(seen);
    for (const e of controls) {
      sideways(e);
      e.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = e.getBoundingClientRect();
      // the visible part of the popup: the dialog, its scrolling content box, the window
      const c = e.closest('.lp-c')?.getBoundingClientRect() || dr;
      const top = Math.max(0, dr.top, c.top), bottom = Math.min(innerHeight, dr.bottom, c.bottom);
      if (r.top < top - 1 || r.bottom > bottom + 1) out.clipped.push(`${name(e)} ${r.top}..${r.bottom} outside ${top}..${bottom}`);
    }
    return out;
  });

/** The empty submit (the shake), then an invalid one (inline errors): X07 "nothing clipped". */
async function badSubmits(page) {
  const form = page.locator('poptin-root form.lp-f');
  // clicks in the page: Playwright's click would wait for the shake to stop moving the form
  const submit = () => form.locator('button[type=submit]').evaluate((b) => b.click());
  await submit();
  await form.locator('input:not([type=hidden]):not([type=checkbox])').first().fill('x');
  await submit();
  await form.locator('.lp-er').first().waitFor();
}

for (const [label, vp] of [['phone 390x844', PHONE], ['400 % zoom 320x568', SMALL]]) {
  test(`X07 ${label}: every format reflows: text >= 14 px, nothing wider than the window, every control reachable`, async () => {
    await everyFormat(vp, async (page, n) => {
      const a = await audit(page);
      fits({ scale: a.scale, x: a.box[0], y: a.box[1], right: a.box[2], bottom: a.box[3] }, vp, `format ${n}`);
      assert.equal(a.small, [], `format ${n}: text under 14 px`);
      assert.ok(a.min >= 14, `format ${n}: smallest text ${a.min}`);
      assert.equal(a.wide, [], `format ${n}: horizontal overflow`);
      assert.equal(a.clipped, [], `format ${n}: controls out of reach`);
      await badSubmits(page);
      const e = await audit(page);
      assert.equal([e.small, e.wide, e.clipped], [[], [], []], `format ${n} after errors`);
    });
  });
}

test('X07 desktop 1280x800: every control of every format is inside the popup or reachable by its scroll, before and after errors', async () => {
  await everyFormat(LAPTOP, async (page, n) => {
    const a = await audit(page);
    fits({ scale: a.scale, x: a.box[0], y: a.box[1], right: a.box[2], bottom: a.box[3] }, LAPTOP, `format ${n}`);
    assert.equal([a.small, a.wide, a.clipped], [[], [], []], `format ${n} shown`);
    await badSubmits(page);
    const e = await audit(page);
    assert.equal([e.small, e.wide, e.clipped], [[], [], []], `format ${n} after errors`);
  });
});

test('X07 200 % zoom (a 1280x800 screen: a 640x400 window at device scale 2): text is twice as big on the screen', async () => {
  for (const n of [5, 1]) {
    const size = async (vp, dpr) => {
      const t = await showAt(vp, '/demo/p/format-' + n, { dpr });
      const a = await audit(t.page);
      const title = await t.page.locator('poptin-root [data-lp=title]').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      return title * a.scale * (dpr || 1); // device pixels
    };
    const at100 = await size(LAPTOP, 1);
    const at200 = await size({ width: 640, height: 400 }, 2);
    assert.ok(Math.abs(at200 - 2 * at100) < 0.5, `format ${n}: ${at100} device px at 100 %, ${at200} at 200 %`);
  }
});

test('X07: scale-to-fit still shrinks a popup whose smallest text stays >= 14 px', async () => {
  insertPopup(env.db, {
    id: 'x07bigtext001',
    page: '/t/x07big',
    popup: { poptin_size: { width: 1000, height: 600 }, design_properties: { poptin_design_close_options_type: 'closing_options-' }, display_after_sec_active: 0 },
    html: '<div data-lp="main" style="font:28px/1.4 serif"><h2 data-lp="title" style="font-size:40px">Big type</h2><p>Only large text here.</p></div>',
  });
  const t = await env.page({ viewport: { width: 800, height: 700 } });
  await serve(t.page, env.url('/t/x07big'), hostHtml());
  await t.page.goto(env.url('/t/x07big'));
  await settled(t.page);
  const a = await audit(t.page);
  assert.ok(Math.abs(a.scale - 0.8) < 0.001, `scaled to the window: ${a.scale}`);
  assert.ok(a.min >= 14, `smallest text ${a.min}`);
  assert.equal(t.errors, []);
});

test('resize: the dialog is laid out again and still fits', async () => {
  const t = await showAt(DESKTOP, '/demo/p/format-1');
  await t.page.setViewportSize(PHONE);
  // the resize event comes with the browser's next rendering, the layout on the next (fake) frame
  await clockUntil(t.page, () => {
    const d = document.querySelector('poptin-root').shadowRoot.querySelector('.lp-d');
    return d.getBoundingClientRect().right <= 390.5;
  });
  fits(await geometry(t.page), PHONE, 'after resize');
  assert.equal(t.errors, []);
});

const HOSTILE = `<style>
* { color: red !important; display: block !important; font-size: 40px !important; background: yellow !important; }
div { display: none !important; }
poptin-root, poptin-root * { display: none !important; opacity: 0 !important; }
button, input, form, h2, p { border: 9px solid lime !important; margin: 30px !important; }
</style>`;

/** Computed styles of popup parts that host CSS would change if it leaked in. */
const popupStyles = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('poptin-root');
    const s = root.shadowRoot;
    const pick = (sel, props) => {
      const e = s.querySelector(sel);
      const cs = getComputedStyle(e);
      return Object.fromEntries(props.map((p) => [p, cs[p]]));
    };
    return {
      host: Object.fromEntries(['display', 'position', 'zIndex', 'opacity'].map((p) => [p, getComputedStyle(root)[p]])),
      dialog: pick('.lp-d', ['display', 'backgroundColor', 'color', 'fontSize', 'width', 'height']),
      title: pick('[data-lp=title]', ['display', 'color', 'fontSize', 'marginTop', 'borderTopWidth']),
      main: pick('[data-lp=main]', ['display', 'color']),
      input: pick('input[name=email]', ['display', 'color', 'fontSize', 'borderTopWidth', 'marginTop']),
      button: pick('form button[type=submit]', ['display', 'backgroundColor', 'color', 'borderTopWidth']),
    };
  });

/** Host elements that share names with the popup's own classes and elements. */
const HOST_BODY = `<div class="lp-d" id="h-d">host lp-d</div><div class="lp-o" id="h-o">host lp-o</div>
<form class="lp-f" id="h-f"><input id="h-i"><button id="h-b" type="button">host button</button></form>
<h2 class="t-title" id="h-t">host title</h2><p data-lp="main" id="h-m">host main</p>`;

const hostStyles = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ['h-d', 'h-o', 'h-f', 'h-i', 'h-b', 'h-t', 'h-m', 'host-btn'].map((id) => {
        const cs = getComputedStyle(document.getElementById(id));
        return [id, ['display', 'position', 'backgroundColor', 'color', 'font', 'padding', 'border', 'margin', 'borderRadius', 'boxShadow', 'animationName'].map((p) => cs[p]).join(' | ')];
      }),
    ),
  );

test('X02: hostile host CSS does not change the popup; the popup CSS does not change the host', async () => {
  const clean = await env.page({ clock: true });
  await serve(clean.page, env.url('/t/x02'), hostHtml({ body: HOST_BODY }));
  await clean.page.goto(env.url('/t/x02'));
  await settled(clean.page);
  const want = await popupStyles(clean.page);

  // the host as it looks with no popup at all: the same page with loader.js blocked
  const bare = await env.page({ clock: true });
  await serve(bare.page, env.url('/t/x02'), hostHtml({ head: HOSTILE, body: HOST_BODY }));
  await bare.page.route('**/loader.js*', (r) => r.abort());
  await bare.page.goto(env.url('/t/x02'));
  const hostBefore = await hostStyles(bare.page);

  const t = await env.page({ clock: true });
  await serve(t.page, env.url('/t/x02'), hostHtml({ head: HOSTILE, body: HOST_BODY }));
  await t.page.goto(env.url('/t/x02'));
  await settled(t.page);
  assert.ok(await dialog(t.page).isVisible(), 'the popup is visible despite the host CSS');
  assert.equal(await popupStyles(t.page), want, 'the popup looks the same as on a clean page');
  assert.equal(await hostStyles(t.page), hostBefore, 'host elements are unchanged by the popup CSS');
  assert.equal(t.errors, []);
});

test.run();
