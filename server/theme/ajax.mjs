// The theme's ajax endpoint (issue 26; spec widget-and-theme.md §7 "the site's ajax endpoint"):
// POST /demo/theme/ajax, application/x-www-form-urlencoded, dispatching on `action` as
// WordPress's admin-ajax does, under the real theme's action names so a site could swap ours in:
// - et_pb_submit_subscribe_form (call 13, T15): a newsletter sign-up, stored;
// - et_pb_ab_update_stats_table (call 11, T16): one split-test record, counted;
// - et_pb_ab_get_subject_id (call 12, T16): a subject for a cached page's placeholder.
// A malformed request (an unknown action, a bad nonce, a missing list, a bad email, an unknown
// test) gets a 4xx and stores nothing. The sign-up posted without the script (a navigation) is
// answered with a page that says how it went, not JSON. The owner's exports: /api/owner/theme-signups.json|.csv
// and /api/owner/theme-split.json|.csv (docs/theme.md "Newsletter sign-up", "Split tests").
import { createHmac, randomBytes } from 'node:crypto';
import { HttpError, fail, readBody, sendJson, sendText, clientIp } from '../http.mjs';
import { CSP, themePage } from './demo.mjs';
import { email } from '../validate.mjs';
import { insert } from '../db.mjs';
import { csvSheet } from '../routes/owner.mjs';

/** The nonce the theme prints (data-nonce) and each call must send back: a keyed hash of the
 *  server's secret, so a request made without the page is refused (WordPress's nonces play
 *  this part; ours does not expire, our reading for a demo) */
export const themeNonce = (secret) => createHmac('sha256', String(secret)).update('theme-ajax').digest('hex').slice(0, 12);

/** The sign-up lists this site offers (list id → provider, account): server-side config */
export const LISTS = { 'roast-list': { provider: 'mailchimp', account: 'lumen' } };

/** The split tests (test id, the post id → its subjects, id → markup): server-side config. Call
 *  12 picks one at random; its content is the section as the theme prints it. */
const sub = (test, id, h, p, goal) =>
  `<div data-module="split" class="split" data-test="${test}" data-subject="${id}" data-nonce="{nonce}"><h3>${h}</h3><p>${p}</p><p><a class="button" href="#m-signup"${goal ? ` data-goal="${test}"` : ''}>Join the roast list</a></p></div>`;
export const SPLIT = {
  // the sign-up (data-goal="7") is test 7's goal
  7: {
    a: sub(7, 'a', 'Fresh every Tuesday', 'We roast on Tuesday and ship the same afternoon.'),
    b: sub(7, 'b', 'Roasted this week, at your door by Friday', 'Every bag leaves the roastery within hours of its roast.'),
  },
  8: {
    a: sub(8, 'a', 'Try the spring sampler', 'Three new lots, 100 g each, for the price of two.', 1),
    b: sub(8, 'b', 'Three coffees, one box', 'Our spring sampler: taste the new lots before anyone else.', 1),
  },
};
/** call 11's record types (§3.5) */
export const RECORDS = ['read_page', 'view_goal', 'read_goal', 'click_goal', 'con_goal', 'con_short'];

const MAX = 200; // a field's longest value
async function form(req) {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] || '')) fail(415, 'send the form urlencoded');
  return new URLSearchParams(await readBody(req));
}
const one = (q, k) => {
  const v = q.get(k);
  if (v != null && v.length > MAX) fail(400, k + ' is too long');
  return v;
};
const nonceOk = (q, k, ctx) => one(q, k) === themeNonce(ctx.secret) || fail(403, 'bad nonce');
const test = (q, k) => (Object.hasOwn(SPLIT, one(q, k) || '') ? q.get(k) : fail(400, 'unknown test'));

/** call 13: the sign-up's fields (§3.9); first and last name required when sent (§5.4) */
function subscribe(q, req, ctx) {
  nonceOk(q, 'et_frontend_nonce', ctx);
  const list = one(q, 'et_list_id') || fail(400, 'list id is required');
  const l = Object.hasOwn(LISTS, list) ? LISTS[list] : fail(400, 'unknown list');
  if (one(q, 'et_provider') != l.provider || one(q, 'et_account') != l.account) fail(400, 'the list is not of that provider and account');
  for (const k of ['et_firstname', 'et_lastname']) if (q.has(k) && !one(q, k).trim()) fail(400, k + ' is required');
  const mail = (one(q, 'et_email') || '').trim();
  if (email(mail)) fail(400, 'email is not a valid email address');
  const custom = {};
  for (const [k, v] of q) {
    const m = /^et_custom_fields\[(\w{1,40})\]$/.exec(k);
    if (!m) continue;
    if (v.length > MAX) fail(400, k + ' is too long');
    custom[m[1]] = custom[m[1]] ? custom[m[1]] + ', ' + v : v;
  }
  let hidden;
  try {
    hidden = JSON.parse(one(q, 'et_hidden_fields') || '[]');
  } catch {}
  if (!Array.isArray(hidden) || hidden.some((x) => typeof x != 'string')) fail(400, 'hidden fields must be a JSON list of names');
  insert(ctx.db, 'theme_signups', {
    list_id: list,
    provider: l.provider,
    account: l.account,
    first_name: (one(q, 'et_firstname') || '').trim(),
    last_name: (one(q, 'et_lastname') || '').trim(),
    email: mail,
    ip_address: clientIp(req), // the address the server saw, not one the page claims
    checksum: one(q, 'et_checksum') || '',
    custom_fields: JSON.stringify(custom),
    hidden_fields: JSON.stringify(hidden),
  });
  return { success: 'Subscribed' };
}

