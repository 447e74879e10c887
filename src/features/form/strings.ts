// The lead form's visitor-facing strings in English and Hebrew (spec §5, P29), in features/form.js
// with the form rather than in runtime.js (src/runtime/strings.ts has the shell's). The Hebrew
// wordings are ours: the spec says a Hebrew version exists without giving it.
import { strings } from '../../core/strings';
import type { Problem } from '../../core/forms/problem';
const en = {
  sent: 'Sent successfully!',
  phone: 'Please enter a valid phone number',
  phoneTitle: 'Please enter 7 to 15 digits and avoid using letters or symbols',
  typo: 'There are typos in the email',
  name: 'Please enter at least 2 or more characters',
  required: 'This field is required',
  submit: 'Submit',
  noSubmit: 'Submission is disabled in preview.',
  empty: 'Please fill in the form',
  // (the keys of the problems every product's form words: core/forms/problem.ts)
} satisfies Record<Problem, string> & Record<string, string>;

export type Key = keyof typeof en;

const he: Record<Key, string> = {
  sent: 'נשלח בהצלחה!',
  phone: 'נא להזין מספר טלפון תקין',
  phoneTitle: 'נא להזין בין 7 ל-15 ספרות, ללא אותיות או סימנים',
  typo: 'יש שגיאות הקלדה בכתובת האימייל',
  name: 'נא להזין לפחות 2 תווים',
  required: 'זהו שדה חובה',
  submit: 'שליחה',
  noSubmit: 'השליחה מושבתת בתצוגה מקדימה.',
  empty: 'נא למלא את הטופס',
};

/** The string `k` in the popup's language (req.lang). */
export const t = strings(en, he);
