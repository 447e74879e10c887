// The loader's spec numbers (spec/popups.md §9), in loader.js with the code that uses them.
import { DAY } from '../core/constants';

// §9 lifetimes, in ms (cookies get max-age from these)
export const CLIENT_MS = 365 * DAY;      // user id, last visit, ip, country code
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
