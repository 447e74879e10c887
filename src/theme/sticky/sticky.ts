// theme/sticky.js (T18; spec widget-and-theme.md §3.6): a module that sticks to the top (or the
// bottom, or both) of the window while its container scrolls past (docs/theme.md "Sticky").
// The browser's own position: sticky does the sticking (no scroll work of ours, no layout shift:
// nothing moves until the visitor scrolls), within the element's parent (§3.6 bottomLimitSettings:
// our reading, the container the theme prints it in). This module adds what CSS cannot:
// - the offset: data-offset px from the window's edge, plus the heights of the sticky modules
//   above it that stick to the top too (§3.6 topOffsetModules), kept after a resize (200 ms);
// - the stuck state (§3.6 isSticky): the class lp-stuck while it sticks, for the theme's compact
//   look (heightSticky is that class's CSS);
// - the pause (§3.6 isPaused, our reading): a module taller than the window less its offset would
//   hide its own end, so it does not stick (lp-sticky-paused) until the window is tall enough.
import type { Theme } from '../types';

/** the module's offset from the top: its own, plus the top-sticking modules before it */
export const topOf = (el: HTMLElement) => {
  let t = +(el.dataset.offset || 0) || 0;
  for (const x of document.querySelectorAll<HTMLElement>('[data-module=sticky]')) {
    if (x == el) break;
    if (x.dataset.position != 'bottom' && x.dataset.stack != 'off') t += x.offsetHeight;
  }
  return t;
};

export function init(el: HTMLElement, _T: Theme) {
  const p = el.dataset.position || 'top', s = el.style;
  let top = 0, rt: ReturnType<typeof setTimeout>, raf = 0;
  const place = () => {
    top = topOf(el);
    const paused = el.offsetHeight > innerHeight - top;
    el.classList.toggle('lp-sticky-paused', paused);
    s.position = paused ? '' : 'sticky';
    s.top = p != 'bottom' ? top + 'px' : '';
    s.bottom = p != 'top' ? (+(el.dataset.offset || 0) || 0) + 'px' : '';
    state();
  };
  /** stuck: sticking at its top or bottom edge, not where it would sit anyway */
  const state = () => {
    raf = 0;
    const r = el.getBoundingClientRect(), b = innerHeight - (+(el.dataset.offset || 0) || 0);
    el.classList.toggle('lp-stuck', s.position == 'sticky' && ((p != 'bottom' && Math.abs(r.top - top) < 1 && scrollY > 0) || (p != 'top' && Math.abs(r.bottom - b) < 1)));
  };
  addEventListener('scroll', () => raf || (raf = requestAnimationFrame(state)), { passive: true });
  addEventListener('resize', () => (clearTimeout(rt), (rt = setTimeout(place, 200))));
  place();
}
