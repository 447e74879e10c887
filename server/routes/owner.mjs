// The site owner's leads export: every conversion of a client with its submitted fields, as JSON
// or CSV. There is no login: the server listens on 127.0.0.1 only (docs/display-api.md).
import { fail, sendJson, sendText } from '../http.mjs';
import { CLIENT_ID } from '../validate.mjs';
import { getClient, leads } from '../store.mjs';
import { NAMED } from './conversion.mjs';

function clientOf(ctx, query) {
  const id = query.get('client') || '';
  if (!CLIENT_ID.test(id)) fail(400, 'client is required');
  if (!getClient(ctx.db, id)) fail(404, 'unknown client');
  return id;
}

/** A cell a spreadsheet would run as a formula: = + - @ (or their full-width forms) after any
 *  run of what it skips or does not draw (whitespace: line breaks, no-break, ideographic and the
 *  other Unicode spaces, the BOM; control and format characters: zero-width, bidi marks, soft
 *  hyphen; the Hangul fillers), or a tab or CR first. */
const FORMULA = /^(?:[\s\p{Cc}\p{Cf}\u115f\u1160\u3164\uffa0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/u;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * A cell a spreadsheet would run as a formula gets a leading apostrophe (FORMULA).
 */
export function csvCell(v) {
  let s = v == null ? '' : Array.isArray(v) ? v.join('; ') : String(v);
  if (FORMULA.test(s)) s = "'" + s;
  return /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

const FIXED = ['conversion_id', 'created_at', 'poptin_id', 'poptin_name', 'email', 'url', 'trigger', 'viewer_id', 'poptin_view_id', 'extra_button', 'coupon', 'prize_id', 'prize_label', 'prize_code'];

/** Fixed columns, then one column per field name in order of first appearance. */
export function leadsCsv(rows) {
  const names = [];
  for (const r of rows) for (const k of Object.keys(r.fields)) if (!names.includes(k) && !FIXED.includes(k)) names.push(k);
  const lines = [FIXED.concat(names).map(csvCell).join(',')];
  for (const r of rows) lines.push(FIXED.map((c) => r[c]).concat(names.map((n) => r.fields[n])).map(csvCell).join(','));
  return lines.join('\r\n') + '\r\n';
}

function leadsJson({ res, query, ctx }) {
  const client = clientOf(ctx, query);
  sendJson(res, 200, { client_id: client, leads: leads(ctx.db, client, NAMED) });
}

function leadsCsvRoute({ res, query, ctx }) {
  const client = clientOf(ctx, query);
  sendText(res, 200, 'text/csv; charset=utf-8', '\ufeff' + leadsCsv(leads(ctx.db, client, NAMED)), {
    'Content-Disposition': `attachment; filename="leads-${client}.csv"`,
    'Cache-Control': 'no-store',
  });
}

export const ownerRoutes = [
  ['GET', /^\/owner\/leads\.json$/, leadsJson],
  ['GET', /^\/owner\/leads\.csv$/, leadsCsvRoute],
];
