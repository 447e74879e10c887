// Visitor-facing strings in English and Hebrew (spec §2, §5, P29). The Hebrew wordings are ours:
// the spec says a Hebrew version exists without giving it.
const en = {
  close: 'Close',
  sent: 'Sent successfully!',
  preview: 'This is a preview of your popup. Please note that submission will not be functional.',
  phone: 'Please enter a valid phone number',
  phoneTitle: 'Please enter 7 to 15 digits and avoid using letters or symbols',
  typo: 'There are typos in the email',
  name: 'Please enter at least 2 or more characters',
  required: 'This field is required',
  skip: 'Skip',
  submit: 'Submit',
  noSubmit: 'Submission is disabled in preview.',
  credit: 'Powered by Poptin',
};

export type Key = keyof typeof en;

const he: Record<Key, string> = {
  close: 'סגירה',
  sent: 'נשלח בהצלחה!',
  preview: 'זוהי תצוגה מקדימה של הפופאפ שלך. שימו לב: שליחת הטופס לא תפעל.',
  phone: 'נא להזין מספר טלפון תקין',
  phoneTitle: 'נא להזין בין 7 ל-15 ספרות, ללא אותיות או סימנים',
  typo: 'יש שגיאות הקלדה בכתובת האימייל',
  name: 'נא להזין לפחות 2 תווים',
  required: 'זהו שדה חובה',
  skip: 'דילוג',
  submit: 'שליחה',
  noSubmit: 'השליחה מושבתת בתצוגה מקדימה.',
  credit: 'מופעל על ידי Poptin',
};

/** The string `k` in the popup's language (req.lang); anything but 'he' is English. */
export const t = (lang: string, k: Key): string => (lang === 'he' ? he : en)[k];