/** call 11: one record, counted per (test, subject, record type) */
function stats(q, req, ctx) {
  nonceOk(q, 'et_ab_log_nonce', ctx);
  let s;
  try {
    s = JSON.parse(one(q, 'stats_data_array'));
  } catch {}
  const t = s && Object.hasOwn(SPLIT, String(s.test_id)) && SPLIT[s.test_id];
  if (!t || !Object.hasOwn(t, String(s.subject_id)) || !RECORDS.includes(s.record_type)) fail(400, 'stats_data_array must name a test, one of its subjects and a record type');
  ctx.db
    .prepare('INSERT INTO theme_split_stats (test_id, subject_id, record_type, count) VALUES (?, ?, ?, 1) ON CONFLICT DO UPDATE SET count = count + 1')
    .run(String(s.test_id), String(s.subject_id), s.record_type);
  return { success: true };
}

/** call 12: a subject at random among the test's, with its markup */
function subject(q, req, ctx) {
  nonceOk(q, 'et_frontend_nonce', ctx);
  const t = SPLIT[test(q, 'et_pb_ab_test_id')], ids = Object.keys(t), id = ids[Math.floor(Math.random() * ids.length)];
  return { id, content: t[id].replace('{nonce}', themeNonce(ctx.secret)) };
}

const ACTIONS = { et_pb_submit_subscribe_form: subscribe, et_pb_ab_update_stats_table: stats, et_pb_ab_get_subject_id: subject };

async function ajax({ req, res, ctx }) {
  const q = await form(req), a = q.get('action') || '';
  if (!Object.hasOwn(ACTIONS, a)) fail(400, 'unknown action');
  if (req.headers['sec-fetch-mode'] == 'navigate' && a == 'et_pb_submit_subscribe_form') return signedUpPage(q, req, res, ctx);
  sendJson(res, 200, ACTIONS[a](q, req, ctx));
}

const esc = (t) => String(t).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-up posted by the browser itself (T15 without the script: the form's own action): a
 *  page that says how it went, the same checks and storage as call 13, and a way back to the page
 *  it came from (its own origin's only) */
function signedUpPage(q, req, res, ctx) {
  let r, status = 200;
  try {
    r = subscribe(q, req, ctx);
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    (status = e.status), (r = { error: e.message });
  }
  let back = '/demo/theme/';
  try {
    const u = new URL(req.headers.referer || '', 'http://' + req.headers.host);
    if (u.host == req.headers.host) back = u.pathname + u.search;
  } catch {}
  const nonce = randomBytes(12).toString('base64');
  const body = `<section class="band"><h1>${r.error ? 'Not subscribed' : 'Subscribed'}</h1><p role="status">${esc(r.error ? 'The sign-up was refused: ' + r.error + '.' : 'Thank you: you are on the roast list.')}</p><p><a class="button" href="${esc(back)}">Back to the page</a></p></section>`;
  sendText(res, status, 'text/html; charset=utf-8', themePage(r.error ? 'Not subscribed' : 'Subscribed', body, nonce, { tag: false }), { 'Content-Security-Policy': CSP(nonce), 'Cache-Control': 'no-store' });
}

const signups = (db) =>
  db.prepare('SELECT * FROM theme_signups ORDER BY id').all().map((r) => ({ ...r, custom_fields: JSON.parse(r.custom_fields), hidden_fields: JSON.parse(r.hidden_fields) }));
const splitRows = (db) => db.prepare('SELECT test_id, subject_id, record_type, count FROM theme_split_stats ORDER BY test_id, subject_id, record_type').all();
const SIGNUP_COLS = ['id', 'created_at', 'list_id', 'provider', 'account', 'first_name', 'last_name', 'email', 'ip_address', 'checksum', 'custom_fields', 'hidden_fields'];
const csv = (cols, rows, cell = (r, c) => r[c]) => csvSheet([cols, ...rows.map((r) => cols.map((c) => cell(r, c)))]);
const attach = (name) => ({ 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' });

export const themeAjaxRoutes = [
  ['POST', /^\/demo\/theme\/ajax$/, ajax],
  ['GET', /^\/api\/owner\/theme-signups\.json$/, ({ res, ctx }) => sendJson(res, 200, { signups: signups(ctx.db) })],
  ['GET', /^\/api\/owner\/theme-signups\.csv$/, ({ res, ctx }) =>
    sendText(res, 200, 'text/csv; charset=utf-8', csv(SIGNUP_COLS, signups(ctx.db), (r, c) => (typeof r[c] == 'object' ? JSON.stringify(r[c]) : r[c])), attach('theme-signups.csv'))],
  ['GET', /^\/api\/owner\/theme-split\.json$/, ({ res, ctx }) => sendJson(res, 200, { counts: splitRows(ctx.db) })],
  ['GET', /^\/api\/owner\/theme-split\.csv$/, ({ res, ctx }) => sendText(res, 200, 'text/csv; charset=utf-8', csv(['test_id', 'subject_id', 'record_type', 'count'], splitRows(ctx.db)), attach('theme-split.csv'))],
];
