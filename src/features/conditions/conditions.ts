// features/conditions.js: the rarer triggers and filters (spec §3, P11, P12): inactivity and the
// source-code target as triggers; js variable, cookie, source code (role not_contain) and
// ad-block as filters. engine.js fetches this chunk only for a popup that turns one of them on
// (RARE in engine/start.ts), so the common popup (seconds, scroll, clicks, exit intent, no filter)
// arms without an extra request, and engine.js stays small for every visitor.
import { on } from '../../core/flags';
import { log } from '../../core/log';
import { cookies } from '../../core/storage';
import { inactive } from '../../core/inactive';
import type { Make } from '../../popup/rungs';
import type { Popup } from '../../popup/wire';

// ours: the source-code trigger (§3) re-reads the page at most every 500 ms while it mutates
// (serialising it is not free)
const SOURCE_CHECK_MS = 500;

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

/** `pair` is "role@value", split at the first '@' (wire.ts). An unknown role matches nothing
 *  (one log line per role). */
export function match(pair: string, actual: string | undefined): boolean {
  const s = String(pair || ''), i = s.indexOf('@'), r = i < 0 ? s : s.slice(0, i), t = ROLES.hasOwnProperty(r) ? ROLES[r] : 0;
  if (!t) log('Unknown match role: ' + r);
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

/** The bait an ad blocker's cosmetic filters hide; judged after one animation frame (§3). */
export function adblocked(): Promise<boolean> {
  return new Promise((res) => {
    const b = document.createElement('div');
    b.className = 'adsbox ad-banner';
    b.style.cssText = 'position:absolute;left:-999px;width:1px;height:1px';
    b.textContent = '\u00a0'; // (text, not html: Trusted Types pages refuse an html string)
    (document.body || document.documentElement).append(b);
    requestAnimationFrame(() => {
      const s = getComputedStyle(b);
      res(!b.isConnected || s.display == 'none' || s.visibility == 'hidden');
      b.remove();
    });
  });
}

/** the page's html holds `h` (source-code trigger and filter, §3) */
const inPage = (h: string) => document.documentElement.outerHTML.includes(h);

/** This chunk's filters (filters.ts passes() runs them after the engagement filter); async
 *  because the ad-block probe waits a frame. A throw is passes()'s to catch: it hides the popup. */
export async function filters(p: Popup): Promise<boolean> {
  const h = p.source_code_target_html, jar = cookies();
  return (
    (!on(p.display_if_specific_js_active) || (p.display_if_specific_js || []).every((r) => row(readPath(window, r.js_name_pair), r.js_value_pair, r.js_show_pair))) &&
    (!on(p.display_if_specific_cookie_active) || (p.display_if_specific_cookie || []).every((r) => row(jar[r.cookie_name_pair], r.cookie_value_pair, r.cookie_show_pair))) &&
    // the 'contain' role is a trigger (below); 'not_contain' only filters
    !(on(p.source_code_target_active) && p.source_code_target_role == 'not_contain' && h && inPage(h)) &&
    (!on(p.display_if_adblock_active) || (await adblocked()))
  );
}

/** N seconds without activity (core/inactive.ts: mousemove, keydown, scroll, touchstart or click) */
const inactivity: Make = (p, P, fire) => {
  const ms = +p.display_after_inactive_seconds_active! * 1000;
  if (ms > 0) return inactive(P, ms, fire);
};

/** the html string appears in the page (role 'contain'; 'not_contain' is a filter, above):
 *  checked at once, then after mutations, at most every SOURCE_CHECK_MS */
const sourceCode: Make = (p, P, fire) => {
  const h = p.source_code_target_html;
  if (on(p.source_code_target_active) && h && p.source_code_target_role != 'not_contain') {
    let dirty = 1;
    const check = () => dirty && ((dirty = 0), inPage(h) && fire('source_code'));
    const mo = new MutationObserver(() => (dirty = 1));
    mo.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    const t = P.timer(check, SOURCE_CHECK_MS, true);
    check();
    return () => (mo.disconnect(), t());
  }
};

/** This chunk's triggers, armed by triggers.ts arm() with the common ones. */
export const triggers = [inactivity, sourceCode];
