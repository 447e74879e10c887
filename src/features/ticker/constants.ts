// P25's numbers (spec §4), with the chunk that uses them.

/** the default duration, in the spec's units (§4 "default duration 7000 ms") … */
export const DURATION = 7000;
/** … which the spec divides by 400 for seconds: one loop of the ticker takes DURATION / 400 s
 *  (17.5 s by default; docs/behaviour.md P25) */
export const UNITS_PER_S = 400;
/** ours: the shortest duration, 5 s a loop. A loop of a few ms is a strobe (WCAG 2.3.1, three
 *  flashes a second); a shorter data-duration is a log line and this (docs/templates.md
 *  "News ticker") */
export const MIN_DURATION = 2000;
