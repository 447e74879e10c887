// What call 5 says to the visitor (§7, §8 "Widget form"), in the site's language (widget_sites.lang):
// field messages shown beside their field, the captcha failure and the thanks. English is the
// fallback for a language without its own set.
const EN = {
  required: 'This field is required.',
  long: 'This is too long.',
  email: 'Enter a valid email address.',
  phone: 'Enter digits only, with an optional + first.',
  url: 'Enter a full web address (https://…).',
  date: 'Enter a date.',
  number: 'Enter a number.',
  option: 'Choose one of the options.',
  files: 'Attach at most 10 files.',
  fileType: (name) => `This file type is not allowed: ${name}`,
  fileSize: (name) => `A file may be at most 5 MB: ${name}`,
  captcha: 'The captcha check failed. Please try again.',
  thanks: 'Thank you! Your message was sent.',
};

const HE = {
  required: 'זהו שדה חובה.',
  long: 'הטקסט ארוך מדי.',
  email: 'נא להזין כתובת דוא״ל תקינה.',
  phone: 'נא להזין ספרות בלבד, עם + בהתחלה אם צריך.',
  url: 'נא להזין כתובת אתר מלאה (https://…).',
  date: 'נא להזין תאריך.',
  number: 'נא להזין מספר.',
  option: 'נא לבחור אחת מהאפשרויות.',
  files: 'אפשר לצרף עד 10 קבצים.',
  fileType: (name) => `סוג הקובץ אינו מותר: ${name}`,
  fileSize: (name) => `קובץ יכול להיות עד 5 MB: ${name}`,
  captcha: 'בדיקת האבטחה נכשלה. נא לנסות שוב.',
  thanks: 'תודה! ההודעה נשלחה.',
};

export const messages = (lang) => (String(lang).startsWith('he') ? HE : EN);
