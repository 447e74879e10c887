// Lifecycle reporting and visitor storage (spec §4, §7 calls 5, 7, 8, 9; §3 storage; §9 lifetimes;
// P14, P30). The engine calls these only outside preview mode (P16). What a conversion stores is
// in the form's chunk (features/form/convert.ts): a popup without a form never needs it.
// Calls 7 and 9 go by beacon so they survive the page unloading; call 5 needs its answer. Call 8
// (the heartbeat) runs on every page view, so it lives in loader.ts.
import type { Boot, CloseTrigger } from './chunks';
import { CLOSED_MS, FREQUENCY_MS } from './constants';
import { seenValue } from './frequency';
import { beacon } from '../shared/http';
import { log } from '../shared/log';
import { CLOSED, FREQ, kind, VIEW, VIEWED } from './keys';
import { EMAIL } from '../shared/keys';
import { visits } from './rules';
import { setCookie, store } from '../shared/storage';
import type { Popup } from './wire';

/** The storefront integration is a later issue: sent empty so the payload shape is final (§7). */
export const STORE = { store_integration: '', store_integration_customer_id: '' };

const email = () => store('localStorage', EMAIL);
/** ids go into the path encoded: a client id is whatever the page's tag says */
const url = (b: Boot, path: string, id: string) => b.api + '/api/display/' + path + encodeURIComponent(id);

/** Event detail for poptinView / poptinSubmit / poptinClose (§7). */
export const detail = (p: Popup) => ({
  poptin_id: p.poptin_id,
  poptin_name: p.poptin_name,
  poptin_target: p.poptin_target,
  poptin_type: p.poptin_type,
  account_id: p.account_id,
});

/** A lifecycle event on document (dispatchEvent reports a host listener's exception instead of
 *  throwing it); false when a listener cancelled it (`cancelable`). poptinView, poptinSubmit and
 *  poptinClose also go to Google Tag Manager's window.dataLayer when the page has one (X09, issue
 *  20): the popup's metadata only, never what the visitor typed. */
export const emit = (name: string, d: object, cancelable?: boolean) => {
  const go = document.dispatchEvent(new CustomEvent(name, { detail: d, cancelable })), dl = (window as any).dataLayer;
  // after the event, and on its own: a page's push that throws (a frozen array, its own
  // override) costs the push only, never the view's report or the submit's thank-you
  try {
    cancelable || (Array.isArray(dl) && dl.push({ event: name, ...d }));
  } catch (x) {
    log('dataLayer push failed', x);
  }
  return go;
};

/** call 9 */
const activity = (b: Boot, p: Popup, activity: 'viewed' | 'closed') =>
  beacon(url(b, 'conversion-activities/', b.clientId), { email: email(), poptin_id: p.poptin_id, activity, url: location.href, ...STORE });

/** The popup became visible: cookies, call 9, poptinView, then call 5. Resolves with call 5's
 *  poptin_view_id ('' when it fails: §8 "Viewed request fails: silent", so not even a log). The
 *  id goes back in call 6, so anything but a short opaque string is dropped (docs/display-api.md). */
export function reportView(b: Boot, p: Popup, trigger: string, now: number): Promise<string> {
  const id = p.poptin_id;
  setCookie(VIEW + id, kind(p), FREQUENCY_MS);
  store('sessionStorage', VIEWED + id, '1');
  setCookie(FREQ + id, seenValue(now, visits()), FREQUENCY_MS);
  activity(b, p, 'viewed');
  emit('poptinView', detail(p));
  const body = { viewer_id: p.viewer_id || '', trigger, client_id: b.clientId, type: b.req.if_mobile ? 'mobile' : 'desktop', url: location.href, ...STORE, converted_email: email() };
  return fetch(url(b, 'viewed/', id), { method: 'POST', body: JSON.stringify(body), keepalive: true })
    .then((r) => r.json())
    .then((a) => (typeof a?.poptin_view_id == 'string' && /^[\w-]{1,64}$/.test(a.poptin_view_id) ? a.poptin_view_id : ''))
    .catch(() => '');
}

/** Closed by the visitor or the popup itself; never for a submitted popup (the engine checks). */
export function reportClose(b: Boot, p: Popup, t: CloseTrigger): void {
  const id = p.poptin_id;
  setCookie(CLOSED + id, kind(p), CLOSED_MS);
  beacon(url(b, 'closed/', id), { client_id: b.clientId, url: location.href, converted_email: email(), ...STORE });
  activity(b, p, 'closed');
  emit('poptinClose', { ...detail(p), close_trigger: t });
}
