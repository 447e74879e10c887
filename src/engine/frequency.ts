// Display frequency rules (spec §4 "Display rules", §3 d_f_r / d_f_a). Pure: the caller passes the
// stored record, `now` and the current visit count, so every rule tests in plain Node.
import { DAY } from '../core/constants';
import { log } from '../core/log';

export const EVERY = 'display_everytime_everypage_5';
export const ONCE = 'display_once_a_visitor_2';
export const DAYS = 'display_once_every_few_days_3';
export const VISITS_RULE = 'display_once_every_few_visiting_4';

/** What the display-frequency cookie keeps for a popup: last view time and the visit count then. */
export interface Seen {
  at: number;
  visit: number;
}

export const seenValue = (now: number, visit: number) => now + '|' + visit;

export function parseSeen(s: string): Seen | null {
  const [a, v] = s.split('|');
  return +a > 0 ? { at: +a, visit: +v || 0 } : null;
}

/** The rule without its optional scope prefix ('all@…'); absent or unknown = every page view,
 *  an unknown one with a log line (once per rule). */
export function ruleOf(r?: string): string {
  const n = String(r || '').split('@').pop()!;
  if (n == ONCE || n == DAYS || n == VISITS_RULE || n == EVERY) return n;
  if (n) log('Unknown display rule: ' + n);
  return EVERY;
}

/** May the popup be shown now? `amount` is days (rule 3) or visits (rule 4); missing or 0 reads as 1.
 *  The visit counter is a 30-day cookie (§9) while the view record lives 365 days: a count below
 *  the recorded one means the counter expired and restarted, so the visits since are unknown and
 *  at least one: the popup is due, instead of waiting for the new count to pass the old one. */
export function due(rule: string | undefined, amount: unknown, last: Seen | null, now: number, visit: number): boolean {
  if (!last) return true;
  const r = ruleOf(rule), n = +(amount as number) || 1;
  return r == ONCE ? false : r == DAYS ? now - last.at >= n * DAY : r == VISITS_RULE ? visit < last.visit || visit - last.visit >= n : true;
}
