// theme/counters.js (T10; spec widget-and-theme.md §2.3, §9.3): number and circle counters,
// printed with their final number (docs/theme.md "Counters": what a visitor without the script
// and a screen reader get). Each `.counter` in the element counts from 0 to its `.count` over
// 1800 ms (§9.3) once, when half of it is in view; a circle's `.bar` (an SVG circle with
// pathLength 100) fills from empty to its printed stroke-dashoffset with it, through CSSOM (the
// CSP forbids style attributes). The number keeps its printed width while it counts (a min-width
// over the theme's tabular digits), and the printed text comes back at the end: nothing moves.
// Under reduced motion nothing counts: the final number stays.
import type { Theme } from '../types';

/** §9.3: counter animation */
export const COUNT_MS = 1800;
/** the count slows as it nears its number (ease-out cubic) */
export const ease = (k: number) => 1 - (1 - k) ** 3;
/** `v` grouped by threes with the separator the printed number `text` uses ('1,200', '1.200') */
export const show = (v: number, text: string) => ('' + v).replace(/\B(?=(\d{3})+$)/g, text.match(/\d(\D)\d{3}/)?.[1] || '');

export function init(root: HTMLElement, T: Theme) {
  if (T.reduced()) return;
  const run = (c: Element) => {
    const n = c.querySelector<HTMLElement>('.count'), bar = c.querySelector<SVGElement>('.bar');
    if (!n) return;
    const text = n.textContent!, to = +text.replace(/\D/g, ''), off = +(bar?.getAttribute('stroke-dashoffset') || 0), t0 = performance.now();
    n.style.minWidth = n.offsetWidth + 'px';
    const step = (t: number) => {
      const k = Math.min(1, Math.max(0, t - t0) / COUNT_MS), e = ease(k);
      n.textContent = k < 1 ? show(Math.round(to * e), text) : text;
      bar && (bar.style.strokeDashoffset = k < 1 ? '' + (100 - (100 - off) * e) : '');
      k < 1 ? requestAnimationFrame(step) : (n.style.minWidth = '');
    };
    step(t0);
  };
  const io = new IntersectionObserver((es) => es.forEach((x) => x.isIntersecting && (io.unobserve(x.target), run(x.target))), { threshold: 0.5 });
  root.querySelectorAll('.counter').forEach((c) => io.observe(c));
}
