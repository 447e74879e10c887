// Display answers are checked before use (issue 2, §8): anything malformed is a log line and
// nothing shown, never an exception in the host page.
import { ID } from '../popup/opener';
import type { Lang } from '../popup/rungs';
import type { DisplayAnswer, Popup } from '../popup/wire';
import { log } from '../core/log';
import { MAX_POPUPS } from './constants';
import { isObj, list, obj, text, type Obj } from '../core/text';

const TYPES = 'lightbox bar bside sside browsing fullpage content social mobile embedded gamified'.split(' ');

/** A popup entry we can act on: a 13-character id, a known type, a format name. (An object:
 *  checkAnswer() asks only an entry whose display is true, which nothing else of JSON has.) */
const validPopup = (p: any): p is Popup =>
  typeof p.poptin_id == 'string' && ID.test(p.poptin_id) && TYPES.includes(p.poptin_type) && /^format_\d{1,2}$/.test(p.poptin_format);

/** The popup's texts the engine reads, and the lists that hold them (docs/display-api.md "The
 *  popup object"; flags and numbers are read by flags.ts); the design's and the fields' texts are
 *  read by runtime.js when it shows the popup (runtime/texts.ts). */
const popupTexts = (p: Obj) => {
  text(p, 'poptin_name poptin_target poptin_url poptin account_id viewer_id ab_test_parent_id d_f_r engagement_with_other_poptin_filter source_code_target_html source_code_target_role display_after_sec_active_on');
  for (const r of list(p, 'display_if_specific_js', isObj) || []) text(r, 'js_name_pair js_value_pair js_show_pair');
  for (const r of list(p, 'display_if_specific_cookie', isObj) || []) text(r, 'cookie_name_pair cookie_value_pair cookie_show_pair');
};

/** The answer's own texts and the upgrade popup's (§8), for every answer (calls 1-3). */
export const answerTexts = (a: Obj) => {
  text(a, 'display message country country_code cc ip lang client_id');
  const r = obj(a, 'client_restriction_setting');
  if (r) {
    text(r, 'id');
    const u = obj(r, 'upgrade_popup');
    u && text(u, 'title text button_text remind_text url');
  }
};

/** Returns the answer with only the popups marked for display, or null when it is unusable. */
export function checkAnswer(a: unknown): DisplayAnswer | null {
  if (!isObj(a)) return log('Malformed display answer'), null;
  answerTexts(a);
  const ans = a as DisplayAnswer;
  if (ans.display == 'not_allowed') {
    log(String(ans.message || 'Display not allowed'));
    return { ...ans, poptins: [] };
  }
  const all = ans.poptins ?? [];
  if (!Array.isArray(all)) return log('Malformed display answer'), null;
  const poptins = all.filter((p) => {
    if (!p || p.display !== true) return false;
    if (validPopup(p)) return popupTexts(p), true;
    log('Malformed popup entry skipped');
    return false;
  });
  // security item 3: one answer arms at most MAX_POPUPS (100), in its order; the rest are logged
  // once and ignored, so a huge answer cannot freeze the host page
  if (poptins.length > MAX_POPUPS) log('Over ' + MAX_POPUPS + ' popups in one answer: the rest are ignored'), (poptins.length = MAX_POPUPS);
  return { ...ans, poptins };
}

/** the popup's language: 'he' (right-to-left, Hebrew strings) when the answer that listed it says so */
export const langOf = (a: DisplayAnswer): Lang => (a.lang == 'he' ? 'he' : 'en');
