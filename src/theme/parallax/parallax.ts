// theme/parallax.js (T12; spec widget-and-theme.md §1.2 "parallax"): a section whose background
// layer moves slower than the page (docs/theme.md "Parallax"). The theme prints the layer (the
// element with class lp-parallax-bg, taller than its section by the theme's CSS); the module moves
// it with a transform as the section crosses the window, once per frame while it is in view
// (no layout, no shift). theme.js never loads it under reduced motion or in a builder (MOTION,
// EFFECT): the layer then stays where the CSS puts it.
import type { Theme } from '../types';

/** the layer's offset: data-speed (0-1, default 0.3) of the section's distance from the window's
 *  middle */
export const shift = (top: number, height: number, win: number, speed: number) => (top + height / 2 - win / 2) * -speed;

export function init(root: HTMLElement, _T: Theme) {
  const bg = root.querySelector<HTMLElement>('.lp-parallax-bg'), k = Math.min(1, Math.max(0, parseFloat(root.dataset.speed!) || 0.3));
  if (!bg) return;
  let on = false, raf = 0;
  const move = () => {
    raf = 0;
    const r = root.getBoundingClientRect();
    bg.style.transform = `translate3d(0,${shift(r.top, r.height, innerHeight, k).toFixed(1)}px,0)`;
  };
  const tick = () => on && !raf && (raf = requestAnimationFrame(move));
  new IntersectionObserver((es) => ((on = es.some((x) => x.isIntersecting)), tick())).observe(root);
  addEventListener('scroll', tick, { passive: true });
  addEventListener('resize', tick);
}
