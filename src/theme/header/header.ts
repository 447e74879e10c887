// theme/header.js (T13; spec widget-and-theme.md §2.4, §4.5, §9.4; docs/theme.md "Header"): the
// site header, printed already in its initial state (fixed, or transparent with the 58 px below it,
// is the theme's CSS: nothing moves when this arrives). It adds:
// - `is-compact` past the content start (the header's own height: where the content starts
//   under a fixed header), off again above it (§4.5);
// - with data-hide, `is-hidden` while scrolling down past the header's height + 200 px, off on the
//   way up (§4.5, §9.4), never while the keyboard's focus (:focus-visible; a tapped toggle keeps
//   a focus that must not pin the header) or an open menu is in it;
// - the mobile menu: the printed link to the menu (`a.menu-toggle href="#menu"`, which works
//   without the script through :target) becomes a real button with aria-expanded and
//   aria-controls; the menu slides over 500 ms (§4.5; none under reduced motion); Escape closes it
//   and gives the focus back to the toggle, as does a click outside or on one of its links.
import type { Theme } from '../types';
import { swap } from '../../core/toggle';

/** §4.5: the mobile menu's slide */
export const MENU_MS = 500;
/** §9.4: the header hides past its own height plus this */
export const HIDE_PX = 200;

/** §4.5: compact past the content start, the header's height h */
export const compact = (y: number, h: number) => y > h;
/** §4.5, §9.4: hidden scrolling down past h + 200 px, shown scrolling up (unchanged if y did not move) */
export const hides = (y: number, last: number, h: number, was: boolean) => y > h + HIDE_PX && (y == last ? was : y > last);

export function init(root: HTMLElement, T: Theme) {
  const c = root.classList, d = document, a = root.querySelector<HTMLAnchorElement>('a.menu-toggle[href^="#"]');
  const menu = a && d.getElementById(a.hash.slice(1));
  let last = scrollY, b: HTMLButtonElement | undefined;
  const open = () => b?.getAttribute('aria-expanded') == 'true';
  const onScroll = () => {
    const y = scrollY, h = root.offsetHeight;
    c.toggle('is-compact', compact(y, h));
    root.hasAttribute('data-hide') && c.toggle('is-hidden', !open() && !root.querySelector(':focus-visible') && hides(y, last, h, c.contains('is-hidden')));
    last = y;
  };
  addEventListener('scroll', onScroll, { passive: true });
  // a keyboard that tabs into a hidden header shows it
  root.addEventListener('focusin', () => c.remove('is-hidden'));
  onScroll();
  if (!menu) return;
  b = swap(a!, menu);
  let run: Animation | undefined;
  /** open or close the menu, sliding its height over MENU_MS */
  const set = (on: boolean) => {
    if (on == open()) return;
    b!.setAttribute('aria-expanded', '' + on);
    run?.cancel();
    menu.classList.add('is-open');
    const h = menu.offsetHeight;
    if (T.reduced()) return on || menu.classList.remove('is-open');
    menu.style.overflow = 'hidden';
    run = menu.animate([{ height: on ? 0 : h + 'px' }, { height: on ? h + 'px' : 0 }], { duration: MENU_MS, easing: 'ease-in-out' });
    run.onfinish = () => ((menu.style.overflow = ''), on || menu.classList.remove('is-open'));
  };
  b.addEventListener('click', () => set(!open()));
  d.addEventListener('keydown', (e) => {
    if (e.key == 'Escape' && open() && !e.defaultPrevented) set(false), b!.focus();
  });
  d.addEventListener('click', (e) => {
    const t = e.target as Element;
    open() && (!root.contains(t) || (menu.contains(t) && t.closest('a'))) && set(false);
  });
}
