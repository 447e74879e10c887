// theme/portfolio.js (T07; spec widget-and-theme.md §2.3, §2.5, §4.9, §5.5, §9.2): fullwidth and
// filterable portfolios and the portfolio carousel (docs/theme.md "Portfolio"). Every item is in
// the markup the theme printed, page 1 of "All" showing; the script adds
// - filters: real buttons (aria-pressed), "All" first, each showing its category's items, and
//   the result announced politely (a role=status line);
// - paging: data-posts-number items a page, 0 or none one page (§5.5); previous, next and page
//   links in a nav (aria-current="page"); a filter goes to its page 1;
// - columns by the portfolio's own width (§9.2), a CSS custom property the sheet's grid uses (its
//   container queries print the same count before the script: nothing moves as it starts), and
//   the height of the fullest page kept as the list's min-height (paging moves nothing below);
// - the hash (§2.5): #<id>|<category slug>|<page> on load and on hashchange, written back
//   (replaceState) as the visitor filters and pages;
// - the carousel (data-carousel): one item a step, 700 ms (§9.2), every data-auto-speed ms,
//   paused while hovered, while the focus is inside and by its pause button; none under
//   reduced motion; 3 columns, 4 in wide ones (§9.2), fewer on a narrow box.
import { strings } from '../../core/strings';
import type { Theme } from '../types';

/** §9.2: the portfolio carousel's slide */
export const SLIDE = 700;
/** the carousel's rotation when data-auto-speed names none (§9.2's default automatic speed) */
export const SPEED = 7000;
/** §9.2: 5 columns at 1600 px or more, 4 at 1024, 3 at 768, 2 at 480, else 1 */
export const cols = (w: number) => (w < 480 ? 1 : w < 768 ? 2 : w < 1024 ? 3 : w < 1600 ? 4 : 5);
/** §9.2: the carousel's 3 columns, 4 in wide columns, never more than the width allows */
export const carouselCols = (w: number, wide: boolean) => Math.min(wide ? 4 : 3, cols(w));
/** §5.5: the page size from data-posts-number; 0 (missing, not a number) is one page */
export const perPage = (v?: string) => Math.max(0, parseInt(v!) || 0);
/** how many pages n items make at `per` a page (0: one page) */
export const pageCount = (n: number, per: number) => (per ? Math.max(1, Math.ceil(n / per)) : 1);
/** the items of page p (from 1) of `list`, `per` a page (0: all) */
export const pageOf = <X>(list: X[], p: number, per: number) => (per ? list.slice((p - 1) * per, p * per) : list);
/** §2.5: the category and page a hash's parameters ask for: an unknown slug is 'all', a page
 *  that is not a number from 1 is page 1 (the page count is checked when it shows) */
export const fromHash = (p: string[] | undefined, slugs: string[]) => ({
  cat: p && slugs.includes(p[0]) ? p[0] : 'all',
  page: Math.max(1, parseInt(p?.[1]!) || 1),
});
/** the page's hash (sanitised, without '#') with element id's part replaced by `part`; the
 *  other modules' parts are kept (§2.5: parts joined by '||') */
export const withPart = (h: string, id: string, part: string) =>
  [...h.split('||').filter((x) => x && x.split('|')[0] != id), id + '|' + part].join('||');

/** what the visitor hears and the carousel's controls, English and Hebrew */
export const t = strings(
  { say: '{a} to {b} of {n} items, page {p} of {c}', none: 'No items', prev: 'Previous items', next: 'Next items', pause: 'Pause the carousel', play: 'Play the carousel' },
  { say: '{a} עד {b} מתוך {n} פריטים, עמוד {p} מתוך {c}', none: 'אין פריטים', prev: 'הפריטים הקודמים', next: 'הפריטים הבאים', pause: 'השהיית הקרוסלה', play: 'הפעלת הקרוסלה' },
);

export function init(root: HTMLElement, T: Theme) {
  const d = document, lang = d.documentElement.lang.slice(0, 2), list = root.querySelector<HTMLElement>('.pf-items')!,
    items = [...list.children] as HTMLElement[], carousel = root.hasAttribute('data-carousel');
  let c = 0, w = -1;
  const again = (carousel ? rotate : paging)(root, list, items, T, lang, () => c);
  // §9.2: the columns follow the portfolio's own width (the sheet's grid reads --pf-cols)
  new ResizeObserver(([e]) => {
    const x = e.contentRect.width;
    if (x == w) return;
    w = x;
    c = carousel ? carouselCols(x, root.classList.contains('wide')) : cols(x);
    root.style.setProperty('--pf-cols', '' + c);
    again();
  }).observe(root);
}

