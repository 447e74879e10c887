// Calls 1–4 (spec §7): the display request, the click / manual popup requests, and templates.
import { fail, readObject, sendJson, BODY_LIMIT } from '../http.mjs';
import { check, text, flag, list, record, required, absoluteUrl, param, CLIENT_ID, POPUP_ID } from '../validate.mjs';
import { displayAnswer, restrictedAnswer, pathOf, normalPath, stableViewer } from '../answer.mjs';
import { getClient, getPopup, clientPopups } from '../store.mjs';
import { sendCached } from '../compress.mjs';

/** a text field may be as long as the whole body */
const LONG = BODY_LIMIT;
const listOrText = (v) => (Array.isArray(v) ? list(text(256), 500)(v) : text(LONG)(v));
const popupId = (v) => (typeof v === 'string' && POPUP_ID.test(v) ? null : 'must be a 13-character popup id');

/** The call-1 payload (wire.ts DisplayRequest, §7 call 1). Unknown extra fields are ignored. */
const visitRules = {
  domain: text(255),
  referrer: text(),
  previous_url: text(),
  // every poptin_* cookie, about 4 per popup the visitor met: a cap of 100 would refuse a busy
  // visitor's every page view; the 64 kB body cap still bounds it
  cookies: record(1000),
  triggers: list(text(64), 50),
  cc: text(8),
  poptin_forms_id: list(text(64), 100),
  if_mobile: flag,
  page_title: text(1024),
  origin_landing_page: text(),
  if_page_refreshed: flag,
  poptin_viewed_url: text(),
  previous_visited_pages: text(LONG),
  previous_visited_pages_with_time_stamp: text(LONG),
  all_visited_pages: text(LONG),
  store_integration: text(64),
  store_integration_customer_id: text(128),
  wix_cart_id: text(128),
  cart_total_items: text(32),
  cart_total_price: text(32),
  cart_products_ids_list: listOrText,
  cart_products_org_ids_list: listOrText,
  preview_poptin_id: popupId,
  cancel_visitor_count: flag,
  converted_email: text(254),
};

/** Call 2 sends the call-1 payload plus these (§7 call 2). */
const clickRules = {
  ...visitRules,
  url: absoluteUrl,
  client_id: text(64),
  browser_language: text(64),
  operating_system: text(64),
  poptin_display: text(64),
};

/** Call 1: POST /api/display/{clientId}. */
async function display({ req, res, params, ctx }) {
  const clientId = param(params[0], CLIENT_ID, 'client id');
  const body = await readObject(req);
  check(body, { ...visitRules, url: required(absoluteUrl) });
  const client = getClient(ctx.db, clientId);
  if (!client) return sendJson(res, 200, { poptins: [] });
  if (client.restriction) return sendJson(res, 200, restrictedAnswer(client));
  const page = pathOf(body.url);
  const preview = body.preview_poptin_id || '';
  // The reference server's targeting rule: a popup is displayed on its demo page (matched by
  // path, any host) and, in preview, wherever its id is the preview id.
  const shown = (row) => (row.page != null && normalPath(row.page) === page) || row.id === preview;
  const viewer = stableViewer(ctx.secret, body.cookies?.poptin_user_id);
  sendJson(res, 200, displayAnswer(req, client, clientPopups(ctx.db, clientId).filter(shown), ctx.origin(req), viewer));
}

/** Calls 2 and 3: the answer with just that popup, display true (click opener, manual show). */
async function click({ req, res, params, ctx }) {
  const id = param(params[0], POPUP_ID, 'popup id');
  const body = req.method === 'POST' ? await readObject(req) : {};
  check(body, clickRules);
  const row = getPopup(ctx.db, id);
  if (!row) fail(404, 'unknown popup');
  const client = getClient(ctx.db, row.client_id);
  if (client.restriction) return sendJson(res, 200, restrictedAnswer(client));
  sendJson(res, 200, displayAnswer(req, client, [row], ctx.origin(req), stableViewer(ctx.secret, body.cookies?.poptin_user_id)));
}

/** Call 4: GET /templates/{id}.html, the popup's template html. */
function template({ req, res, params, ctx }) {
  const id = param(params[0], POPUP_ID, 'popup id');
  const row = getPopup(ctx.db, id);
  if (!row) fail(404, 'unknown popup');
  sendCached(req, res, Buffer.from(row.template), 'text/html; charset=utf-8', 'public, max-age=60');
}

export const displayRoutes = [
  ['POST', /^\/api\/display\/([^/]+)$/, display],
  ['POST', /^\/api\/display\/click\/([^/]+)$/, click],
  ['GET', /^\/api\/display\/click\/([^/]+)$/, click],
  ['GET', /^\/templates\/([^/]+)\.html$/, template],
];
