// The chunks one popup needs besides runtime.js. The engine preloads them when its trigger is
// near, alongside its template (docs/CONTRIBUTING.md "The ladder"), and the runtime loads them
// when the popup shows: one decision, made here, for both.
import type { Popup } from './wire';
import { SLOTS, slotsIn } from './slots';

/** X07: no animation, and so no effects chunk, under prefers-reduced-motion */
export const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export interface Needs {
  /** formats/<type>/<format>; the runtime checks the name before loading it */
  format: string;
  /** shells/<kind> for a type not drawn in the modal shell of runtime.js (KIND), else '' */
  shell: string;
  /** the slot chunks the raw template marks (slots.ts; one mounts only if its slot survives
   *  sanitising) */
  slots: string[];
  /** P26: an entry or exit effect other than the default fade */
  effects: boolean;
  /** no Sanitizer API: the allow-list sanitiser (runtime/parse.ts) */
  sanitize: boolean;
}

/** The shell kind of a popup type (docs/behaviour.md P05): bars span an edge; slide-ins (bside,
 *  sside, browsing, social) sit in a corner or on a side; inline popups (embedded, content) live
 *  inside the page; lightbox, fullpage, gamified and mobile popups are modal, the kind runtime.js
 *  holds itself. Patterns, not a table: this ships in every engine.js download (answer.ts has
 *  already refused any other type). */
export const kindOf = (type: string) => (type == 'bar' ? type : /side|brow|soc/.test(type) ? 'slide' : /emb|cont/.test(type) ? 'inline' : 'modal');

export function needs(p: Popup, html: string): Needs {
  const dp = p.design_properties || {};
  const k = kindOf(p.poptin_type);
  return {
    format: `formats/${p.poptin_type}/${p.poptin_format}`,
    shell: k == 'modal' ? '' : 'shells/' + k,
    slots: slotsIn(html).map((m) => SLOTS[m][0]),
    effects: !reducedMotion() && [dp.poptin_design_entry_effect, dp.poptin_design_exit_effect].some((n) => !!n && !/^fade$/i.test(n)),
    sanitize: !('setHTML' in Element.prototype),
  };
}

/** The chunk paths to preload, runtime.js first. */
export const chunksOf = (n: Needs) =>
  ['runtime', n.shell, n.format, ...n.slots, n.effects && 'features/effects', n.sanitize && 'features/sanitize'].filter(Boolean) as string[];
