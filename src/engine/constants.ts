// The engine's spec numbers (spec/popups.md §9) and ours, in engine.js with the code that uses them.
export { DAY } from '../core/constants';
import { DAY } from '../core/constants';

// §9 lifetimes, in ms (cookies get max-age from these)
export const FREQUENCY_MS = 365 * DAY;   // view and display-frequency cookies
export const CLOSED_MS = DAY;            // popup closed cookie, 1 day

export const MAX_POPUPS = 100;           // ours: the most popups one answer arms (security item 3);
                                         // the rest are logged once and ignored
export const ARM_PER_TASK = 20;          // ours: the engine arms 20 popups a task, so an answer at the cap is five
                                         // short tasks of the host page, not one long one (security item 3)
