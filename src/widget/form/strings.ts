// The contact form's strings in English and Hebrew (W05, W11), through the helper every product's
// tables use (core/strings.ts), part of widget/form.js. The Hebrew wordings are ours.
import { strings } from '../../core/strings';
import type { Problem } from '../../core/forms/problem';

const EN = {
  title: 'Contact us',
  send: 'Send',
  choose: 'Choose…',
  required: 'Required',
  phone: 'Digits only, with an optional + first',
  file: 'This file type is not allowed: ',
  mean: 'Did you mean ',
  sending: 'Sending…',
  thanks: 'Thank you, we got your message',
  fail: 'Your message was not sent. Please try again.',
  robot: 'Please confirm you are not a robot',
  cap: 'The spam check did not load, so this form cannot be sent.',
  // (the keys of the problems every product's form words: core/forms/problem.ts)
} satisfies Record<Problem, string> & Record<string, string>;
export type Key = keyof typeof EN;
/** The form's strings (core/strings.ts), in the page's language */
export const t = strings<Key>(EN, {
  title: 'צרו קשר',
  send: 'שליחה',
  choose: 'בחרו…',
  required: 'שדה חובה',
  phone: 'ספרות בלבד, אפשר עם + בהתחלה',
  file: 'סוג הקובץ אינו מורשה: ',
  mean: 'התכוונתם ל-',
  sending: 'שולח…',
  thanks: 'תודה, ההודעה התקבלה',
  fail: 'ההודעה לא נשלחה. נסו שוב.',
  robot: 'נא לאשר שאינכם רובוט',
  cap: 'בדיקת הספאם לא נטענה, ולכן אי אפשר לשלוח את הטופס.',
});
/** The strings in the page's language (open() makes it from the widget's) */
export type T = (k: Key) => string;
