// The contact form's fields and §5.1's checks (W05, W11), part of widget/form.js: pure, so each
// rule is a unit test (test/widget/form.test.ts).
import type { ContactForm } from '../wire';
import { on } from '../../core/flags';
import { entries, text as texts, words } from '../../core/text';
import { blank } from '../../core/forms/blank';
import { distance } from '../../core/forms/distance';
import { suggest as near } from '../../core/forms/suggest';

/** §5.1's file types (the server checks them too) */
export const FILE_TYPES = 'jpg jpeg png gif pdf doc docx ppt pptx pps ppsx odt xls xlsx mp3 mp4 wav mpg avi mov wmv 3gp ogv'.split(' ');
/** §5.1's autocomplete domains for the email suggestion */
const DOMAINS = ['gmail.com', 'yahoo.com', 'protonmail.com'];

/** One field, in the form's order */
export interface Field {
  /** the contact field's `field` or the custom field's `unique_id` (what call 5's errors name) */
  id: string;
  /** text, email, phone, textarea (contact fields); a custom field's field_dropdown */
  kind: string;
  label: string;
  req: boolean;
  ph?: string;
  opts?: string[];
  /** a custom field's n in custom_fields[n] */
  n?: number;
}

/** The form's fields (§3.1): the contact fields, then the active custom fields, sorted by
 *  contact_form_field_order; one the order leaves out comes after, in its own order (ours: the
 *  server still checks it, so it is shown). A contact field's kind is its type or, failing that,
 *  its name (the server's reading: docs/widget-api.md "Call 5"). */
export function fields(f: ContactForm): Field[] {
  // (the entries and their texts read as texts at the first read: text.ts)
  type CF = NonNullable<ContactForm['contact_fields']>[number];
  type CC = NonNullable<ContactForm['contact_custom_fields']>[number];
  const all: Field[] = [
    ...entries<CF>(f.contact_fields, 'contact_fields').filter((x) => texts(x, 'field title type placeholder').field).map((x) => {
      const t = [x.type, x.field];
      return {
        id: x.field,
        kind: t.includes('email') ? 'email' : t.includes('phone') || x.type == 'tel' ? 'phone' : x.type == 'textarea' || x.field == 'message' ? 'textarea' : 'text',
        label: x.title || x.field,
        req: on(x.is_required!),
        ph: x.placeholder,
      };
    }),
    ...entries<CC>(f.contact_custom_fields, 'contact_custom_fields').filter((x) => texts(x, 'unique_id field_label field_dropdown placeholder dropdown_placeholder').unique_id && on(x.is_active ?? 1)).map((x, n) => ({
      id: x.unique_id,
      kind: x.field_dropdown,
      label: x.field_label || '',
      req: on(x.is_required!),
      ph: x.field_dropdown == 'dropdown' ? x.dropdown_placeholder : x.placeholder,
      opts: words(x.dropdown_option, 'dropdown_option'),
      n,
    })),
  ];
  const order = words(f.contact_form_field_order, 'contact_form_field_order');
  const rank = (x: Field) => (order.includes(x.id) ? order.indexOf(x.id) : order.length + all.indexOf(x));
  return all.map((x) => [rank(x), x] as const).sort((a, b) => a[0] - b[0]).map((a) => a[1]);
}

const ext = (name: string) => (/\.([^.]+)$/.exec(name) || ['', ''])[1].toLowerCase();

/** §5.1 before sending: '' (fine), 'r' (required and empty after trimming) or 'f' and the
 *  first file of a type §5.1 does not allow */
export function check(x: Field, value: string, files: readonly { name: string }[] = []): string {
  const bad = files.find((f) => !FILE_TYPES.includes(ext(f.name)));
  if (bad) return 'f' + bad.name;
  return x.req && x.kind != 'textblock' && (x.kind == 'file' ? !files.length : blank(value)) ? 'r' : '';
}

/** §5.1 phone: digits, a + first */
export const phoneOk = (v: string) => /^\+?\d*$/.test(v);

/** §5.1 "Did you mean …?" (core/forms/suggest.ts): the address with one of the autocomplete
 *  domains, when its domain is the start of one ("gm") or at most 2 edits from one ("gmial.com",
 *  "yaho.com"; a swap is 2 edits here, Levenshtein); else ''. Only an address of one @ with
 *  something on both sides, no space (after trimming) */
export const suggest = (email: string) =>
  /^[^@\s]+@[^@\s]+$/.test((email = email.trim())) ? near(email, DOMAINS, (d, x) => x.startsWith(d) || distance(d, x, false) < 3) : '';
