// The contact-form plugin's REST API on the demo origin (issue 26, C03; widget-and-theme.md §7
// calls 7–9; docs/theme.md "The contact-form plugin's front end"), as the plugin serves it under
// /wp-json/contact-form-7/v1/, for two demo forms (the same fields, English and Hebrew), and the
// demo page that shows the form with dist/cf7.js. Feedback checks the form's schema by the same
// rules as src/cf7/rules.ts (§5.2), answers as the plugin does, stores what is not refused, and
// refuses a malformed request with a 4xx that stores nothing. The owner reads the submissions
// at /api/owner/cf7-submissions.json|.csv.
import { createHash, randomBytes } from 'node:crypto';
import { fail, readBody, sendJson, sendText } from '../http.mjs';
import { boundaryOf, readMultipart } from '../multipart.mjs';
import { insert } from '../db.mjs';
import { csvSheet } from '../routes/owner.mjs';
import { CSP, themePage } from './demo.mjs';
import { formHtml } from './cf7-form.mjs';

/** a body's bound (the demo form has no file field: a file part is counted, never kept) */
const LIMIT = 1024 * 1024;
const SCHEMES = 'http,https,ftp,ftps,mailto,news,irc,irc6,ircs,gopher,nntp,feed,telnet,mms,rtsp,sms,svn,tel,fax,xmpp,webcal,urn'.split(',');
const DATE = /^\d{4,}-\d\d-\d\d$/;

const EN = {
  required: 'Please fill out this field.',
  email: 'Please enter an email address.',
  tel: 'Please enter a telephone number.',
  url: 'Please enter a URL.',
  number: 'Please enter a number.',
  date: 'Please enter a date in YYYY-MM-DD format.',
  time: 'Please enter a time in HH:MM format.',
  enum: 'Undefined value was submitted through this field.',
  dayofweek: 'The roastery is open Wednesday to Sunday.',
  minlength: 'This field has a too short input.',
  maxlength: 'This field has a too long input.',
  minnumber: 'This field has a too small number.',
  maxnumber: 'This field has a too large number.',
  mindate: 'This field has a too early date.',
  maxdate: 'This field has a too late date.',
  mail_sent: 'Thank you for your message. It has been sent.',
  mail_failed: 'There was an error trying to send your message. Please try again later.',
  validation_failed: 'One or more fields have an error. Please check and try again.',
  spam: 'There was an error trying to send your message. Please try again later.',
  acceptance_missing: 'You must accept the terms and conditions before sending your message.',
  aborted: 'The submission was aborted.',
  payment_required: 'A payment is required to send this message.',
};
const HE = {
  required: 'נא למלא את השדה.',
  email: 'נא להזין כתובת אימייל.',
  tel: 'נא להזין מספר טלפון.',
  url: 'נא להזין כתובת אתר.',
  number: 'נא להזין מספר.',
  date: 'נא להזין תאריך בתבנית YYYY-MM-DD.',
  time: 'נא להזין שעה בתבנית HH:MM.',
  enum: 'נשלח ערך לא מוגדר בשדה זה.',
  dayofweek: 'בית הקלייה פתוח מרביעי עד ראשון.',
  minlength: 'הקלט בשדה זה קצר מדי.',
  maxlength: 'הקלט בשדה זה ארוך מדי.',
  minnumber: 'המספר בשדה זה קטן מדי.',
  maxnumber: 'המספר בשדה זה גדול מדי.',
  mindate: 'התאריך בשדה זה מוקדם מדי.',
  maxdate: 'התאריך בשדה זה מאוחר מדי.',
  mail_sent: 'תודה על פנייתך. ההודעה נשלחה.',
  mail_failed: 'אירעה שגיאה בשליחת ההודעה. נא לנסות שוב מאוחר יותר.',
  validation_failed: 'בשדה אחד או יותר יש שגיאה. נא לבדוק ולנסות שוב.',
  spam: 'אירעה שגיאה בשליחת ההודעה. נא לנסות שוב מאוחר יותר.',
  acceptance_missing: 'יש לאשר את התנאים לפני שליחת ההודעה.',
  aborted: 'השליחה בוטלה.',
  payment_required: 'נדרש תשלום כדי לשלוח הודעה זו.',
};

