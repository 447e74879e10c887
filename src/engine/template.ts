// Template download (call 4, spec §7, P04): the popup's html from poptin_url, or the inline
// `poptin` html when there is no url. Only http(s) addresses are fetched. A failure is a silent
// log line (§8) and the popup is dropped: the caller gets null.
import { log } from '../core/log';
import type { Popup } from '../popup/wire';
import { httpUrl } from '../core/url';

export async function template(p: Popup): Promise<string | null> {
  try {
    if (!p.poptin_url) {
      if (typeof p.poptin == 'string') return p.poptin;
      throw 0;
    }
    const u = httpUrl(p.poptin_url);
    if (!u) throw 0;
    const r = await fetch(u);
    if (!r.ok) throw r.status;
    return await r.text();
  } catch (e) {
    log('Template download failed', e);
    return null;
  }
}
