// The page-level rules of theme.js (T02, T03; spec widget-and-theme.md §2.5, §9.2, §9.4), plain
// functions the tag bundles and the tests import.
import type { Mode } from './types';

/** §2.5, §9.2: desktop wider than 980 px, tablet 768 to 980, phone 767 or less */
export const mode = (x = innerWidth): Mode => (x > 980 ? 'desktop' : x > 767 ? 'tablet' : 'phone');

/** §2.5: a page hash keeps letters, digits, hyphen, underscore and pipe */
export const clean = (h: string) => h.replace(/[^\w|-]/g, '');

/** §2.5: the parameters hash `h` gives element `id`: parts joined by '||', each the id then its
 *  parameters joined by '|' ('#gallery|3||tabs1|2' gives gallery ['3'] and tabs1 ['2']) */
export const params = (id: string, h = clean(location.hash)) =>
  h
    .split('||')
    .map((p) => p.split('|'))
    .find((p) => p[0] == id)
    ?.slice(1);

/** §9.4: 800 ms, 1600 ms when the target is more than 4000 px away */
export const scrollMs = (dist: number) => (Math.abs(dist) > 4000 ? 1600 : 800);

/** §2.5: in-page links that keep the browser's own jump: inside tabs (their links are the tabs'),
 *  review and comment-reply links, and where the theme turned smooth scrolling off */
export const NO_SMOOTH = '[data-module=tabs],.woocommerce-review-link,.comment-reply-link,[data-smooth-scroll=off]';