/** a demo form's rules, [rule, field, extra] (the error is the locale's for the rule) */
const RULES = [
  ['required', 'your-name'],
  ['maxlength', 'your-name', { threshold: '100' }],
  ['required', 'your-email'],
  ['email', 'your-email'],
  ['tel', 'your-phone'],
  ['url', 'your-website'],
  ['number', 'your-guests'],
  ['minnumber', 'your-guests', { threshold: '1' }],
  ['maxnumber', 'your-guests', { threshold: '12' }],
  ['date', 'your-date'],
  ['mindate', 'your-date', { threshold: '2026-01-01' }],
  ['maxdate', 'your-date', { threshold: '2030-12-31' }],
  ['dayofweek', 'your-date', { accept: [3, 4, 5, 6, 7] }],
  ['time', 'your-time'],
  ['enum', 'your-topic', { accept: ['Tasting', 'Wholesale', 'Other'] }],
  ['required', 'your-message'],
  ['minlength', 'your-message', { threshold: '10' }],
  ['maxlength', 'your-message', { threshold: '2000' }],
];
/** the demo forms by id: 7 English, 8 Hebrew (the same fields) */
export const FORMS = { 7: { locale: 'en_US', t: EN }, 8: { locale: 'he_IL', t: HE } };
export const schemaOf = (f) => ({ version: 'Contact Form 7 SWV Schema 2024-10', locale: f.locale, rules: RULES.map(([rule, field, x]) => ({ rule, field, error: f.t[rule == 'required' ? 'required' : rule], ...x })) });

/** §5.2's email rule, as src/core/forms/email.ts has it (at least 6 characters, one @, the local
 *  part's characters, two or more dot-separated labels of letters, digits and inner hyphens) */
