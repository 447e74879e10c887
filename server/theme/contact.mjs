// The theme demo's contact page (T14; widget-and-theme.md §4.7, §5.3, §7 call 14): GET
// /demo/theme/contact shows the form (sections/form.html), and the page answers its own POST
// (the form's action) with the page again: the form's container holding the refusal (the
// message block filled, a 4xx) or the success text (200). theme/form.js takes that container
// into the page it is on; without the script the visitor simply gets the page. The server checks
// everything again (§5.3: what a script skips, a bot does too) and stores nothing it refused.
// The owner's export: /api/owner/theme-contact.json|.csv (as the widget's, routes/widget-owner.mjs).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fail, readBody, sendJson, sendText } from '../http.mjs';
import { csvCell } from '../routes/owner.mjs';
import { CSP, themePage } from './demo.mjs';

const FILE = fileURLToPath(new URL('sections/form.html', import.meta.url));
const KEY = randomBytes(32);
/** a form's token is good this long after its page was made */
export const TOKEN_MS = 24 * 3600e3;
const sign = (t) => createHmac('sha256', KEY).update('contact.' + t).digest('base64url');
/** the form's token (call 14's "token"): when the page was made, signed */
export const token = (now = Date.now()) => now.toString(36) + '.' + sign(now.toString(36));
function tokenOk(v) {
  const [t, s] = String(v).split('.'), age = Date.now() - parseInt(t, 36);
  const a = Buffer.from(s || ''), b = Buffer.from(sign(t));
  return age >= 0 && age < TOKEN_MS && a.length == b.length && timingSafeEqual(a, b);
}
/** §5.3: a captcha number, 1 to 15 */
const draw = () => 1 + Math.floor(Math.random() * 15);

/** The form's section with a fresh token and sum (demo.mjs prints it on the long page too) */
export const formFill = (html) => {
  const a = draw(), b = draw();
  return html.replace(/\{\{token\}\}/g, token()).replace(/\{\{qa\}\}/g, a).replace(/\{\{qb\}\}/g, b);
};
const section = () => formFill(readFileSync(FILE, 'utf8'));

/** the same email rule as src/core/forms/email.ts (§5.3; the unit test test/theme/form.test.ts
 *  holds the two to the same answers) */
