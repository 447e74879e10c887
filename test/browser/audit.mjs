// The X07 audits the a11y tests run on a shown popup: text contrast computed from the pixels
// behind each line of text (axe cannot see contrast inside a shadow root), and axe-core.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core's source (a devDependency), or null when it is not installed. */
export function axeSource() {
  try {
    return readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  } catch {
    return null;
  }
}

/** Runs axe-core (WCAG 2.x A and AA rules) on <poptin-root> (or the element `sel` names) and its
 *  shadow tree. The fake clock stays paused: axe's own timers are run by advancing it in small
 *  steps until the audit ends. */
export async function axe(page, src, sel = 'poptin-root') {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: src });
  await page.evaluate((sel) => {
    window.__axe = null;
    window.axe
      .run(document.querySelector(sel), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] })
      .then((r) => (window.__axe = r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`)), (e) => (window.__axe = ['axe failed: ' + e]));
  }, sel);
  for (let i = 0; i < 500; i++) {
    const r = await page.evaluate(() => window.__axe);
    if (r) return r;
    await page.clock.runFor(1).catch(() => {});
  }
  throw new Error('axe did not finish');
}

const lines = () => {
  const root = document.querySelector('poptin-root').shadowRoot;
  const d = root.querySelector('.lp-d');
  const c = root.querySelector('.lp-c');
  const alpha = (e) => {
    let a = 1;
    for (let x = e; x && x !== d.parentElement; x = x.parentElement) a *= +getComputedStyle(x).opacity;
    return a;
  };
  const seen = (e) => !e.closest('svg,style,[hidden],.lp-sr') && e.checkVisibility({ visibilityProperty: true });
  const out = [];
  const w = document.createTreeWalker(d, NodeFilter.SHOW_TEXT);
  for (let n; (n = w.nextNode()); ) {
    const p = n.parentElement;
    if (!n.nodeValue.trim() || !seen(p)) continue;
    const r = document.createRange();
    r.selectNodeContents(n);
    out.push({ text: n.nodeValue.trim().slice(0, 30), color: getComputedStyle(p).color, a: alpha(p), rects: [...r.getClientRects()].map((q) => [q.left, q.top, q.right, q.bottom]), inC: c.contains(p) });
  }
  for (const i of d.querySelectorAll('input:not([type=hidden]):not([type=checkbox])')) {
    if (!seen(i)) continue;
    const cs = getComputedStyle(i);
    const q = i.getBoundingClientRect();
    const pl = parseFloat(cs.paddingLeft) + parseFloat(cs.borderLeftWidth), pt = parseFloat(cs.paddingTop) + parseFloat(cs.borderTopWidth);
    out.push({
      text: i.value || i.placeholder,
      color: i.value ? cs.color : getComputedStyle(i, '::placeholder').color,
      a: alpha(i),
      rects: [[q.left + pl, q.top + pt, q.right - pl, q.bottom - pt]],
      inC: c.contains(i),
    });
  }
  return out;
};

const HIDE = '*,::placeholder{color:transparent!important;-webkit-text-fill-color:transparent!important;text-shadow:none!important;caret-color:transparent!important;text-decoration-color:transparent!important}';

/** Pixels of the page with every popup text made transparent, analysed against each line. */
async function measure(page, items) {
  await page.evaluate((css) => {
    const root = document.querySelector('poptin-root').shadowRoot;
    window.__hide = new CSSStyleSheet();
    window.__hide.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, window.__hide];
  }, HIDE);
  const png = (await page.screenshot()).toString('base64');
  await page.evaluate(() => {
    const root = document.querySelector('poptin-root').shadowRoot;
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== window.__hide);
  });
  return page.evaluate(
    async ({ png, items }) => {
      const bytes = Uint8Array.from(atob(png), (ch) => ch.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const cv = new OffscreenCanvas(bmp.width, bmp.height);
      const g = cv.getContext('2d');
      g.drawImage(bmp, 0, 0);
      const k = bmp.width / innerWidth;
      const data = g.getImageData(0, 0, bmp.width, bmp.height).data;
      const lin = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      const lum = (r, gg, b) => 0.2126 * lin(r) + 0.7152 * lin(gg) + 0.0722 * lin(b);
      const root = document.querySelector('poptin-root').shadowRoot;
      const dr = root.querySelector('.lp-d').getBoundingClientRect();
      const cr = root.querySelector('.lp-c').getBoundingClientRect();
      return items.map((it) => {
        const [r, gg, b, a = 1] = it.color.match(/[\d.]+/g).map(Number);
        const al = a * it.a;
        const clip = it.inC ? cr : dr;
        const ratios = [];
        let partial = false;
        for (const [l, t, rr, bb] of it.rects) {
          if (t < Math.max(0, clip.top, dr.top) - 0.5 || bb > Math.min(innerHeight, clip.bottom, dr.bottom) + 0.5) partial = true;
          // the middle 60 % of the line box, where the glyphs are (a focus ring below a field can
          // touch the leading of the line under it)
          const m = (bb - t) * 0.2;
          for (let y = Math.ceil(t + m); y < bb - m; y += 1)
            for (let x = Math.ceil(l) + 1; x < rr - 1; x += 2) {
              if (y < 0 || y >= innerHeight || x < 0 || x >= innerWidth) continue;
              const o = (Math.floor(y * k) * bmp.width + Math.floor(x * k)) * 4;
              const [R, G, B] = [data[o], data[o + 1], data[o + 2]];
              const f = lum(r * al + R * (1 - al), gg * al + G * (1 - al), b * al + B * (1 - al));
              const h = lum(R, G, B);
              ratios.push((Math.max(f, h) + 0.05) / (Math.min(f, h) + 0.05));
            }
        }
        if (partial || !ratios.length) return null; // scrolled out of view: measured at another scroll position
        ratios.sort((x, y) => x - y);
        // the worst 3 % are left out: a focus ring or a border can touch a line's box
        return { text: it.text, ratio: ratios[Math.floor(ratios.length * 0.03)] };
      });
    },
    { png, items },
  );
}

/** Every visible line of popup text (and every field's value or placeholder) with its contrast
 *  ratio against the pixels behind it, scrolling the popup's content through to see them all. */
export async function contrast(page) {
  // the shake after a bad submit (and any fade) moves the text between the measure and the
  // screenshot: end them first
  await page.evaluate(() => document.querySelector('poptin-root').shadowRoot.getAnimations().forEach((a) => a.finish()));
  const worst = new Map();
  for (let step = 0; step < 12; step++) {
    const items = await page.evaluate(lines);
    for (const [i, m] of (await measure(page, items)).entries())
      if (m) worst.set(i, worst.has(i) ? (worst.get(i).ratio < m.ratio ? worst.get(i) : m) : m);
    const more = await page.evaluate((step) => {
      const c = document.querySelector('poptin-root').shadowRoot.querySelector('.lp-c');
      if (c.scrollTop + c.clientHeight >= c.scrollHeight - 1) return false;
      c.scrollTop = Math.round((step + 1) * c.clientHeight * 0.6);
      return true;
    }, step);
    if (!more) break;
  }
  await page.evaluate(() => (document.querySelector('poptin-root').shadowRoot.querySelector('.lp-c').scrollTop = 0));
  return [...worst.values()];
}
