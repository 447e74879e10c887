// Who may open a popup outside its triggers (P10): a popup id's shape, and the opener an event
// is on. The loader (a click before the engine is loaded), the engine's start (prefetch on a
// pointer or focus) and open.ts all read them, so they sit below all three.

/** A popup id: 13 characters (§2, §9). Ids become cookie names and url paths, so nothing else
 *  is acted on: answers, openers and poptin.show(id) all check against this. */
export const ID = /^[a-z0-9]{13}$/i;

/** P10: the opener a click (or a pointer or focus, to prefetch) is on: a link whose address
 *  holds the click path of a popup (/api/display/click/ID, the same path as call 3), or an
 *  element with poptinaction=onclick and a poptinid. The event's composed path, so an opener
 *  inside a popup's (open) shadow root counts too (spec item 6). Returns its popup id when valid:
 *  other links are left alone. */
export const opener = (e: Event): string | undefined => {
  const t = (e.composedPath() as Element[]).find((n) => n.matches?.('[poptinaction=onclick][poptinid],a[href*="/api/display/click/"]'));
  const id = t && (t.getAttribute('poptinid') || (/\/api\/display\/click\/([a-z0-9]{13})\b/i.exec(t.getAttribute('href')!) || [])[1]);
  return id && ID.test(id) ? id : undefined;
};
