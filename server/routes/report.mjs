// Reporting calls (spec §7): viewed (5), closed (7), website session (8), conversion
// activities (9), upgrade-popup choices (10) and the free-email domain list (16).
// Each stores exactly one row after the whole request validated; a refused request stores nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fail, readObject, sendJson } from '../http.mjs';
import { check, text, oneOf, email, required, matches, param, str, CLIENT_ID, POPUP_ID, VIEWER_ID } from '../validate.mjs';
import { insert } from '../db.mjs';
import { getClient, getPopup } from '../store.mjs';
import { sendCached } from '../compress.mjs';
import { SEED_DIR } from '../seed.mjs';

/** What calls 5, 7, 8 and 9 carry about the visitor's page and store. */
const visitorRules = { url: text(), store_integration: text(64), store_integration_customer_id: text(128) };
const visitorRow = (b) => ({
  url: str(b.url),
  store_integration: str(b.store_integration),
  store_integration_customer_id: str(b.store_integration_customer_id),
});

/** The popup named by `rawId` (`what` names it in the error); a client_id in the body must be
 *  its owner. Calls 5, 6 and 7. */
export function ownedPopup(ctx, rawId, clientId, what = 'popup id') {
  const row = getPopup(ctx.db, param(rawId, POPUP_ID, what));
  if (!row) fail(404, 'unknown popup');
  if (clientId && String(clientId) !== row.client_id) fail(400, 'client_id does not own this popup');
  return row;
}

function knownClient(ctx, rawId) {
  const client = getClient(ctx.db, param(rawId, CLIENT_ID, 'client id'));
  if (!client) fail(404, 'unknown client');
  return client;
}

/** Call 5: POST /api/display/viewed/{popup id} → { poptin_view_id }. */
async function viewed({ req, res, params, ctx }) {
  const b = await readObject(req);
  check(b, {
    // the same id call 6 puts in its path: [A-Za-z0-9_-]{1,64} (docs/display-api.md "Ids")
    viewer_id: required(matches(VIEWER_ID, 'an id of [A-Za-z0-9_-]{1,64}')),
    trigger: text(64),
    client_id: text(64),
    type: oneOf('mobile', 'desktop'),
    converted_email: text(254),
    ...visitorRules,
  });
  const popup = ownedPopup(ctx, params[0], b.client_id);
  const viewId = randomBytes(8).toString('hex');
  insert(ctx.db, 'views', {
    view_id: viewId,
    popup_id: popup.id,
    client_id: popup.client_id,
    viewer_id: str(b.viewer_id),
    trigger: str(b.trigger),
    type: str(b.type),
    converted_email: str(b.converted_email),
    ...visitorRow(b),
  });
  sendJson(res, 200, { poptin_view_id: viewId });
}

/** Call 7: POST /api/display/closed/{popup id}. */
async function closed({ req, res, params, ctx }) {
  const b = await readObject(req);
  check(b, { client_id: text(64), converted_email: text(254), ...visitorRules });
  const popup = ownedPopup(ctx, params[0], b.client_id);
  insert(ctx.db, 'closes', {
    popup_id: popup.id,
    client_id: popup.client_id,
    converted_email: str(b.converted_email),
    ...visitorRow(b),
  });
  sendJson(res, 200, { success: true });
}

/** Call 8: POST /api/display/total-website-session/{client id}, the 60 s heartbeat. */
async function session({ req, res, params, ctx }) {
  const b = await readObject(req);
  check(b, { email: text(254), ...visitorRules });
  const client = knownClient(ctx, params[0]);
  insert(ctx.db, 'sessions', { client_id: client.id, email: str(b.email), ...visitorRow(b) });
  sendJson(res, 200, { success: true });
}

/**
 * Call 9: POST /api/display/conversion-activities/{client id}: a popup was viewed or closed.
 * The client sends it on every view and close, with the lead's email once the visitor converted
 * and '' before; an email, when present, must be one.
 */
async function activity({ req, res, params, ctx }) {
  const b = await readObject(req);
  check(b, {
    email,
    poptin_id: required(text(13)),
    activity: required(oneOf('viewed', 'closed')),
    ...visitorRules,
  });
  const client = knownClient(ctx, params[0]);
  const popup = ownedPopup(ctx, String(b.poptin_id), client.id);
  insert(ctx.db, 'activities', {
    client_id: client.id,
    popup_id: popup.id,
    email: str(b.email).trim(),
    activity: str(b.activity),
    ...visitorRow(b),
  });
  sendJson(res, 200, { success: true });
}

/** Call 10: GET /api/display/limitLogs/{client id}?status=&id= logs an upgrade-popup choice. */
function limitLog({ res, params, query, ctx }) {
  const client = knownClient(ctx, params[0]);
  const status = query.get('status') || '';
  const id = query.get('id') || '';
  if (!/^[a-z_]{1,32}$/.test(status)) fail(400, 'status must be a word of a-z and _');
  if (!id) fail(400, 'id is required');
  if (!client.restriction || client.restriction.id !== id) fail(400, 'id is not this client\'s restriction');
  insert(ctx.db, 'limit_logs', { client_id: client.id, restriction_id: id, status });
  sendJson(res, 200, { success: true });
}

let domains;
/** Call 16: GET /api/display/validation-emails, free and disposable domains, one per line. */
function validationEmails({ req, res }) {
  domains ||= Buffer.from(readFileSync(join(SEED_DIR, 'validation-emails.txt'), 'utf8').trim() + '\n');
  sendCached(req, res, domains, 'text/plain; charset=utf-8', 'public, max-age=86400');
}

export const reportRoutes = [
  ['POST', /^\/api\/display\/viewed\/([^/]+)$/, viewed],
  ['POST', /^\/api\/display\/closed\/([^/]+)$/, closed],
  ['POST', /^\/api\/display\/total-website-session\/([^/]+)$/, session],
  ['POST', /^\/api\/display\/conversion-activities\/([^/]+)$/, activity],
  ['GET', /^\/api\/display\/limitLogs\/([^/]+)$/, limitLog],
  ['GET', /^\/api\/display\/validation-emails$/, validationEmails],
];
