// theme/sidenav.js (T13; spec widget-and-theme.md §2.4, §4.5, §9.4; docs/theme.md "Side
// navigation"): the side dots, a list of links to the page's sections. It marks the link of the
// section in view (aria-current="location", which the CSS styles), the last one when the page is
// scrolled to its bottom (§4.5), and hides the dots when fewer than two sections are there
// (§9.4). The sections are held from the start (one removed later reads as a top of 0, never an
// exception). The links themselves are in-page links: theme.js scrolls to them.
import type { Theme } from '../types';

/** §4.5: the section in view, of sections whose tops are `tops` (from the window's top) in a
 *  window vh tall: the last whose top is above the window's middle, the last of all at the
 *  bottom of the page, -1 above the first */
export const active = (tops: number[], vh: number, bottom: boolean) =>
  bottom ? tops.length - 1 : tops.reduce((k, t, i) => (t <= vh / 2 ? i : k), -1);

export function init(root: HTMLElement, _T: Theme) {
  const d = document, el = (a: HTMLAnchorElement) => d.getElementById(a.hash.slice(1));
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].filter(el), secs = links.map(el) as HTMLElement[];
  // §9.4: only with more than one section
  if (links.length < 2) return void (root.hidden = true);
  let raf = 0;
  const mark = () => {
    raf = 0;
    const e = d.documentElement, k = active(secs.map((s) => s.getBoundingClientRect().top), innerHeight, innerHeight + scrollY >= e.scrollHeight - 2);
    links.forEach((a, i) => (i == k ? a.setAttribute('aria-current', 'location') : a.removeAttribute('aria-current')));
  };
  const ask = () => raf || (raf = requestAnimationFrame(mark));
  addEventListener('scroll', ask, { passive: true });
  addEventListener('resize', ask);
  mark();
}
