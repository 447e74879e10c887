// Visitor storage keys the engine reads and writes (spec §3 "Visitor storage", lifetimes §9); the
// ones the features or the loader share are in src/popup/keys.ts, the cookies the loader keeps
// (VISITS, SITE_START) in src/loader/keys.ts. The per-popup view, closed and converted cookies
// hold the popup's kind ('e' embedded, 'o' other) so the engagement filter (§3) can answer
// "seen / closed / converted any embedded|other popup".

/** cookies + popup id */
export const VIEW = 'poptin_view_';            // 365 d, kind
export const FREQ = 'poptin_freq_';            // 365 d, "lastViewMs|visitCountAtView"
export const CLOSED = 'poptin_closed_';        // 1 d, kind; only when closed, not submitted
/** sessionStorage + A/B parent id: the variant chosen for this session */
export const AB = 'poptin_ab_';
/** sessionStorage + popup id: page views counted for the page-visit trigger */
export const PAGE_VISITS = 'poptin_pv_';
/** sessionStorage + popup id: '1' once the popup was viewed in this session (§3 "viewed flags") */
export const VIEWED = 'poptin_viewed_';
