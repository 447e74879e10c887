// The visitor's side of a conversion (spec §7 after call 6, §3 storage, §9 lifetimes; P20's
// storage and event half): the converted cookie, the lower-cased email, the poptinSubmit event
// and the onpoptinSubmit callback. Recorded at the submit, when the lead was acknowledged or
// queued for a retry (features/lead/lead.ts): the visitor converted either way. What the server
// answers (conversion id, conversion code) is lead/acknowledge.ts's. In the form's chunk, not
// engine.js: only a popup that converts needs it.
import type { ShowRequest } from '../../popup/rungs';
import { CONVERSION_MS } from '../../core/constants';
import { CONVERTED, kind } from '../../popup/keys';
import { EMAIL } from '../../popup/keys';
import { log } from '../../core/log';
import { detail, emit } from '../../popup/events';
import { setCookie, store } from '../../core/storage';

/** The lead was sent and the engine said to record it (ShowRequest.onConvert): remember the
 *  conversion, tell the host page. */
export function recordConversion(b: ShowRequest, email: string): void {
  const p = b.popup;
  setCookie(CONVERTED + p.poptin_id, kind(p), CONVERSION_MS);
  if (email) store('localStorage', EMAIL, email.trim().toLowerCase());
  const d = detail(p);
  emit('poptinSubmit', d);
  try {
    const f = (window as any).onpoptinSubmit;
    typeof f == 'function' && f(d);
  } catch (e) {
    log('onpoptinSubmit failed', e);
  }
}
