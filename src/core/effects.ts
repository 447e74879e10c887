// Entry and exit effect names (design_properties.poptin_design_entry_effect / _exit_effect) mapped
// to the shell's CSS animations (spec §4 "Exit animations map effect names …", P26). The names
// are jQuery UI's; each goes to the animation closest to what that effect looked like.
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
