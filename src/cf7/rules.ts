// C02 the plugin's schema rules (widget-and-theme.md §5.2), as its validator (swv) reads a
// schema: { rules: [{ rule, field, error, accept?, threshold?, rules? }] }, a field's first
// failing rule giving its error, every rule but required and requiredfile passing an empty
// field. Values are what the field holds: its non-blank strings (blank.ts: white space alone is
// nothing, as the plugin's form data tree drops empty values) and its files. Pure, tested in
// plain Node and jsdom.
import { blank } from '../core/forms/blank';
import { email } from '../core/forms/email';

export type Rule = { rule: string; field?: string; error?: string; accept?: (string | number)[]; threshold?: string; rules?: Rule[] };
export type Schema = { rules?: Rule[] };
export type Values = (string | File)[];
/** a field's values by its name */
export type Get = (field: string) => Values;

const DATE = /^\d{4,}-\d\d-\d\d$/;
/** WordPress's wp_allowed_protocols(), the url rule's schemes */
const SCHEMES = 'http,https,ftp,ftps,mailto,news,irc,irc6,ircs,gopher,nntp,feed,telnet,mms,rtsp,sms,svn,tel,fax,xmpp,webcal,urn'.split(',');

const texts = (v: Values) => v.filter((x): x is string => typeof x == 'string');
const files = (v: Values) => v.filter((x): x is File => typeof x != 'string');
const size = (v: Values) => files(v).reduce((a, f) => a + f.size, 0);
const length = (v: Values) => texts(v).join('').length;
/** the threshold; NaN (none, or not a number) makes every comparison below pass, as swv's
 *  Number.isNaN guards do */
const limit = (r: Rule) => parseFloat(r.threshold!);
/** every text value (trimmed) passes `ok` */
const each = (ok: (s: string, r: Rule) => boolean) => (r: Rule, v: Values) => texts(v).every((s) => ok(s.trim(), r));
const accepts = (r: Rule, s: string) => (r.accept || []).map(String).includes(s);

/** a rule by name: whether the field's values pass it */
export const RULES: Record<string, (r: Rule, v: Values) => boolean> = {
  required: (_, v) => v.length > 0,
  requiredfile: (_, v) => files(v).length > 0,
  email: each(email),
  url: each((s) => {
    try {
      return SCHEMES.includes(new URL(s).protocol.slice(0, -1));
    } catch {
      return false;
    }
  }),
  tel: each((s) => /^\+?\d+$/.test(s.replace(/[()/.*#\s-]+/g, ''))),
  // HTML's valid floating-point number
  number: each((s) => /^-?(\d+|\d*\.\d+)(e[+-]?\d+)?$/i.test(s)),
  date: each((s) => DATE.test(s)),
  time: each((s) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(s)),
  // an accept entry is an extension (".pdf") or a MIME type ("image/png", "image/*")
  file: (r, v) =>
    files(v).every((f) =>
      (r.accept || []).map((a) => ('' + a).toLowerCase()).some((a) => (a[0] == '.' ? f.name.toLowerCase().endsWith(a) : a.endsWith('/*') ? f.type.startsWith(a.slice(0, -1)) : f.type == a)),
    ),
  enum: each((s, r) => accepts(r, s)),
  // ISO 8601 days, 1 Monday to 7 Sunday, of the date as written (UTC: the same day everywhere)
  dayofweek: each((s, r) => accepts(r, '' + (new Date(s).getUTCDay() || 7))),
  minitems: (r, v) => !v.length || !(v.length < limit(r)),
  maxitems: (r, v) => !(v.length > limit(r)),
  minlength: (r, v) => !v.length || !(length(v) < limit(r)),
  maxlength: (r, v) => !(length(v) > limit(r)),
  minnumber: each((s, r) => !(parseFloat(s) < limit(r))),
  maxnumber: each((s, r) => !(parseFloat(s) > limit(r))),
  mindate: each((s, r) => !(DATE.test(s) && DATE.test(r.threshold!) && s < r.threshold!)),
  maxdate: each((s, r) => !(DATE.test(s) && DATE.test(r.threshold!) && s > r.threshold!)),
  minfilesize: (r, v) => !files(v).length || !(size(v) < limit(r)),
  maxfilesize: (r, v) => !(size(v) > limit(r)),
};

/** The failure of rule `r`: [field, error], or undefined when it passes (an unknown rule
 *  passes: the server still checks it). `all` fails at its first failing child, whose field
 *  and error stand when it has an error; `any` passes at its first passing child. */
export function run(r: Rule, get: Get): [string, string] | undefined {
  const own: [string, string] = [r.field!, r.error!];
  if (r.rule == 'all') {
    for (const c of r.rules || []) {
      const e = run(c, get);
      if (e) return e[1] != null ? e : own;
    }
  } else if (r.rule == 'any') {
    if (r.rules?.length && r.rules.every((c) => run(c, get))) return own;
  } else if (RULES[r.rule] && !RULES[r.rule](r, get(r.field!))) return own;
}

/** A schema's errors: field → the error of its first failing rule */
export function validate(s: Schema, get: Get) {
  const m = new Map<string, string>();
  for (const r of s.rules || []) {
    if (m.has(r.field!)) continue;
    const e = run(r, get);
    if (e && e[0] && !m.has(e[0])) m.set(e[0], e[1] || '');
  }
  return m;
}

/** the values a field's controls hold, as the plugin's validator collects them: enabled and
 *  named, a box only when checked, every selected option, every file; blank text is nothing */
export function values(wrap: Element): Values {
  const v: Values = [];
  wrap.querySelectorAll<HTMLInputElement>('input,textarea,select').forEach((c) => {
    const t = c.type;
    if (!c.name || c.disabled || /^(button|image|reset|submit)$/.test(t) || (/^(checkbox|radio)$/.test(t) && !c.checked)) return;
    t == 'file' ? v.push(...c.files!) : t == 'select-multiple' ? v.push(...[...(c as any as HTMLSelectElement).selectedOptions].map((o) => o.value)) : v.push(c.value);
  });
  return v.filter((x) => typeof x != 'string' || !blank(x));
}
