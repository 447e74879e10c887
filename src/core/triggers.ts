// The display triggers both products share (issue 21, one trigger module): a delay, scroll
// percent and exit intent (inactivity, the rare one, is inactive.ts beside it: it says why), and
// first(), which arms several so that the first to fire wins. Each product reads its own fields
// into them and keeps its own rules: the popups' (spec §3, §4, P11) in engine/triggers.ts, the
// widget's (second spec §3.1, §4.1, W09: a delay of at least 50 ms, no exit intent on a phone,
// its attention animation) in widget/when. The page is injected (`Page`: the clock, listeners
// and timers, and the window, whose document and metrics the triggers read), so these decisions
// are tested in plain Node (test/core/triggers.test.ts). Every trigger returns its remover. A
// trigger may call its `fire` more than once (each scroll past the threshold): first() makes it
// once. `near`, where given, says the trigger is about to fire, so a product can fetch what it
// will show beforehand (the popups: docs/display-api.md "Prefetch"); a trigger that cannot be
// foreseen (inactivity) never calls it.
import type { Off } from './listen';
import type { Platform } from './platform';

// ours: when a trigger is near (docs/display-api.md "Prefetch")
const PREFETCH_LEAD_MS = 3000;     // a delay: 3 s before it fires
const PREFETCH_SCROLL_SHARE = 0.5; // scroll: past half its threshold
const PREFETCH_EXIT_SHARE = 0.25;  // exit intent: the pointer moving up in the top quarter

/** What a trigger reads of the page: the browser's window, or a stand-in (tests in plain Node) */
export interface Win extends EventTarget {
  scrollY: number;
  innerHeight: number;
  document: EventTarget & { documentElement: EventTarget & { scrollHeight: number } };
}
/** The page a trigger watches: a platform with its window */
export interface Page extends Platform {
  w: Win;
}

export type Fire = (how: string) => void;
/** arms one trigger with `fire`; returns its remover, or nothing when it is not configured */
export type Arm = (fire: Fire) => Off | false | undefined;

/** Arms each of `arms`: the first to fire wins, every one is removed, then `fire(how)`, once
 *  (P11: each trigger fires at most once, a popup shows once a page view; W09). One that fires
 *  while arming (a page-visit count, a page already scrolled) leaves the rest unarmed. None
 *  armed: `fire(none)`, unless `none` is empty or left out. Returns the remover of them all. */
export function first(arms: Arm[], fire: Fire, none?: string): Off {
  let done = 0;
  const offs: Off[] = [];
  const off = () => {
    done = 1;
    offs.splice(0).forEach((f) => f());
  };
  const go: Fire = (t) => done || (off(), fire(t));
  for (const a of arms) {
    const o = !done && a(go);
    o && offs.push(o);
  }
  // (done: the one that fired returned its remover after off() ran)
  done ? off() : offs.length || (none && go(none));
  return off;
}

/** `fire()` `ms` from now (in the next task when that is already past), `near` PREFETCH_LEAD_MS
 *  before (at once when that is past) */
export function delay(P: Page, ms: number, fire: () => void, near?: () => void): Off {
  const a = near && P.timer(near, Math.max(0, ms - PREFETCH_LEAD_MS)), b = P.timer(fire, Math.max(0, ms));
  return () => (a && a(), b());
}

/** `fire('scroll')` once `pct` percent of what the page can scroll is scrolled; `near` past
 *  PREFETCH_SCROLL_SHARE of it. With `whole`, the position is checked when armed too (a reload
 *  that keeps it) and a page that fits the window has been seen whole (the widget's reading,
 *  W09); without it a page that cannot scroll never fires (the popups', P11). */
export function scroll(P: Page, pct: number, fire: Fire, near?: () => void, whole?: boolean): Off {
  const w = P.w;
  const check = () => {
    const h = w.document.documentElement.scrollHeight - w.innerHeight, x = (w.scrollY / h) * 100;
    h > 0 ? (x >= pct ? fire('scroll') : x >= pct * PREFETCH_SCROLL_SHARE && near?.()) : whole && fire('scroll');
  };
  const off = P.on(w, 'scroll', check, { passive: true });
  whole && check();
  return off;
}

/** `fire('exit')` when the pointer leaves the window through its top (a mouseout to nowhere at
 *  y <= 0); with `leave`, the root element's mouseleave too (the popups', P11: a second way to the
 *  same moment, which a page's stopPropagation on mouseout does not hide); `near` when the pointer
 *  moves up in the top PREFETCH_EXIT_SHARE of the window */
export function exit(P: Page, fire: Fire, near?: () => void, leave?: boolean): Off {
  const w = P.w, d = w.document, f = (e: MouseEvent) => !e.relatedTarget && e.clientY <= 0 && fire('exit');
  const a = P.on(d, 'mouseout', f, { passive: true }), b = leave && P.on(d.documentElement, 'mouseleave', f);
  const c = near && P.on(d, 'mousemove', (e: MouseEvent) => e.movementY < 0 && e.clientY < w.innerHeight * PREFETCH_EXIT_SHARE && near(), { passive: true });
  return () => (a(), b && b(), c && c());
}
