// URLs a template or a redirect may not carry (X04).

/** Attributes whose value is a URL a browser may navigate to or fetch. (Pure: a chunk that
 *  imports only the functions below, the widget's, leaves it out.) */
export const URL_ATTRS = /*#__PURE__*/ new Set('href src action formaction xlink:href poster cite'.split(' '));

/** True for javascript:, data: and vbscript: however spelt. The HTML parser has already decoded
 *  entities (`&#106;avascript:`), so what is left are case tricks and the characters the URL
 *  parser strips or skips (controls, spaces, tabs, newlines anywhere in the scheme). */
export function unsafeUrl(v: string): boolean {
  return /^(javascript|data|vbscript):/i.test(v.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g, ''));
}

/** `u` as an absolute http(s) address (relative to the page), else '': answers are untrusted,
 *  so a javascript:, data: or unparsable address is never fetched or linked. */
export function httpUrl(u: unknown): string {
  try {
    const x = new URL(String(u), location.href);
    return u && /^https?:$/.test(x.protocol) ? x.href : '';
  } catch {
    return '';
  }
}
