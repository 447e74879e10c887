// After the fields pass: call 6 through features/lead.js, then the thank-you screen or 'Sent
// successfully!', the close and the redirect (spec §4 "Submission", "Redirect after conversion";
// §8 failures; P20, P21; issue 7's "no lead is lost").
import type { Field } from '../../popup/wire';
import {
  LEAD_LOAD_RETRY_MS, REDIRECT_DELAY_MS, SENT_CLOSE_HE_MS, SENT_CLOSE_MS, THANKS_DEFAULT_SEC, THANKS_FALLBACK_SEC, VIEW_WAIT_MS,
} from './constants';
import { on } from '../../core/flags';
import { LEAD } from '../../popup/keys';
import { log } from '../../core/log';
import { redirect } from './redirect';
import { store } from '../../core/storage';
import type { PopupState } from '../../runtime/state';
import { conversionBody, fieldName } from './conversion-body';
import { recordConversion } from './record-conversion';
import type { Outcome } from '../../core/forms/submission';

type LeadModule = typeof import('../lead/lead');

/** A chunk beside the form, from the runtime's loader (tests) or its build folder. `again`: a
 *  load after a failed one, at an address of its own: a browser may keep answering a module
 *  address that failed with the same failure (whatwg/html#6768). */
export const chunk = (s: PopupState, p: string, again = ''): Promise<any> =>
  (s.env.load || ((p: string) => import(/* webpackIgnore: true */ s.req.base + p + '.js' + again)))(p);
/** failed loads of features/lead.js on this page */
let failed = 0;
/** features/lead.js, which sends the lead and keeps it until it is acknowledged. The form asks
 *  for it when the visitor starts typing, so it is there (and cached) by the submit. After a
 *  failed load (offline) the next ask uses an address of its own (issue 20). */
export const leadChunk = (s: PopupState): Promise<LeadModule> =>
  chunk(s, 'features/lead', failed ? '?again=' + failed : '').catch((e) => {
    failed++;
    throw e;
  });

/** Resolves to the submission's outcome (core/forms/submission.ts), never rejects: 'sent' when
 *  the lead was acknowledged or kept to be sent again (features/lead/lead.ts), 'refused' when
 *  the server refused it (4xx), 'failed' when it could not go (no viewer id, an error). The
 *  form keeps its submit lock until this settles, and for good after a sent lead. A button or a coupon (P22) calls it through this chunk's exports:
 *  `extra` sets call 6's extra_button or coupon, and `only` sends the lead and stops there (a
 *  coupon click: no submitted marker, screen, close, record or redirect). */
