// The inactivity trigger (P11), beside the triggers both products share (triggers.ts), whose
// Page (with a clock) and Fire it takes. A file of its own because it is the rare one: the
// popups arm it from features/conditions.js, which only a popup that uses a rarer trigger or
// filter fetches, and this file goes there with it (rollup.config.mjs RUNGS), not onto the armed
// path (in triggers.ts it would cost every page with a popup armed about 110 B brotli,
// measured). The widget has no inactivity trigger yet; it would import it from here.
import type { Off } from './listen';
import type { Fire, Page } from './triggers';

// P11: the activity that restarts the count
const ACTIVITY = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click'];

/** `fire('inactive')` after `ms` without activity on the document (P11: mousemove, keydown,
 *  scroll, touchstart or click). Activity only moves a deadline; the timer re-arms for what is
 *  left, so a busy visitor costs no timer churn. */
export function inactive(P: Page & { now(): number }, ms: number, fire: Fire): Off {
  let last = P.now(), t: Off;
  const check = () => {
    const left = last + ms - P.now();
    left > 0 ? (t = P.timer(check, left)) : fire('inactive');
  };
  const offs = ACTIVITY.map((e) => P.on(P.w.document, e, () => (last = P.now()), { capture: true, passive: true }));
  t = P.timer(check, ms);
  return () => (t(), offs.forEach((f) => f()));
}