const email = (v) => {
  const p = v.split('@');
  return v.length > 5 && p.length == 2 && /^[\w!#$%&'*+/=?^`{|}~.-]+$/.test(p[0]) && p[1].split('.').length > 1 && p[1].split('.').every((l) => /^[a-z\d]([a-z\d-]*[a-z\d])?$/i.test(l));
};
/** §5.2's rules server side, as src/cf7/rules.ts has them (values: non-blank strings) */
const each = (ok) => (r, v) => v.every((s) => ok(s.trim(), r));
const n = (r) => parseFloat(r.threshold);
const CHECK = {
  required: (_, v) => v.length > 0,
  email: each(email),
  url: each((s) => {
    try {
      return SCHEMES.includes(new URL(s).protocol.slice(0, -1));
    } catch {
      return false;
    }
  }),
  tel: each((s) => /^\+?\d+$/.test(s.replace(/[()/.*#\s-]+/g, ''))),
  number: each((s) => /^-?(\d+|\d*\.\d+)(e[+-]?\d+)?$/i.test(s)),
  date: each((s) => DATE.test(s)),
  time: each((s) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(s)),
  enum: each((s, r) => r.accept.map(String).includes(s)),
  dayofweek: each((s, r) => r.accept.map(String).includes('' + (new Date(s).getUTCDay() || 7))),
  minlength: (r, v) => !v.length || !(v.join('').length < n(r)),
  maxlength: (r, v) => !(v.join('').length > n(r)),
  minnumber: each((s, r) => !(parseFloat(s) < n(r))),
  maxnumber: each((s, r) => !(parseFloat(s) > n(r))),
  mindate: each((s, r) => !(DATE.test(s) && s < r.threshold)),
  maxdate: each((s, r) => !(DATE.test(s) && s > r.threshold)),
};

const notFound = (res) => sendJson(res, 404, { code: 'wpcf7_not_found', message: 'The requested contact form was not found.', data: { status: 404 } });
const formOf = (id) => Object.hasOwn(FORMS, id) && FORMS[id];

/** the request's text parts, [name, value] in order: multipart (as the script sends FormData)
 *  or urlencoded; anything else is a 415 */
async function partsOf(req) {
  const type = String(req.headers['content-type'] || '');
  if (/^multipart\/form-data/i.test(type)) {
    const { fields } = await readMultipart(req, boundaryOf(type), { limit: LIMIT, onFile: () => ({ write() {}, end: () => ({}) }) });
    return fields.map((f) => [f.name, f.value]);
  }
  if (/^application\/x-www-form-urlencoded/i.test(type)) return [...new URLSearchParams(await readBody(req, LIMIT))];
  fail(415, 'the body must be multipart/form-data or application/x-www-form-urlencoded');
}

/** The demo's switches for reaching every outcome (docs/theme.md): a message holding one of
 *  these words is answered with that status after it passes the rules */
const SWITCH = [
  ['#spam', 'spam'],
  ['#abort', 'aborted'],
  ['#fail', 'mail_failed'],
  ['#pay', 'payment_required'],
  ['#crash', 'crash'],
  ['#notjson', 'notjson'],
];

/** A submission of form `id` judged and, unless refused, stored: { status, invalid (field →
 *  error), hash, fields }; null for no valid unit tag */
function judge(ctx, id, parts) {
  const form = formOf(id);
  const one = (k) => parts.find(([n]) => n == k)?.[1] ?? '';
  const unitTag = one('_wpcf7_unit_tag');
  if (!/^wpcf7-f\d+-[\w-]{1,40}$/.test(unitTag)) return null;
  // the fields by name ("a[]" as "a"), blank values dropped, as the client's rules see them
  const fields = {};
  for (const [k, v] of parts) if (k[0] != '_') (fields[k.replace(/\[\]$/, '')] ||= []).push(v);
  const values = (f) => (fields[f] || []).filter((v) => v.trim());
  const invalid = new Map();
  for (const r of schemaOf(form).rules) if (!invalid.has(r.field) && !CHECK[r.rule](r, values(r.field))) invalid.set(r.field, r.error);
  let status = invalid.size ? 'validation_failed' : !values('your-consent').length ? 'acceptance_missing' : 'mail_sent';
  if (status == 'mail_sent') for (const [w, s] of SWITCH) if (one('your-message').includes(w)) status = s;
  const hash = status == 'mail_sent' ? createHash('md5').update(JSON.stringify(fields)).digest('hex') : '';
  if (!/^(validation_failed|acceptance_missing|crash|notjson)$/.test(status))
    insert(ctx.db, 'cf7_submissions', { form_id: +id, unit_tag: unitTag, status, fields: JSON.stringify(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join(', ')]))), posted_data_hash: hash });
  return { status, invalid, hash, fields, unitTag, message: form.t[status] };
}

/** POST …/contact-forms/{id}/feedback (call 7) */
async function feedback({ req, res, params: [id], ctx }) {
  if (!formOf(id)) return notFound(res);
  const j = judge(ctx, id, await partsOf(req));
  if (!j) return sendJson(res, 400, { code: 'wpcf7_unit_tag_not_found', message: 'There is no valid unit tag.', data: { status: 400 } });
  // the demo's server error (C04's test of a 500 that keeps what was typed): not JSON
  if (j.status == 'crash') return sendText(res, 500, 'text/html; charset=utf-8', '<!doctype html><title>Error</title><p>There has been a critical error on this website.</p>');
  // …and an answer that is not JSON at all (C04's invalid_json)
  if (j.status == 'notjson') return sendText(res, 200, 'text/html; charset=utf-8', '<p>Not a REST answer</p>');
  const answer = { contact_form_id: +id, status: j.status, message: j.message, posted_data_hash: j.hash, into: '#' + j.unitTag };
  if (j.invalid.size) answer.invalid_fields = [...j.invalid].map(([field, message]) => ({ field, message, idref: null, error_id: `${j.unitTag}-ve-${field}` }));
  sendJson(res, 200, answer);
}

/** GET …/feedback/schema (call 9) and …/refill (call 8: the demo forms have no captcha nor
 *  quiz, so nothing to refill: the plugin's empty answer) */
const schema = ({ res, params: [id] }) => (formOf(id) ? sendJson(res, 200, schemaOf(formOf(id))) : notFound(res));
const refill = ({ res, params: [id] }) => (formOf(id) ? sendJson(res, 200, []) : notFound(res));

/** the owner's export: every stored submission, oldest first, ?form=<id> for one form's */
function rows(ctx, query) {
  const f = query.get('form');
  if (f != null && !formOf(f)) fail(404, 'unknown form');
  return ctx.db
    .prepare(`SELECT * FROM cf7_submissions ${f ? 'WHERE form_id = ?' : ''} ORDER BY id`)
    .all(...(f ? [+f] : []))
    .map((r) => ({ ...r, fields: JSON.parse(r.fields) }));
}
const FIXED = ['id', 'created_at', 'form_id', 'unit_tag', 'status', 'posted_data_hash'];
function csv({ res, query, ctx }) {
  const all = rows(ctx, query);
  const cols = [...new Set(all.flatMap((r) => Object.keys(r.fields)))];
  const sheet = csvSheet([FIXED.concat(cols), ...all.map((r) => FIXED.map((k) => r[k]).concat(cols.map((c) => r.fields[c])))]);
  sendText(res, 200, 'text/csv; charset=utf-8', sheet, { 'Content-Disposition': 'attachment; filename="cf7-submissions.csv"', 'Cache-Control': 'no-store' });
}

/** the settings the plugin prints before its script (`var wpcf7 = …`), here a script of its own
 *  (the demo's CSP allows no inline script); ?cached=1 as a page cache plugin's page */
const settings = ({ res, query }) =>
  sendText(res, 200, 'text/javascript; charset=utf-8', `var wpcf7 = ${JSON.stringify({ api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, ...(query.get('cached') == '1' && { cached: 1 }) })};\n`, { 'Cache-Control': 'no-store' });


/** GET /demo/theme/cf7: the form with dist/cf7.js (?lang=he the Hebrew one, ?cached=1 the
 *  settings a cached page has, ?notag=1 without the script: the markup alone); POST: the form
 *  sent without the script, judged as call 7 judges it and printed back (`st`) */
function page({ res, query }, st = null) {
  const nonce = randomBytes(12).toString('base64');
  const he = query.get('lang') == 'he';
  const tags = query.get('notag') == '1' ? '' : `<script src="/demo/theme/cf7-settings.js${query.get('cached') == '1' ? '?cached=1' : ''}" nonce="${nonce}"></script>\n<script src="/dist/cf7.js" nonce="${nonce}" defer></script>`;
  const body = `<section class="band"${he ? ' lang="he" dir="rtl"' : ''}><h1>${he ? 'צרו קשר' : 'Contact us'}</h1><p>${he ? 'טופס של תוסף טפסי יצירת הקשר, עם cf7.js במקום הסקריפט שלו.' : "The contact-form plugin's form, as it prints it, with our cf7.js in place of its script."}</p>${formHtml(he, 1, st)}</section>\n${tags}`;
  sendText(res, 200, 'text/html; charset=utf-8', themePage(he ? 'צרו קשר' : 'Contact us', body, nonce), { 'Content-Security-Policy': CSP(nonce), 'Cache-Control': 'no-store' });
}

/** POST /demo/theme/cf7: the plugin's answer to a form sent without its script (the same
 *  checks and store as call 7, the page printed back; a form or unit tag it does not know: 404,
 *  400, nothing stored) */
async function posted(ctx) {
  const parts = await partsOf(ctx.req);
  const id = parts.find(([n]) => n == '_wpcf7')?.[1] || '';
  if (!formOf(id)) fail(404, 'unknown contact form');
  if (ctx.query.get('lang') == 'he' != (id == 8)) fail(400, 'the form is not this page\'s');
  const j = judge(ctx.ctx, id, parts);
  if (!j) fail(400, 'no valid unit tag');
  page(ctx, { ...j, status: /^(crash|notjson)$/.test(j.status) ? 'mail_failed' : j.status, message: FORMS[id].t[/^(crash|notjson)$/.test(j.status) ? 'mail_failed' : j.status] });
}

export const cf7Routes = [
  ['POST', /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d{1,9})\/feedback$/, feedback],
  ['GET', /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d{1,9})\/feedback\/schema$/, schema],
  ['GET', /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d{1,9})\/refill$/, refill],
  ['GET', /^\/api\/owner\/cf7-submissions(?:\.json)?$/, ({ res, query, ctx }) => sendJson(res, 200, { submissions: rows(ctx, query) })],
  ['GET', /^\/api\/owner\/cf7-submissions\.csv$/, csv],
  ['GET', /^\/demo\/theme\/cf7-settings\.js$/, settings],
  ['GET', /^\/demo\/theme\/cf7\/?$/, page],
  ['POST', /^\/demo\/theme\/cf7\/?$/, posted],
];
