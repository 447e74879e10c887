// The demo site (docs/CONTRIBUTING.md "The tree"): an index of every seeded popup and one generated
// host page per popup page, each embedding the loader exactly as a customer site would.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fail, sendText } from './http.mjs';
import { pagedPopups, allPopups } from './store.mjs';
import { triggerWords, ruleWords, closeWords } from './describe.mjs';
import { staticRoute } from './static.mjs';
import { getSite } from './widget-seed.mjs';
import { settingsFor } from './routes/widget.mjs';

export const DEMO_DIR = fileURLToPath(new URL('../demo/', import.meta.url));
const article = readFileSync(DEMO_DIR + 'article.html', 'utf8');
const paragraphs = article.trim().split('\n');

const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pages that carry no popup of their own. */
const EXTRA = {
  preview: { title: 'Preview a popup', client: 'demo' },
  restricted: { title: 'A restricted account', client: 'restricted' },
  'thank-you': { title: 'Thank you', client: 'demo' },
};

/** `?csp=NAME` serves a demo page under one of these policies, with a fresh nonce on the loader
 *  tag and the page's own stylesheet and script: the strict Content-Security-Policies a site may
 *  run (issue 7, security 2; test/browser/csp.test.mjs). */
export const CSP = {
  self: () => "style-src 'self'",
  nonce: (n) => `style-src 'nonce-${n}'`,
  strict: (n) => `script-src 'nonce-${n}' 'strict-dynamic'; object-src 'none'; base-uri 'none'`,
  // Trusted Types (issue 20): every HTML, script and script-address sink takes a typed value, made
  // by a policy the page lists: ours is 'lightpop' (README "Embed")
  tt: (n) => `script-src 'nonce-${n}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types lightpop`,
  // the same page without our name in its list: our policy is refused
  ttother: (n) => `script-src 'nonce-${n}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types other`,
};

export function layout({ title, body, client, scripts = '', bodyClass = '', nonce = '', tag = '' }) {
  const n = nonce ? ` nonce="${nonce}"` : '';
  const loader = client
    ? `\n<script id="pixel-script-poptin" src="/dist/loader.js?id=${esc(client)}"${tag}${n} async></script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Lumen Coffee demo</title>
<link rel="stylesheet" href="/demo/assets/demo.css"${n}>
</head>
<body${bodyClass ? ` class="${bodyClass}"` : ''}>
<header class="site"><a class="brand" href="/demo/">Lumen Coffee</a>
<nav aria-label="Demo pages"><a href="/demo/">All popups</a> <a href="/demo/p/format-1">Shop</a> <a href="/demo/p/scroll">Journal</a> <a href="/demo/p/manual">Wholesale</a> <a href="/owner/leads.csv?client=demo">Leads (CSV)</a></nav>
</header>
<main>
${body}
</main>
<footer>Demo site of the reference display API server. Every popup here is served by <code>/api/display/demo</code>.</footer>${loader}${scripts}
</body>
</html>
`;
}

const typeOf = (r) => r.json.poptin_type || 'lightbox';
const formatNo = (r) => +String(r.json.poptin_format).replace(/\D/g, '') || 0;

/** What each type is, in a line (docs/behaviour.md P05). */
const TYPES = {
  lightbox: 'Modal popups in the middle (or any of nine positions) of the window; the page behind is dimmed.',
  bar: 'A strip across the top or the bottom of the window; a top bar pushes the page down. The page stays usable.',
  content: 'Content popups: a block inside the page\'s text (after its second paragraph, unless the page marks a place), shown as it scrolls near.',
  embedded: 'Embedded popups: fill the page\'s <div class="poptin-embedded" data-id="…"> element once it scrolls within 1.5 screens, and stay.',
  bside: 'Box slide-ins: a card that slides into a corner or onto a side of the window. The page stays usable.',
  fullpage: 'Full-page popups: designed at 1920x1080 and fitted to the window, modal like a lightbox.',
  browsing: 'Browsing popups: a compact notice in a corner, with one link, that follows the visitor around the site. The page stays usable.',
  mobile: 'Mobile popups: a phone-sized modal card (our design 360x640), centred or as a sheet from the bottom edge.',
  social: 'Social popups: follow links, a Messenger chat block (formats 3 and 7) or a send-to-Messenger button (4 and 8), in a slide-in card.',
  gamified: 'Games (P23): a pick-a-gift (format 1), a scratch card (format 2) and a spin wheel (format 3), with play, win and lose screens. The prize is drawn before the play: in the browser from the answer\'s prize list, or, for the server-drawn wheel, by the play call, which hands out only the drawn prize\'s code, once per visitor and email.',
  sside: 'Side slide-ins: a compact card, image beside the text, that slides into a corner or onto a side. The page stays usable.',
};

