// Redirect after a conversion (spec §4 "Redirect after conversion", P21) and the unsafe-scheme
// refusal (X04). Pure: the caller performs the result (navigation or launching a popup).
import { log } from '../../core/log';
import { unsafeUrl } from '../../core/url';

export type Go = { id: string } | { url: string; blank: boolean } | null;

export interface RedirectOptions {
  /** the page address, for {conversion_url} / {conversion_path} */
  page: string;
  /** the submitted form data, appended as a query string when `send` is set */
  data?: Record<string, string>;
  send?: boolean;
  /** open in a new window (poptin_design_redirect_new_window) */
  blank?: boolean;
}

const KEPT = /^(tel|sms|mailto):/i;

/** Where a redirect goes, or null when there is none or it is refused. */
export function redirect(raw: string | undefined, o: RedirectOptions): Go {
  let url = (raw || '').trim();
  if (!url) return null;
  // 'poptin:ID' or '#poptin-ID' launches another popup instead of leaving the page (§4).
  const m = /^(?:poptin:|#poptin-)([\w-]+)$/i.exec(url);
  if (m) return { id: m[1] };
  if (unsafeUrl(url)) {
    log('Redirect refused: unsafe scheme');
    return null;
  }
  if (KEPT.test(url)) return { url, blank: !!o.blank };
  let page: URL | null = null;
  try {
    page = new URL(o.page);
  } catch {
    /* placeholders then become empty */
  }
  url = url
    .replace(/\{conversion_url\}/g, encodeURIComponent(page ? page.href : ''))
    .replace(/\{conversion_path\}/g, encodeURIComponent(page ? page.pathname : ''));
  // No scheme: 'http://' is added (§4; button urls, which get '//', come with the buttons).
  // Other schemes with an authority (https://, ftp://) pass as written; the unsafe ones were
  // refused above.
  if (!/^[a-z][\w+.-]*:\/\//i.test(url) && !url.startsWith('//')) url = 'http://' + url;
  if (o.send && o.data) {
    const q = new URLSearchParams(o.data).toString();
    if (q) {
      const i = url.indexOf('#');
      const [head, hash] = i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i)];
      url = head + (head.includes('?') ? '&' : '?') + q + hash;
    }
  }
  return { url, blank: !!o.blank };
}
