// The overlay areas' rules that need no page (T01; spec widget-and-theme.md §3.3, §9.1, §9.2):
// the library's defaults, the exit-intent edge, the device flags and the closed memory
// (docs/theme.md "Overlay areas", docs/visitor-storage.md). Plain functions the chunk bundles
// and the unit tests import.
import type { Mode } from '../types';

/** §9.1 the popup library's defaults: base z-index, exit-intent delay (ms), animation (ms),
 *  closed memory (minutes: a year) */
export const Z = 1e6, EXIT_MS = 2000, ANIM_MS = 300, KEEP_MIN = 525600;
/** §9.2: exit intent is the pointer leaving within 50 px of the top or right edge */
export const EDGE = 50;
/** §9.2: an in-area anchor link scrolls inside the area over 400 ms */
export const ANCHOR_MS = 400;
/** the closed memory's key, local storage or cookie, + the area's id */
export const KEY = 'lp_area_closed_';

/** §9.2: a pointer that left the page at (x, y) of a window w wide left by the top or right edge */
export const exitEdge = (x: number, y: number, w: number) => y <= EDGE || x >= w - EDGE;

/** §3.3 notmobile, nottablet, notdesktop: the area is not for this breakpoint (§9.1: the
 *  library's tablet is below 981 px, its mobile below 768: theme.js's phone) */
export const notFor = (el: HTMLElement, m: Mode) => el.hasAttribute('data-not' + (m == 'phone' ? 'mobile' : m));

/** a number attribute of el, or its default when absent or not a number */
export const num = (el: HTMLElement, name: string, def: number) => {
  const v = parseFloat(el.getAttribute('data-' + name)!);
  return v >= 0 ? v : def;
};

/** §9.1 storage "auto": local storage, or a cookie where local storage is blocked (or the area
 *  says data-storage="cookie") */
const local = (el: HTMLElement) => {
  try {
    return el.dataset.storage != 'cookie' && localStorage;
  } catch {
    /* blocked: a cookie below */
  }
};

/** the epoch ms until which area el (its id) stays closed, 0 when it is not remembered */
export const closedUntil = (el: HTMLElement, now = Date.now()) => {
  const s = local(el), k = KEY + el.id;
  let v: string | null | undefined;
  try {
    v = s ? s.getItem(k) : document.cookie.split('; ').find((c) => c.startsWith(k + '='))?.slice(k.length + 1);
  } catch {
    /* neither: not remembered */
  }
  return +v! > now ? +v! : 0;
};

/** remember that el was closed, for its data-keep-closed minutes (0: not at all) */
export const remember = (el: HTMLElement, now = Date.now()) => {
  const min = num(el, 'keep-closed', KEEP_MIN), s = local(el), k = KEY + el.id, until = now + min * 6e4;
  if (!min) return;
  try {
    s ? s.setItem(k, '' + until) : (document.cookie = `${k}=${until};max-age=${min * 60};path=/;SameSite=Lax`);
  } catch {
    /* blocked both ways: the area shows again next time, as for a new visitor */
  }
};
