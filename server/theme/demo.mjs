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

const DIR = fileURLToPath(new URL('.', import.meta.url));
/** the long page's sections, in order (sections/<name>.html) */
export const SECTIONS = ['accordion', 'slider'];
const section = (n) => readFileSync(DIR + 'sections/' + n + '.html', 'utf8');

/** the pages: path → [title, body]; a body names the sections it shows */
const PAGES = {
  '': ['Home', () => `<section class="hero"><h1>Lumen Coffee</h1><p>Small-batch coffee, roasted on Tuesdays. This site is the theme's demo: every module below is printed in the markup of <code>docs/theme.md</code> and enhanced by one deferred <code>theme.js</code>.</p><p><a class="button" href="#faq">Questions</a> <a class="button" href="/demo/theme/modules">Every module</a></p></section>
<section class="band"><h2>Our coffees</h2><ul class="cards"><li><h3>House blend</h3><p>Chocolate and hazelnut, for every morning.</p></li><li><h3>Ethiopia Yirgacheffe</h3><p>Jasmine and lemon, best as a pour-over.</p></li><li><h3>Spring sampler</h3><p>Three new lots, 100 g each.</p></li></ul></section>
<section id="faq" class="band">${section("accordion")}</section>
<section class="band"><h2>Visit the roastery</h2><p>12 Harbour Lane. Open Wednesday to Sunday, 9 to 5. Tastings on Saturdays at 11.</p><p>Bring your own cup and the first pour-over is on us.</p></section>`],
  // the slider first on a page: its start must shift nothing (issue 25 measures it)
  'slider-top': ['Slider at the top', () => section('slider')],
  modules: ['Every module', () => `<h1>Every module</h1><p>Each section is one module, as <code>docs/theme.md</code> prints it.</p>${SECTIONS.map((n) => `<section id="m-${n}" class="band">${section(n)}</section>`).join('\n')}`],
};

/** the policy of every theme page: theme.js by its nonce (and the chunks it imports, by
 *  'strict-dynamic'), styles from this origin's sheets only */
export const CSP = (n) => `script-src 'nonce-${n}' 'strict-dynamic'; style-src 'self'; object-src 'none'; base-uri 'none'`;

export function themePage(title, body, nonce, { builder = '' } = {}) {
  return `<!doctype html>
<html lang="en"${builder ? ` data-builder="${builder}"` : ''}>
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Lumen Coffee theme demo</title>
<link rel="stylesheet" href="/demo/theme/assets/theme.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site-header"><a class="brand" href="/demo/theme/">Lumen Coffee</a>
<nav aria-label="Main"><ul class="menu"><li><a href="/demo/theme/">Home</a></li><li><a href="/demo/theme/modules">Every module</a></li></ul></nav>
</header>
<main id="main">
${body}
</main>
<footer class="site-footer"><p>The theme demo of the reference server: <code>theme.js</code> and its modules, no jQuery.</p></footer>
<script src="/dist/theme.js" nonce="${nonce}" defer></script>
</body>
</html>
`;
}

/** GET /demo/theme/[page]; ?builder=visual shows it as a builder mode would (§6) */
function page({ res, params: [name = ''], query }) {
  const p = Object.hasOwn(PAGES, name) && PAGES[name];
  if (!p) fail(404, 'not found');
  const nonce = randomBytes(12).toString('base64');
  const builder = /^[a-z]{1,20}$/.test(query.get('builder') || '') ? query.get('builder') : '';
  sendText(res, 200, 'text/html; charset=utf-8', themePage(p[0], p[1](), nonce, { builder }), { 'Content-Security-Policy': CSP(nonce), 'Cache-Control': 'no-store' });
}

export const themeRoutes = [
  ['GET', /^\/demo\/theme\/?$/, page],
  ['GET', /^\/demo\/theme\/([a-z-]{1,30})\/?$/, page],
  ...staticRoute('/demo/theme/assets/', DIR + 'assets/', 'public, max-age=300'),
];
