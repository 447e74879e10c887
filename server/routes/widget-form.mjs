// Call 5 (§7 chaty_front_form_save_data, W05, W11): the contact form, multipart/form-data, checked
// against the widget's own contact-form settings (§3.1, §5.1) before anything is written, then
// stored with its files (on disk under the data folder, random names) in one transaction.
// Every answer has the §7 shape (docs/widget-api.md "Call 5"): status 1; status 0 + error 1 +
// errors for field errors (422); status 0 + message for anything else (4xx), nothing stored.
// The body is read as it arrives (issue 20): the nonce is checked when its part comes, and a body
// without one is refused by its first file part or its first 64 kB; files go to temp files.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync, renameSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { HttpError, closeAfterAnswer, fail, sendJson } from '../http.mjs';
import { absoluteUrl, email as emailRule } from '../validate.mjs';
import { boundaryOf, readMultipart } from '../multipart.mjs';
import { tempFiles } from '../upload-files.mjs';
import { verifyCaptcha } from '../widget-sign.mjs';
import { widgetOf, siteOfNonce, OUTCOME } from '../widget-seed.mjs';
import { messages } from '../widget-messages.mjs';

/** §5.1's allowed file types. */
export const FILE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'ppt', 'pptx', 'pps', 'ppsx', 'odt', 'xls', 'xlsx', 'mp3', 'mp4', 'wav', 'mpg', 'avi', 'mov', 'wmv', '3gp', 'ogv'];
/** Ours (the spec names no size): 5 MB a file, 10 files a submission, 25 MB a body. */
export const FILE_LIMIT = 5 * 1024 * 1024;
export const MAX_FILES = 10;
export const FORM_LIMIT = 25 * 1024 * 1024;
/** The nonce's part must come before any file part and within this much of the body. */
export const NONCE_WITHIN = 64 * 1024;
/** The folder below the data folder that keeps uploaded files. */
export const UPLOADS = 'widget-uploads';

/** The named parts of §7 call 5 besides the contact fields and custom_fields[n][…]. */
const NAMED = { action: 64, nonce: 256, widgetNonce: 256, channel: 64, widget: 64, ref_url: 4096, token: 4096, v2token: 4096, page_id: 256, page_title: 1024 };
const CUSTOM = /^custom_fields\[(\d{1,3})\]\[(label_x|slug|type|value)\](\[\])?$/;
const on = (v) => ['1', 'true', 'yes'].includes(String(v));

/** Text parts by name (each once), and custom_fields[n] grouped by n. */
function collect(parts) {
  const named = {};
  const custom = new Map();
  for (const part of parts.fields) {
    const { name } = part;
    // multipart sends a textarea's line breaks as CRLF (the HTML form encoding): stored as \n
    const value = part.value.replace(/\r\n/g, '\n');
    const m = CUSTOM.exec(name);
    if (m) {
      const entry = custom.get(m[1]) || {};
      if (m[2] in entry) fail(400, name + ' is sent twice');
      if (value.length > 8192) fail(400, name + ' is longer than 8192 characters');
      entry[m[2]] = value;
      custom.set(m[1], entry);
      continue;
    }
    if (name in named) fail(400, name + ' is sent twice');
    named[name] = value;
  }
  for (const f of parts.files) {
    const m = CUSTOM.exec(f.name);
    if (!m || m[2] !== 'value') fail(400, 'a file is sent as ' + f.name.slice(0, 64) + ', not as custom_fields[n][value]');
    const entry = custom.get(m[1]) || {};
    (entry.files ||= []).push(f);
    custom.set(m[1], entry);
  }
  return { named, custom };
}

const extOf = (name) => (/\.([A-Za-z0-9]{1,8})$/.exec(name) || [])[1]?.toLowerCase() || '';

/**
 * The visitor's file name cut to `max` characters from the middle, so the extension that was
 * checked is still its end (a cut from the end turned `x….exe.pdf` into `x….exe`), and never
 * through an emoji's surrogate pair.
 */
export function cutName(name, max = 255) {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 9 ? name.slice(dot) : '';
  let stem = name.slice(0, max - ext.length);
  if (/[\ud800-\udbff]$/.test(stem)) stem = stem.slice(0, -1);
  return stem + ext;
}

/** §5.1 per contact field (`field`, `type`): trimmed required, email shape, phone +digits. */
function contactValue(f, raw, t) {
  const v = String(raw ?? '').trim();
  if (!v) return on(f.is_required) ? [v, t.required] : [v];
  if (v.length > (f.type === 'textarea' || f.field === 'message' ? 8192 : 1024)) return [v, t.long];
  if ((f.type === 'email' || f.field === 'email') && emailRule(v)) return [v, t.email];
  if ((f.type === 'phone' || f.field === 'phone') && !/^\+?\d{1,32}$/.test(v)) return [v, t.phone];
  return [v];
}

