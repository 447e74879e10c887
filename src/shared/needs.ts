// The chunks one popup needs besides runtime.js. The engine preloads them on idle (design.md: "it
// prefetches the rungs below on idle so a trigger shows the popup at once") and the runtime
// loads them when the popup shows: one decision, made here, for both.
import type { Popup } from '../engine/wire';

/** X07: no animation, and so no effects chunk, under prefers-reduced-motion */
export const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export interface Needs {
  /** formats/<type>/<format>; the runtime checks the name before loading it */
  format: string;
  /** the raw template marks a form slot (the form mounts only if the slot survives sanitising) */
  form: boolean;
  /** P26: an entry or exit effect other than the default fade */
  effects: boolean;
  /** no Sanitizer API: the allow-list sanitiser (runtime/parse.ts) */
  sanitize: boolean;
}

export function needs(p: Popup, html: string): Needs {
  const dp = p.design_properties || {};
  return {
    format: `formats/${p.poptin_type}/${p.poptin_format}`,
    form: /data-lp=.?form/.test(html),
    effects: !reducedMotion() && [dp.poptin_design_entry_effect, dp.poptin_design_exit_effect].some((n) => !!n && !/^fade$/i.test(n)),
    sanitize: !('setHTML' in Element.prototype),
  };
}

/** The chunk paths to preload, runtime.js first. */
export const chunksOf = (n: Needs) =>
  ['runtime', n.format, n.form && 'features/form', n.effects && 'features/effects', n.sanitize && 'features/sanitize'].filter(Boolean) as string[];
