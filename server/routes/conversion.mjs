// Call 6 (spec §7): POST /api/display/conversion/{viewer id}, form-encoded (JSON is accepted
// too). Stores the lead with every submitted field and answers the conversion id and the
// integration's conversion code, which the client injects into the page head.
import { randomBytes } from 'node:crypto';
import { fail, readObject, sendJson, BODY_LIMIT } from '../http.mjs';
import { check, text, email, jsonList, required, matches, param, str, VIEWER_ID } from '../validate.mjs';
import { ownedPopup } from './report.mjs';
import { insert } from '../db.mjs';
import { serverDrawn } from '../draw.mjs';

/** a text field may be as long as the whole body */
const LONG = BODY_LIMIT;

/** The named columns of a conversion (§7 call 6); everything else in the body is a lead field. */
const rules = {
  poptin_id: required(text(13)),
  client_id: text(64),
  url: text(),
  p_target: text(32),
  checkbox_checked: text(16),
  referrer: text(),
  previous_url: text(),
  trigger: text(64),
  title: text(1024),
  visitor: text(128),
  facebook_messanger_data_ref: text(256),
  origin_landing_page: text(),
  previous_visited_pages: text(LONG),
  previous_visited_pages_with_current_page: text(LONG),
  previous_visited_pages_with_time_stamp: text(LONG),
  all_visited_pages: text(LONG),
  store_integration: text(64),
  store_integration_customer_id: text(128),
  browser_language: text(64),
  operating_system: text(64),
  newExtraFields: jsonList,
  leader_request_cookie: text(),
  extra_button: text(),
  coupon: text(256),
  poptin_view_id: text(64),
  // a game's prize (P23, docs/display-api.md call 6): what the visitor won, as columns of the lead
  prize_id: text(64),
  prize_label: text(256),
  prize_code: text(256),
  // the client's key for this lead (docs/display-api.md call 6): a repeat is stored once
  idempotency_key: matches(VIEWER_ID, 'an id of [A-Za-z0-9_-]{1,64}'),
};

/** Call 6's named fields: the visit, not the lead (the owner's export leaves them out). */
export const NAMED = new Set(Object.keys(rules));

const COLUMNS = Object.keys(rules).filter((k) => !['poptin_id', 'client_id', 'newExtraFields'].includes(k));

/** A lead field: a value or a list of values (checkbox groups), each a string of sane length. */
function checkLeadField(name, v) {
  if (name.length > 128) fail(400, 'a field name is longer than 128 characters');
  const values = Array.isArray(v) ? v : [v];
  for (const x of values) {
    if (x != null && typeof x === 'object') fail(400, `${name} must be a value or a list of values`);
    if (String(x ?? '').length > 8192) fail(400, `${name} is longer than 8192 characters`);
  }
}

/** The lead's email: the field named email, else the newExtraFields entry of type email. */
function leadEmail(body, extra) {
  if (typeof body.email === 'string' && body.email.trim()) return body.email.trim();
  const f = extra.find((x) => x && typeof x === 'object' && (x.type === 'email' || x.name === 'email'));
  return f && typeof f.value === 'string' ? f.value.trim() : '';
}

/**
 * The named columns of a body. In a form body a lead field may share its name with one (a field
 * called `title` or `url`), which makes the name a list: the client sends the named fields before
 * the form's, so the column takes the first value, the stored fields keep them all (`fields`), and
 * the request does not fail as a list. A JSON body cannot repeat a name: its lists are lists.
 */
const columnsOf = (body, form) =>
  Object.fromEntries(Object.keys(rules).filter((k) => k in body).map((k) => [k, form && Array.isArray(body[k]) ? body[k][0] : body[k]]));

async function conversion({ req, res, params, ctx }) {
  const viewerId = param(params[0], VIEWER_ID, 'viewer id');
  const body = await readObject(req);
  const form = /^application\/x-www-form-urlencoded/i.test(String(req.headers['content-type'] || ''));
  const fixed = columnsOf(body, form);
  check(fixed, rules);
  for (const [k, v] of Object.entries(body)) {
    if (!Object.hasOwn(rules, k)) checkLeadField(k, v);
    // a lead field named like a column: its values after the column's
    else if (form && Array.isArray(v)) checkLeadField(k, v.slice(1));
  }
  const popup = ownedPopup(ctx, String(fixed.poptin_id), fixed.client_id, 'poptin_id');
  const extra = fixed.newExtraFields == null || fixed.newExtraFields === ''
    ? []
    : Array.isArray(fixed.newExtraFields) ? fixed.newExtraFields : JSON.parse(fixed.newExtraFields);
  const mail = leadEmail(body, extra);
  if (mail && email(mail)) fail(400, 'email is not a valid email address');

  const row = {
    conversion_id: randomBytes(8).toString('hex'),
    viewer_id: viewerId,
    popup_id: popup.id,
    client_id: popup.client_id,
    email: mail,
    new_extra_fields: JSON.stringify(extra),
    fields: JSON.stringify(body),
  };
  for (const c of COLUMNS) row[c] = str(fixed[c]);
  // a server-drawn game's prize is the server's own play of this viewer or email, never what the
  // client says it won (its stored result can be edited): none played, no prize
  if (serverDrawn(popup.json)) {
    const p = ctx.db
      .prepare(`SELECT prize_id, label, code FROM plays WHERE popup_id = ? AND (viewer_id = ? OR (email <> '' AND email = ?)) ORDER BY id LIMIT 1`)
      .get(popup.id, viewerId, mail.toLowerCase());
    Object.assign(row, { prize_id: p ? p.prize_id : '', prize_label: p ? p.label : '', prize_code: p ? p.code : '' });
  }
  const conversionId = store(ctx.db, row);
  sendJson(res, 200, { success: true, conversion_id: conversionId, integration: { conversion_code: popup.conversion_code } });
}

/**
 * Stores the conversion once per idempotency key and answers its conversion id: a lead the
 * client sends again (its answer was lost, it timed out, two tabs retried it) gets the first
 * one's id and stores nothing. One transaction, so two requests with one key cannot both insert.
 */
function store(db, row) {
  return db.transaction(() =>
    insert(db, 'conversions', row, "ON CONFLICT (client_id, idempotency_key) WHERE idempotency_key <> '' DO NOTHING")
      ? row.conversion_id
      : db.prepare('SELECT conversion_id FROM conversions WHERE client_id = ? AND idempotency_key = ?').get(row.client_id, row.idempotency_key).conversion_id,
  )();
}

export const conversionRoutes = [['POST', /^\/api\/display\/conversion\/([^/]+)$/, conversion]];
