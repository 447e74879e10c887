// Every format of every type looks as designed (issue 8): each format's demo popup is shot in
// Chromium at 1280x800 and at 390x844, drawn by Chromium at an eighth and a quarter of its size
// (CDP Page.captureScreenshot's clip scale: a small PNG to encode, move and compare, not a full
// frame scaled down in a canvas) and compared with the reference image committed in
// test/browser/looks/ (<type>-<n>-<size>.png, small PNGs), so a lost palette, a
// missing image or a broken layout fails. Reduced motion (no entry animation) and the fake clock
// make the shots repeatable; the comparison allows anti-aliasing and font hinting noise.
// UPDATE_LOOKS=1 writes the references instead (look at them before committing); LOOKS_ONLY=<type>
// shoots one type only.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { suite, arrive } from './harness.mjs';

const env = suite(test);
const DIR = fileURLToPath(new URL('./looks/', import.meta.url));
const UPDATE = process.env.UPDATE_LOOKS === '1';
const seed = JSON.parse(readFileSync(new URL('../../server/seed/popups.json', import.meta.url), 'utf8'));

/** [type, n, the demo page] for every format file in src/formats */
const formats = readdirSync(new URL('../../src/formats/', import.meta.url)).filter((t) => !process.env.LOOKS_ONLY || t == process.env.LOOKS_ONLY).flatMap((type) =>
  readdirSync(new URL(`../../src/formats/${type}/`, import.meta.url))
    .map((f) => +f.replace(/\D/g, ''))
    .sort((a, b) => a - b)
    .map((n) => {
      const e = seed.popups.find((p) => (p.popup.poptin_type || 'lightbox') == type && p.popup.poptin_format == 'format_' + n && p.page);
      return [type, n, e && e.page];
    }),
);
const SIZES = [
  [1280, 800, 8],
  [390, 844, 4],
];

/** In a blank page: how far the shot is from the reference. */
function measure([shot, ref]) {
  const load = (src) => new Promise((ok, no) => Object.assign(new Image(), { onload() { ok(this); }, onerror: no, src }));
  return load(shot).then(async (img) => {
    const c = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
    const g = c.getContext('2d', { willReadFrequently: true });
    g.drawImage(img, 0, 0);
    const a = g.getImageData(0, 0, c.width, c.height).data;
    const r = await load(ref);
    if (r.width != c.width || r.height != c.height) return { size: [r.width, r.height, c.width, c.height] };
    g.drawImage(r, 0, 0);
    const b = g.getImageData(0, 0, c.width, c.height).data;
    let sum = 0, off = 0;
    for (let i = 0; i < a.length; i += 4) {
      const d = Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2]));
      sum += d;
      if (d > 48) off++;
    }
    return { mean: sum / (a.length / 4), off: off / (a.length / 4) };
  });
}

test('every format has a demo page', () => {
  assert.equal(formats.filter((f) => !f[2]), []);
});

test('every format at 1280x800 and 390x844 matches its reference image', async () => {
  mkdirSync(DIR, { recursive: true });
  const t = await env.page({ clock: true, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const blank = await t.ctx.newPage();
  // the shots' page in front: a page behind another one draws no frames of its own, and each
  // first screenshot after a navigation or a resize waited for one up to 1-2 s (measured: this
  // file 190 s alone before, 58 s after; with the shots drawn small, below, 51 s)
  await t.page.bringToFront();
  const cdp = await t.ctx.newCDPSession(t.page);
  const bad = [];
  for (const [type, n, page] of formats) {
    await t.page.setViewportSize({ width: 1280, height: 800 });
    await t.page.goto(env.url(page));
    await arrive(t.page, page);
    for (const [w, h, k] of SIZES) {
      await t.page.setViewportSize({ width: w, height: h });
      // the relayout runs in the next frame (mount.ts), the first field's focus a task later:
      // frames run on the fake clock
      await t.page.clock.runFor(200);
      // an inline popup is in the page's text: its host's top at the window's top (not its
      // middle: the host's height changes as the popup reflows), again before every shot
      const top = () => t.page.evaluate(() => document.querySelector('.poptin-embedded')?.scrollIntoView({ block: 'start' }));
      await top();
      await t.page.clock.runFor(50);
      // settled: two shots in a row alike (a top bar's padding follows its height a frame later)
      // (the clip is in the page's coordinates: the window's part of it, where it is scrolled to)
      const snap = async () => {
        const [x, y] = await t.page.evaluate(() => [scrollX, scrollY]);
        return Buffer.from((await cdp.send('Page.captureScreenshot', { format: 'png', clip: { x, y, width: w, height: h, scale: 1 / k } })).data, 'base64');
      };
      let png = await snap(), last;
      for (let i = 0; i < 5 && !(last && last.equals(png)); i++) {
        last = png;
        await t.page.clock.runFor(50);
        await top();
        png = await snap();
      }
      const shot = 'data:image/png;base64,' + png.toString('base64');
      const file = `${DIR}${type}-${n}-${w}.png`;
      const ref = !UPDATE && existsSync(file) ? 'data:image/png;base64,' + readFileSync(file).toString('base64') : '';
      if (!UPDATE && !ref) {
        bad.push(`${type} ${n} at ${w}: no reference image (UPDATE_LOOKS=1 writes it)`);
        continue;
      }
      if (UPDATE) {
        writeFileSync(file, png);
        continue;
      }
      const m = await blank.evaluate(measure, [shot, ref]);
      if (m.size) bad.push(`${type} ${n} at ${w}: size ${m.size}`);
      // over 2 % of the pixels clearly different, or a shift in colour over the whole shot
      else if (m.off > 0.02 || m.mean > 6) bad.push(`${type} ${n} at ${w}: ${(m.off * 100).toFixed(1)} % of pixels differ, mean ${m.mean.toFixed(1)}`);
    }
  }
  assert.equal(bad, []);
  assert.equal(t.errors, []);
});

test.run();
