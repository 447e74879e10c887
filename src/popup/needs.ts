// The chunks one popup needs besides runtime.js. The engine preloads them when its trigger is
// near, alongside its template (docs/CONTRIBUTING.md "The ladder"), and the runtime loads them
// when the popup shows: one decision, made here, for both.
import type { Popup } from './wire';
import { SLOTS, slotsIn } from './slots';

/** X07: no animation, and so no effects chunk, under prefers-reduced-motion */
export const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The popup-level chunks, beside the slots (slots.ts): features/<name>.js, which the whole popup
 *  needs rather than one slot of its template, and the condition that needs it, in the order they
 *  are preloaded (docs/CONTRIBUTING.md "How to add a popup-level chunk"). needs() says which a
 *  popup needs (`n.<name>`), the engine preloads them (chunksOf), the runtime loads each where it
 *  uses it (runtime.ts the effects on `n.effects`; parse.ts the sanitiser once the browser's
 *  Sanitizer API fails). A new one (later particles, the store adapter) is one row here. */
export const CHUNKS = {
  /** P26: an entry or exit effect other than the default fade (dp a parameter, not a local: 3 B) */
  effects: (p: Popup, dp = p.design_properties || {}) =>
    !reducedMotion() && [dp.poptin_design_entry_effect, dp.poptin_design_exit_effect].some((n) => !!n && !/^fade$/i.test(n)),
  /** no Sanitizer API: the allow-list sanitiser (runtime/parse.ts) */
  sanitize: () => !('setHTML' in Element.prototype),
};

export type Chunk = keyof typeof CHUNKS;

export type Needs = {
  /** formats/<type>/<format>; the runtime checks the name before loading it */
  format: string;
  /** shells/<kind> for a type not drawn in the modal shell of runtime.js (KIND), else '' */
  shell: string;
  /** the slot chunks the raw template marks (slots.ts; one mounts only if its slot survives
   *  sanitising) */
  slots: string[];
} & {
  /** a popup-level chunk (CHUNKS): whether this popup needs it */
  [c in Chunk]: boolean;
};

/** The shell kind of a popup type (docs/behaviour.md P05): bars span an edge; slide-ins (bside,
 *  sside, browsing, social) sit in a corner or on a side; inline popups (embedded, content) live
 *  inside the page; lightbox, fullpage, gamified and mobile popups are modal, the kind runtime.js
 *  holds itself. Patterns, not a table: this ships in every engine.js download (answer.ts has
 *  already refused any other type). */
export const kindOf = (type: string) => (type == 'bar' ? type : /side|brow|soc/.test(type) ? 'slide' : /emb|cont/.test(type) ? 'inline' : 'modal');

export function needs(p: Popup, html: string): Needs {
  const k = kindOf(p.poptin_type);
  const n = {
    format: `formats/${p.poptin_type}/${p.poptin_format}`,
    shell: k == 'modal' ? '' : 'shells/' + k,
    slots: slotsIn(html).map((m) => SLOTS[m][0]),
  } as Needs;
  for (const c in CHUNKS) n[c as Chunk] = CHUNKS[c as Chunk](p);
  return n;
}

/** The chunk paths to preload, runtime.js first, then the popup's kind, format, slots and
 *  popup-level chunks (CHUNKS). */
export const chunksOf = (n: Needs) =>
  ['runtime', n.shell, n.format, ...n.slots, ...Object.keys(CHUNKS).map((c) => n[c as Chunk] && 'features/' + c)].filter(Boolean) as string[];
