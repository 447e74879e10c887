// P25's numbers (spec §4), with the chunk that uses them.

/** the default duration, in the spec's units (§4 "default duration 7000 ms") … */
export const DURATION = 7000;
/** … which the spec divides by 400 for seconds: one loop of the ticker takes DURATION / 400 s
 *  (17.5 s by default; docs/behaviour.md P25) */
export const UNITS_PER_S = 400;
