// Entry and exit effect names (design_properties.poptin_design_entry_effect / _exit_effect) mapped
// to CSS animations (spec §4 "Exit animations map effect names …", P26). The names are jQuery
// UI's; each goes to the animation closest to what that effect looked like. A chunk of its own:
// the runtime fetches it only for a popup that names an effect other than the default fade,
// and not at all under prefers-reduced-motion (X07).
export type Animation =
  | 'slide-up' | 'slide-down' | 'slide-left' | 'slide-right'
  | 'flip' | 'bounce' | 'zoom' | 'fade' | 'tada' | 'pulse' | 'flash' | 'heartbeat' | 'shake';

const MAP: Record<string, Animation> = {
  up: 'slide-up',
  down: 'slide-down',
  left: 'slide-left',
  right: 'slide-right',
  blind: 'flip', // a blind rolls on its horizontal axis
  fold: 'flip',
  bounce: 'bounce',
  clip: 'zoom', // clip collapses to its centre line
  size: 'zoom',
  explode: 'tada', // many moving parts: the busiest attention effect
  fade: 'fade',
  highlight: 'flash', // highlight flashes the box
  puff: 'heartbeat', // puff swells before it vanishes
  pulsate: 'pulse',
  scale: 'zoom',
  shake: 'shake',
};

const OPPOSITE: Partial<Record<Animation, Animation>> = {
  'slide-up': 'slide-down',
  'slide-down': 'slide-up',
  'slide-left': 'slide-right',
  'slide-right': 'slide-left',
};

/** The animation for an effect name; unknown or empty names fade. The shell plays an exit as
 *  its keyframes reversed, so an exit that leaves upwards plays 'enter downwards' backwards. */
export function effect(name?: string, exit?: boolean): Animation {
  const a = MAP[(name || '').toLowerCase()] || 'fade';
  return (exit && OPPOSITE[a]) || a;
}

/** Keyframes from the hidden state; an exit plays the same keyframes reversed. They animate the
 *  individual `translate` / `scale` / `rotate` properties, which compose with the scale-to-fit
 *  `transform` instead of replacing it. lp-fade is in the shell's CSS (runtime/css.ts). */
export const KEYFRAMES =
  '@keyframes lp-slide-up{0%{opacity:0;translate:0 60px}}' +
  '@keyframes lp-slide-down{0%{opacity:0;translate:0 -60px}}' +
  '@keyframes lp-slide-left{0%{opacity:0;translate:60px}}' +
  '@keyframes lp-slide-right{0%{opacity:0;translate:-60px}}' +
  '@keyframes lp-flip{0%{opacity:0;rotate:x 90deg}}' +
  '@keyframes lp-zoom{0%{opacity:0;scale:.3}}' +
  '@keyframes lp-bounce{0%{opacity:0;scale:.3}50%{opacity:1;scale:1.05}70%{scale:.9}}' +
  '@keyframes lp-tada{0%{opacity:0}10%,20%{scale:.9;rotate:-3deg}30%,50%,70%,90%{scale:1.1;rotate:3deg}40%,60%,80%{scale:1.1;rotate:-3deg}}' +
  '@keyframes lp-pulse{0%{opacity:0}50%{opacity:1;scale:1.05}}' +
  '@keyframes lp-flash{0%,50%{opacity:0}25%,75%{opacity:1}}' +
  '@keyframes lp-heartbeat{0%{opacity:0}14%,42%{opacity:1;scale:1.3}28%,70%{scale:1}}' +
  '@keyframes lp-shake{0%{opacity:0}10%,30%,50%,70%,90%{translate:-10px}20%,40%,60%,80%{translate:10px}}';
