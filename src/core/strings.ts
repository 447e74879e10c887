// The en/he strings helper: every visitor-facing string table of the product (the popup shell's
// in runtime/strings.ts, the form's in features/form/strings.ts) is an English table and a Hebrew
// one with the same keys, each in the chunk that shows it.
export type Lang = 'en' | 'he';

/** t(lang, key): the string in the popup's language; anything but 'he' is English. */
export const strings =
  <K extends string>(en: Record<K, string>, he: Record<K, string>) =>
  (lang: string, k: K): string =>
    (lang === 'he' ? he : en)[k];
