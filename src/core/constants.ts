// Spec numbers (spec/popups.md §2, §4, §9). Every timing and lifetime the code uses lives here.
export const DAY = 86400000;

// §9 lifetimes, in ms (cookies get max-age from these)
export const CLIENT_MS = 365 * DAY;      // user id, last visit, ip, country code
export const CONVERSION_MS = 365 * DAY;  // conversion cookie
export const FREQUENCY_MS = 365 * DAY;   // view and display-frequency cookies
export const CLOSED_MS = DAY;            // popup closed cookie, 1 day
export const OLD_USER_MS = 2 * DAY;      // old-user cookie, about 2 days
export const VISITOR_SESSION_MS = 30 * DAY; // visitor-session cookie
export const SESSION_MS = 30 * 60000;    // the shorter session cookie, ~30 minutes
export const MARKER_MS = 2 * 60000;      // referrer / previous-url markers, ~2 minutes
export const MARKER_REFRESH_MS = 60000;  // … refreshed every 60 s
export const SITE_TIME_MS = 60000;       // website session time cookie, 1 minute
export const SITE_TIME_REFRESH_MS = 20000; // … refreshed every 20 s
export const HEARTBEAT_MS = 60000;       // call 8 every 60 s
export const SPA_CHECK_MS = 5000;        // single-page recheck every 5 s (§9): without the Navigation
                                         // API, a pushState is noticed by it (or by the next click)

// §2, §4, §9 timings
export const ANIMATION_MS = 300;
export const EXIT_MS = 800;              // exit animation, then removal
export const THANKS_FADE_MS = 800;       // thank-you fade class removed after 800 ms
export const ESCAPE_DELAY_MS = 800;      // Escape closes only after 800 ms
export const THANKS_DEFAULT_SEC = 5;     // thank-you auto-close default
export const THANKS_FALLBACK_SEC = 60;   // … otherwise 60 s
export const SENT_CLOSE_MS = 100;        // 'Sent successfully!' then close after 0.1 s
export const SENT_CLOSE_HE_MS = 2000;    // 2 s in Hebrew for non-click targets
export const REDIRECT_DELAY_MS = 200;    // direct redirect delay

// §2 geometry
// §2's tab-index base 500 + 100 per popup is dropped (X07): focus follows DOM order
export const Z_INDEX = 2147483647;       // spec says ~999999999999999; browsers clamp to 2^31-1
export const CLOSE_ICON_PX = 44;         // close icon enlarged from 32 to 44 px
export const DEFAULT_LIGHTBOX = { width: 800, height: 500 };
export const MIN_TEXT_PX = 14;           // ours (X07): scale-to-fit never puts text under 14 px;
                                         // a box that would need it reflows instead (core/scale.ts)
export const IMAGE_MAX = 0.4;            // ours (X07): an image above or below the text takes at
                                         // most 40 % of the box's greatest height

// Engine (src/core/engine.ts and friends)
export const REMIND_MS = DAY;            // ours: upgrade popup 'Remind me later' hides it for 1 day (§2
                                         // has the remind-me follow-up, not its length)
export const SOURCE_CHECK_MS = 500;      // ours: the source-code trigger (§3) re-reads the page at most
                                         // every 500 ms while it mutates (serialising it is not free)
// ours: what a popup needs (template, runtime, format, form…) is fetched when its trigger is near
// (triggers.ts near(), docs/display-api.md "Prefetch"), not on idle for every armed popup
export const PREFETCH_LEAD_MS = 3000;    // a time trigger: 3 s before it fires
export const PREFETCH_SCROLL_SHARE = 0.5; // a scroll trigger: past half its threshold
export const PREFETCH_EXIT_SHARE = 0.25; // exit intent: the pointer moving up in the top quarter
export const MAX_POPUPS = 100;           // ours: the most popups one answer arms (security item 3);
                                         // the rest are logged once and ignored
export const ARM_PER_TASK = 20;          // ours: the engine arms 20 popups a task, so an answer at the cap is five
                                         // short tasks of the host page, not one long one (security item 3)

// Popup shell and lead form (src/formats, src/features)
export const TICK_MS = 1000;             // close-control countdown runs each second (§9)
export const SUBMIT_LOCK_MS = 2000;      // ours: §4 "a submit lock … for a fixed duration (value not shown)"
export const VIEW_WAIT_MS = 3000;        // ours: a submit waits at most 3 s for call 5's view id, then
                                         // sends call 6 with poptin_view_id '' (the lead matters more)
export const KEEPALIVE_MAX = 60000;      // ours: browsers cap keepalive bodies at 64 KiB (shared with
                                         // in-flight beacons); a bigger call 6 goes without keepalive
export const PHONE_MIN = 7;              // §5 basic phone: 7 to 15 digits (the spec's title counts digits;
export const PHONE_MAX = 15;             // spaces, +, -, ( ) come on top and are never cut)
export const NAME_MAX = 40;
export const FIELDS_MAX = 50;            // ours (X05): a form holds at most 50 fields; the rest are logged and
                                         // ignored (Chromium's form controls cost quadratic time: 10,000 took ~70 s)              // §5 required name: 1 to 40 characters
export const FIELDS_PER_TASK = 20;       // ours (issue 7): a form renders 20 fields per task before it shows, so a
                                         // form at the cap is three tasks of the host page, each under 50 ms at 4x CPU