const isDate = (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(v + 'T00:00:00Z').toISOString().slice(0, 10) === v;

/** §3.1 custom field kinds; the value's problem, or nothing. */
function customProblem(f, v, t) {
  if (v.length > (f.field_dropdown === 'textarea' ? 8192 : 1024)) return t.long;
  if (f.field_dropdown === 'url' && absoluteUrl(v)) return t.url;
  if (f.field_dropdown === 'date' && !isDate(v)) return t.date;
  if (f.field_dropdown === 'number' && !/^-?\d{1,15}(\.\d{1,15})?$/.test(v)) return t.number;
  if (f.field_dropdown === 'dropdown' && !(f.dropdown_option || []).includes(v)) return t.option;
  return null;
}

/** The file parts of a file field: none chosen (an empty part) is no file; type and size checked. */
function fileProblem(files, t) {
  for (const x of files) {
    if (!FILE_TYPES.includes(extOf(x.filename))) return t.fileType(x.filename);
    if (x.size > FILE_LIMIT) return t.fileSize(x.filename);
  }
  return null;
}

/** Checks the submission against the form; { fields, custom, files, errors }. */
function checkForm(form, named, custom, t) {
  const errors = [];
  const fields = {};
  const contact = form.contact_fields || [];
  for (const f of contact) {
    const [v, problem] = contactValue(f, named[f.field], t);
    fields[f.field] = v;
    if (problem) errors.push({ field: f.field, message: problem });
  }
  const known = new Set(Object.keys(NAMED).concat(contact.map((f) => f.field)));
  for (const k of Object.keys(named)) if (!known.has(k)) fail(400, 'unknown field ' + k.slice(0, 64));

  const defs = new Map((form.contact_custom_fields || []).filter((f) => on(f.is_active ?? 1)).map((f) => [f.unique_id, f]));
  const sent = new Map();
  for (const entry of custom.values()) {
    if (!entry.slug) fail(400, 'a custom field has no slug');
    const f = defs.get(entry.slug);
    if (!f) fail(400, 'unknown custom field ' + entry.slug.slice(0, 64));
    if (sent.has(entry.slug)) fail(400, 'custom field ' + entry.slug + ' is sent twice');
    if (entry.type !== undefined && entry.type !== f.field_dropdown) fail(400, `custom field ${entry.slug} is a ${f.field_dropdown}, not a ${entry.type.slice(0, 16)}`);
    if (entry.files && f.field_dropdown !== 'file') fail(400, `custom field ${entry.slug} takes no file`);
    if (f.field_dropdown === 'file' && entry.value) fail(400, `custom field ${entry.slug} takes files, not text`);
    sent.set(entry.slug, entry);
  }
  const out = [];
  const files = [];
  for (const f of defs.values()) {
    if (f.field_dropdown === 'textblock') continue; // text to read, nothing to send
    const entry = sent.get(f.unique_id) || {};
    const base = { slug: f.unique_id, label: f.field_label || f.unique_id, type: f.field_dropdown };
    if (f.field_dropdown === 'file') {
      const chosen = (entry.files || []).filter((x) => x.filename || x.size);
      const problem = chosen.length ? fileProblem(chosen, t) : on(f.is_required) ? t.required : null;
      if (problem) errors.push({ field: f.unique_id, message: problem });
      for (const x of chosen) files.push({ slug: f.unique_id, file: x });
      out.push({ ...base, value: chosen.map((x) => x.filename) });
      continue;
    }
    const v = String(entry.value ?? '').trim();
    const problem = v ? customProblem(f, v, t) : on(f.is_required) ? t.required : null;
    if (problem) errors.push({ field: f.unique_id, message: problem });
    out.push({ ...base, value: v });
  }
  if (files.length > MAX_FILES && !errors.length) errors.push({ field: files[MAX_FILES].slug, message: t.files });
  return { fields, custom: out, files, errors };
}

/** Captcha (§7 token / v2token): v3 when the widget has a v3_site_key, else v2. */
function captchaOk(db, widget, named) {
  if (!on(widget.enable_recaptcha)) return true;
  const kind = widget.v3_site_key ? 'v3' : widget.v2_site_key ? 'v2' : '';
  if (!kind) return true; // captcha on without a key: nothing the client could have run
  const r = verifyCaptcha(db, kind === 'v3' ? named.token : named.v2token);
  return r.success && r.kind === kind && r.sitekey === widget[kind + '_site_key'];
}

/** Moves the temp files into the uploads folder, then writes the rows in one transaction; a
 *  failure leaves no file behind. */
function store(ctx, row, files, temps) {
  const dir = join(ctx.dataDir, UPLOADS);
  mkdirSync(dir, { recursive: true });
  const written = [];
  try {
    const fileRows = files.map(({ slug, file }) => {
      const stored = randomBytes(16).toString('hex') + '.' + extOf(file.filename);
      if (file.path) renameSync(file.path, join(dir, stored)), temps.taken(file.path);
      else writeFileSync(join(dir, stored), '', { flag: 'wx' }); // a named empty file
      written.push(join(dir, stored));
      return { submission_id: row.submission_id, slug, stored_name: stored, original_name: cutName(file.filename), type: file.type.slice(0, 128), size: file.size };
    });
    const ins = (table, r) => ctx.db.prepare(`INSERT INTO ${table} (${Object.keys(r).join(', ')}) VALUES (${Object.keys(r).map((c) => '@' + c).join(', ')})`).run(r);
    ctx.db.transaction(() => {
      ins('widget_submissions', row);
      for (const r of fileRows) ins('widget_files', r);
    })();
  } catch (e) {
    for (const p of written) unlinkSync(p);
    throw e;
  }
}

/** Reads, checks and stores one submission: [HTTP status, §7 answer]; throws HttpError to refuse. */
async function save(req, ctx, temps) {
  let early = null; // the nonce's site, once its part has come
  let kept = 0;
  const parts = await readMultipart(req, boundaryOf(req.headers['content-type']), {
    limit: FORM_LIMIT,
    onField: (name, value) => {
      if ((name === 'nonce' || name === 'widgetNonce') && value && !early) early = siteOfNonce(ctx, value);
    },
    onFile: ({ filename }) => {
      if (!early) fail(403, 'nonce is required');
      // a file the form refuses (type, count; size in the sink) is counted, never written
      return temps.sink(FILE_TYPES.includes(extOf(filename)) && kept++ < MAX_FILES, FILE_LIMIT);
    },
    onProgress: (read) => {
      if (!early && read > NONCE_WITHIN) fail(403, 'nonce is required');
    },
  });
  const { named, custom } = collect(parts);
  for (const [k, max] of Object.entries(NAMED)) if (named[k] && named[k].length > max) fail(400, `${k} is longer than ${max} characters`);
  if (!named.action) fail(400, 'action is required');
  if (named.action !== 'chaty_front_form_save_data') fail(400, 'unknown action for a multipart body');
  const { site, widget } = widgetOf(ctx, named.nonce || named.widgetNonce, named.widget);
  const t = messages(site.lang);
  const channel = widget.channels.find((c) => c.channel === named.channel);
  if (!channel || channel.channel_type !== 'Contact_Us' || !widget.contact_form) fail(400, 'channel is not a contact form of the widget');
  const form = widget.contact_form;
  const { fields, custom: values, files, errors } = checkForm(form, named, custom, t);
  if (errors.length) return [422, { status: 0, error: 1, errors }];
  if (!captchaOk(ctx.db, widget, named)) fail(403, t.captcha);
  const row = {
    submission_id: randomBytes(8).toString('hex'),
    site_id: site.id,
    widget_id: String(widget.id),
    channel: channel.channel,
    // (a page address only: anything but http(s) is not stored)
    ref_url: /^https?:\/\//i.test(named.ref_url || '') ? named.ref_url : '',
    page_id: named.page_id || '',
    page_title: named.page_title || '',
    fields: JSON.stringify(fields),
    custom_fields: JSON.stringify(values),
  };
  store(ctx, row, files, temps);
  const outcome = Object.fromEntries(OUTCOME.filter((k) => form[k] !== undefined).map((k) => [k, form[k]]));
  if (typeof outcome.redirect_link == 'string' && outcome.redirect_link.startsWith('/') && !outcome.redirect_link.startsWith('//'))
    outcome.redirect_link = ctx.origin(req) + outcome.redirect_link;
  return [200, { status: 1, message: t.thanks, ...outcome }];
}

/**
 * POST /api/widget/ajax, multipart/form-data, action=chaty_front_form_save_data. The temp files
 * store() did not take (a refusal, field errors, a stall, a cut connection) are removed before
 * the answer goes out, so a client that reads it finds no file left. A refusal is the §7 general
 * failure: status 0 and the reason; a body refused before its end is not read on (the connection
 * closes after the answer).
 */
export async function formSave({ req, res, ctx }) {
  const temps = tempFiles(ctx.dataDir);
  let answer;
  try {
    answer = await save(req, ctx, temps);
  } catch (e) {
    await temps.discard();
    if (!(e instanceof HttpError)) throw e;
    if (!req.complete) closeAfterAnswer(req, res);
    answer = [e.status, { status: 0, message: e.message }];
  }
  await temps.discard();
  sendJson(res, ...answer);
}
