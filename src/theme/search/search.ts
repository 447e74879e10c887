// theme/search.js (T13; spec widget-and-theme.md §2.4, §4.5, §9.3, §9.4; docs/theme.md "Search"):
// the header's search. Its toggle is a link to the form (`a.search-toggle href="#search"`; the
// form shows as the :target without the script) and the form covers the menu (they swap
// places, §4.5). This makes the toggle and the form's close link real buttons and:
// - opens and closes the form over 1 s (§9.3, §9.4), the toggle ignored meanwhile (§4.5: blocked
//   while animating); none under reduced motion;
// - opening closes an open mobile menu (§4.5) and puts the focus in the field;
// - it is modal while open (Tab stays in the form) and closes on Escape or its close button (the
//   focus back on the toggle), on a click outside the header, or when the focus leaves the form
//   (§4.5: on blur; our reading: the form, not the field alone, so Tab to its button is fine).
import type { Theme } from '../types';
import { swap, trap } from '../../core/toggle';

/** §9.3, §9.4: the search's animation */
export const SEARCH_MS = 1000;

export function init(root: HTMLElement, T: Theme) {
  const d = document, a = root.querySelector<HTMLAnchorElement>('a.search-toggle[href^="#"]');
  const f = a && d.getElementById(a.hash.slice(1));
  if (!f) return;
  const b = swap(a!, f), x = f.querySelector<HTMLAnchorElement>('a.search-close'), head = root.closest('header') || root;
  x && swap(x, f).addEventListener('click', () => set(false, true));
  let on = false, busy = 0;
  function set(o: boolean, back?: boolean) {
    if (o == on || busy) return;
    on = o;
    b.setAttribute('aria-expanded', '' + o);
    f!.classList.add('is-open');
    if (o) {
      d.querySelector<HTMLElement>('.menu-toggle[aria-expanded=true]')?.click();
      f!.querySelector('input')?.focus();
    } else back && b.focus();
    if (T.reduced()) return o || f!.classList.remove('is-open');
    busy = 1;
    f!.animate([{ opacity: 0, transform: 'translateY(-8px)' }, { opacity: 1, transform: 'none' }], { duration: SEARCH_MS, easing: 'ease-in-out', direction: o ? 'normal' : 'reverse' }).onfinish = () => {
      busy = 0;
      o || f!.classList.remove('is-open');
    };
  }
  b.addEventListener('click', () => set(!on));
  d.addEventListener('keydown', (e) => on && (e.key == 'Escape' ? set(false, true) : trap(f, e)));
  f.addEventListener('focusout', (e) => e.relatedTarget && !f.contains(e.relatedTarget as Node) && set(false));
  d.addEventListener('click', (e) => on && !head.contains(e.target as Node) && set(false));
}
