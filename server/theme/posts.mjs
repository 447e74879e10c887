// The theme demo's paginated posts (T21, docs/theme.md "Ajax pagination"): a journal of POSTS
// in the theme's markup, a posts module (`data-module="pages"`) whose pagination links are plain
// links to the next page, as WordPress prints them.
// - GET /demo/theme/posts, /demo/theme/posts/page/<n>: 3 posts a page (page 2 holds an
//   accordion: theme.js starts the modules of markup the pagination inserts).
// - a page beyond the last: a 404 with the site's 404 template (body class `error404`, as
//   WordPress's body_class), which holds the journal module too (a theme builder's 404 layout).
// - /demo/theme/posts-block[/page/<n>]: the module inside a block layout (`data-layout`, 2 posts a
//   page). The pagination POSTs its links there with `layout_content=<data-layout>` (urlencoded),
//   which the answer's module follows; a POST without a layout content the server knows gets a
//   400, a body not urlencoded a 415.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sendText, fail, readBody } from '../http.mjs';
import { themePage, CSP } from './demo.mjs';

const DIR = fileURLToPath(new URL('.', import.meta.url));
const ACC = () => readFileSync(DIR + 'sections/accordion.html', 'utf8').replace(/<h2[^>]*>.*?<\/h2>/, '').replace(/ aria-labelledby="[^"]*"/, ' aria-label="Brewing questions"');

/** the journal: title, text (newest first) */
export const POSTS = [
  ['The spring lots are in', 'Three new coffees from Huila, Sidama and Nyeri, roasted this Tuesday.'],
  ['A better pour-over in four steps', 'Rinse the filter, bloom for 40 seconds, pour in circles, stop at 250 g.'],
  ['Why we roast on Tuesdays', 'A quiet day at the roastery: the drum runs all morning and we cup in the afternoon.'],
  ['Brewing questions, answered', 'What we are asked most at the counter.', 1],
  ['Meet our farms: Finca La Esperanza', 'Twelve hectares at 1,700 m, and the family that has picked them since 1962.'],
  ['Grinders under 100 euros', 'A burr grinder is the best money you will spend on coffee. Three we like.'],
  ['Our new compostable bags', 'Every bag is now paper lined with plant film, valve included.'],
  ['Cold brew season', 'A coarse grind, twelve hours in the fridge, and a filter: that is all.'],
];
/** the layouts a block layout's content may name: its posts a page */
export const LAYOUT = /^posts per_page=([1-9])$/;

const link = (base, n) => (n == 1 ? base : `${base}/page/${n}`);

/** the journal module's markup: page n of the posts per page `per` under `base` (n past the end:
 *  the 404 template's words) */
export function journal(base, n, per, id) {
  const last = Math.ceil(POSTS.length / per), posts = POSTS.slice((n - 1) * per, n * per);
  const nav = [n > 1 && n <= last && `<li><a class="prev" href="${link(base, n - 1)}">Newer posts</a></li>`]
    .concat(Array.from({ length: last }, (_, i) => (i + 1 == n ? `<li><span aria-current="page"><span class="vh">Page </span>${n}</span></li>` : `<li><a href="${link(base, i + 1)}"><span class="vh">Page </span>${i + 1}</a></li>`)))
    .concat(n < last && `<li><a class="next" href="${link(base, n + 1)}">Older posts</a></li>`)
    .filter(Boolean);
  return `<div id="${id}" class="posts" data-module="pages">
<h2>${posts.length ? `Journal: page ${n} of ${last}` : `Journal: there is no page ${n}`}</h2>
${posts.length ? `<div class="post-list">${posts.map(([t, p, acc]) => `<article class="post"><h3>${t}</h3><p>${p}</p>${acc ? ACC() : ''}</article>`).join('\n')}</div>` : `<p>The journal has ${last} pages. Its first page has the newest posts.</p>`}
<nav class="pagination" aria-label="Journal pages"><ul>${nav.join('')}</ul></nav>
</div>`;
}

async function posts({ req, res, params: [kind, n = '1'] }) {
  let per = kind == 'posts' ? 3 : 2;
  if (req.method == 'POST') {
    if (!/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] || '')) fail(415, 'a form body (urlencoded) only');
    const m = LAYOUT.exec(new URLSearchParams(await readBody(req)).get('layout_content') || '');
    if (!m) fail(400, 'layout_content: not a layout this site has');
    per = +m[1];
  }
  const page = +n, base = '/demo/theme/' + kind, found = page >= 1 && (page - 1) * per < POSTS.length;
  const mod = journal(base, page, per, kind == 'posts' ? 'journal' : 'journal-block');
  const body = !found
    ? `<h1>Page not found</h1><p>There is nothing at this address. The journal is below.</p>${mod}`
    : kind == 'posts'
      ? `<h1>Journal</h1><p>News from the roastery, newest first.</p>${mod}`
      : `<h1>Journal in a block layout</h1><p>The same journal, placed by a block layout (2 posts a page).</p><div class="block-layout" data-layout="posts per_page=2">${mod}</div>`;
  const nonce = randomBytes(12).toString('base64');
  let html = themePage(found ? `Journal, page ${page}` : 'Page not found', body, nonce);
  // WordPress's body class of the 404 template
  if (!found) html = html.replace('<body>', '<body class="error404">');
  sendText(res, found ? 200 : 404, 'text/html; charset=utf-8', html, { 'Content-Security-Policy': CSP(nonce), 'Cache-Control': 'no-store' });
}

const PATH = /^\/demo\/theme\/(posts|posts-block)(?:\/page\/(\d{1,3}))?\/?$/;
export const postsRoutes = [
  ['GET', PATH, posts],
  ['POST', PATH, posts],
];
