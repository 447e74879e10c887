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

/** A sheet of rows (lists of cells) as the owner's CSV files are: a byte-order mark first (so a
 *  spreadsheet reads Hebrew), csvCell's cells, CRLF line ends. */
export const csvSheet = (lines) => '\ufeff' + lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';

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

/**
 * The JSON and CSV routes of one of the owner's tables, `/owner/<name>.json|.csv?client=`:
 * `rows(db, client)` gives its rows, oldest first, each with the `columns` as keys (a list is a
 * cell of its items joined by '; '). The CSV is the leads export's (a BOM, RFC 4180, CRLF, no
 * formula runs).
 */
export function tableRoutes(name, columns, rows) {
  const of = ({ query, ctx }) => {
    const client = clientOf(ctx, query);
    return [client, rows(ctx.db, client)];
  };
  return [
    ['GET', new RegExp(`^/owner/${name}\\.json$`), (a) => {
      const [client, rs] = of(a);
      sendJson(a.res, 200, { client_id: client, [name.replace(/-/g, '_')]: rs });
    }],
    ['GET', new RegExp(`^/owner/${name}\\.csv$`), (a) => {
      const [client, rs] = of(a);
      sendText(a.res, 200, 'text/csv; charset=utf-8', csvSheet([columns, ...rs.map((r) => columns.map((c) => r[c]))]), {
        'Content-Disposition': `attachment; filename="${name}-${client}.csv"`,
        'Cache-Control': 'no-store',
      });
    }],
  ];
}

/** a stored products list as the owner reads it: "id name (category)" per product */
const productsCell = (json) => JSON.parse(json).map((p) => [p.product_id, p.product_name, p.category && `(${p.category})`].filter(Boolean).join(' '));

export const ownerRoutes = [
  ['GET', /^\/owner\/leads\.json$/, leadsJson],
  ['GET', /^\/owner\/leads\.csv$/, leadsCsvRoute],
  // call 13's shopper signals (issue 24, migration 5): who viewed or has in the cart what
  ...tableRoutes('browse-abandonment', ['created_at', 'customer', 'data_for', 'products', 'total_cart_value'], (db, c) =>
    db.prepare('SELECT created_at, customer, data_for, products, total_cart_value FROM browse_abandonment WHERE client_id = ? ORDER BY id').all(c)
      .map((r) => ({ ...r, products: productsCell(r.products) }))),
  // call 14's ordered products (issue 24, migration 6): one row per product of a member's order
  ...tableRoutes('ordered-products', ['created_at', 'customer_id', 'product_id', 'product_name', 'category', 'source_table'], (db, c) =>
    db.prepare('SELECT created_at, customer_id, product_id, product_name, category, source_table FROM ordered_products WHERE client_id = ? ORDER BY id').all(c)),
];