function popupRow(r) {
  const p = r.json;
  // its page as seeded: /demo/p/<slug>, or a store page (/demo/store/popup)
  return `<tr><td><a href="${esc(r.page)}">${esc(p.poptin_name)}</a></td><td>${esc(typeOf(r))} ${esc(p.poptin_format)}</td>` +
    `<td>${esc(triggerWords(p))}</td><td>${esc(ruleWords(p))}; ${esc(closeWords(p))}</td>` +
    `<td><a href="/demo/p/preview?poptin_preview_id=${esc(r.id)}">preview</a></td></tr>`;
}

const table = (rows) => `<table>
<thead><tr><th scope="col">Popup</th><th scope="col">Format</th><th scope="col">Shown</th><th scope="col">Rules</th><th scope="col">Preview</th></tr></thead>
<tbody>
${rows.map(popupRow).join('\n')}
</tbody>
</table>`;

/** The index, grouped by type: each type's formats, then the trigger and rule demos. */
function indexPage(all, previewOnly) {
  const teasers = all.filter((r) => r.json.is_teasers_on == 1);
  const rows = all.filter((r) => !teasers.includes(r));
  const types = [...new Set(rows.map(typeOf))];
  const groups = types.map((type) => {
    const of = rows.filter((r) => typeOf(r) == type);
    return `<h2 id="type-${esc(type)}">${esc(type)} <small>(${of.length} popups, <a href="/demo/t/${esc(type)}">all ${esc(type)} formats</a>)</small></h2>
<p>${esc(TYPES[type] || '')}</p>
${table(of)}`;
  });
  const extra = previewOnly.map((r) =>
    `<li>${esc(r.json.poptin_name)} is on no page: <a href="/demo/p/preview?poptin_preview_id=${esc(r.id)}">open it in preview</a>.</li>`);
  const body = `<h1>Popup demo</h1>
<p>Each row is a popup of the demo account, on its own host page. The host page embeds only
<code>&lt;script id="pixel-script-poptin" src="/dist/loader.js?id=demo" async&gt;&lt;/script&gt;</code>.
Leads land in the server's database: <a href="/owner/leads.json?client=demo">JSON</a>, <a href="/owner/leads.csv?client=demo">CSV</a>.</p>
<nav aria-label="Popup types"><ul>${types.map((t) => `<li><a href="#type-${esc(t)}">${esc(t)}</a></li>`).join('')}${teasers.length ? '<li><a href="#teasers">teaser tabs</a></li>' : ''}</ul></nav>
${groups.join('\n')}
${teasers.length ? `<h2 id="teasers">Teaser tabs</h2>
<p>A tab on the window's edge that opens its popup when pressed (P17): always there, there until the popup shows, or there once it is closed.</p>
${table(teasers)}` : ''}
<h2>Other pages</h2>
<ul>
${extra.join('\n')}
<li><a href="/demo/w/demo">The contact-channel widget</a>: two widgets with every channel (<a href="/demo/w/demo/inline">its settings inline</a>, <a href="/demo/w/demo-he">in Hebrew</a>); <a href="/demo/w/demo-when">widgets revealed later</a>: after 2 s, past 40 % of the page, at exit intent, to visitors from Israel.</li>
<li><a href="/demo/store/">The mock Shopify storefront</a>: <a href="/demo/store/products/house-blend">a product</a>, <a href="/demo/store/collections/coffee">a collection</a>, <a href="/cart">the cart</a>; a real cart per visitor behind Shopify's Ajax cart API (<code>/cart.js</code>, <code>/cart/add.js</code> …), prices in USD, EUR (<a href="/demo/store/?currency=EUR">?currency=EUR</a>) or JPY, <a href="/demo/store/products/house-blend?customer=7001">signed in as a customer</a>.</li>
<li><a href="/demo/p/restricted">A restricted account</a>: the display answer is <code>not_allowed</code> with the upgrade popup settings.</li>
</ul>`;
  return layout({ title: 'All popups', body, client: '', bodyClass: 'index' });
}

