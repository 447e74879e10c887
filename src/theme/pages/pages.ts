// theme/pages.js (T21; spec widget-and-theme.md §7 call 15, §7 "handling of answers"): ajax
// pagination of a posts module (docs/theme.md "Ajax pagination"). The module's pagination links
// are plain links to the next page, which work without this script; with it a click
// - GETs the link (POSTs `layout_content=<the layout's data-layout>` when the module sits in a
//   block layout, `[data-layout]`, whose content the page's address does not give the server),
// - takes the module's container from the answer: the element with the module's id, or without
//   one the one at the same place among the page's `[data-module=pages]` (our reading of "the
//   module's class order index"), and puts it in the module's place,
// - keeps that per link and module (a second click, Back and Forward: no request),
// - gives the address and the title of the page (history.pushState; Back shows the cached one),
// - moves the focus to the new content's first heading (or the container), which a screen reader
//   reads: the page it shows.
// A 404 whose body is the site's 404 template (WordPress's body class `error404`) is rendered
// as any page; anything else (a 5xx, offline, no container in the answer) is a console line and
// the link followed as a plain link: never a dead link. theme.js's observer starts the modules of
// the inserted markup.
import { log } from '../../core/log';
import type { Theme } from '../types';

const d = document, SEL = '[data-module=pages]';
/** [container markup, title] by key(module, link) */
const cache: Record<string, [string, string]> = {};
/** the link each module shows now, by the module's key */
const shown: Record<string, string> = {};

/** the module's name in a page: its id, else its place among the page's pagination modules */
export const name = (el: Element, doc: Document = d) => el.id || '#' + [...doc.querySelectorAll(SEL)].indexOf(el);

/** the cache's key of a link (its hash left off: the same page) in a module */
export const key = (mod: string, url: string) => mod + ' ' + url.split('#')[0];

/** §7: the answer is a page to render: a 2xx, or a 404 that is the site's 404 template */
export const renders = (status: number, doc: Document) => (status > 199 && status < 300) || (status == 404 && doc.body.classList.contains('error404'));

/** the module `mod`'s container in a page */
export const find = (doc: Document, mod: string) => (mod[0] == '#' ? doc.querySelectorAll(SEL)[+mod.slice(1)] : doc.getElementById(mod));

const put = (root: HTMLElement, [html, title]: [string, string], T: Theme) => {
  const t = d.createElement('template');
  t.innerHTML = html;
  const el = t.content.firstElementChild as HTMLElement, h = el.querySelector<HTMLElement>('h1,h2,h3') || el;
  root.replaceWith(el);
  d.title = title;
  h.tabIndex = -1;
  T.scroll(el);
  h.focus({ preventScroll: true });
};

/** show link `url` in module `root`; push: a click (a new history entry), not Back */
async function go(root: HTMLElement, url: string, T: Theme, push?: boolean) {
  const mod = name(root), k = key(mod, url);
  try {
    if (!cache[k]) {
      const l = root.closest<HTMLElement>('[data-layout]');
      root.setAttribute('aria-busy', 'true');
      const r = await fetch(url, l ? { method: 'POST', body: new URLSearchParams({ layout_content: l.dataset.layout! }) } : {});
      const doc = new DOMParser().parseFromString(await r.text(), 'text/html'), c = find(doc, mod);
      if (!renders(r.status, doc) || !c) throw r.status;
      cache[k] = [c.outerHTML, doc.title];
    }
    shown[mod] = k;
    push && history.pushState(null, '', url);
    put(root, cache[k], T);
  } catch (e) {
    log('Pagination failed, following the link ' + url, e);
    location.assign(url);
  }
}

let on = 0;
export function init(root: HTMLElement, T: Theme) {
  shown[name(root)] ||= key(name(root), location.href);
  if (on++) return;
  // one listener on the document for every module, so a page put in place answers a click at
  // once, before theme.js's observer gets to it (50 ms later)
  d.addEventListener('click', (e) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>('.pagination a[href]'), m = a?.closest<HTMLElement>(SEL);
    if (!m || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || a!.origin != location.origin || m.ariaBusy) return;
    e.preventDefault();
    go(m, a!.href, T, true);
  });
  // Back and Forward: each module shows the page of the address (an in-page hash change is not
  // a page: nothing to do)
  addEventListener('popstate', () =>
    d.querySelectorAll<HTMLElement>(SEL).forEach((el) => shown[name(el)] != key(name(el), location.href) && go(el, location.href, T)),
  );
}
