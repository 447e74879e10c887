// P07's numbers (spec §2, §9), with the chunk that uses them.

/** an inline popup shows once its host is within 1.5 viewport heights of the window (§2) */
export const REACH = '150% 0px';
/** empty hosts are checked again every 5 s (§2, §9: single-page apps render them late) */
export const RECHECK_MS = 5000;
/** a content popup without a host goes after this many paragraphs of the page's main text
 *  (ours: docs/behaviour.md P07) */
export const CONTENT_AFTER = 2;
