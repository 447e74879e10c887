// Every style reaches a popup as a constructed stylesheet adopted by its shadow root, or as a
// CSSOM write on an element (issue 7, security 2): neither is an inline style, so a host page
// whose Content-Security-Policy has no 'unsafe-inline' (style-src 'self', or a nonce) blocks
// none of them and reports nothing. A <style> element or a style="" attribute would be blocked
// there, and a parsed style="" is reported even in an inert <template> (runtime/parse.ts).
// Constructable stylesheets: Chromium 73, Firefox 101, Safari 16.4; older browsers log
// 'Popup failed to show' and show nothing (X05).

/** A constructed stylesheet holding `css` (replaceSync ignores @import: it would load a file). */
export function sheet(css: string): CSSStyleSheet {
  const s = new CSSStyleSheet();
  s.replaceSync(css);
  return s;
}

/** Takes the template's own <style> elements out and hands back their sheets, in order. */
export const sheets = (frag: DocumentFragment): CSSStyleSheet[] =>
  [...frag.querySelectorAll('style')].map((e) => (e.remove(), sheet(e.textContent || '')));
