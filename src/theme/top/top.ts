// theme/top.js (T13; spec widget-and-theme.md §2.4, §4.5, §9.4; docs/theme.md "Scroll to top"):
// the back-to-top link (`a.to-top href="#main"`: theme.js scrolls to it smoothly and puts the
// focus there). It shows (`is-shown`) after more than 800 px of scrolling and hides otherwise.
import type { Theme } from '../types';

/** §9.4: shown past this scroll */
export const TOP_PX = 800;

export const shown = (y: number) => y > TOP_PX;

export function init(root: HTMLElement, _T: Theme) {
  const f = () => root.classList.toggle('is-shown', shown(scrollY));
  addEventListener('scroll', f, { passive: true });
  f();
}
