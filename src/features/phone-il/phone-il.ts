// features/phone-il.js (P19): the Israeli phone of §5 ("advanced"), a field rule. The form loads
// it only for a phone field with "validation": "israeli" (docs/display-api.md "poptin_fields"),
// so a form without one does not carry it (features/form/rules.ts).
import type { Rule } from '../form/rules';

// digits and single hyphens; without the hyphens, a landline prefix (02, 03, 04, 08, 09) and 9
// digits, or a mobile or VoIP one (050-055, 058, 072-074, 076, 077, 079) and 10
const SHAPE = /^\d+(-\d+)*$/;
const DIGITS = /^0([23489]|5[0-58]|7[2-46-79])\d{7}$/;

export const rule: Rule = {
  test: (v) => SHAPE.test(v) && DIGITS.test(v.replace(/-/g, '')),
  // what typing leaves: digits and hyphens (nothing is cut)
  strip: (v) => v.replace(/[^\d-]/g, ''),
  // §5: 'the Hebrew message for an incorrect phone number' (the wording is ours); an English
  // popup says what the basic phone says
  msg: (lang) => (lang == 'he' ? 'מספר הטלפון שגוי' : 'Please enter a valid phone number'),
};
