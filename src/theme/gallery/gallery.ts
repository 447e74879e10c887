// theme/gallery.js (T08; spec widget-and-theme.md §2.5, §4.9, §5.5, §9.3): a gallery printed as a
// grid of figures, each a link to its full image, page 1 shown and the other pages' items
// `hidden`, with a nav of page links (docs/theme.md "Gallery"). Without the script every image
// opens as a link and the sheet shows every item (`@media (scripting: none)`). It adds:
// - paging (§4.9): the page links, previous and next go to their page; the nav shows at most 5
//   pages (§9.3), a window around the current one; the grid keeps its tallest page's height, so
//   nothing below it moves;
// - the hash (§2.5): `#<id>|<n>` opens page n on load, and paging writes it (replaceState);
// - a click on an image opens the lightbox (theme/lightbox.js, loaded then), or, if that fails
//   to load, the image itself, as without the script.
import { log } from '../../core/log';
import type { Theme } from '../types';

/** §5.5, §9.3: items a page when data-per-page is missing, 0 or not a number */
export const PER_PAGE = 4;
/** §9.3: page links the nav shows at once */
export const SHOWN = 5;

/** §5.5: the page size from data-per-page */
export const perPage = (v?: string) => Math.max(0, parseInt(v!) | 0) || PER_PAGE;

/** §9.3: the first page number the nav shows on page p of n: the first 5 at first, then a
 *  window with p in its middle, never past the last page (docs/theme.md, our reading) */
export const first = (p: number, n: number) => Math.max(1, Math.min(p - (SHOWN >> 1), n - SHOWN + 1));

/** §2.5: hash h with this gallery's part set to page p (added if missing; the others kept) */
export const withPage = (h: string, id: string, p: number) => {
  const parts = h.replace(/^#/, '').split('||').filter((x) => x && x.split('|')[0] != id);
  return '#' + [id + '|' + p, ...parts].join('||');
};

export function init(root: HTMLElement, T: Theme) {
  const grid = root.querySelector<HTMLElement>('.gallery-grid')!,
    items = [...grid.children] as HTMLElement[],
    links = items.map((x) => x.querySelector('a')!),
    size = perPage(root.dataset.perPage),
    n = Math.ceil(items.length / size),
    nav = [...root.querySelectorAll<HTMLAnchorElement>('.gallery-pages a')],
    prev = nav.shift(),
    next = nav.pop();
  let cur = 1;

  /** show page p's items (synchronously: no paint between two calls) */
  const show = (p: number) => items.forEach((x, i) => (x.hidden = ((i / size) | 0) + 1 != p));
  const go = (p: number, own?: 1) => {
    p = Math.max(1, Math.min(n, p));
    // the grid's min-height: its tallest page at this width, measured page by page before any
    // paint, so content below it never moves (T08)
    grid.style.minHeight = '';
    let h = 0;
    for (let q = 1; q <= n; q++) show(q), (h = Math.max(h, grid.getBoundingClientRect().height));
    grid.style.minHeight = h + 'px';
    show((cur = p));
    const f = first(p, n);
    nav.forEach((a, i) => {
      a.textContent = '' + (f + i);
      a.href = '#' + root.id + '|' + (f + i);
      f + i == p ? a.setAttribute('aria-current', 'page') : a.removeAttribute('aria-current');
    });
    // previous and next stay in the tab order at the ends (aria-disabled), so the focus stays
    const edge = (a: HTMLAnchorElement | undefined, q: number, off: boolean) => a && ((a.href = '#' + root.id + '|' + q), a.setAttribute('aria-disabled', '' + off));
    edge(prev, p - 1, p < 2);
    edge(next, p + 1, p >= n);
    // the window moved under a focused number: the focus follows its page (WCAG 2.4.3)
    own && nav.includes(document.activeElement as HTMLAnchorElement) && nav[p - f].focus();
    own && root.id && history.replaceState(history.state, '', withPage(location.hash, root.id, p));
  };

  root.addEventListener('click', (e) => {
    const a = (e.target as Element).closest('a');
    if (!a || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const i = links.indexOf(a as HTMLAnchorElement);
    // (preventDefault before theme.js's smooth scroll, which then leaves the link alone)
    if (a == prev || a == next || nav.includes(a as HTMLAnchorElement)) {
      e.preventDefault();
      a.getAttribute('aria-disabled') != 'true' && go(a == prev ? cur - 1 : a == next ? cur + 1 : +a.textContent!, 1);
    } else if (i >= 0) {
      e.preventDefault();
      const name = root.getAttribute('aria-label') || document.getElementById(root.getAttribute('aria-labelledby')!)?.textContent || '';
      // X05: a chunk that does not load (or a viewer that fails) leaves the image's own link
      import('../lightbox/lightbox')
        .then((m) => m.open(links, i, T, name))
        .catch((err) => (log('Lightbox failed', err), (location.href = a.href)));
    }
  });

  // §2.5: the page the hash names (the printed page 1 otherwise: nothing changes)
  const p = root.id && +T.params(root.id)?.[0]!;
  p && p > 1 && go(p);
  let rt: ReturnType<typeof setTimeout>;
  // §9.3: the tallest page again 200 ms after a resize (the columns may change)
  window.addEventListener('resize', () => (clearTimeout(rt), (rt = setTimeout(() => grid.style.minHeight && go(cur), 200))));
}
