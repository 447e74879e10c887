// The theme's demo site (issue 25, docs/theme.md): a page-builder-style site printed in the
// markup contract, each page under a strict Content-Security-Policy (a nonce for theme.js, no
// inline script or style anywhere: what the script injects must work there too). The long page,
// /demo/theme/modules, is every module's section (sections/<name>.html) in SECTIONS' order, so a
// theme developer can copy a module's markup from one file.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sendText, fail } from '../http.mjs';
import { staticRoute } from '../static.mjs';
import { themeNonce } from './ajax.mjs';
import { formFill } from './contact.mjs';

const DIR = fileURLToPath(new URL('.', import.meta.url));
/** the long page's sections, in order (sections/<name>.html) */
export const SECTIONS = ['accordion', 'tabs', 'countdown', 'counters', 'slider', 'portfolio', 'animation', 'sticky', 'video', 'parallax', 'views', 'gallery', 'menus', 'map', 'split', 'split-cached', 'signup', 'form'];
const section = (n) => fill(formFill(readFileSync(DIR + 'sections/' + n + '.html', 'utf8')));

/** the countdown's end (§3.11: seconds), 5 days 4 hours 12 minutes 9 seconds from the page's
 *  making, which prints the time left as it stands then (docs/theme.md "Countdown") */
function fill(html) {
  const left = 5 * 86400 + 4 * 3600 + 12 * 60 + 9;
  const v = { d: Math.floor(left / 86400), h: Math.floor(left / 3600) % 24, m: Math.floor(left / 60) % 60, s: left % 60 };
  const say = (t) => t.replace(/\{(\w)\}/g, (_, k) => v[k]);
  return html
    .replace(/data-say="([^"]*)"([\s\S]*?)\{\{say\}\}/g, (_, t, mid) => `data-say="${t}"${mid}${say(t)}`)
    .replace(/\{\{end\}\}/g, Math.floor(Date.now() / 1000) + left)
    .replace(/\{\{(\w)\}\}/g, (_, k) => String(v[k]).padStart(k == 'd' ? 3 : 2, '0'));
}

/** the pages: path → [title, body, long]; a body names the sections it shows; the long one
 *  has the side dots and back-to-top (the home page's header is transparent over its hero) */
const PAGES = {
  '': ['Home', () => `<section class="hero"><h1>Lumen Coffee</h1><p>Small-batch coffee, roasted on Tuesdays. This site is the theme's demo: every module below is printed in the markup of <code>docs/theme.md</code> and enhanced by one deferred <code>theme.js</code>.</p><p><a class="button" href="#faq">Questions</a> <a class="button" href="/demo/theme/modules">Every module</a></p></section>
<section class="band"><h2>Our coffees</h2><ul class="cards"><li><h3>House blend</h3><p>Chocolate and hazelnut, for every morning.</p></li><li><h3>Ethiopia Yirgacheffe</h3><p>Jasmine and lemon, best as a pour-over.</p></li><li><h3>Spring sampler</h3><p>Three new lots, 100 g each.</p></li></ul></section>
<section id="faq" class="band">${section("accordion")}</section>
<section class="band"><h2>Visit the roastery</h2><p>12 Harbour Lane. Open Wednesday to Sunday, 9 to 5. Tastings on Saturdays at 11.</p><p>Bring your own cup and the first pour-over is on us.</p></section>`],
  about: ['About us', () => `<section class="hero"><h1>About Lumen Coffee</h1><p>We started roasting in a garage in 2016 with a two-kilo drum and a list of six farms. We still buy from five of them.</p></section>
<section class="band" data-module="animation" data-style="slide" data-direction="bottom" data-intensity="10" data-duration="700"><h2>What we believe</h2><p>Coffee tastes of the place it grew, if the roast gets out of its way. We roast light enough to taste the farm and dark enough to be easy to brew at home.</p><p>We pay for green coffee by the farm's price, not the market's, and we publish what we paid on every bag.</p></section>
<section class="band"><h2 id="about-numbers">In numbers</h2><div data-module="counters" class="counters" aria-labelledby="about-numbers"><div class="counter"><span class="count">9</span> <span class="counter-label">years of Tuesdays</span></div><div class="counter"><span class="count">5</span> <span class="counter-label">of our first six farms still with us</span></div><div class="counter"><span class="count">3,400</span> <span class="counter-label">subscribers</span></div></div></section>
<section class="band"><h2 id="about-team">The team</h2><div data-module="tabs" id="team" class="tabs"><div class="tab-list" aria-labelledby="about-team"><a href="#tab-roast" aria-current="true">Roasting</a><a href="#tab-ship">Shipping</a></div><section id="tab-roast" class="tab-panel"><p>Noa and Eli roast, cup and choose the lots. Ask them anything about a bag.</p></section><section id="tab-ship" class="tab-panel" hidden><p>Dana packs and ships every order the day it is roasted.</p></section></div></section>`],
  areas: ['Overlay areas', () => `<h1>Overlay areas</h1><p>A popup, a fly-in, a hover area and an inline area, as <code>docs/theme.md</code> prints them.</p><section id="m-area" class="band">${section('area')}</section>`],
  // the slider first on a page: its start must shift nothing (issue 25 measures it)
  'slider-top': ['Slider at the top', () => section('slider')],
  // a thank-you page with the split test's tracking shortcode (T16's con_short, docs/theme.md "Split tests")
  thanks: ['Thank you', () => `<h1>Thank you</h1><p>Your first bag ships on Tuesday.</p><div data-module="split" data-test="7" data-nonce="{{nonce}}" data-track hidden></div>`],
  // issue 26's bench page (docs/bench.md): a gallery and the contact form, nothing else
  'gallery-form': ['Gallery and contact', () => `<h1>The roastery</h1><section id="m-gallery" class="band">${section('gallery')}</section><section id="m-form" class="band">${section('form')}</section>`],
  modules: ['Every module', () => `<h1>Every module</h1><p>Each section is one module, as <code>docs/theme.md</code> prints it.</p>${SECTIONS.map((n) => `<section id="m-${n}" class="band">${section(n)}</section>`).join('\n')}`, 1],
};
/** the long page's side dots (T13): a link to each section, named by its first heading */
const dots = () => section('sidenav').replace('{links}', SECTIONS.map((n) => `<li><a href="#m-${n}"><span class="vh">${section(n).match(/<h2[^>]*>(.*?)<\/h2>/)[1]}</span></a></li>`).join('\n'));

