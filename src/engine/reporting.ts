// Lifecycle reporting and visitor storage (spec §4, §7 calls 5, 7, 8, 9; §3 storage; §9 lifetimes;
// P14, P30). The engine calls these only outside preview mode (P16). What a conversion stores is
// in the form's chunk (features/form/record-conversion.ts): a popup without a form never needs it.
// Calls 7 and 9 go by beacon so they survive the page unloading; call 5 needs its answer. Call 8
// (the heartbeat) runs on every page view, so it lives in loader.ts.
import type { Boot, CloseTrigger } from '../popup/rungs';
import { CLOSED_MS, FREQUENCY_MS } from './constants';
import { seenValue } from './frequency';
import { beacon } from '../core/http';
import { CLOSED, FREQ, VIEW, VIEWED } from './keys';
import { EMAIL, kind } from '../popup/keys';
import { detail, emit } from '../popup/events';
import { STORE } from '../popup/store';
import { visits } from './rules';
import { setCookie, store } from '../core/storage';
import { task } from '../core/listen';
import type { Popup } from '../popup/wire';

const email = () => store('localStorage', EMAIL);
/** ids go into the path encoded: a client id is whatever the page's tag says */
const url = (b: Boot, path: string, id: string) => b.api + '/api/display/' + path + encodeURIComponent(id);

/** call 9 */
const activity = (b: Boot, p: Popup, activity: 'viewed' | 'closed') =>
  beacon(url(b, 'conversion-activities/', b.clientId), { email: email(), poptin_id: p.poptin_id, activity, url: location.href, ...STORE });

/** The popup became visible: cookies, poptinView, then in a task of their own (issue 22: one
 *  task held all of it, 40 ms at 4x CPU) call 9 and call 5. Resolves with call 5's
 *  poptin_view_id ('' when it fails: §8 "Viewed request fails: silent", so not even a log). The
 *  id goes back in call 6, so anything but a short opaque string is dropped (docs/display-api.md). */
export function reportView(b: Boot, p: Popup, trigger: string, now: number): Promise<string> {
  const id = p.poptin_id;
  setCookie(VIEW + id, kind(p), FREQUENCY_MS);
  store('sessionStorage', VIEWED + id, '1');
  setCookie(FREQ + id, seenValue(now, visits()), FREQUENCY_MS);
  emit('poptinView', detail(p));
  const body = { viewer_id: p.viewer_id || '', trigger, client_id: b.clientId, type: b.req.if_mobile ? 'mobile' : 'desktop', url: location.href, ...STORE, converted_email: email() };
  return task()
    .then(() => (activity(b, p, 'viewed'), fetch(url(b, 'viewed/', id), { method: 'POST', body: JSON.stringify(body), keepalive: true })))
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
