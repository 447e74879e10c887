// Request validation: every field a call carries is checked against a small rule before anything
// is stored; the first failure is a 400 `{ error }` naming the field.
import { fail } from './http.mjs';

const MAX_TEXT = 4096;

/** A string (or a number: JSON bodies send 0/1 flags and counts) up to max characters. */
export const text = (max = MAX_TEXT) => (v) =>
  typeof v === 'number' ? (Number.isFinite(v) ? null : 'must be a finite number')
    : typeof v !== 'string' ? 'must be a string'
    : v.length > max ? `is longer than ${max} characters` : null;

/** A string matching `re` (ids in a body, e.g. call 5's viewer_id); `what` names the shape. */
export const matches = (re, what) => (v) => (typeof v === 'string' && re.test(v) ? null : 'must be ' + what);

export const oneOf = (...allowed) => (v) => (allowed.includes(String(v)) ? null : 'must be one of ' + allowed.join(', '));

/** Flags arrive as 1/0, "1"/"0", true/false or "yes"/"no" (wire.ts). */
export const flag = oneOf('0', '1', 'true', 'false', 'yes', 'no');

export const absoluteUrl = (v) => {
  if (typeof v !== 'string' || v.length > MAX_TEXT) return 'must be an absolute http(s) address';
  try {
    return /^https?:$/.test(new URL(v).protocol) ? null : 'must be an absolute http(s) address';
  } catch {
    return 'must be an absolute http(s) address';
  }
};

export const email = (v) =>
  typeof v === 'string' && v.length <= 254 && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v.trim()) ? null : 'is not a valid email address';

export const list = (item, max = 200) => (v) => {
  if (!Array.isArray(v)) return 'must be a list';
  if (v.length > max) return `has more than ${max} entries`;
  for (const x of v) if (item(x)) return 'has an entry that ' + item(x);
  return null;
};

/** A flat object of strings (the `cookies` map of call 1), at most `max` entries. */
export const record = (max) => (v) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'must be an object';
  const entries = Object.entries(v);
  if (entries.length > max) return `has more than ${max} entries`;
  for (const [, x] of entries) if (text()(x)) return 'has a value that ' + text()(x);
  return null;
};

/** A JSON list sent as text (newExtraFields in call 6), or the list itself. */
export const jsonList = (v) => {
  if (Array.isArray(v)) return null;
  if (typeof v !== 'string') return 'must be a JSON list';
  try {
    return Array.isArray(JSON.parse(v)) ? null : 'must be a JSON list';
  } catch {
    return 'must be a JSON list';
  }
};

/** Marks a rule as required: absent, null or '' fails. */
export const required = (rule) => Object.assign((v) => rule(v), { required: true });

/** Checks body against rules ({ field: rule }); throws a 400 HttpError on the first failure. */
export function check(body, rules) {
  for (const [name, rule] of Object.entries(rules)) {
    const v = body[name];
    if (v === undefined || v === null || v === '') {
      if (rule.required) fail(400, `${name} is required`);
      continue;
    }
    const problem = rule(v);
    if (problem) fail(400, `${name} ${problem}`);
  }
}

/** Path parameters. */
export const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const POPUP_ID = /^[a-z0-9]{13}$/i;
export const VIEWER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function param(value, pattern, what) {
  let v;
  try {
    v = decodeURIComponent(value);
  } catch {
    fail(400, `bad ${what}`);
  }
  if (!pattern.test(v)) fail(400, `bad ${what}`);
  return v;
}

/** Stored text: absent → '', lists and objects as JSON. */
export const str = (v) => (v == null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
