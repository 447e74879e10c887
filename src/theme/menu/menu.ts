// theme/menu.js (T13; spec widget-and-theme.md §4.5, §9.2, §9.4; docs/theme.md "Menu"): a primary
// menu's sub-menus, the APG disclosure navigation pattern. Without the script a sub-menu opens
// on hover and focus-within (the theme's CSS) and its arrow is a link to it (:target). It adds:
// - each arrow (`a.sub-toggle href="#sub"`) becomes a real button, aria-expanded, aria-controls;
//   Enter or Space opens its sub-menu and closes the others at its level; Escape closes the one
//   the focus is in and gives the focus to its button; the focus leaving the menu, or a click
//   outside it, closes them all (§4.5);
// - in the mobile menu (not desktop) a sub-menu slides over 700 ms (§9.4), none under reduced
//   motion;
// - a mega menu (`li.mega > .sub-menu`) with fewer than 4 columns gets `mega-<n>` (§9.2);
// - a dropdown that would leave the window opens the other way (`sub-flip`), checked when it
//   opens or is hovered and 200 ms after a resize (§9.2).
import type { Theme } from '../types';
import { swap } from '../../core/toggle';

/** §9.4: a sub-menu's slide */
export const SUB_MS = 700;
/** §9.2: a mega menu with fewer columns than this gets a count class */
export const MEGA = 4;
/** §9.2: the dropdowns are placed again this long after the last resize */
export const PLACE_MS = 200;

/** §9.2: the count class of a mega menu of n columns ('' from 4) */
export const megaClass = (n: number) => (n < MEGA ? 'mega-' + n : '');

/** a dropdown at this box, in a window w wide, leaves it (on the left in right to left) */
export const leaves = (r: { left: number; right: number }, w: number, rtl: boolean) => (rtl ? r.left < 0 : r.right > w);

export function init(root: HTMLElement, T: Theme) {
  const d = document, bs: HTMLButtonElement[] = [];
  root.classList.add('lp-menu');
  root.querySelectorAll<HTMLElement>('.mega > .sub-menu').forEach((u) => {
    const k = megaClass(u.children.length);
    k && u.classList.add(k);
  });
  const sub = (b: Element) => d.getElementById(b.getAttribute('aria-controls')!)!;
  const place = (u: HTMLElement) => {
    u.classList.remove('sub-flip');
    T.mode() == 'desktop' && leaves(u.getBoundingClientRect(), d.documentElement.clientWidth, getComputedStyle(u).direction == 'rtl') && u.classList.add('sub-flip');
  };
  const set = (b: HTMLButtonElement, on: boolean) => {
    if ((b.getAttribute('aria-expanded') == 'true') == on) return;
    const u = sub(b), h0 = u.offsetHeight;
    b.setAttribute('aria-expanded', '' + on);
    on && place(u);
    if (T.mode() == 'desktop' || T.reduced()) return;
    // the slide: the sub-menu keeps showing while it closes (sub-open), its height eased
    const h1 = u.offsetHeight;
    u.classList.add('sub-open');
    u.style.overflow = 'hidden';
    u.animate([{ height: h0 + 'px' }, { height: (on ? h1 || u.offsetHeight : 0) + 'px' }], { duration: SUB_MS, easing: 'ease-in-out' }).onfinish = () => (u.classList.remove('sub-open'), (u.style.overflow = ''));
  };
  const shut = (keep?: Element) => bs.forEach((b) => !b.parentElement!.contains(keep!) && set(b, false));
  root.querySelectorAll<HTMLAnchorElement>('a.sub-toggle[href^="#"]').forEach((a) => {
    const u = d.getElementById(a.hash.slice(1));
    if (!u) return;
    const b = swap(a, u), li = b.parentElement!;
    bs.push(b);
    b.addEventListener('click', () => {
      const on = b.getAttribute('aria-expanded') != 'true';
      on && shut(li);
      set(b, on);
    });
    li.addEventListener('mouseenter', () => place(u));
  });
  root.addEventListener('keydown', (e) => {
    const b = e.key == 'Escape' && bs.filter((b) => b.getAttribute('aria-expanded') == 'true' && b.parentElement!.contains(e.target as Node)).pop();
    if (!b) return;
    e.preventDefault(); // the mobile menu around it stays open (header.js)
    set(b, false);
    b.focus();
  });
  root.addEventListener('focusout', (e) => root.contains(e.relatedTarget as Node) || !e.relatedTarget || shut());
  d.addEventListener('click', (e) => root.contains(e.target as Node) || shut());
  let t: ReturnType<typeof setTimeout>;
  addEventListener('resize', () => (clearTimeout(t), (t = setTimeout(() => bs.forEach((b) => b.getAttribute('aria-expanded') == 'true' && place(sub(b))), PLACE_MS))));
}
