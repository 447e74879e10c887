// features/phone-intl.js (P19): the international phone of §5, a field rule with a country
// picker. The form loads it only for a phone field with "validation": "international"
// (docs/display-api.md "poptin_fields"), so no other form carries libphonenumber-js's metadata
// (about 30 kB). The picker is a native <select> (keyboard and screen readers know it) that
// starts at the visitor's country (call 1's `cc`, else US); a number typed with its own +code
// wins over the picker. On blur a valid number is written in its international form, which is
// also what call 6 sends.
import * as React from 'react';
import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { Rule } from '../form/rules';
import { adopt } from '../form/adopt';

export const CSS =
  '.lp-ph{display:flex;gap:6px}.lp-f .lp-ph select{flex:0 1 9.5em;min-width:0;box-sizing:border-box;padding:10px 6px;border:1px solid #8a8f98;border-radius:6px;font:inherit;background:#fff;color:#1f2328}';

/** a country the metadata knows, else US (an unknown `cc` from the answer: §5's default) */
const known = (cc: string) => (isSupportedCountry(cc) ? cc : 'US');
const parse = (v: string, cc: string) => parsePhoneNumberFromString(v, known(cc));

/** The countries, named in the popup's language and sorted by name, each with its +code (once
 *  per language: the form draws again at each message) */
const lists: Record<string, [string, string][]> = {};
const list = (lang: string) => (lists[lang] ||= make(lang));
function make(lang: string): [string, string][] {
  let name = (c: string) => c;
  try {
    const n = new Intl.DisplayNames([lang], { type: 'region' });
    name = (c) => n.of(c) || c;
  } catch {
    // (no Intl.DisplayNames: the ISO codes, still sorted and still with their +codes)
  }
  return getCountries()
    .map((c): [string, string] => [c, `${name(c)} +${getCountryCallingCode(c)}`])
    // (one collator: localeCompare(b, lang) makes one per comparison, ~100 ms for the list)
    .sort(((c) => (a: [string, string], b: [string, string]) => c(a[1], b[1]))(new Intl.Collator(lang).compare));
}

export const rule: Rule = {
  test: (v, cc) => !!parse(v, cc!)?.isValid(),
  // what typing leaves: digits, +, spaces, hyphens, dots and brackets (nothing is cut)
  strip: (v) => v.replace(/[^\d+\- ().]/g, ''),
  // §5: 'Invalid number - please try again'; a required field left empty gets the valid-number
  // message (the Hebrew wordings are ours)
  msg: (lang, v) =>
    lang == 'he' ? (v ? 'מספר לא תקין - נא לנסות שוב' : 'נא להזין מספר טלפון תקין') : v ? 'Invalid number - please try again' : 'Please enter a valid phone number',
  fmt: (v, cc) => {
    const p = parse(v, cc);
    return p?.isValid() ? p.formatInternational() : v;
  },
  C: ({ id, d, lang, set }) => {
    const all = list(lang);
    const v = known(d);
    return (
      <select
        ref={(e) => void (e && adopt(e, CSS))}
        id={id}
        aria-label={lang == 'he' ? 'מדינה' : 'Country'}
        value={v}
        autoComplete="tel-country-code"
        onChange={(e) => set(e.currentTarget.value)}
      >
        {all.map(([c, n]) => (
          <option key={c} value={c}>
            {n}
          </option>
        ))}
      </select>
    );
  },
};