/** One type: every format with its demo page and a preview link, in format order. */
function typePage(type, rows) {
  const of = rows.filter((r) => typeOf(r) == type && /format/.test(r.json.poptin_name)).sort((a, b) => formatNo(a) - formatNo(b));
  const body = `<h1>${esc(type)}: ${of.length} formats</h1>
<p>${esc(TYPES[type] || '')} Each format has its own page, where its popup shows after a second, and a preview that shows it at once.</p>
${table(of)}
<p><a href="/demo/">All popups</a></p>`;
  return layout({ title: `${type} formats`, body, client: '', bodyClass: 'index' });
}

function typeRoute({ res, params, ctx }) {
  const rows = pagedPopups(ctx.db);
  if (!rows.some((r) => typeOf(r) == params[0])) fail(404, 'not found');
  html(res, typePage(params[0], rows));
}

/** What the visitor does on the page to see its popup. */
function actions(r) {
  const p = r.json;
  const id = esc(r.id);
  if (r.page.endsWith('/click-opener')) {
    return `<div class="actions"><a class="button" href="/api/display/click/${id}">Reserve a seat (link opener)</a>
<button type="button" class="button secondary" poptinaction="onclick" poptinid="${id}">Reserve (element opener)</button></div>`;
  }
  if (r.page.endsWith('/manual')) {
    return `<div class="actions"><button type="button" class="button" data-poptin-show="${id}">Open with poptin.show('${id}')</button></div>`;
  }
  if (p.display_after_visit_page_active > 0) {
    return `<div class="actions"><a class="button" href="${esc(r.page)}">Open this page again</a></div>`;
  }
  if (p.display_after_sec_active_on === 'website' && p.display_after_sec_active > 0) {
    return `<p>The clock counts time on the whole site: <a href="/demo/p/format-4">browse</a> <a href="/demo/p/scroll">other pages</a>, then come back.</p>`;
  }
  return '';
}

function hostPage(rows, nonce) {
  const scroll = rows.some((r) => r.json.display_after_scroll_active > 0);
  // P07: an embedded popup's host element, where a site owner would put it: in the text, after
  // its third paragraph (a content popup places itself)
  const hosts = rows.filter((r) => r.json.poptin_type == 'embedded').map((r) => `<div class="poptin-embedded" data-id="${esc(r.id)}"></div>`);
  const paras = scroll || hosts.length ? [...paragraphs] : paragraphs.slice(0, 6);
  if (hosts.length) paras.splice(3, 0, ...hosts);
  const text = paras.join('\n');
  const notes = rows.map((r) => `<p><strong>${esc(r.json.poptin_name)}</strong> (${esc(r.json.poptin_format)}) shows ${esc(triggerWords(r.json))}. Rules: ${esc(ruleWords(r.json))}; ${esc(closeWords(r.json))}.</p>${actions(r)}`);
  const offer = rows.some((r) => r.json.source_code_target_active)
    ? '\n<div class="offer" data-offer="spring-sale">Spring sale: up to 30% off seasonal roasts, starting soon.</div>'
    : '';
  const manual = rows.some((r) => r.page.endsWith('/manual'));
  const body = `<section class="demo-note" aria-label="About this demo page">
${notes.join('\n')}
</section>
<article>
<h1>${esc(rows[0].json.poptin_name.replace(/^[^:]*:\s*/, ''))}</h1>${offer}
${text}
</article>`;
  return layout({
    title: rows[0].json.poptin_name,
    body,
    client: rows[0].client_id,
    scripts: manual ? `\n<script src="/demo/assets/demo.js"${nonce ? ` nonce="${nonce}"` : ''} defer></script>` : '',
    nonce,
    // P28: this machine has no way out to the messaging SDK's host, so the demo's social popups
    // name a stand-in (the tag attribute a site owner would use to self-host it)
    tag: rows.some((r) => r.json.design_properties?.messenger_page_id) ? ' data-messenger-sdk="/demo/assets/messenger-sdk-standin.js"' : '',
  });
}

function extraPage(slug, query, nonce) {
  const info = EXTRA[slug];
  let note = '';
  if (slug === 'preview') {
    const id = query.get('poptin_preview_id') || '';
    note = id
      ? `<p>Previewing popup <code>${esc(id)}</code>: it shows at once, with the preview banner, and its form does not submit.</p>`
      : '<p>Add <code>?poptin_preview_id=ID</code> to this address to preview a popup.</p>';
  } else if (slug === 'restricted') {
    note = '<p>This page embeds the loader for the account <code>restricted</code>, which is over its plan: the server answers <code>display: not_allowed</code> and the client shows the upgrade popup.</p>';
  } else {
    const rowsHtml = [...query].map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('\n');
    note = `<p>You were redirected here after signing up on the redirecting popup.</p>${rowsHtml ? `<p>The form data came along in the address:</p><table>${rowsHtml}</table>` : ''}`;
  }
  const body = `<section class="demo-note" aria-label="About this demo page">${note}</section>
<article><h1>${esc(info.title)}</h1>
${paragraphs.slice(0, 3).join('\n')}
</article>`;
  return layout({ title: info.title, body, client: info.client, nonce });
}