const LOCAL = /^[\w!#$%&'*+/=?^`{|}~.-]+$/, LABEL = /^[a-z\d]([a-z\d-]*[a-z\d])?$/i;
export function emailOk(v) {
  const p = v.split('@'), d = (p[1] || '').split('.');
  return v.length > 5 && p.length == 2 && LOCAL.test(p[0]) && d.length > 1 && d.every((l) => LABEL.test(l));
}

const REACH = ['email', 'phone'], INTEREST = ['beans', 'subscription', 'wholesale'], TOPIC = ['order', 'cafe', 'other'];
/** the demo form's conditional logic, as form.html prints it: the fields hidden by these values */
export const hiddenBy = (f) => [...(f.reach == 'phone' ? [] : ['phone']), ...(f.interest.includes('wholesale') || f.topic == 'cafe' ? [] : ['company'])];
const MAX = { name: 200, email: 254, phone: 40, company: 200, message: 5000, captcha: 4 };
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** the page with the container's message block filled (a refusal) or its form replaced by
 *  the success text */
function answer(res, status, { errors, name } = {}) {
  let html = section();
  if (errors) html = html.replace('<div class="form-message" role="alert"></div>', `<div class="form-message" role="alert"><p>There was a problem with your submission. Please check the fields marked below.</p><ul>${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul></div>`);
  else if (name != null) html = html.replace(/<form[\s\S]*<\/form>/, `<p class="form-success">Thank you, ${esc(name)}. We will write back within two working days.</p>`);
  const nonce = randomBytes(12).toString('base64');
  sendText(res, status, 'text/html; charset=utf-8', themePage('Contact', `<section class="band">${html}</section>`, nonce), { 'Content-Security-Policy': CSP(nonce), 'Cache-Control': 'no-store' });
}

const page = ({ res }) => answer(res, 200);

/** A JSON list of strings, or null */
const strings = (v) => {
  try {
    const x = JSON.parse(v);
    return Array.isArray(x) && x.every((s) => typeof s == 'string') ? x : null;
  } catch {
    return null;
  }
};

/** POST /demo/theme/contact (call 14) */
async function post({ req, res, ctx }) {
  const bad = (why) => answer(res, 400, { errors: ['The form could not be read (' + why + '). Please reload the page and try again.'] });
  if (!/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] || '')) return bad('not a form');
  const q = new URLSearchParams(await readBody(req));
  const one = (k) => (q.get(k) ?? '').trim();
  if (!tokenOk(q.get('lp_token'))) return bad('an old or missing token');
  const f = { name: one('name'), email: one('email'), reach: one('reach'), phone: one('phone'), interest: q.getAll('interest'), company: one('company'), topic: one('topic') || 'order', message: one('message') };
  if (f.reach && !REACH.includes(f.reach)) return bad('reach');
  if (!f.interest.every((i) => INTEREST.includes(i)) || new Set(f.interest).size < f.interest.length) return bad('interest');
  if (!TOPIC.includes(f.topic)) return bad('topic');
  for (const k of Object.keys(MAX)) if ((k == 'captcha' ? one(k) : f[k]).length > MAX[k]) return bad(k + ' too long');
  const [a, b] = ['captcha_a', 'captcha_b'].map((k) => +one(k));
  if (![a, b].every((n) => Number.isInteger(n) && n >= 1 && n <= 15)) return bad('captcha');
  // the hidden fields: ours by the same rules; a script's list (lp_hidden) must say the same
  const hidden = hiddenBy(f), said = q.has('lp_hidden') ? strings(q.get('lp_hidden')) : hidden;
  if (!said || said.slice().sort().join() != hidden.slice().sort().join()) return bad('hidden fields');
  if (q.has('lp_emails') && !strings(q.get('lp_emails'))?.every((e) => e == 'email')) return bad('email fields');
  hidden.forEach((k) => delete f[k]);
  // §5.3, the messages in the form's words (messages.ts English)
  const errors = [];
  for (const [k, label] of [['name', 'Name'], ['email', 'Email'], ['reach', 'How should we reach you?'], ['phone', 'Phone'], ['message', 'Message']]) if (k in f && !f[k]) errors.push(label + ': This field is required.');
  if (f.email && !emailOk(f.email)) errors.push('Email: Please enter a valid email address.');
  if (!f.interest.length) errors.push('What are you interested in?: Please choose at least one option.');
  if (+one('captcha') != a + b || !/^\d+$/.test(one('captcha'))) errors.push('The answer to the sum is wrong. Here is a new one.');
  if (errors.length) return answer(res, 422, { errors });
  ctx.db.prepare('INSERT INTO theme_contact (fields, hidden) VALUES (?, ?)').run(JSON.stringify(f), JSON.stringify(hidden));
  answer(res, 200, { name: f.name });
}

/** the owner's rows, oldest first */
export const rows = (db) => db.prepare('SELECT * FROM theme_contact ORDER BY id').all().map((r) => ({ id: r.id, created_at: r.created_at, fields: JSON.parse(r.fields), hidden: JSON.parse(r.hidden) }));
const COLS = ['name', 'email', 'reach', 'phone', 'interest', 'company', 'topic', 'message'];
export const contactCsv = (list) => [['id', 'created_at', ...COLS, 'hidden'], ...list.map((r) => [r.id, r.created_at, ...COLS.map((k) => r.fields[k]), r.hidden])].map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';

export const contactRoutes = [
  ['GET', /^\/demo\/theme\/contact\/?$/, page],
  ['POST', /^\/demo\/theme\/contact\/?$/, post],
  ['GET', /^\/api\/owner\/theme-contact\.json$/, ({ res, ctx }) => sendJson(res, 200, { submissions: rows(ctx.db) })],
  ['GET', /^\/api\/owner\/theme-contact\.csv$/, ({ res, ctx }) =>
    sendText(res, 200, 'text/csv; charset=utf-8', '\ufeff' + contactCsv(rows(ctx.db)), { 'Content-Disposition': 'attachment; filename="theme-contact.csv"', 'Cache-Control': 'no-store' })],
];
