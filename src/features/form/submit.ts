// After the fields pass: call 6, then the thank-you screen or 'Sent successfully!', the close
// and the redirect (spec §4 "Submission", "Redirect after conversion"; §8 failures; P20, P21).
import type { Field } from '../../core/wire';
import {
  REDIRECT_DELAY_MS, SENT_CLOSE_HE_MS, SENT_CLOSE_MS, THANKS_DEFAULT_SEC, THANKS_FALLBACK_SEC,
  KEEPALIVE_MAX, VIEW_WAIT_MS,
} from '../../core/constants';
import { on } from '../../core/flags';
import { log } from '../../core/log';
import { redirect } from '../../core/redirect';
import type { St } from '../../formats/shell/state';
import { conversionBody, fieldName } from './conversion';
import { recordConversion } from './convert';

/** Resolves true when the lead was converted (call 6 answered success), false otherwise; never
 *  rejects. The form keeps its submit lock until this settles, and for good after a success. */
export async function submit(s: St, fields: Field[], values: string[], checked: boolean): Promise<boolean> {
  const { req, dp } = s;
  const p = req.popup;
  const email = values[fields.findIndex((f) => f.tag === 'email')] || '';
  const vid = p.viewer_id;
  let ok = false;
  // the viewer id goes into the path: without one no request is made; like a failed conversion
  // it is logged and nothing is shown to the visitor (§8)
  if (typeof vid != 'string' || !vid) log('Missing viewer id');
  else try {
    // call 5 may hang: the lead goes out without its view id after VIEW_WAIT_MS (ours). Not a
    // popup timer (s.T): closing the popup during the wait must not drop the lead.
    const view = await Promise.race([s.view, new Promise<string>((r) => (s.env.timer || setTimeout)(() => r(''), VIEW_WAIT_MS))]);
    const body = conversionBody(req, fields, values, checked, view, navigator);
    const r = await fetch(`${req.api}/api/display/conversion/${encodeURIComponent(vid)}`, {
      method: 'POST',
      body,
      // the visitor may leave right after submitting: keepalive lets the lead still go out.
      // Browsers refuse (reject) a keepalive body over 64 KiB, so a huge one goes without it.
      keepalive: String(body).length < KEEPALIVE_MAX,
    });
    const a = r.ok ? await r.json() : null;
    // only a string is a conversion id or a code to inject (§7 call 6 answer)
    const str = (v: unknown) => (typeof v == 'string' ? v : '');
    if (a && on(a.success)) {
      ok = true;
      s.convert.value = true; // the submitted marker (§4)
      if (req.onConvert()) recordConversion(req, { email, conversion_id: str(a.conversion_id), conversion_code: str(a.integration && a.integration.conversion_code) });
      const ts = dp.poptin_design_thank_screen;
      let ms: number;
      if (ts && on(ts.active) && s.thanks) {
        s.screen.value = 'thanks';
        s.tab();
        ms = (on(ts.auto_close) ? +ts.auto_close_sec! || THANKS_DEFAULT_SEC : THANKS_FALLBACK_SEC) * 1000;
      } else {
        // the submit button now reads 'Sent successfully!' (it follows s.convert)
        ms = s.lang === 'he' && p.poptin_target !== 'click' ? SENT_CLOSE_HE_MS : SENT_CLOSE_MS;
      }
      s.T(() => s.close('submit'), ms);
    } else {
      log('Conversion failed'); // §8: logged, nothing shown to the visitor
    }
  } catch (e) {
    log('Submit failed', e); // §8: logged, then the redirect still runs
  }
  if (!on(dp.poptin_design_redirect)) return ok;
  const data: Record<string, string> = {};
  fields.forEach((f, i) => (data[fieldName(f)] = values[i]));
  const go = redirect(dp.poptin_design_redirect_url, {
    page: req.req.url || location.href,
    data,
    send: on(dp.poptin_design_redirect_send_form_data),
    blank: on(dp.poptin_design_redirect_new_window),
  });
  if (!go) return ok;
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
  return ok;
}