const html = (res, text, csp) =>
  sendText(res, 200, 'text/html; charset=utf-8', text, { 'Cache-Control': 'no-cache', ...(csp && { 'Content-Security-Policy': csp }) });

function index({ res, ctx }) {
  html(res, indexPage(pagedPopups(ctx.db), allPopups(ctx.db).filter((r) => r.page == null)));
}

function page({ res, params, query, ctx }) {
  const slug = params[0];
  if (!/^[a-z0-9-]{1,64}$/.test(slug)) fail(404, 'not found');
  const name = query.get('csp');
  const policy = Object.hasOwn(CSP, name) && CSP[name];
  const nonce = policy ? randomBytes(12).toString('base64') : '';
  const csp = policy && policy(nonce);
  if (EXTRA[slug]) return html(res, extraPage(slug, query, nonce), csp);
  const rows = pagedPopups(ctx.db).filter((r) => r.page === '/demo/p/' + slug);
  if (!rows.length) fail(404, 'not found');
  html(res, hostPage(rows, nonce), csp);
}

/** The widget's demo (issue 10): /demo/w/SITE embeds widget.js with data-site; /demo/w/SITE/inline
 *  prints the same settings inline, as WordPress-style plugins do. ?csp= as for popups. A
 *  Hebrew site's page is Hebrew and right to left. */
function widgetPage({ req, res, params, query, ctx }) {
  const [id, inline] = params;
  const site = /^[A-Za-z0-9_-]{1,64}$/.test(id) && getSite(ctx.db, id);
  if (!site) fail(404, 'not found');
  const name = query.get('csp');
  const policy = Object.hasOwn(CSP, name) && CSP[name];
  const nonce = policy ? randomBytes(12).toString('base64') : '';
  const n = nonce ? ` nonce="${nonce}"` : '';
  const he = site.lang == 'he';
  // (inline JSON: "<" escaped, so no "</script>" in a value can end the block)
  const json = inline && JSON.stringify(settingsFor(ctx.db, id, ctx.origin(req))).replace(/</g, '\\u003c');
  // (the demo's widgets use the captcha stand-in, which a widget loads only when its tag names
  // it: docs/widget-api.md "Captcha")
  const cap = ' data-test-captcha="/demo/assets/captcha-standin.js"';
  const tag = inline
    ? `\n<script type="application/json" data-lp-widget>${json}</script>\n<script src="/dist/widget.js"${cap}${n} async></script>`
    : `\n<script src="/dist/widget.js" data-site="${esc(id)}"${cap}${n} async></script>`;
  const body = he
    ? `<h1>יצירת קשר עם Lumen Coffee</h1>\n<p>הכפתור בפינה פותח את ערוצי יצירת הקשר של האתר.</p>\n${paragraphs.slice(0, 6).join('\n')}`
    : `<h1>Talk to Lumen Coffee</h1>\n<p>The button in the corner opens the site's contact channels. This page embeds only <code>&lt;script src="/dist/widget.js" data-site="${esc(id)}" async&gt;&lt;/script&gt;</code>${inline ? ' and its settings inline' : ''}.</p>\n${paragraphs.slice(0, 6).join('\n')}`;
  let text = layout({ title: he ? 'ווידג׳ט יצירת קשר' : 'Contact widget', body, client: '', nonce, scripts: tag });
  if (he) text = text.replace('<html lang="en">', '<html lang="he" dir="rtl">');
  html(res, text, policy && policy(nonce));
}

function redirect(to) {
  return ({ res }) => {
    res.writeHead(302, { Location: to, 'Content-Length': 0 });
    res.end();
  };
}

export const demoRoutes = [
  ['GET', /^\/$/, redirect('/demo/')],
  ['GET', /^\/demo$/, redirect('/demo/')],
  ['GET', /^\/demo\/$/, index],
  ['GET', /^\/demo\/p\/([^/]+)\/?$/, page],
  ['GET', /^\/demo\/t\/([a-z]{1,20})\/?$/, typeRoute],
  ['GET', /^\/demo\/w\/([^/]+?)(\/inline)?\/?$/, widgetPage],
  ...staticRoute('/demo/assets/', DEMO_DIR, 'public, max-age=300'),
];
