// What call 6's acknowledgement leaves behind (spec §7 after call 6, §9 lifetimes; P20): the
// conversion id cookie and the owner's conversion code in the page head. In features/lead.js,
// which receives the answer whenever it comes: at the submit, or on a retry on this page or a
// later one (the visitor's side, cookies and events, is recorded at the submit: form/record-conversion.ts).
import { CONVERSION_MS } from '../../core/constants';
import { CONVERSION_ID } from '../../popup/keys';
import { log } from '../../core/log';
import { setCookie } from '../../core/storage';
import { inert, scriptSrc, scriptText } from '../../core/trust';

/** Call 6 answered success: keep its conversion id and run its conversion code. Only strings
 *  are an id or code (§7 call 6 answer). */
export function acknowledge(a: { conversion_id?: unknown; integration?: { conversion_code?: unknown } }, nonce: string): void {
  const id = a.conversion_id;
  const code = a.integration && a.integration.conversion_code;
  if (typeof id == 'string' && id) setCookie(CONVERSION_ID, id, CONVERSION_MS);
  if (typeof code == 'string' && code) inject(code, nonce);
}

/** integration.conversion_code into document.head. Scripts parsed from html never run, so once
 *  the nodes are in the head each script is re-created (attributes and text copied) in place,
 *  with the loader's CSP nonce (X03). */
export function inject(code: string, nonce: string): void {
  try {
    const frag = inert(code);
    const old = frag.querySelectorAll('script');
    document.head.append(frag);
    old.forEach((o) => {
      const s = document.createElement('script');
      // (a script's src and text are Trusted Types sinks: core/trust.ts)
      for (const a of o.attributes)
        try {
          a.name == 'src' ? scriptSrc(s, a.value) : s.setAttribute(a.name, a.value);
        } catch (e) {
          // (an on* attribute under Trusted Types: that attribute only, the script still runs)
          log('Conversion code attribute refused: ' + a.name, e);
        }
      scriptText(s, o.text);
      if (nonce) s.nonce = nonce;
      o.replaceWith(s);
    });
  } catch (e) {
    log('Conversion code failed', e);
  }
}
