// Visitor context (P02) and the visitor cookies the loader keeps (P30, §3, §9). This runs on
// every page view inside loader.js (budget 1.5 kB brotli), so it is table-driven for size.
import type { DisplayRequest } from '../popup/wire';
import { cookies, setCookie, store } from '../core/storage';
import { EMAIL } from '../popup/keys';
import { SITE_START, VISITS } from './keys';
import { CLIENT_MS, MARKER_MS, OLD_USER_MS, SESSION_MS, SITE_TIME_MS, VISITOR_SESSION_MS } from './constants';

/** The most pages kept in each visited-pages list: bounded so storage never grows without end. */
export const VISITED_MAX = 20;

/** Trigger names this build arms (sent so a server can skip popups it cannot show). */
export const TRIGGERS = ['sec', 'website_sec', 'scroll', 'click_number', 'visit_page', 'inactive', 'exit', 'on_click', 'source_code', 'manual'];

export const LS = 'localStorage';
const PAGES = 'poptin_visited_pages';
const STAMPED = PAGES + '_with_time_stamp';
const PAGE_VIEWS = 'poptin_page_views';

const append = (list: string, item: string) => (list ? list.split('|') : []).concat(item).slice(-VISITED_MAX).join('|');

/** [cookie, value, lifetime ms] */
export type Keep = [string, string, number][];

export interface Visit {
  req: DisplayRequest;
  /** this page view started a new ~30-minute session */
  newSession: boolean;
  /** cookies to keep alive while the page stays open: [0..2] every 60 s, [3] every 20 s (§9) */
  keep: Keep;
  /** stores the visit (its cookies, the session's and the visited pages): `req` already says
   *  what they will be */
  write(): void;
}

/** Only the first call 1 of a document can be a reload: a single-page re-init is a new page
 *  (issue 20). */
let first = 1;

/** Reads the visitor state for one page view and builds the call-1 payload; `write()` advances it. */
export function visit(now: number, preview: string, clientId: string): Visit {
  const d = document;
  const loc = location.href;
  // ours only: they are all call 1 sends (`cookies`) and all this reads
  const c = cookies('poptin_');
  const newSession = !c.poptin_session;
  // The external referrer marker (~2 min) survives the visitor's first internal clicks.
  const ref = (d.referrer.split('/')[2] != location.host && d.referrer) || c.poptin_referrer || '';
  const pages = store(LS, PAGES);
  const stamped = store(LS, STAMPED);
  const landing = store('sessionStorage', 'poptin_landing_page') || loc;
  // §3: the website session time cookie is per account (two accounts' tags on one site keep
  // their own)
  const start = SITE_START + clientId;
  const keep: Keep = [
    // refreshed every 60 s while the page stays open (§9): the ~2 minute markers, and the
    // ~30 minute session cookie, so a long read on one page does not start a new visit
    ['poptin_referrer', ref, MARKER_MS],
    ['poptin_previous_url', loc, MARKER_MS],
    ['poptin_session', '1', SESSION_MS],
    // refreshed every 20 s: the website session time (1 minute)
    [start, c[start] || '' + now, SITE_TIME_MS],
  ];
  const writes: Keep = [
    ...keep,
    ['poptin_client_id', clientId, CLIENT_MS],
    ['poptin_user_id', c.poptin_user_id || Math.random().toString(36).slice(2), CLIENT_MS],
    ['poptin_last_visit', '' + now, CLIENT_MS],
    // a visitor seen before; rewritten each page view, so it lapses ~2 days after the last one
    ['poptin_old_user', c.poptin_last_visit ? '1' : '', OLD_USER_MS],
    // the visit counter (visitor-session cookie, 30 days) feeds the every-few-visits rule
    [VISITS, '' + ((+c[VISITS] || 0) + +newSession), VISITOR_SESSION_MS],
  ];
  // our cookies as they are after the writes (on a first page view poptin_user_id exists only
  // now, and call 6 sends it as `visitor`). Built from what we wrote instead of reading
  // document.cookie again: in Chromium a read after writes is a synchronous round trip to the
  // browser process (measured: ~2-4 ms of main thread per page view).
  const own = { ...c };
  for (const w of writes) w[1] && (own[w[0]] = w[1]);
  // the writes are the caller's to run, after call 1 is sent and in a task of their own
  // (loader.ts task: Total Blocking Time)
  const write = () => {
    for (const w of writes) w[1] && setCookie(...w);
    store('sessionStorage', 'poptin_landing_page', landing);
    // §3 session storage: this session's page views (issue 20)
    store('sessionStorage', PAGE_VIEWS, '' + ((+store('sessionStorage', PAGE_VIEWS) || 0) + 1));
    store(LS, PAGES, append(pages, loc));
    store(LS, STAMPED, append(stamped, loc + '~' + now));
  };

  // optional call: some webviews lack the Performance Timeline, and a throw here would lose the visit
  const nav = (first-- > 0 && performance.getEntriesByType?.('navigation')[0]) as PerformanceNavigationTiming | undefined;

  const req: DisplayRequest = {
    domain: location.hostname,
    url: loc,
    referrer: ref,
    previous_url: c.poptin_previous_url || '',
    cookies: own,
    triggers: TRIGGERS,
    cc: c.poptin_user_country_code || '',
    poptin_forms_id: [...d.querySelectorAll<HTMLElement>('.poptin-embedded[data-id]')].map((e) => e.dataset.id!),
    if_mobile: /Mobi|Android/i.test(navigator.userAgent) ? 1 : 0,
    page_title: d.title,
    origin_landing_page: landing,
    if_page_refreshed: nav?.type == 'reload' ? 1 : 0,
    poptin_viewed_url: loc,
    previous_visited_pages: pages,
    previous_visited_pages_with_time_stamp: stamped,
    converted_email: store(LS, EMAIL),
  };
  if (preview) {
    req.preview_poptin_id = preview;
    req.cancel_visitor_count = 1;
  }
  return { req, newSession, keep, write };
}
