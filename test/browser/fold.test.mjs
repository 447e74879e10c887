// X07 laptops (issue 20, "Laptops and phones" item 1): on a 1280x800 and a 1366x768 window, every
// format of every type that holds a form shows its submit button without scrolling the page or
// the popup, before and after validation errors; the image area gives way first and text stays
// at 14 px or more (scale-to-fit never goes below that: runtime/scale.ts). An inline popup
// (embedded, content) is part of the page: its submit shows once its top is at the window's top.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { suite, arrive, template, clockUntil } from './harness.mjs';

const env = suite(test);
const seed = JSON.parse(readFileSync(new URL('../../server/seed/popups.json', import.meta.url), 'utf8'));

/** The demo page of every format (src/formats/<type>/format_N.ts) whose seeded template holds a form. */
const pages = readdirSync(new URL('../../src/formats/', import.meta.url)).flatMap((type) =>
  readdirSync(new URL(`../../src/formats/${type}/`, import.meta.url))
    .map((f) => +f.replace(/\D/g, ''))
    .sort((a, b) => a - b)
    .map((n) => seed.popups.find((p) => (p.popup.poptin_type || 'lightbox') == type && p.popup.poptin_format == 'format_' + n && p.page))
    .filter((e) => e && template(e.template).includes('data-lp="form"'))
    .map((e) => e.page),
);

const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];

/**
 * Where the submit button is, with the popup's content box (its own scroller) at its top and,
 * for an inline popup, its host at the window's top: the window scrolled is the page scrolled,
 * which an overlay never needs. Returns the problems as lines ([] when the button is fully in
 * view and nothing covers it) and the figures the report quotes.
 */
const fold = (page) =>
  page.evaluate(() => {
    const r = document.querySelector('poptin-root').shadowRoot;
    const d = r.querySelector('.lp-d'), c = r.querySelector('.lp-c');
    const b = r.querySelector('form.lp-f button[type=submit]');
    const inline = !!document.querySelector('.poptin-embedded');
    if (inline) document.querySelector('.poptin-embedded').scrollIntoView({ block: 'start' });
    c.scrollTop = 0; // the visitor has not scrolled the popup
    const bad = [];
    if (!inline && scrollY) bad.push(`the page is scrolled by ${scrollY}`);
    const s = b.getBoundingClientRect(), k = c.getBoundingClientRect();
    // the scroller's visible area: its border box less what it scrolls (a skip bar below it is outside)
    const top = Math.max(0, k.top + c.clientTop), bottom = Math.min(innerHeight, k.top + c.clientTop + c.clientHeight);
    if (s.top < top - 0.5 || s.bottom > bottom + 0.5) bad.push(`submit ${s.top.toFixed(0)}..${s.bottom.toFixed(0)} outside the visible ${top.toFixed(0)}..${bottom.toFixed(0)}`);
    if (s.left < -0.5 || s.right > innerWidth + 0.5) bad.push(`submit ${s.left.toFixed(0)}..${s.right.toFixed(0)} past the window's sides`);
    const at = r.elementFromPoint((s.left + s.right) / 2, (s.top + s.bottom) / 2);
    if (!(at && b.contains(at))) bad.push(`the submit's centre shows ${at ? at.localName + '.' + at.className : 'nothing'}`);
    // text at 14 px or more, as rendered (scale-to-fit included)
    const scale = new DOMMatrix(getComputedStyle(d).transform).a;
    const w = document.createTreeWalker(d, NodeFilter.SHOW_TEXT);
    let least = 99;
    // (an SVG's text, the wheel's labels, is sized in the SVG's own units: its screen size is
    // that times the SVG's scale on the screen, the dialog's scale included)
    const px = (e) => parseFloat(getComputedStyle(e).fontSize) * (e instanceof SVGGraphicsElement ? Math.hypot(e.getScreenCTM().a, e.getScreenCTM().b) : scale);
    for (let n; (n = w.nextNode()); ) if (n.nodeValue.trim() && n.parentElement.checkVisibility()) least = Math.min(least, px(n.parentElement));
    if (least < 13.99) bad.push(`text at ${least.toFixed(1)} px`);
    const img = r.querySelector('.lp-c>[data-lp=image]');
    return { bad, bottom: Math.round(s.bottom), of: Math.round(bottom), img: img ? Math.round(img.getBoundingClientRect().height) : 0 };
  });

/** The empty submit (the shake and its message), then an invalid one (a message per field). */
async function errors(page) {
  const f = page.locator('poptin-root form.lp-f');
  const submit = () => f.locator('button[type=submit]').evaluate((b) => b.click());
  await submit();
  await f.locator('.lp-er').first().waitFor();
  const one = await f.locator('.lp-er').count();
  await f.locator('input:not([type=hidden]):not([type=checkbox])').first().fill('x');
  await submit();
  await page.waitForFunction((one) => document.querySelector('poptin-root').shadowRoot.querySelectorAll('form.lp-f .lp-er').length >= one, one, { polling: 20 });
}

/** A new window size, and the popup laid out for it: the resize event comes with the browser's
 *  next rendering, the layout on the (fake) frame after it (mount.ts). */
async function resize(page, vp) {
  const same = await page.evaluate(({ width, height }) => innerWidth == width && innerHeight == height, vp);
  if (same) return;
  await page.evaluate(() => addEventListener('resize', () => (window.__resized = 1), { once: true }));
  await page.setViewportSize(vp);
  await clockUntil(page, () => window.__resized);
  await page.evaluate(() => (window.__resized = 0));
  await page.clock.runFor(100);
}

test('every form format of every type is listed', () => {
  // lightbox 22, fullpage 12, mobile 17 and the bars, slide-ins, embedded and content ones with a form
  for (const t of ['format-22', 'fullpage-12', 'mobile-17', 'bar-1', 'bside-1', 'sside-19', 'embedded-7', 'content-1']) assert.ok(pages.includes('/demo/p/' + t), t);
});

test('X07 1280x800 and 1366x768: the submit of every form format is in view without scrolling, before and after validation errors', async () => {
  const t = await env.page({ viewport: LAPTOPS[0], clock: true, reducedMotion: 'reduce' });
  const bad = [];
  const figures = [];
  for (const path of pages) {
    await t.page.setViewportSize(LAPTOPS[0]);
    await t.page.goto(env.url(path));
    await arrive(t.page, path);
    // each size in turn on the one page: the relayout runs on the next (fake) frame (mount.ts)
    const at = async (when) => {
      for (const vp of when == 'shown' ? LAPTOPS : [...LAPTOPS].reverse()) {
        await resize(t.page, vp);
        const m = await fold(t.page);
        figures.push(`${path} ${vp.width}x${vp.height} ${when}: submit bottom ${m.bottom} of ${m.of}, image ${m.img} px`);
        bad.push(...m.bad.map((l) => `${path} ${vp.width}x${vp.height} ${when}: ${l}`));
      }
    };
    await at('shown');
    await errors(t.page);
    await at('after errors');
  }
  if (process.env.FOLD_FIGURES) console.log(figures.join('\n'));
  assert.equal(bad, []);
  assert.equal(t.errors, []);
});

test.run();
