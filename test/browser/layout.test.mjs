// Layout in a real browser (spec §2 scaling, §9 "Entry scale maximum 1", P05; X02 style
// isolation): the dialog fits a phone-sized and a desktop window and is never enlarged; host
// CSS does not reach the popup and the popup's CSS does not reach the host page.
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

async function showAt(viewport, path) {
  const t = await env.page({ viewport, clock: true });
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
    assert.ok(gp.scale < 1, 'scaled down on the phone');
    if (path.endsWith('format-5')) {
      // a horizontal design on a narrow portrait window turns upright: the image goes on top
      const img = await p.page.locator('poptin-root [data-lp=image]').boundingBox();
      const main = await p.page.locator('poptin-root [data-lp=main]').boundingBox();
      assert.ok(img.y + img.height <= main.y + 1, 'the image is above the text on the phone');
      assert.ok(gp.h > gp.w, 'the box is upright on the phone');
      await shot(p.page, 'phone-lightbox');
    }
    // the form's submit button is inside the visible box (not cut off)
    const btn = await p.page.locator('poptin-root form button[type=submit]').boundingBox();
    assert.ok(btn && btn.y >= gp.y && btn.y + btn.height <= gp.bottom + 0.5, 'the submit button is inside the dialog');
    assert.equal(p.errors, []);

    const d = await showAt(DESKTOP, path);
    const gd = await geometry(d.page);
    fits(gd, DESKTOP, 'desktop');
    if (path.endsWith('format-8')) assert.is(gd.scale, 1, 'a box smaller than the window is not enlarged');
    assert.ok(gd.scale >= gp.scale, 'the desktop scale is not below the phone scale');
    assert.equal(d.errors, []);
  });
}

for (const [label, vp] of [['phone 390x844', PHONE], ['desktop 1440x900', DESKTOP]]) {
  test(`${label}: each of the 22 lightbox formats fits the window, scale <= 1`, async () => {
    for (let n = 1; n <= 22; n++) {
      const t = await showAt(vp, '/demo/p/format-' + n);
      const g = await geometry(t.page);
      fits(g, vp, `format ${n}`);
      // the overlay never scrolls the dialog aside (focus lands on the first field)
      assert.equal(await t.page.evaluate(() => {
        const o = document.querySelector('poptin-root').shadowRoot.querySelector('.lp-o');
        return [o.scrollLeft, o.scrollTop];
      }), [0, 0], `format ${n}: overlay not scrolled`);
      assert.equal(t.errors, [], `format ${n}: no page errors`);
      await env.reset();
    }
  });
}

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
