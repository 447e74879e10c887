// The lead form's numbers (spec/popups.md §4, §5, and ours), in features/form.js with the code
// that uses them, so the build inlines them (core/constants.ts says why).
export const THANKS_DEFAULT_SEC = 5;     // thank-you auto-close default
export const THANKS_FALLBACK_SEC = 60;   // … otherwise 60 s
export const SENT_CLOSE_MS = 100;        // 'Sent successfully!' then close after 0.1 s
export const SENT_CLOSE_HE_MS = 2000;    // 2 s in Hebrew for non-click targets
export const REDIRECT_DELAY_MS = 200;    // direct redirect delay
export const SUBMIT_LOCK_MS = 2000;      // ours: §4 "a submit lock … for a fixed duration (value not shown)"
export const VIEW_WAIT_MS = 3000;        // ours: a submit waits at most 3 s for call 5's view id, then
                                         // sends call 6 with poptin_view_id '' (the lead matters more)
export const LEAD_LOAD_RETRY_MS = 2000;  // ours: features/lead.js asked again 2 s after a failed load
                                         // while the browser says it is online (lead.ts's first retry)
export const PHONE_MIN = 7;              // §5 basic phone: 7 to 15 digits (the spec's title counts digits;
export const PHONE_MAX = 15;             // spaces, +, -, ( ) come on top and are never cut)
export const NAME_MAX = 40;              // §5 required name: 1 to 40 characters
export const TITLE_MAX = 50;              // §5: titles over 50 characters are cut to 50 plus an ellipsis
