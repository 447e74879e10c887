// Filters (spec §3, P12): js variable, cookie, engagement with other popups, source code
// (role not_contain) and ad-block. Every row must pass; a filter that throws hides the popup.
import { on } from './flags';
import { CLOSED, CONVERTED, VIEW } from './keys';
import { log } from './log';
import { cookies } from './storage';
import type { Popup } from './wire';

type Test = (actual: string, value: string) => boolean;

/** Match roles (§3). A missing variable or cookie matches nothing, not even any_value. */
const ROLES: Record<string, Test> = {
  contain: (a, v) => a.includes(v),
  exact: (a, v) => a == v,
  start: (a, v) => a.startsWith(v),
  end: (a, v) => a.endsWith(v),
  greater_than: (a, v) => +a > +v,
  less_than: (a, v) => +a < +v,
  any_value: () => true,
};

/** `pair` is "role@value", split at the first '@' (wire.ts). */
export function match(pair: string, actual: string | undefined): boolean {
  const s = String(pair || ''), i = s.indexOf('@'), t = ROLES[i < 0 ? s : s.slice(0, i)];
  return actual != null && !!t && t(actual, i < 0 ? '' : s.slice(i + 1));
}

const row = (actual: string | undefined, pair: string, show: string) => match(pair, actual) == (show != 'dont_show');

/** Read a dotted path ('user.plan', 'window.dataLayer.length') from `root` without eval. */
export function readPath(root: unknown, path: string): string | undefined {
  let v: any = root;
  for (const k of String(path).split('.')) {
    if (v == null) return;
    v = v[k];
  }
  return v == null ? undefined : String(v);
}

const STATE: Record<string, string> = { seen_poptin: VIEW, not_seen: VIEW, closed: CLOSED, converted: CONVERTED };

/**
 * 'show|dont_show' | 'seen_poptin|not_seen|closed|converted' | 'embedded|other' | id or 'any'.
 * 'any' looks at every other popup of that kind the visitor met (the cookies hold the kind).
 * A malformed filter does not filter.
 */
export function engaged(f: string | undefined, self: string, jar = cookies()): boolean {
  const [act, state, k, target] = String(f || '').split('|'), pre = STATE[state];
  if (!pre || !target) return true;
  const want = k == 'embedded' ? 'e' : 'o';
  const hit = Object.keys(jar).some((n) => (target == 'any' ? n.startsWith(pre) && n != pre + self && jar[n] == want : n == pre + target));
  return (state == 'not_seen' ? !hit : hit) == (act != 'dont_show');
}

/** The bait an ad blocker's cosmetic filters hide; judged after one animation frame (§3). */
export function adblocked(): Promise<boolean> {
  return new Promise((res) => {
    const b = document.createElement('div');
    b.className = 'adsbox ad-banner';
    b.style.cssText = 'position:absolute;left:-999px;width:1px;height:1px';
    b.innerHTML = '&nbsp;';
    (document.body || document.documentElement).append(b);
    requestAnimationFrame(() => {
      const s = getComputedStyle(b);
      res(!b.isConnected || s.display == 'none' || s.visibility == 'hidden');
      b.remove();
    });
  });
}

/** All of a popup's filters; async because the ad-block probe waits a frame. */
export async function passes(p: Popup): Promise<boolean> {
  try {
    const h = p.source_code_target_html, jar = cookies();
    return (
      (!on(p.display_if_specific_js_active) || (p.display_if_specific_js || []).every((r) => row(readPath(window, r.js_name_pair), r.js_value_pair, r.js_show_pair))) &&
      (!on(p.display_if_specific_cookie_active) || (p.display_if_specific_cookie || []).every((r) => row(jar[r.cookie_name_pair], r.cookie_value_pair, r.cookie_show_pair))) &&
      engaged(p.engagement_with_other_poptin_filter, p.poptin_id, jar) &&
      // the 'contain' role is a trigger (triggers.ts); 'not_contain' only filters
      !(on(p.source_code_target_active) && p.source_code_target_role == 'not_contain' && h && document.documentElement.outerHTML.includes(h)) &&
      (!on(p.display_if_adblock_active) || (await adblocked()))
    );
  } catch (e) {
    log('Filter failed', e);
    return false;
  }
}
