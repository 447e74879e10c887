// features/text.js (P29, spec §6 "a freemium flag disables dynamic text and tag replacement"): a
// template's [data-lp=text] element shows a value about the visitor instead of its own text, which
// is the fallback (docs/templates.md "Dynamic text"):
//   data-tag="country"        the visitor's country, named in the popup's language
//   data-tag="country_code"   its two-letter code
//   data-tag="title"          the page's title
//   data-tag="param:NAME"     the page address's query parameter NAME (utm_campaign …)
//   data-tag="cookie:NAME"    the page's cookie NAME
// The value goes in as text (textContent), never as markup: a hostile query string stays words on
// the screen. It is cleaned (control and bidi-override characters out, white space collapsed,
// trimmed) and cut to MAX characters. Empty, unknown or off (if_freemium is 1: §6) leaves the
// fallback. The runtime calls attach() once, before the popup is on the page: nothing moves later
// and nothing is announced.
import { log } from '../../core/log';
import type { PopupState } from '../../runtime/state';

/** the longest value shown, in characters (ours: docs/behaviour.md P29); longer ends in '…' */
export const MAX = 100;

export const CSS = '';

/** C0/C1 controls, the bidi marks, embeddings, overrides and isolates (a value must not turn
 *  the text around it: "‮moc.evil"), and the byte-order mark */
const STRIP = /[\0-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A raw value as it is shown: cleaned, trimmed, at most MAX characters (code points). */
export function clean(v: unknown): string {
  const c = [...String(v ?? '').replace(STRIP, '').replace(/\s+/g, ' ').trim()];
  return (c.length > MAX ? c.slice(0, MAX - 1).join('').trim() + '…' : c.join(''));
}

/** The raw value of one tag for this popup; undefined for an unknown tag. */
export function value(s: PopupState, tag: string): string | undefined {
  const a = s.req.answer || {}, i = tag.indexOf(':'), name = tag.slice(i + 1);
  // the answer's code (§3 country_code, cc), else the one kept from an earlier answer (call 1's cc)
  const cc = String(a.country_code || a.cc || s.req.req?.cc || '').toUpperCase();
  switch (i < 0 ? tag : tag.slice(0, i + 1)) {
    case 'country':
      // the answer names it in English; a Hebrew popup (or an answer without a name) asks the
      // browser for the name in the popup's language
      if (s.lang == 'he' || !a.country)
        try {
          return new Intl.DisplayNames([s.lang], { type: 'region' }).of(cc);
        } catch {}
      return a.country;
    case 'country_code':
      return cc;
    case 'title':
      return document.title;
    case 'param:':
      return new URLSearchParams(location.search).get(name) ?? '';
    case 'cookie:':
      for (const c of document.cookie.split(';')) {
        const j = c.indexOf('='), k = c.slice(0, j).trim();
        if (j > 0 && k == name) {
          try {
            return decodeURIComponent(c.slice(j + 1));
          } catch {
            return c.slice(j + 1);
          }
        }
      }
      return '';
  }
}

export function attach(s: PopupState, el: HTMLElement): void {
  if (s.req.freemium) return log('Dynamic text is off for this account (if_freemium)');
  const tag = (el.dataset.tag || '').trim();
  let v;
  try {
    v = value(s, tag);
  } catch (e) {
    // a sandboxed page's document.cookie throws: the fallback stays, the popup shows (X05)
    return log('Dynamic text failed: ' + tag, e);
  }
  if (v === undefined) return log('Dynamic text tag unknown: ' + tag);
  const c = clean(v);
  // the fallback stays when there is nothing to show; a value is isolated (dir=auto: the
  // element's own direction, unicode-bidi isolate), so an English title inside a Hebrew
  // sentence keeps its quotes and full stop where they belong
  if (c) (el.textContent = c), (el.dir = 'auto');
}
