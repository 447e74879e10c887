// After the fields pass: call 6, then the thank-you screen or 'Sent successfully!', the close
// and the redirect (spec §4 "Submission", "Redirect after conversion"; §8 failures; P20, P21).
import type { Field } from '../../core/wire';
import {
  REDIRECT_DELAY_MS, SENT_CLOSE_HE_MS, SENT_CLOSE_MS, THANKS_DEFAULT_SEC, THANKS_FALLBACK_SEC,
} from '../../core/constants';
import { on } from '../../core/flags';
import { log } from '../../core/log';
import { redirect } from '../../core/redirect';
import type { St } from '../../formats/shell/state';
import { conversionBody, fieldName } from './conversion';

export async function submit(s: St, fields: Field[], values: string[], checked: boolean): Promise<void> {
  const { req, dp } = s;
  const p = req.popup;
  const email = values[fields.findIndex((f) => f.tag === 'email')] || '';
  try {
    const body = conversionBody(req, fields, values, checked, await s.view, navigator);
    const r = await fetch(`${req.api}/api/display/conversion/${p.viewer_id}`, { method: 'POST', body });
    const a = r.ok ? await r.json() : null;
    if (a && a.success) {
      s.convert.value = true; // the submitted marker (§4)
      req.onConvert({ email, conversion_id: String(a.conversion_id ?? ''), conversion_code: (a.integration && a.integration.conversion_code) || '' });
      const ts = dp.poptin_design_thank_screen;
      let ms: number;
      if (ts && on(ts.active) && s.thanks) {
        s.screen.value = 'thanks';
        s.tab(true);
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
  if (!on(dp.poptin_design_redirect)) return;
  const data: Record<string, string> = {};
  fields.forEach((f, i) => (data[fieldName(f)] = values[i]));
  const go = redirect(dp.poptin_design_redirect_url, {
    page: req.req.url || location.href,
    data,
    send: on(dp.poptin_design_redirect_send_form_data),
    blank: on(dp.poptin_design_redirect_new_window),
  });
  if (!go) return;
  s.redirected.value = true;
  s.T(() => ('id' in go ? req.launch(go.id) : s.go(go.url, go.blank)), REDIRECT_DELAY_MS);
}
