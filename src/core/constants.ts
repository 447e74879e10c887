// Spec numbers (spec/popups.md §2, §4, §9) of the loader and the engine. Each rung keeps its own
// numbers in the chunk that uses them (a number another chunk imports costs an export and an
// import; one in the same chunk is inlined): the shell's in formats/shell/constants.ts, the
// form's in features/form/constants.ts, a feature's own in its file.
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


// Engine (src/core/engine.ts and friends)
// ours: what a popup needs (template, runtime, format, form…) is fetched when its trigger is near
// (triggers.ts near(), docs/display-api.md "Prefetch"), not on idle for every armed popup
export const PREFETCH_LEAD_MS = 3000;    // a time trigger: 3 s before it fires
export const PREFETCH_SCROLL_SHARE = 0.5; // a scroll trigger: past half its threshold
export const PREFETCH_EXIT_SHARE = 0.25; // exit intent: the pointer moving up in the top quarter
export const MAX_POPUPS = 100;           // ours: the most popups one answer arms (security item 3);
                                         // the rest are logged once and ignored
export const ARM_PER_TASK = 20;          // ours: the engine arms 20 popups a task, so an answer at the cap is five
                                         // short tasks of the host page, not one long one (security item 3)
