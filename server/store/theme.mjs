// A realistic theme weight for the mock store's pages (issue 24, docs/bench.md "Lighthouse on the
// mock store"): `?theme=dawn` dresses a store page like a real Shopify theme, so the bench's `off`
// variant scores where a typical theme does on mobile Lighthouse (Shopify's theme store asks for
// at least 60 on average) and the cost of our app embed can show below the 100 ceiling.
// What it adds, each generated here (deterministic: a fixed-seed PRNG, no network, no file):
// - a render-blocking theme stylesheet (~100 KB raw, compressed as Shopify's CDN serves it);
// - a deferred theme script bundle (~150 KB raw) whose last module does a fixed amount of main-
//   thread work, like a theme's custom elements on load: it builds and measures a product grid;
// - a hero image (a PNG of ~260 KB: a gradient with fixed noise, so deflate cannot shrink it).
// The pages without the parameter are unchanged (server/store/pages.mjs themeOf).
import { deflateSync } from 'node:zlib';
import { sendCached } from '../compress.mjs';
import { fail } from '../http.mjs';

export const THEME_PREFIX = '/demo/store/theme/';
const CACHE = 'public, max-age=300';

/** mulberry32: the same bytes on every start */
function prng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, xs) => xs[Math.floor(r() * xs.length)];
const PROPS = ['margin', 'padding', 'gap', 'border-radius', 'font-size', 'line-height', 'letter-spacing', 'max-width', 'min-height', 'row-gap'];
const NAMES = ['card', 'media', 'banner', 'header', 'menu', 'drawer', 'facet', 'price', 'badge', 'slider', 'product', 'collection', 'footer', 'predictive', 'cart', 'quantity', 'variant', 'swatch'];

/** The theme stylesheet: ~1,200 rules in Dawn's BEM-ish naming, numbers from the PRNG. */
function themeCss() {
  const r = prng(24);
  let css = '/* mock theme (server/store/theme.mjs) */\n:root{--page-width:120rem;--color-base:18,18,18;--font-body-scale:1}\n';
  css += 'body{margin:0;font:16px/1.6 "Helvetica Neue",Arial,sans-serif;color:rgb(var(--color-base))}\n';
  css += '.theme-hero img{display:block;width:100%;height:auto}\n.theme-grid{display:grid;grid-template-columns:repeat(2,1fr);gap:1rem;list-style:none;padding:0}\n';
  for (let i = 0; css.length < 100_000; i++) {
    const sel = `.${pick(r, NAMES)}__${pick(r, NAMES)}--${i.toString(36)}`;
    const decls = Array.from({ length: 2 + Math.floor(r() * 4) }, () => `${pick(r, PROPS)}:${(r() * 4).toFixed(2)}rem`);
    css += `${sel}{${decls.join(';')}}\n`;
    if (i % 40 == 39) css += `@media screen and (min-width:${750 + (i % 7) * 40}px){${sel}>*{${decls[0]}}}\n`;
  }
  return css;
}

// The work the bundle does on load, fixed counts calibrated once on this 2-core machine: its task
// after the first frame took 150 to 360 ms unthrottled in Chromium with the machine busy (load
// 5 to 7), and the dawn pages scored 61, 77 and 72 on mobile Lighthouse there (docs/bench.md).
export const GRID_CARDS = 240;
const HASH_LOOP = 1_500_000;

/** The theme script: ~150 KB of generated modules (parsed and compiled like a real bundle), then
 *  the load work: a product grid of GRID_CARDS cards, and after the first frame (where a theme
 *  sets up its sliders and sticky header; work before the first paint would delay FCP instead of
 *  blocking, and land on either side of it from run to run) each card measured after a style
 *  write (a forced layout apiece) and a fixed loop. */
