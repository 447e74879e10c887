// The games' play call (issue 23, docs/display-api.md "Play"): POST /api/display/play/{popup id}
// draws a server-drawn popup's prize on the server and answers the drawn prize with its code
// only. One play per (popup, viewer) and per (popup, lower-cased email): a second play gets the
// first result again with `repeat: true`. The read, the draw, the code taken from a pool and the
// stored play are one IMMEDIATE transaction: it takes the database's write lock before it reads,
// so parallel plays (in this process or in another on the same file) run one after another.
import { randomInt } from 'node:crypto';
import { fail, readObject, sendJson } from '../http.mjs';
import { check, email, matches, param, required, text, POPUP_ID, VIEWER_ID } from '../validate.mjs';
import { getPopup } from '../store.mjs';
import { prizesOf, serverDrawn, wins, weightOf, pick } from '../draw.mjs';
import { pools, takeCode } from '../pool.mjs';

const rules = {
  viewer_id: required(matches(VIEWER_ID, 'an id of [A-Za-z0-9_-]{1,64}')),
  email: (v) => text(254)(v) || email(String(v)),
};

const answerOf = (row, repeat) => ({
  index: row.prize_index,
  prize_id: row.prize_id,
  label: row.label,
  is_winner: !!row.is_winner,
  code: row.code,
  repeat,
});

/** The prize's key in the pools: its prize_id (a prize without one has no pool). */
const keyOf = (p) => (p.prize_id == null ? '' : String(p.prize_id));

function drawAndStore(db, popup, viewer, mail) {
  const prev = db.prepare(
    `SELECT * FROM plays WHERE popup_id = ? AND (viewer_id = ? OR (email <> '' AND email = ?)) ORDER BY id LIMIT 1`,
  ).get(popup.id, viewer, mail);
  if (prev) return answerOf(prev, true);
  const list = prizesOf(popup.json);
  const left = pools(db, popup.id);
  // a list without chances (every one missing or 0) draws its prizes alike
  let base = list.map(weightOf);
  if (!base.some((w) => w > 0)) base = list.map(() => 1);
  // a winning prize whose pool has run out leaves the draw; the rest keep their proportions
  const out = (p) => wins(p) && left.has(keyOf(p)) && !left.get(keyOf(p));
  const i = pick(base.map((w, k) => (out(list[k]) ? 0 : w)), randomInt);
  if (i < 0) fail(409, 'no prize left to draw');
  const p = list[i];
  const win = wins(p);
  const pooled = win && left.has(keyOf(p));
  const row = { prize_index: i, prize_id: keyOf(p), label: String(p.label ?? ''), is_winner: win ? 1 : 0, code: win && !pooled ? String(p.code ?? '') : '' };
  const id = db.prepare(
    `INSERT INTO plays (popup_id, viewer_id, email, prize_index, prize_id, label, is_winner, code)
     VALUES (@popup_id, @viewer_id, @email, @prize_index, @prize_id, @label, @is_winner, @code)`,
  ).run({ ...row, popup_id: popup.id, viewer_id: viewer, email: mail }).lastInsertRowid;
  if (pooled) {
    row.code = takeCode(db, popup.id, row.prize_id, id); // free: `out` checked it in this transaction
    db.prepare('UPDATE plays SET code = ? WHERE id = ?').run(row.code, id);
  }
  return answerOf(row, false);
}

async function play({ req, res, params, ctx }) {
  const id = param(params[0], POPUP_ID, 'popup id');
  const body = await readObject(req);
  check(body, rules);
  const popup = getPopup(ctx.db, id);
  // a client-drawn popup has nothing to play here: its codes are in its answer already
  if (!popup || !serverDrawn(popup.json)) fail(404, 'unknown popup or not drawn by the server');
  const mail = body.email == null ? '' : String(body.email).trim().toLowerCase();
  // a popup whose form asks for an email plays only with one: without it the per-email rule
  // could be skipped by leaving the email out
  if (!mail && (popup.json.poptin_fields || []).some((f) => f && f.tag === 'email')) fail(400, 'email: required by this popup');
  const tx = ctx.db.transaction(drawAndStore);
  sendJson(res, 200, tx.immediate(ctx.db, popup, body.viewer_id, mail));
}

export const playRoutes = [['POST', /^\/api\/display\/play\/([^/]+)$/, play]];
