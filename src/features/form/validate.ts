// Lead form field rules (spec §5, P19 subset for this issue): email typo check, required names,
// basic phone, required consent. Pure, so each rule is tested on its own.
import { NAME_MAX, PHONE_MAX, PHONE_MIN } from './constants';
import type { Key } from './strings';

export type Kind = 'email' | 'name' | 'phone' | 'checkbox' | 'hidden' | 'url' | 'text';

export const kind = (tag: string): Kind =>
  tag === 'email' || tag === 'phone' || tag === 'checkbox' || tag === 'hidden'
    ? tag
    : /^(name|first_name|last_name)$/.test(tag)
      ? 'name'
      : /^(website|url)$/.test(tag)
        ? 'url'
        : 'text';

// Typo check (§5): a limited character set in a standard shape, no doubled or edge dots.
const EMAIL = /^(?!\.)(?!.*\.\.)[a-z0-9._%+'-]+(?<!\.)@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
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
  if (!v.trim()) return required ? 'required' : '';
  if (k === 'email') return EMAIL.test(v.trim()) ? '' : 'typo';
  if (k === 'phone') {
    const n = v.replace(/\D/g, '').length;
    return v == stripPhone(v) && n >= PHONE_MIN && n <= PHONE_MAX ? '' : 'phone';
  }
  if (k === 'name' && required) return NAME.test(v) ? '' : 'name';
  return '';
}
