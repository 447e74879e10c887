// What a conversion leaves behind (spec §7 after call 6, §3 storage, §9 lifetimes; P20's storage
// and event half): the converted cookies, the lower-cased email, the owner's conversion code, the
// poptinSubmit event and the onpoptinSubmit callback. In the form's chunk, not engine.js: only a
// popup that converts needs it.
import type { ShowRequest } from '../../core/chunks';
import { CONVERSION_MS } from '../../core/constants';
import { CONVERSION_ID, CONVERTED, EMAIL, kind } from '../../core/keys';
import { log } from '../../core/log';
import { detail, emit } from '../../core/reporting';
import { setCookie, store } from '../../core/storage';

/** what call 6 answered, as the form passes it on */
export interface Conversion {
  email: string;
  conversion_id: string;
  conversion_code: string;
}

/** Call 6 succeeded and the engine said to record it (ShowRequest.onConvert): remember the
 *  conversion, run the owner's conversion code, tell the host page. */
export function recordConversion(b: ShowRequest, c: Conversion): void {
  const p = b.popup;
  setCookie(CONVERTED + p.poptin_id, kind(p), CONVERSION_MS);
  if (c.conversion_id) setCookie(CONVERSION_ID, '' + c.conversion_id, CONVERSION_MS);
  if (c.email) store('localStorage', EMAIL, ('' + c.email).trim().toLowerCase());
  if (c.conversion_code) inject(c.conversion_code, b.nonce);
  const d = detail(p);
  emit('poptinSubmit', d);
  try {
    const f = (window as any).onpoptinSubmit;
    typeof f == 'function' && f(d);
  } catch (e) {
    log('onpoptinSubmit failed', e);
  }
}

/** integration.conversion_code into document.head. Scripts parsed from html never run, so once
 *  the nodes are in the head each script is re-created (attributes and text copied) in place,
 *  with the loader's CSP nonce (X03). */
export function inject(code: string, nonce: string): void {
  try {
    const t = document.createElement('template');
    t.innerHTML = code;
    const old = t.content.querySelectorAll('script');
    document.head.append(t.content);
    old.forEach((o) => {
      const s = document.createElement('script');
      for (const a of o.attributes) s.setAttribute(a.name, a.value);
      s.text = o.text;
      if (nonce) s.nonce = nonce;
      o.replaceWith(s);
    });
  } catch (e) {
    log('Conversion code failed', e);
  }
}
