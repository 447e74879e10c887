// The site owner's contact-form submissions (call 5), as JSON or CSV, as the leads export does
// (routes/owner.mjs): no login, the server listens on 127.0.0.1 only. Uploaded files are
// downloaded through /api/owner/widget-files/{stored name}, always as an attachment under the
// visitor's original name, never shown inline.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { NOSNIFF, fail, sendJson, sendText } from '../http.mjs';
import { csvCell } from './owner.mjs';
import { SITE_ID, getSite } from '../widget-seed.mjs';
import { UPLOADS, cutName } from './widget-form.mjs';

function siteOf(ctx, query) {
  const id = query.get('site') || '';
  if (!SITE_ID.test(id)) fail(400, 'site is required');
  if (!getSite(ctx.db, id)) fail(404, 'unknown site');
  return id;
}

/** Every submission of a site, oldest first, with its fields, custom fields and files. */
export function submissions(db, site, origin) {
  const files = db.prepare('SELECT * FROM widget_files WHERE submission_id = ? ORDER BY id');
  return db.prepare('SELECT * FROM widget_submissions WHERE site_id = ? ORDER BY id').all(site).map((r) => ({
    submission_id: r.submission_id,
    created_at: r.created_at,
    widget_id: r.widget_id,
    channel: r.channel,
    ref_url: r.ref_url,
    page_id: r.page_id,
    page_title: r.page_title,
    fields: JSON.parse(r.fields),
    custom_fields: JSON.parse(r.custom_fields),
    files: files.all(r.submission_id).map((f) => ({
      slug: f.slug,
      name: f.original_name,
      type: f.type,
      size: f.size,
      url: `${origin}/api/owner/widget-files/${f.stored_name}`,
    })),
  }));
}

const FIXED = ['submission_id', 'created_at', 'widget_id', 'channel', 'ref_url', 'page_id', 'page_title'];

/**
 * Fixed columns, then one per contact field (its `field`), then one per custom field (its label;
 * the slug in brackets when two labels are alike), in order of first appearance. A file field's
 * cell lists each file as "name <download address>".
 */
export function submissionsCsv(rows) {
  const cols = []; // [header, (row) => cell]
  const seen = new Set();
  for (const r of rows) {
    for (const k of Object.keys(r.fields)) {
      if (seen.has('f:' + k)) continue;
      seen.add('f:' + k);
      cols.push([k, (x) => x.fields[k]]);
    }
    for (const c of r.custom_fields) {
      if (seen.has('c:' + c.slug)) continue;
      seen.add('c:' + c.slug);
      const header = FIXED.includes(c.label) || cols.some(([h]) => h === c.label) ? `${c.label} [${c.slug}]` : c.label;
      cols.push([header, (x) => {
        if (c.type !== 'file') return x.custom_fields.find((y) => y.slug === c.slug)?.value;
        return x.files.filter((f) => f.slug === c.slug).map((f) => `${f.name} <${f.url}>`);
      }]);
    }
  }
  const lines = [FIXED.concat(cols.map(([h]) => h)).map(csvCell).join(',')];
  for (const r of rows) lines.push(FIXED.map((k) => r[k]).concat(cols.map(([, get]) => get(r))).map(csvCell).join(','));
  return lines.join('\r\n') + '\r\n';
}

function listJson({ req, res, query, ctx }) {
  const site = siteOf(ctx, query);
  sendJson(res, 200, { site, submissions: submissions(ctx.db, site, ctx.origin(req)) });
}

function listCsv({ req, res, query, ctx }) {
  const site = siteOf(ctx, query);
  sendText(res, 200, 'text/csv; charset=utf-8', '\ufeff' + submissionsCsv(submissions(ctx.db, site, ctx.origin(req))), {
    'Content-Disposition': `attachment; filename="widget-submissions-${site}.csv"`,
    'Cache-Control': 'no-store',
  });
}

/**
 * The name a download is saved under, whatever the row holds (rows of an older server, a hand
 * edit): the part after the last / or \, no control or invisible characters (a right-to-left
 * override makes `x\u202egpj.exe` read `xexe.jpg`), always ending in the stored file's extension
 * (the one the allow-list passed), at most 255 characters.
 */
export function downloadName(original, ext) {
  const name = String(original).replace(/^.*[/\\]/s, '').replace(/\p{Cc}/gu, ' ').replace(/[\p{Cf}\u115f\u1160\u3164\uffa0]/gu, '').replace(/\s+/g, ' ').trim();
  const has = name.toLowerCase().endsWith('.' + ext);
  const stem = (has ? name.slice(0, -ext.length - 1) : name).replace(/^[\s.]+|[\s.]+$/g, '') || 'file';
  return cutName(stem + '.' + (has ? name.slice(-ext.length) : ext));
}

/** RFC 5987 ext-value: UTF-8, percent-encoded beyond attr-char (encodeURIComponent leaves ' ( ) *). */
const ext5987 = (s) => encodeURIComponent(s).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** An uploaded file by its stored (random) name: an attachment, never rendered by the browser. */
function file({ res, params, ctx }) {
  const name = params[0];
  if (!/^[0-9a-f]{32}\.[a-z0-9]{1,8}$/.test(name)) fail(404, 'not found');
  const row = ctx.db.prepare('SELECT original_name FROM widget_files WHERE stored_name = ?').get(name);
  if (!row) fail(404, 'not found');
  let body;
  try {
    body = readFileSync(join(ctx.dataDir, UPLOADS, name));
  } catch {
    fail(404, 'not found'); // the row outlived its file (removed by hand)
  }
  const saved = downloadName(row.original_name, name.slice(name.lastIndexOf('.') + 1));
  const ascii = saved.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.writeHead(200, {
    'Content-Type': 'application/octet-stream',
    'Content-Length': body.length,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${ext5987(saved)}`,
    ...NOSNIFF,
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

export const widgetOwnerRoutes = [
  ['GET', /^\/api\/owner\/widget-submissions$/, listJson],
  ['GET', /^\/api\/owner\/widget-submissions\.csv$/, listCsv],
  ['GET', /^\/api\/owner\/widget-files\/([^/]+)$/, file],
];