export async function submit(s: PopupState, fields: Field[], values: string[], checked: boolean, extra?: Record<string, string>, only?: boolean): Promise<Exclude<Outcome, 'spam'>> {
  const { req, dp } = s;
  // P23: a game's drawn prize travels with the lead (call 6: prize_id, prize_label, prize_code)
  extra = { ...s.prize, ...extra };
  const p = req.popup;
  const email = values[fields.findIndex((f) => f.tag === 'email')] || '';
  const vid = p.viewer_id;
  let out: Exclude<Outcome, 'spam'> = 'failed';
  // the viewer id goes into the path: without one no request is made; like a failed conversion
  // it is logged and nothing is shown to the visitor (§8)
  if (typeof vid != 'string' || !vid) log('Missing viewer id');
  else try {
    const k = Date.now().toString(36) + Math.random().toString(36).slice(2);
    const body = (view: string) => '' + conversionBody(req, fields, values, checked, view, navigator, k, extra);
    // the lead in storage, where the next page view's loader.js finds it (through
    // features/lead.js) and sends it once `t` has passed
    const keep = () => store('localStorage', LEAD + k, JSON.stringify(e));
    // Written ahead, before the wait for call 5's view id: a visitor who leaves during it (up to
    // VIEW_WAIT_MS) loses nothing. Its lease (`t`) keeps other tabs from sending it meanwhile.
    // (`f`: held by this submit until then, features/lead/lead.ts)
    const e = { u: `${req.api}/api/display/conversion/${encodeURIComponent(vid)}`, b: body(''), k, c: Date.now(), n: 0, t: Date.now() + 2 * VIEW_WAIT_MS, f: Date.now() + 2 * VIEW_WAIT_MS };
    keep();
    // call 5 may hang: the lead goes out without its view id after VIEW_WAIT_MS (ours). Not a
    // popup timer (s.T): closing the popup during the wait must not drop the lead.
    e.b = body(await Promise.race([s.view, new Promise<string>((r) => (s.env.timer || setTimeout)(() => r(''), VIEW_WAIT_MS))]));
    const r = await leadChunk(s).then(
      (m) => m.send(e, req.nonce, s.env.timer),
      (x) => {
        // the chunk cannot load (offline before it was ever fetched): the lead waits in storage
        // (no longer held), sent at once when the browser is back online (issue 20), or, when it
        // says it is online already, 2 s later; else by the next page view's loader
        log('Lead kept until the browser is online', x);
        delete (e as { f?: number }).f;
        keep();
        const again = () => leadChunk(s).then((m) => m.sendAll(req.nonce, s.env.timer), log);
        window.addEventListener('online', again, { once: true });
        navigator.onLine && (s.env.timer || setTimeout)(again, LEAD_LOAD_RETRY_MS);
        return 'queued';
      },
    );
    // A lead that failed now is sent again until acknowledged, so the visitor sees the same
    // thank-you as for an acknowledged one (§8: nothing about the failure is shown to them). A
    // refused lead (4xx) is not: the form stays, and may be sent again.
    out = r == 'refused' ? r : 'sent';
    if (out == 'sent' && !only) {
      s.convert.value = true; // the submitted marker (§4)
      if (req.onConvert()) recordConversion(req, email);
      // P23: the rest follows a game's reveal, and not at all where its result screen stays
      await s.shown;
      if (!s.stay) {
        const ts = dp.poptin_design_thank_screen;
        let ms: number;
        if (ts && on(ts.active) && s.flow.next()) {
          s.tab();
          ms = (on(ts.auto_close) ? +ts.auto_close_sec! || THANKS_DEFAULT_SEC : THANKS_FALLBACK_SEC) * 1000;
        } else {
          // the submit button now reads 'Sent successfully!' (it follows s.convert)
          ms = s.lang === 'he' && p.poptin_target !== 'click' ? SENT_CLOSE_HE_MS : SENT_CLOSE_MS;
        }
        s.T(() => s.close('submit'), ms);
      }
    }
  } catch (e) {
    log('Submit failed', e); // §8: logged, then the redirect still runs
  }
  // a button with its own address or launch has redirected the popup itself (features/button)
  // (a game's result screen that stays has its prize's own redirect: features/game)
  if (only || s.stay || s.redirected.peek() || !on(dp.poptin_design_redirect)) return out;
  const data: Record<string, string> = {};
  fields.forEach((f, i) => (data[fieldName(f)] = values[i]));
  const go = redirect(dp.poptin_design_redirect_url, {
    page: req.req.url || location.href,
    data,
    send: on(dp.poptin_design_redirect_send_form_data),
    blank: on(dp.poptin_design_redirect_new_window),
  });
  if (!go) return out;
  s.redirected.value = true;
  // Not a popup timer (s.T): the popup may already be gone by then (under reduced motion it is
  // removed at once when 'Sent successfully!' closes it after 0.1 s), and the redirect must run.
  (s.env.timer || setTimeout)(() => {
    try {
      'id' in go ? req.launch(go.id) : s.go(go.url, go.blank);
    } catch (e) {
      log('Redirect failed', e);
    }
  }, REDIRECT_DELAY_MS);
  return out;
}
