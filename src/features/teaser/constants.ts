// P17's numbers (spec §4, §9), with the chunk that uses them.

/** the tab appears this long after it is created (§4) */
export const START_MS = 500;
/** its attention animation starts every 3 s (§4, §9 "teaser toggle every 3 s") … */
export const NUDGE_EVERY_MS = 3000;
/** … and its class is cleared after 1 s (§4) */
export const NUDGE_CLEAR_MS = 1000;
/** an owner's label longer than this is cut with an ellipsis (ours: docs/behaviour.md P17) */
export const TEXT_MAX = 40;
/** just under the popups' layer (runtime/constants.ts Z_INDEX): an open modal covers the tabs */
export const Z = 2147483646;
/** a press while the closed popup still fades out (800 ms) is tried again this often (ours) */
export const RETRY_MS = 100;
