// Filters (spec §3, P12): engagement with other popups here; js variable, cookie, source code
// (role not_contain) and ad-block in features/conditions/conditions.ts, a chunk the engine fetches only
// for a popup that turns one of them on. Every row must pass; a filter that throws hides the popup.
import { CLOSED, VIEW } from './keys';
import { CONVERTED } from '../popup/keys';
import { log } from '../core/log';
import { cookies } from '../core/storage';
import type { Popup } from '../popup/wire';

type Filter = (p: Popup) => Promise<boolean>;

const STATE: Record<string, string> = { seen_poptin: VIEW, not_seen: VIEW, closed: CLOSED, converted: CONVERTED };

/**
 * 'show|dont_show' | 'seen_poptin|not_seen|closed|converted' | 'embedded|other' | id or 'any'.
 * 'any' looks at every other popup of that kind the visitor met (the cookies hold the kind).
 * A malformed filter does not filter: one log line, since the owner set a filter that is lost.
 */
export function engaged(f: string | undefined, self: string, jar?: Record<string, string>): boolean {
  if (!f) return true;
  jar ||= cookies(); // read only for a popup with a filter (the engine passes one jar for all)
  const m = /^(show|dont_show)\|(seen_poptin|not_seen|closed|converted)\|(embedded|other)\|(\w+)$/.exec(f);
  if (!m) return log('Bad engagement filter'), true;
  const [, act, state, k, target] = m, pre = STATE[state];
  const want = k == 'embedded' ? 'e' : 'o';
  const hit = Object.keys(jar).some((n) => (target == 'any' ? n.startsWith(pre) && n != pre + self && jar[n] == want : n == pre + target));
  return (state == 'not_seen' ? !hit : hit) == (act != 'dont_show');
}

/** All of a popup's filters: the engagement filter here, then `more`, one after another: the
 *  filters of the chunks that lend them (engine/start.ts ARMING), the rarer ones of
 *  features/conditions/conditions.ts when the popup turns one on. A filter that throws hides the
 *  popup. */
export async function passes(p: Popup, more: Filter | Filter[], jar?: Record<string, string>): Promise<boolean> {
  try {
    if (!engaged(p.engagement_with_other_poptin_filter, p.poptin_id, jar)) return false;
    for (const f of [more].flat()) if (!(await f(p))) return false;
    return true;
  } catch (e) {
    log('Filter failed', e);
    return false;
  }
}