/** the policy of every theme page: theme.js by its nonce (and the chunks it imports, by
 *  'strict-dynamic'), styles from this origin's sheets only */
export const CSP = (n) => `script-src 'nonce-${n}' 'strict-dynamic'; style-src 'self'; object-src 'none'; base-uri 'none'`;

export function themePage(title, body, nonce, { builder = '', long = false, transparent = false, tag = true } = {}) {
  return `<!doctype html>
<html lang="en" data-ajax="/demo/theme/ajax"${builder ? ` data-builder="${builder}"` : ''}>
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Lumen Coffee theme demo</title>
<link rel="stylesheet" href="/demo/theme/assets/theme.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
${transparent ? section('header').replace('class="site-header"', 'class="site-header is-transparent"') : section('header')}<main id="main">
${body}
</main>
${long ? dots() + section('top') : ''}
<footer class="site-footer"><p>The theme demo of the reference server: <code>theme.js</code> and its modules, no jQuery.</p></footer>
${tag ? `<script src="/dist/theme.js" nonce="${nonce}" defer></script>\n` : ''}</body>
</html>
`;
}

/** GET /demo/theme/[page]; ?builder=visual shows it as a builder mode would (§6); ?notheme=1
 *  the same page without theme.js (the bench's baseline for Lighthouse, docs/bench.md) */
function page({ res, params: [name = ''], query, ctx }) {
  const p = Object.hasOwn(PAGES, name) && PAGES[name];
  if (!p) fail(404, 'not found');
  const nonce = randomBytes(12).toString('base64');
  const builder = /^[a-z]{1,20}$/.test(query.get('builder') || '') ? query.get('builder') : '';
  sendText(res, 200, 'text/html; charset=utf-8', themePage(p[0], p[1]().replace(/\{\{nonce\}\}/g, themeNonce(ctx.secret)), nonce, { builder, long: !!p[2], transparent: !name, tag: query.get('notheme') != '1' }), { 'Content-Security-Policy': CSP(nonce), 'Cache-Control': 'no-store' });
}

export const themeRoutes = [
  ['GET', /^\/demo\/theme\/?$/, page],
  ['GET', /^\/demo\/theme\/([a-z-]{1,30})\/?$/, page],
  ...staticRoute('/demo/theme/assets/', DIR + 'assets/', 'public, max-age=300'),
];
