// Lead form field rules (spec §5): the kinds, the email typo check, required names, basic phone,
// required consent. The other kinds' rules are in features/fields.js, the Israeli phone's in its
// own chunk (rules.ts); the required rule is every product's (core/forms/blank.ts). Pure, so each
// rule is tested on its own.
import { email } from '../../core/forms/email';
import { NAME_MAX, PHONE_MAX, PHONE_MIN } from './constants';
import type { Key } from './strings';
import { blank } from '../../core/forms/blank';

export type Kind = 'email' | 'name' | 'phone' | 'checkbox' | 'hidden' | 'url' | 'text' | Ext;
/** The kinds features/fields.js draws and checks (a choice, a text area, a number, a date) */
export type Ext = 'message' | 'select' | 'multi' | 'radio' | 'group' | 'number' | 'date' | 'birthday';
/** matches an Ext kind: a form with one loads features/fields.js */
export const EXT = /^(message|select|multi|radio|group|number|date|birthday)$/;

// tags that are another kind under another name (every tag not named here or in Kind is text;
// no prototype: a tag 'constructor' is text too)
const ALIAS: Record<string, Kind> = Object.assign(Object.create(null), { first_name: 'name', last_name: 'name', website: 'url', gender: 'radio', preferences: 'group', multi_select: 'multi' });

/** A field's usable choices: its options that are strings or numbers (docs/display-api.md) */
export const choices = (f: { options?: unknown }): string[] =>
  Array.isArray(f.options) ? f.options.filter((o) => typeof o == 'string' || typeof o == 'number').map(String) : [];

/** A field's kind from its tag (docs/display-api.md "poptin_fields"): a checkbox with options is
 *  a checkbox group, a country with options a select; a choice kind without usable options is
 *  a text input (it could never be answered; gender has its own choices); every other tag is a
 *  text input. */
export const kind = (f: { tag: string; options?: unknown }): Kind => {
  const t = f.tag;
  const o = choices(f).length > 0;
  const k: Kind = o && t == 'checkbox' ? 'group' : o && t == 'country' ? 'select' : /^(email|phone|hidden|checkbox|name|url)$/.test(t) || EXT.test(t) ? (t as Kind) : ALIAS[t] || 'text';
  return o || t == 'gender' || !/^(radio|select|multi|group)$/.test(k) ? k : 'text';
};

// Typo check (§5): "a limited character set and a standard email shape". The shape is the one
// every form checks (core/forms/email.ts, issue 26); the popups' limited set on top: letters,
// digits and . _ % + ' - before the @, a top-level domain of letters.
const LIMITED = /^[\w.%+'-]+@.*\.[a-z]{2,}$/i;
/** Whether `v` passes the typo check */
export const mail = (v: string) => email(v) && LIMITED.test(v);
// Basic phone (§5): only digits, plus, minus, space and parentheses, and 7 to 15 digits (the
// spec's own title: "Please enter 7 to 15 digits"). The other characters are not counted:
// `+1 (555) 123-4567` is 11 digits in 17 characters and must reach the lead whole.
const PHONE_CHARS = /[^\d+\- ()]/g;
// Required name (§5): 1 to 40 characters, no digits, no < or >, at least one non-space.
const NAME = new RegExp(`^(?=.*\\S)[^\\d<>]{1,${NAME_MAX}}$`);

/** What typing leaves in a basic phone field: the other characters go, nothing is cut. */
export const stripPhone = (v: string): string => v.replace(PHONE_CHARS, '');

/** The message key for a value, or '' when it passes. Checkbox values are '1' or ''. */
export function check(k: Kind, v: string, required: boolean): Key | '' {
  if (k === 'hidden') return '';
  if (blank(v)) return required ? 'required' : '';
  if (k === 'email') return mail(v.trim()) ? '' : 'typo';
  if (k === 'phone') {
    const n = v.replace(/\D/g, '').length;
    return v == stripPhone(v) && n >= PHONE_MIN && n <= PHONE_MAX ? '' : 'phone';
  }
  if (k === 'name' && required) return NAME.test(v) ? '' : 'name';
  return '';
}
