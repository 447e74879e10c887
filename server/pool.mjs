// Codes pools (issue 23, docs/display-api.md "Codes pools"): a prize of a server-drawn popup may
// hand out unique codes instead of its one `code`. Each code is a row of `prize_codes`; a winning
// play takes the first free one in the play's transaction (routes/play.mjs), so no code goes to
// two plays, and a prize whose pool has run out leaves the draw.

/** Adds codes to a prize's pool (a code already in the popup's pools is left as it is, taken or
 *  not). `seeded` marks the seed's own, which a changed seed may drop while still free. */
export function addPool(db, popupId, prizeId, codes, seeded = 0) {
  const add = db.prepare('INSERT INTO prize_codes (popup_id, prize_id, code, seeded) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  db.transaction(() => {
    for (const c of codes) add.run(popupId, String(prizeId), String(c), seeded);
  })();
}

/** The popup's pools: prize id → how many codes are still free. A prize without a row here has
 *  no pool and hands out its own `code`. */
export function pools(db, popupId) {
  const rows = db.prepare(
    'SELECT prize_id, sum(play_id IS NULL) AS free FROM prize_codes WHERE popup_id = ? GROUP BY prize_id',
  ).all(popupId);
  return new Map(rows.map((r) => [r.prize_id, r.free]));
}

/** Takes the prize's next free code for the play; '' when none is left. Run it inside the play's
 *  transaction (the read and the write are one step for every other connection). */
export function takeCode(db, popupId, prizeId, playId) {
  const row = db.prepare(
    `UPDATE prize_codes SET play_id = ? WHERE id =
       (SELECT id FROM prize_codes WHERE popup_id = ? AND prize_id = ? AND play_id IS NULL ORDER BY id LIMIT 1)
     RETURNING code`,
  ).get(playId, popupId, prizeId);
  return row ? row.code : '';
}

/** The seed's pools: `{ prize_id: ["CODE", …] | { prefix, count } }` of a seeded popup entry. A
 *  prefix and count make `count` codes of the prefix and 6 characters of a hash of the popup,
 *  the prize and the number: fixed across restarts, so seeding again adds nothing. */
export function seedCodes(popupId, prizeId, spec, hash) {
  if (Array.isArray(spec)) return spec.map(String);
  return Array.from({ length: spec.count }, (_, i) => spec.prefix + hash(`${popupId}:${prizeId}:${i}`).slice(0, 6).toUpperCase());
}
