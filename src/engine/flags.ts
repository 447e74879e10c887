// The popup's flag and number fields that decide whether or when it shows (core/flags.ts reads
// a flag).
import type { Popup } from '../popup/wire';

/** The spellings on() reads, with the off values: anything else in a flag field is unreadable. */
const FLAG: unknown[] = [undefined, null, '', 0, 1, '0', '1', true, false, 'yes', 'no'];

/** Number fields: absent, '' and 0 are off; otherwise a non-negative number, or its digits. */
const NUMBERS: (keyof Popup)[] = [
  'display_after_sec_active',
  'display_after_scroll_active',
  'display_after_page_click_number_active',
  'display_after_visit_page_active',
  'display_after_inactive_seconds_active',
];

/** Every flag that decides whether or when a popup shows: triggers, on_click, filters, rules. */
const FLAGS: (keyof Popup)[] = [
  'on_click',
  'display_after_exit_website_active',
  'source_code_target_active',
  'display_if_adblock_active',
  'display_if_specific_js_active',
  'display_if_specific_cookie_active',
  'stop_showing_to_converted_users',
  'poptin_new_session',
  'x_close_button',
  'ab_test',
];

/** The first trigger, filter or rule field that is present but unreadable ('5s', -1, true for a
 *  number; 'true', -1, {} for a flag). Read as 'off' it would widen who sees the popup (an
 *  on_click popup shown at page load to everyone), so the engine logs it and does not arm the
 *  popup (docs/display-api.md "The popup object"). */
export const unreadable = (p: Popup) =>
  NUMBERS.find((k) => {
    const v = p[k] as unknown;
    return !(v == null || ((typeof v == 'number' || typeof v == 'string') && isFinite(v as number) && +v >= 0));
  }) || FLAGS.find((k) => !FLAG.includes(p[k]));
