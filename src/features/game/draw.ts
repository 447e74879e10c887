// P23's draw (spec §3 "Gamified prize", §4 "The prize is drawn by cumulative chance"): the prize
// list read as the display API sends it, and the draw. In the game core's chunk (features/game),
// not src/core: only a gamified popup pays for it.
import type { Prize } from '../../popup/wire';
import { on } from '../../core/flags';
import { isObj, text } from '../../core/text';
import { log } from '../../core/log';

/** §3: "The prize list comes from an encoded page field or a JSON field": a list, or the list as
 *  JSON text, or as base64 of UTF-8 JSON text. Each prize's texts are read as text (X05); an
 *  entry that is not an object, or a list with none, is logged and no game (null). */
export function prizes(raw: unknown): Prize[] | null {
  let v = raw;
  if (typeof v == 'string')
    try {
      v = JSON.parse(v);
    } catch {
      try {
        v = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(v as string), (c) => c.charCodeAt(0))));
      } catch {
        v = 0;
      }
    }
  const l = Array.isArray(v) ? v.filter(isObj).map((p) => text(p, 'prize_id label code') as Prize) : [];
  return l.length && l.length == (v as unknown[]).length ? l : (log('Prizes malformed'), null);
}

/** A prize wins when is_winner is on (the spec's "winning screen if is_winner, otherwise losing
 *  screen") and its loosing_option is 0 or absent (the "loosing_option other than 0 a
 *  losing slice"); the server reads it the same way (server/draw.mjs) */
export const wins = (p: Prize) => !+(p.loosing_option || 0) && on(p.is_winner);

/** The drawn index for u in [0, 1): chances are percents normalised over the listed prizes (a
 *  prize with none, or a negative one, is never drawn); when no prize has a chance, all are equal. */
export function pick(l: Prize[], u: number): number {
  let w = l.map((p) => Math.max(0, +p.chances! || 0));
  let sum = w.reduce((a, b) => a + b, 0);
  if (!sum) (w = w.map(() => 1)), (sum = w.length);
  let x = u * sum, i = 0;
  while (i < w.length - 1 && (x -= w[i]) >= 0) i++;
  // (a float's rest can land past the last chance: the last prize with one)
  while (!w[i]) i--;
  return i;
}

/** A uniform number in [0, 1) from the platform's cryptographic generator (issue 23: never
 *  Math.random, never where an animation stopped) */
export const roll = () => crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;
