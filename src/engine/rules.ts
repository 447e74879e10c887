// Display rules (spec §4, P13): converted visitors, closed popups without an x, new session only,
// display frequency, A/B choice kept for the session. (Content lock is the shell's: state.ts.)
import { on } from '../core/flags';
import { due, EVERY, parseSeen, ruleOf } from './frequency';
import { AB, CLOSED, FREQ } from './keys';
import { VISITS } from '../loader/keys';
import { CONVERTED } from '../popup/keys';
import { cookies, getCookie, store } from '../core/storage';
import type { Popup } from '../popup/wire';

/** Sessions so far: the loader counts them in a cookie (a new one after 30 idle minutes, §9). */
export const visits = () => +getCookie(VISITS) || 0;

/** `jar`: the cookies, read once per answer by the engine (a read of document.cookie per popup
 *  made 3,000 popups block the page for seconds: security item 3). */
export function allowed(p: Popup, now: number, newSession: boolean, jar = cookies()): boolean {
  const id = p.poptin_id;
  return (
    !(on(p.stop_showing_to_converted_users) && jar[CONVERTED + id]) &&
    // without an x the visitor closed it some other way: under the every-page rule it would
    // come back on every page, so the 1-day closed cookie keeps it away (§4)
    !(!on(p.x_close_button) && ruleOf(p.d_f_r) == EVERY && jar[CLOSED + id]) &&
    (newSession || !on(p.poptin_new_session)) &&
    due(p.d_f_r, p.d_f_a, parseSeen(jar[FREQ + id] || ''), now, +jar[VISITS] || 0)
  );
}

/**
 * A/B tests (§3 ab_test, ab_test_parent_id): popups with ab_test on are grouped by their parent
 * (the parent itself by its own id); one per group is chosen at random and kept in sessionStorage.
 * Returns the ids left out.
 */
export function abOut(ps: Popup[], rnd = Math.random): Set<string> {
  const groups: Record<string, string[]> = {};
  const out = new Set<string>();
  for (const p of ps) if (on(p.ab_test)) (groups[p.ab_test_parent_id || p.poptin_id] ||= []).push(p.poptin_id);
  for (const k in groups) {
    const ids = groups[k];
    let pick = store('sessionStorage', AB + k);
    if (!ids.includes(pick)) store('sessionStorage', AB + k, (pick = ids[Math.floor(rnd() * ids.length)]));
    for (const id of ids) if (id != pick) out.add(id);
  }
  return out;
}
