// The games' prize list on the server (spec/popups.md §3 "Gamified prize", §4 "Gamified", P23):
// reading it, the draw by cumulative chance, and what a server-drawn popup's answer may show
// (docs/display-api.md "Client draw or server draw").

/** A popup's prizes: `gamified_prize` as a list, or that list as JSON text (§3: "the prize list
 *  comes from ... a JSON field"); anything else is no prizes. */
export function prizesOf(popup) {
  let v = popup.gamified_prize;
  // as the script reads it (docs/display-api.md gamified_prize): a list, JSON text, or base64
  // of UTF-8 JSON text
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      try {
        v = JSON.parse(Buffer.from(v, 'base64').toString('utf8'));
      } catch {
        return [];
      }
    }
  }
  return Array.isArray(v) ? v.map((p) => (p && typeof p === 'object' && !Array.isArray(p) ? p : {})) : [];
}

/** The popup draws on the server (our field, docs/display-api.md). */
export const serverDrawn = (popup) => popup.gamified_draw === 'server';

const truthy = (v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'yes';

/** A winning prize: is_winner set and loosing_option 0 (§3: "0 means winning"); the seed sets
 *  both, and a list that contradicts itself is read as a loss (no code is handed out). */
export const wins = (p) => truthy(p.is_winner) && !(Number(p.loosing_option) || truthy(p.loosing_option));

/** A prize's share of the draw, in thousandths of a percent (so 12.5 % draws as exactly that with
 *  integer arithmetic); missing, negative or not a number: 0, never drawn. */
export const weightOf = (p) => {
  const c = Number(p.chances);
  // (at most 1e9: crypto.randomInt draws below 2^48)
  return Number.isFinite(c) && c > 0 ? Math.min(Math.round(c * 1000), 1e9) : 0;
};

/**
 * The draw by cumulative chance (§4): `rand(n)` is an integer in [0, n) (crypto.randomInt);
 * the weights are normalised over the list by drawing below their sum, so chances that do not sum
 * to 100 keep their proportions. Answers the index drawn, or -1 when no weight is above 0.
 */
export function pick(weights, rand) {
  const total = weights.reduce((a, w) => a + w, 0);
  if (total <= 0) return -1;
  let r = rand(total);
  for (let i = 0; i < weights.length; i++) {
    if (r < weights[i]) return i;
    r -= weights[i];
  }
  return -1; // not reached: r < total
}

/** A server-drawn popup's prizes as call 1 answers them: no code and no chances (only the play
 *  call hands out the drawn prize's code), in the form the list came in. */
export function publicPrizes(popup) {
  const list = prizesOf(popup).map(({ code, chances, ...rest }) => rest);
  return typeof popup.gamified_prize === 'string' ? JSON.stringify(list) : list;
}
