// Display triggers (spec §3 trigger fields, §4 "Triggers", P11): the popup's fields read into
// the triggers both products share (core/triggers.ts: delay, scroll, exit intent, and first(),
// the first to fire wins), beside the popup's own (clicks, page visits). Trigger names are those
// call 1 announces (loader/visit.ts TRIGGERS) and calls 5 and 6 report. One factory per trigger: it
// returns a remover when the popup configures it, nothing otherwise. `arm` runs them all: the
// first to fire shows the popup and disarms the rest (each trigger fires at most once, the popup
// shows at most once per page view); a popup with no trigger configured fires at once. A popup
// with an unreadable trigger value never gets here (flags.ts unreadable(), checked by the
// engine: logged, not armed). The rarer triggers (inactivity, source code) live in
// features/conditions/conditions.ts: the engine fetches that chunk only for a popup that uses
// one, and passes them to arm(). Listeners and timers go through the platform (listen.ts) so SPA
// re-init removes them all and tests drive them with a fake clock.
import { on } from '../core/flags';
import { PAGE_VISITS } from './keys';
import { SITE_START } from '../loader/keys';
import type { Off } from '../core/listen';
import { getCookie, store } from '../core/storage';
import { delay, exit, first, scroll, type Fire } from '../core/triggers';
import type { Make, Platform } from '../popup/rungs';

export type { Fire, Make, Platform };
import type { Popup } from '../popup/wire';

// a number field is read with +: absent it is NaN, which no `> 0` passes (a value that is no
// number never gets here: unreadable())
const S = 1000;

/** display_after_sec_active seconds after the page loaded (spec item 3: from navigation start,
 *  not from arming, which waits for call 1, engine.js and the rules): due now if already past;
 *  with display_after_sec_active_on 'website', after the website session started ('website_sec'):
 *  the loader keeps its start time in a 1-minute cookie refreshed every 20 s (§9), so a visitor
 *  who already spent part of N on other pages waits less. (One factory for both: 12 B less.) */
const seconds: Make = (p, P, fire, near) => {
  const n = +p.display_after_sec_active!, t = P.now(), site = p.display_after_sec_active_on == 'website';
  if (n > 0) return delay(P, n * S - (t - (site ? +getCookie(SITE_START + P.id) || t : P.t0)), () => fire(site ? 'website_sec' : 'sec'), near);
};

/** percent of the scrollable height (a page that cannot scroll never fires) */
const scrolls: Make = (p, P, fire, near) => {
  const n = +p.display_after_scroll_active!;
  if (n > 0) return scroll(P, n, fire, near);
};

/** the N-th click anywhere on the page (capture: a host stopPropagation does not hide it); near
 *  from the pointer going down for the click before the last one (for N = 1: the last one) */
const clicks: Make = (p, P, fire, near) => {
  let n = +p.display_after_page_click_number_active!;
  if (n > 0) {
    const a = P.on(document, 'pointerdown', () => n < 3 && near(), true), b = P.on(document, 'click', () => --n || fire('click_number'), true);
    return () => (a(), b());
  }
};

/** the N-th page view of this session: a per-popup counter in sessionStorage, +1 per page view */
const pageVisits: Make = (p, P, fire) => {
  const n = +p.display_after_visit_page_active!, k = PAGE_VISITS + p.poptin_id;
  if (n > 0) {
    const c = +store('sessionStorage', k) + 1;
    store('sessionStorage', k, '' + c);
    c >= n && fire('visit_page');
    return () => {};
  }
};

/** the pointer leaves the window at the top (mouseout, and <html>'s mouseleave) */
const exits: Make = (p, P, fire, near) => {
  if (on(p.display_after_exit_website_active)) return exit(P, fire, near, true);
};

const ALL = [seconds, scrolls, clicks, pageVisits, exits];

/** Arm every configured trigger, `more` (features/conditions/conditions.ts) with the common ones,
 *  on the browser's page; returns the remover. The first to fire wins (core/triggers.ts first()):
 *  `fire` is called at most once, `near` (see Make) until then (every trigger that calls it is
 *  removed as one fires); none configured: 'page_load'. */
export const arm = (p: Popup, P: Platform, fire: Fire, more: Make[] = [], near: () => void = () => {}): Off => {
  const Q = { ...P, w: window };
  return first(ALL.concat(more).map((m) => (go) => m(p, Q, go, near)), fire, 'page_load');
};