/** the filters, the pages and the hash; returns what keeps the fullest page's height */
function paging(root: HTMLElement, list: HTMLElement, items: HTMLElement[], T: Theme, lang: string, c: () => number) {
  const id = root.id, per = perPage(root.dataset.postsNumber),
    btns = [...root.querySelectorAll<HTMLButtonElement>('.pf-filters button')],
    nav = root.querySelector('.pf-pages'), status = root.querySelector('.pf-status'),
    links = [...(nav?.querySelectorAll('a') || [])] as HTMLAnchorElement[],
    prev = links.find((a) => a.classList.contains('pf-prev')), next = links.find((a) => a.classList.contains('pf-next')),
    nums = links.filter((a) => a != prev && a != next);
  let cat = 'all', page = 1, count = 1;
  const show = (k: string, p: number, user?: number) => {
    cat = k;
    const m = items.filter((i) => k == 'all' || (i.dataset.cats || '').split(' ').includes(k)), on = pageOf(m, p > (count = pageCount(m.length, per)) ? (p = 1) : p, per);
    page = p;
    items.forEach((i) => (i.hidden = !on.includes(i)));
    btns.forEach((b) => b.setAttribute('aria-pressed', '' + (b.dataset.cat == k)));
    const href = (a: Element | undefined, n: number, off?: boolean | 0) => {
      if (!a) return;
      a.setAttribute('href', '#' + id + '|' + k + '|' + (off ? p : n));
      off ? a.setAttribute('aria-disabled', 'true') : a.removeAttribute('aria-disabled');
    };
    nums.forEach((a, i) => (href(a, i + 1), (a.hidden = i >= count), i + 1 == p ? a.setAttribute('aria-current', 'page') : a.removeAttribute('aria-current')));
    href(prev, p - 1, p < 2);
    href(next, p + 1, p >= count);
    if (!user) return;
    const a = (p - 1) * per;
    status && (status.textContent = m.length ? t(lang, 'say').replace(/\{(\w)\}/g, (_, x) => '' + { a: a + 1, b: a + on.length, n: m.length, p, c: count }[x as 'a']) : t(lang, 'none'));
    // a portfolio without an id has no hash part (§2.5 names it by its id)
    id && history.replaceState(history.state, '', '#' + withPart(location.hash.replace(/[^\w|-]/g, ''), id, k + '|' + p));
  };
  const slugs = btns.map((b) => b.dataset.cat!), fromPage = () => {
    const p = T.params(id);
    p && show(fromHash(p, slugs).cat, fromHash(p, slugs).page);
  };
  root.addEventListener('click', (e) => {
    const x = (e.target as Element).closest('button[data-cat],a');
    if (!x || !root.contains(x)) return;
    if (x.tagName == 'BUTTON') return show((x as HTMLElement).dataset.cat!, 1, 1);
    if (!nav?.contains(x)) return;
    e.preventDefault();
    x.getAttribute('aria-disabled') || show(cat, +x.getAttribute('href')!.split('|')[2], 1);
  });
  addEventListener('hashchange', fromPage);
  let first = 1;
  // the fullest page's height (page 1 of all: rows of equal height, docs/theme.md) held as the
  // list's min-height, so a shorter page or category moves nothing below the portfolio; the
  // hash's page only after it, in the same frame (a ResizeObserver's callback runs before the
  // paint): applied at init, a short page could paint before the height is held
  return () => {
    list.style.minHeight = '';
    const f = items.find((i) => !i.hidden), rows = Math.ceil(Math.min(per || items.length, items.length) / c()),
      gap = parseFloat(getComputedStyle(list).rowGap) || 0;
    // (the item's fractional height: offsetHeight rounds, and the list would grow by the
    // rounding the moment it starts, a sub-pixel shift of everything below)
    if (f) list.style.minHeight = rows * (f.getBoundingClientRect().height + gap) - gap + 'px';
    first && ((first = 0), fromPage());
  };
}

/** the carousel: returns what places it again when the columns change */
function rotate(root: HTMLElement, list: HTMLElement, items: HTMLElement[], T: Theme, lang: string, c: () => number) {
  const d = document, n = items.length, speed = +root.dataset.autoSpeed! > 0 ? +root.dataset.autoSpeed! : SPEED,
    bar = d.createElement('div');
  let i = 0, busy = 0, hover = 0, focus = 0, stopped = T.reduced(), timer: ReturnType<typeof setTimeout>;
  const at = () => 'translateX(' + (getComputedStyle(root).direction == 'rtl' ? 1 : -1) * (i * 100) / c() + '%)';
  /** what shows: the track at item i, the others inert and hidden from screen readers */
  const place = () => {
    list.style.transform = at();
    items.forEach((x, j) => {
      const off = j < i || j >= i + c();
      x.inert = off;
      off ? x.setAttribute('aria-hidden', 'true') : x.removeAttribute('aria-hidden');
    });
  };
  const go = (k: number) => {
    if (busy || n <= c()) return;
    const from = at();
    i = k > n - c() ? 0 : k < 0 ? n - c() : k;
    place();
    if (T.reduced()) return;
    busy = 1;
    list.animate({ transform: [from, list.style.transform] }, { duration: SLIDE, easing: 'ease-in-out' }).onfinish = () => (busy = 0);
  };
  const make = (cls: string, k: 'prev' | 'next' | 'pause', fn: () => void) => {
    const b = d.createElement('button');
    b.type = 'button';
    b.className = cls;
    b.setAttribute('aria-label', t(lang, k));
    b.onclick = fn;
    bar.append(b);
    return b;
  };
  const play = make('pf-play', 'pause', () => ((stopped = !stopped), clock()));
  make('pf-prev', 'prev', () => go(i - 1));
  make('pf-next', 'next', () => go(i + 1));
  bar.className = 'pf-nav';
  root.prepend(bar);
  /** the next step in `speed` ms unless hovered, focused inside, stopped, or under reduced motion */
  const clock = () => {
    clearTimeout(timer);
    play.setAttribute('aria-label', t(lang, stopped ? 'play' : 'pause'));
    play.classList.toggle('is-paused', stopped);
    if (!hover && !focus && !stopped && root.isConnected) timer = setTimeout(() => (go(i + 1), clock()), speed);
  };
  // the pause button itself does not pause (APG): pressing play there starts the rotation
  const on = (e: Event) => +!play.contains(e.target as Node);
  root.addEventListener('pointerover', (e) => e.pointerType == 'mouse' && ((hover = on(e)), clock()));
  root.addEventListener('pointerleave', () => ((hover = 0), clock()));
  root.addEventListener('focusin', (e) => ((focus = on(e)), clock()));
  root.addEventListener('focusout', (e) => root.contains(e.relatedTarget as Node) || ((focus = 0), clock()));
  clock();
  return () => ((i = Math.min(i, Math.max(0, n - c()))), place());
}
