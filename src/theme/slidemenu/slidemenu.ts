// theme/slidemenu.js (T13; spec widget-and-theme.md §2.4, §4.5, §9.4; docs/theme.md "Slide-in
// and fullscreen menus"): a menu panel off the page, printed closed; its toggle is a link to it
// and its close control a link away from it, so it opens through :target without the script.
// This makes both real buttons (aria-expanded, aria-controls on the toggle) and:
// - opens the panel sliding in from the inline end (the left in right to left), or fading in for
//   data-fullscreen, and closes it the same way; the panel is hidden 700 ms after the close
//   starts (§9.4); no motion under reduced motion;
// - moves the focus into the panel as it opens and gives it back to the toggle on Escape or the
//   close button;
// - fullscreen is modal: a dialog (aria-modal) that keeps Tab inside it, and it closes when the
//   page becomes hidden (§4.5); the slide-in one closes when the focus or a click goes outside.
import type { Theme } from '../types';
import { FOCUSABLE, swap, trap } from '../../core/toggle';

/** §9.4: the slide menu hides its container this long after closing starts */
export const SLIDE_MS = 700;

export function init(root: HTMLElement, T: Theme) {
  const d = document, a = root.querySelector<HTMLAnchorElement>('a.slidemenu-toggle[href^="#"]');
  const p = a && d.getElementById(a.hash.slice(1));
  if (!p) return;
  const full = root.hasAttribute('data-fullscreen'), b = swap(a!, p), x = p.querySelector<HTMLAnchorElement>('a.slidemenu-close');
  const close = x && swap(x, p);
  if (full) {
    p.setAttribute('role', 'dialog');
    p.setAttribute('aria-modal', 'true');
    p.setAttribute('aria-label', b.getAttribute('aria-label') || b.textContent!.trim());
  }
  let on = false, run: Animation | undefined;
  const set = (o: boolean, back?: boolean) => {
    if (o == on) return;
    on = o;
    b.setAttribute('aria-expanded', '' + o);
    close?.setAttribute('aria-expanded', '' + o);
    run?.cancel();
    p.classList.add('is-open');
    if (o) (p.querySelector<HTMLElement>(FOCUSABLE) || p).focus();
    else back && b.focus();
    if (T.reduced()) return o || p.classList.remove('is-open');
    const out = getComputedStyle(p).direction == 'rtl' ? '-100%' : '100%';
    const k: Keyframe[] = full ? [{ opacity: 0 }, { opacity: 1 }] : [{ transform: `translateX(${out})` }, { transform: 'none' }];
    run = p.animate(o ? k : k.reverse(), { duration: SLIDE_MS, easing: 'ease-in-out' });
    run.onfinish = () => o || p.classList.remove('is-open');
  };
  b.addEventListener('click', () => set(!on));
  close?.addEventListener('click', () => set(false, true));
  d.addEventListener('keydown', (e) => {
    if (!on) return;
    e.key == 'Escape' ? set(false, true) : full && trap(p, e);
  });
  // §4.5: the fullscreen menu closes when the page becomes hidden
  full && d.addEventListener('visibilitychange', () => d.hidden && set(false));
  // the slide-in one is not modal: it closes when the focus or a click goes elsewhere
  full || p.addEventListener('focusout', (e) => e.relatedTarget && !p.contains(e.relatedTarget as Node) && e.relatedTarget != b && set(false));
  full || d.addEventListener('click', (e) => on && !p.contains(e.target as Node) && !b.contains(e.target as Node) && set(false));
}
