// Visitor-facing strings of the popup shell in English and Hebrew (spec §2, §5, P29). The Hebrew
// wordings are ours: the spec says a Hebrew version exists without giving it. The lead form's
// strings live with the form (src/features/form/strings.ts): they are fetched only with it, not
// with every runtime.js download.
import { strings } from '../core/strings';
const en = {
  close: 'Close',
  preview: 'This is a preview of your popup. Please note that submission will not be functional.',
  credit: 'Powered by Poptin',
  skip: 'Skip',
  wait: ', available in N s',
};

export type Key = keyof typeof en;

const he: Record<Key, string> = {
  close: 'סגירה',
  preview: 'זוהי תצוגה מקדימה של הפופאפ שלך. שימו לב: שליחת הטופס לא תפעל.',
  credit: 'מופעל על ידי Poptin',
  skip: 'דילוג',
  wait: ', זמין בעוד N שניות',
};

/** The string `k` in the popup's language (req.lang). */
export const t = strings(en, he);
