// theme/animation.js (T17; spec widget-and-theme.md §3.4, §4.9, §5.5, §9.3): an element's entry
// animation as it comes into view (docs/theme.md "Animations"). The element keeps its final look
// in the server's markup; the animation plays from the style's start (slide, zoom, flip, fold,
// roll, from a direction, at an intensity, from a starting opacity) to it, with transforms only
// (no layout shift), through the Web Animations API (allowed under a strict CSP). It runs once,
// then the element is marked animated (class lp-animated), unless its repeat is infinite (§4.9).
// theme.js never loads it under reduced motion or in a builder mode (MODULES: EFFECT | MOTION).
import type { Theme } from '../types';

/** §5.5, §9.3: the speed curves; anything else is ease-in-out */
const CURVES = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'];

/** The animation options of §3.4 after §5.5's sanitising. */
export interface Anim {
  style: string;
  direction: string;
  duration: number;
  delay: number;
  intensity: number;
  opacity: number;
  curve: string;
  infinite: boolean;
}

/** §5.5: a speed that is no number or negative is 0 */
const speed = (v?: string) => Math.max(0, +(v ?? '') || 0);

/** The options for breakpoint `m` from the element's data-style, data-direction, data-duration,
 *  data-delay, data-intensity, data-starting-opacity, data-speed-curve and data-repeat (§3.4;
 *  tablet and phone variants data-tablet-duration, data-phone-duration …: a variant missing
 *  falls back to the wider one's value), sanitised (§5.5). */
export const options = (d: DOMStringMap, m = 'desktop'): Anim => {
  const get = (k: string) => (m == 'phone' && d['phone' + k]) || (m != 'desktop' && d['tablet' + k]) || d[k[0].toLowerCase() + k.slice(1)];
  const i = parseFloat(get('Intensity')!), o = parseFloat(get('StartingOpacity')!), c = get('SpeedCurve');
  return {
    style: get('Style') || 'fade',
    direction: get('Direction') || 'bottom',
    duration: speed(get('Duration') ?? '1000'),
    delay: speed(get('Delay')),
    // §5.5, §9.3: intensity not a number: 50; starting opacity a percentage, not a number: 0
    intensity: isNaN(i) ? 50 : Math.min(100, Math.max(0, i)),
    opacity: isNaN(o) ? 0 : Math.min(100, Math.max(0, o)) / 100,
    curve: CURVES.includes(c!) ? c! : 'ease-in-out',
    infinite: get('Repeat') == 'infinite',
  };
};

/** Our reading of the styles (docs/theme.md "Animations"; §3.4 names them, not their geometry):
 *  the start transform at intensity k (0-100) coming from direction `dir`. slide: from k x 2 %
 *  of its size away; zoom: from scale 1 - k/100; flip and fold: turned k x 0.9 degrees about
 *  the axis the direction names (fold about that edge); roll: turned k x 3.6 degrees. */
export const start = (a: Anim): [transform: string, origin: string] => {
  const k = a.intensity, h = a.direction == 'left' || a.direction == 'right', s = a.direction == 'left' || a.direction == 'top' ? -1 : 1;
  switch (a.style) {
    case 'slide':
      return [`translate${h ? 'X' : 'Y'}(${s * k * 2}%)`, ''];
    case 'zoom':
      return [`scale(${1 - k / 100})`, ''];
    case 'flip':
    case 'fold':
      return [`perspective(2000px) rotate${h ? 'Y' : 'X'}(${(h ? -s : s) * k * 0.9}deg)`, a.style == 'fold' ? a.direction : ''];
    case 'roll':
      return [`rotate(${s * k * 3.6}deg)`, ''];
  }
  return ['none', ''];
};

export function init(el: HTMLElement, T: Theme) {
  const io = new IntersectionObserver((es) => {
    if (!es.some((x) => x.isIntersecting)) return;
    io.disconnect();
    const a = options(el.dataset, T.mode()), [t, o] = start(a);
    o && (el.style.transformOrigin = o);
    el.animate([{ transform: t, opacity: a.opacity }, { transform: 'none', opacity: 1 }], {
      duration: a.duration,
      delay: a.delay,
      easing: a.curve,
      fill: 'backwards',
      iterations: a.infinite ? Infinity : 1,
    }).onfinish = () => el.classList.add('lp-animated');
  });
  io.observe(el);
}
