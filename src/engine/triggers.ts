// Display triggers (spec §3 trigger fields, §4 "Triggers", P11). Trigger names are those call 1
// announces (context.ts TRIGGERS) and calls 5 and 6 report. One factory per trigger: it
// returns a disposer when the popup configures it, nothing otherwise. `arm` runs them all: the
// first to fire shows the popup and disarms the rest (each trigger fires at most once, the popup
// shows at most once per page view); a popup with no trigger configured fires at once. A popup
// with an unreadable trigger value never gets here (flags.ts unreadable(), checked by the
// engine: logged, not armed). The rarer
// triggers (inactivity, source code) live in features/conditions/conditions.ts: the engine fetches that
// chunk only for a popup that uses one, and passes them to arm().
// Listeners and timers go through the platform (listen.ts) so SPA re-init removes them all and
// tests drive them with a fake clock.
import { PREFETCH_EXIT_SHARE, PREFETCH_LEAD_MS, PREFETCH_SCROLL_SHARE } from './constants';
import { on } from '../core/flags';
import { PAGE_VISITS, SITE_START } from './keys';
import type { Listeners, Off } from '../core/listen';
import { getCookie, store } from '../core/storage';
import type { Popup } from '../popup/wire';

export interface Platform {
  now(): number;
  /** when the page started, on the now() clock (chunks.ts Boot.t0) */
  t0: number;
  on: Listeners['on'];
  timer: Listeners['timer'];
  /** the tag's client id: the website session time is kept per account (loader/context.ts) */
  id: string;
}
export type Fire = (trigger: string) => void;
/** `near()`: the trigger is about to fire, so the engine fetches what the popup needs (its
 *  template and chunks) now; it may be called many times. A trigger that cannot be foreseen
 *  never calls it: `fire` fetches, one round trip later (docs/display-api.md "Prefetch"). */
export type Make = (p: Popup, P: Platform, fire: Fire, near: () => void) => Off | undefined;

const num = (v: unknown) => +(v as number) || 0;
const S = 1000;

/** `fire` `ms` from now, `near` PREFETCH_LEAD_MS before (at once when that is already past) */
const due = (P: Platform, ms: number, fire: () => void, near: () => void) => {
  const a = P.timer(near, Math.max(0, ms - PREFETCH_LEAD_MS)), b = P.timer(fire, Math.max(0, ms));
  return () => (a(), b());
};

/** display_after_sec_active seconds after the page loaded (spec item 3: from navigation start,
 *  not from arming, which waits for call 1, engine.js and the rules): due now if already past */
const seconds: Make = (p, P, fire, near) => {
  const n = num(p.display_after_sec_active);
  if (n > 0 && p.display_after_sec_active_on != 'website') return due(P, n * S - (P.now() - P.t0), () => fire('sec'), near);
};

/** … after the website session started: the loader keeps its start time in a 1-minute cookie
 *  refreshed every 20 s (§9), so a visitor who already spent part of N on other pages waits less */
const websiteSeconds: Make = (p, P, fire, near) => {
  const n = num(p.display_after_sec_active), t = P.now();
  if (n > 0 && p.display_after_sec_active_on == 'website')
    return due(P, n * S - (t - (+getCookie(SITE_START + P.id) || t)), () => fire('website_sec'), near);
};

/** percent of the scrollable height; near past PREFETCH_SCROLL_SHARE of it */
const scroll: Make = (p, P, fire, near) => {
  const n = num(p.display_after_scroll_active);
  if (n > 0)
    return P.on(window, 'scroll', () => {
      const h = document.documentElement.scrollHeight - window.innerHeight, x = (window.scrollY / h) * 100;
      h > 0 && (x >= n ? fire('scroll') : x >= n * PREFETCH_SCROLL_SHARE && near());
    }, { passive: true });
};

/** the N-th click anywhere on the page (capture: a host stopPropagation does not hide it); near
 *  from the pointer going down for the click before the last one (for N = 1: the last one) */
const clicks: Make = (p, P, fire, near) => {
  let n = num(p.display_after_page_click_number_active);
  if (n > 0) {
    const a = P.on(document, 'pointerdown', () => n < 3 && near(), true), b = P.on(document, 'click', () => --n || fire('click_number'), true);
    return () => (a(), b());
  }
};

/** the N-th page view of this session: a per-popup counter in sessionStorage, +1 per page view */
const pageVisits: Make = (p, P, fire) => {
  const n = num(p.display_after_visit_page_active), k = PAGE_VISITS + p.poptin_id;
  if (n > 0) {
    const c = +store('sessionStorage', k) + 1;
    store('sessionStorage', k, '' + c);
    c >= n && fire('visit_page');
    return () => {};
  }
};

/** the pointer leaves the window at the top; near when it moves up in the top quarter of the
 *  window (PREFETCH_EXIT_SHARE) */
const exitIntent: Make = (p, P, fire, near) => {
  if (on(p.display_after_exit_website_active)) {
    const f = (e: MouseEvent) => !e.relatedTarget && e.clientY <= 0 && fire('exit');
    const a = P.on(document, 'mouseout', f), b = P.on(document.documentElement, 'mouseleave', f);
    const c = P.on(document, 'mousemove', (e: MouseEvent) => e.movementY < 0 && e.clientY < innerHeight * PREFETCH_EXIT_SHARE && near(), { passive: true });
    return () => (a(), b(), c());
  }
};

const ALL = [seconds, websiteSeconds, scroll, clicks, pageVisits, exitIntent];

/** Arm every configured trigger, `more` (features/conditions/conditions.ts) with the common ones; returns
 *  the disposer. `fire` is called at most once; `near` (see Make) until then. */
export function arm(p: Popup, P: Platform, fire: Fire, more: Make[] = [], near: () => void = () => {}): Off {
  let done = 0, any = 0;
  const offs: Off[] = [];
  const off = () => {
    done = 1;
    offs.splice(0).forEach((f) => f());
  };
  const go: Fire = (t) => done || (off(), fire(t));
  for (const m of ALL.concat(more)) {
    const o = !done && m(p, P, go, () => done || near());
    if (o) (any = 1), offs.push(o);
  }
  // a trigger may fire while arming (page visits, source code): drop what armed after it
  done ? off() : any || go('page_load');
  return off;
}