function themeJs() {
  const r = prng(7);
  let js = '/* mock theme bundle (server/store/theme.mjs) */\n(function(){"use strict";var M={};\n';
  for (let i = 0; js.length < 150_000; i++) {
    const a = Math.floor(r() * 1e6), b = Math.floor(r() * 97) + 3;
    js += `M.${pick(r, NAMES)}_${i.toString(36)}=function(el,o){var n=${a},s="${pick(r, NAMES)}-${b}";` +
      `if(!el)return n%${b};el.classList.toggle(s,!!o);for(var k=0;k<${b};k++)n=(n*${b}+k)%${a + 1};return el.dataset.${pick(r, NAMES)}=String(n)};\n`;
  }
  js += `var grid=document.querySelector("[data-theme-grid]");if(!grid)return;var h=0,i,c;
for(i=0;i<${GRID_CARDS};i++){c=document.createElement("li");c.className="card card--"+i%3;
c.innerHTML="<a href=\\"#p"+i+"\\">Product "+i+"</a> <span class=\\"price\\">$"+(i*7%90+10)+".00</span>";grid.appendChild(c)}
requestAnimationFrame(function(){setTimeout(function(){var cs=grid.children;
for(i=0;i<cs.length;i++){cs[i].style.paddingTop=(i%5)+"px";h+=cs[i].getBoundingClientRect().height}
for(i=0;i<${HASH_LOOP};i++)h=(h*31+i)|0;grid.dataset.ready=String(h)})})})();\n`;
  return js;
}

/** PNG (RGB, 8 bit) of w x h: a warm gradient plus fixed noise in the low bits. */
function heroPng(w, h) {
  const r = prng(1);
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0, o = 0; y < h; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < w; x++) {
      const n = Math.floor(r() * 6);
      raw[o++] = 150 + Math.floor((x / w) * 60) + (n >> 1);
      raw[o++] = 90 + Math.floor((y / h) * 60) + (n >> 2);
      raw[o++] = 50 + n;
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    for (let k = 0; k < 8; k++) n = n & 1 ? 0xedb88320 ^ (n >>> 1) : n >>> 1;
    return n >>> 0;
  });
  const crc = (buf) => {
    let c = ~0;
    for (const byte of buf) c = crcTable[(c ^ byte) & 255] ^ (c >>> 8);
    return ~c >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

export const HERO = { width: 600, height: 375 };
/** name → [type, body], built on first request */
const ASSETS = { 'base.css': ['text/css; charset=utf-8', themeCss], 'theme.js': ['text/javascript; charset=utf-8', themeJs], 'hero.png': ['image/png', () => heroPng(HERO.width, HERO.height)] };
const built = new Map();
export function themeAsset(name) {
  if (!Object.hasOwn(ASSETS, name)) return null;
  if (!built.has(name)) {
    const body = ASSETS[name][1]();
    built.set(name, Buffer.isBuffer(body) ? body : Buffer.from(body));
  }
  return { type: ASSETS[name][0], body: built.get(name) };
}

/** What `?theme=dawn` adds to a store page: the stylesheet in the head, a hero and the grid the
 *  bundle fills at the top of the body, the bundle deferred beside the theme's store.js. */
export const themeParts = {
  head: `<link rel="stylesheet" href="${THEME_PREFIX}base.css">\n`,
  body: `<section class="theme-hero"><img src="${THEME_PREFIX}hero.png" width="${HERO.width}" height="${HERO.height}" alt="Freshly roasted coffee beans" fetchpriority="high"><h2>New season's roasts</h2></section>\n` +
    '<section><h2>Featured products</h2><ul class="theme-grid" data-theme-grid></ul></section>\n',
  script: `\n<script src="${THEME_PREFIX}theme.js" defer></script>`,
};

export const themeRoutes = [
  ['GET', new RegExp('^' + THEME_PREFIX.replace(/[/.]/g, '\\$&') + '([a-z.]{1,16})$'), ({ req, res, params: [name] }) => {
    const a = themeAsset(name);
    if (!a) fail(404, 'not found');
    sendCached(req, res, a.body, a.type, CACHE);
  }],
];
