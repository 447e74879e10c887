// theme/split.js (T16; spec widget-and-theme.md §3.5, §7 calls 11 and 12, §9.3): a split-tested
// section (docs/theme.md "Split tests"). The theme prints the subject it chose; this counts what
// the visitor did with it, each record type once per visitor per test (a cookie flag, 365 days):
// - read_page: the subject was shown (on init);
// - view_goal: the test's goal element came into view; read_goal: it stayed in view 3 s (§9.3);
// - click_goal: a click inside the goal; con_goal: an `lp-conversion` event from inside it;
// - con_short (our reading): a tracking element (data-track, the theme's shortcode) on a later
//   page: the visitor who saw a subject reached it, counted for that subject.
// A placeholder (a cached page, the subject unknown: no data-subject) asks the server for one
// (call 12) and is replaced by its markup, which theme.js then inits (its MutationObserver).
import { log } from '../../core/log';
import type { Theme } from '../types';

/** §9.3: the goal must stay in view this long for read_goal */
export const READ_MS = 3000;
/** §9.3: the split-test cookie's life, in days */
export const DAYS = 365;

const d = document;
/** a record type's cookie flag for a test: lp_ab_<type>_<test>, its value the subject's id */
export const cookie = (type: string, test: string) => 'lp_ab_' + type + '_' + test;
/** the flag's value ('' when not set) */
export const flag = (type: string, test: string) => (d.cookie.match('(^|; )' + cookie(type, test) + '=(\\w+)') || [])[2] || '';
const set = (type: string, test: string, v: string) => (d.cookie = cookie(type, test) + '=' + v + '; Max-Age=' + DAYS * 864e2 + '; Path=/; SameSite=Lax');

/** POST to the page's ajax endpoint (<html data-ajax>), urlencoded as admin-ajax takes it */
export const ajax = (body: Record<string, string>) => fetch(d.documentElement.dataset.ajax!, { method: 'POST', body: new URLSearchParams(body) });

/** call 11's body */
export const payload = (test: string, subject: string, type: string, nonce: string) => ({
  action: 'et_pb_ab_update_stats_table',
  stats_data_array: JSON.stringify({ test_id: test, subject_id: subject, record_type: type }),
  et_ab_log_nonce: nonce,
});

/** The read goal's timer: `seen(true)` starts READ_MS (once running, it runs on), `seen(false)`
 *  stops it; `done` runs once the goal stayed in view that long. */
export const reader = (done: () => void) => {
  let t: ReturnType<typeof setTimeout> | 0 = 0;
  return (on: boolean) => (on ? t || (t = setTimeout(done, READ_MS)) : (clearTimeout(t), (t = 0)));
};

export function init(root: HTMLElement, T: Theme) {
  const { test = '', subject = '', nonce = '' } = root.dataset;
  if (!/^\w+$/.test(test)) return log('Split: no test id');
  if (T.builder) return;
  /** record `type` for subject `s` once per visitor (the flag is set before the call: a second
   *  event while the first is on its way is not sent again) */
  const send = (type: string, s = subject) =>
    flag(type, test) ||
    (set(type, test, s),
    // a beacon: its answer is not used (§7), and it is sent even when the goal is a link that
    // leaves the page
    navigator.sendBeacon(d.documentElement.dataset.ajax!, new URLSearchParams(payload(test, s, type, nonce))) || log('Split: ' + type + ' not sent'));
  // a tracking element: con_short for the subject this visitor saw
  if (root.hasAttribute('data-track')) return (s => s && send('con_short', s))(flag('read_page', test));
  if (!/^\w+$/.test(subject))
    return ajax({ action: 'et_pb_ab_get_subject_id', et_pb_ab_test_id: test, et_frontend_nonce: nonce })
      .then((r) => r.json())
      .then((a) => {
        if (!/^\w+$/.test(a.id ?? '') || typeof a.content != 'string') throw a;
        const t = d.createElement('template');
        t.innerHTML = a.content;
        root.replaceWith(t.content);
      })
      .catch((e) => log('Split: no subject, the fallback kept', e));
  send('read_page');
  const read = reader(() => send('read_goal'));
  const io = new IntersectionObserver((es) => es.forEach((e) => (e.isIntersecting && send('view_goal'), read(e.isIntersecting))));
  d.querySelectorAll('[data-goal="' + test + '"]').forEach((g) => {
    io.observe(g);
    g.addEventListener('click', () => send('click_goal'));
    g.addEventListener('lp-conversion', () => send('con_goal'));
  });
}
