// start(boot): arm the popups of call 1's answer; stop(): take everything off the page (P08).
// For each popup: rules (rules.ts), filters (filters.ts), then triggers (triggers.ts); a trigger
// fetches the template (prefetch.ts) and shows the popup (show.ts). Openers and poptin.show(id)
// go through open.ts.
import { on } from '../core/flags';
import { unreadable } from './flags';
import { task } from '../core/listen';
import { log, shareSeen } from '../core/log';
import { cookies } from '../core/storage';
import { checkAnswer, langOf, opener } from './answer';
import type { Boot } from './chunks';
import { ARM_PER_TASK } from './constants';
import { passes } from './filters';
import { ahead, fetchFor } from './prefetch';
import { kindOf } from '../popup/needs';
import { queue } from './queue';
import { abOut, allowed } from './rules';
import { show } from './show';
import type { E } from './state';
import { arm, type Platform } from './triggers';
import { upgrade } from './upgrade';
import type { Flag, Popup } from '../popup/wire';

/** features/conditions.ts, features/inline.ts, features/teaser.ts */
type Conditions = typeof import('../features/conditions/conditions');
type Inline = typeof import('../features/inline/inline');
type Teaser = typeof import('../features/teaser/teaser');

/** The fields that turn on a trigger or filter of features/conditions.ts: a flag, or the
 *  inactivity seconds. A popup without any of them needs no extra request. */
const RARE: (keyof Popup)[] = [
  'display_after_inactive_seconds_active',
  'source_code_target_active',
  'display_if_specific_js_active',
  'display_if_specific_cookie_active',
  'display_if_adblock_active',
];

export function start(e: E, boot: Boot) {
  stop(e);
  e.b = boot;
  shareSeen(boot.seen);
  e.L = e.lis();
  e.q = queue();
  const g = e.g, raw = boot.answer, preview = boot.req.preview_poptin_id, now = e.now;
  try {
    // §8: restricted answers are 'not_allowed'; the upgrade popup is all they show
    if (raw && on(raw.is_client_restriction)) return upgrade(e, raw);
    // the loader passes the answer as received: each entry is checked here (answer.ts)
    const ps = (e.ls = checkAnswer(raw)?.poptins || []);
    if (preview) {
      // P16: the preview popup shows at once, whatever its triggers, rules and filters say
      const p = ps.find((p) => p.poptin_id == preview);
      if (!p) return log('Preview popup not found');
      // an inline popup previews in its host when the page has one (a content popup places its
      // own), else at the page's end (issue 20)
      const at = kindOf(p.poptin_type) == 'inline' && e.im(boot.base + 'features/inline.js').then((m: Inline) => m.hostFor(p), () => null);
      Promise.all([fetchFor(e, p), at]).then(([h, at]) => h != null && g == e.g && show(e, p, h, 'preview', at ? { at } : undefined), (x) => log('Preview failed', x));
      return;
    }
    // the cookies once for every popup (linear work: security item 3)
    const out = abOut(ps), jar = cookies(), P: Platform = { now, on: e.L.on, timer: e.L.timer, t0: boot.t0, id: boot.clientId };
    // filters, then triggers; the template and chunks when a trigger is near. The rarer triggers
    // and filters come from features/conditions.js, fetched only for a popup that turns one on
    // (RARE)
    const prepare = async (p: Popup) => {
      try {
        const id = p.poptin_id, type = p.poptin_type, get = () => fetchFor(e, p), inline = kindOf(type) == 'inline';
        const m: Conditions | undefined = RARE.some((k) => on(p[k] as Flag) || (p[k] as number) > 0) && (await e.im(boot.base + 'features/conditions.js'));
        if (!(await passes(p, m?.filters, jar)) || g != e.g) return;
        // P17: a popup that passed its filters and has a teaser tab (not an inline one: it stays
        // in the page) gets features/teaser.js, so the tab is up before any trigger; without it
        // the popup is armed as usual
        const tab: Teaser | void = on(p.is_teasers_on) && !inline && (await e.im(boot.base + 'features/teaser.js').catch((x) => log('Teaser failed to load', x)));
        if (g != e.g) return;
        // P07: an inline popup shows when its host element comes near, not on a trigger
        // (features/inline.ts, fetched only for such a popup)
        if (inline) {
          const w: Inline = await e.im(boot.base + 'features/inline.js');
          g == e.g && e.offs.push(w.watch(p, P, (at) => get().then((h) => h != null && g == e.g && !e.live.has(id) && show(e, p, h, 'embedded', { at })), () => e.h.get(id)?.destroy()));
          return;
        }
        // the tab opens the popup again after a close; false: refused while it is opening, open
        // or still fading out (the tab tries again)
        try {
          tab && e.offs.push(tab.teaser(p, P, langOf(raw), () => !e.live.has(id) && get().then((h) => h != null && g == e.g && !e.live.has(id) && show(e, p, h, 'teaser')), e.live.has(id), e.shown.has(id)));
        } catch (x) {
          // a page that broke the tab (say, its own <poptin-teaser> element): the popup is armed
          log('Teaser failed', x);
        }
        e.offs.push(arm(p, P, (t) => e.shown.has(id) || get().then((h) => h != null && g == e.g && !e.shown.has(id) && show(e, p, h, t)), m?.triggers, get));
      } catch (x) {
        // a chunk failed to load (or a trigger threw): the popup is not shown, as when a filter
        // fails
        log('Arming failed', x);
      }
    };
    // an opener under the pointer or in focus is about to be clicked: fetch its popup's template
    // and chunks when call 1 listed it, else runtime.js (call 2 names the rest)
    const warm = (x: Event) => {
      const id = opener(x);
      id && ahead(e, id);
    };
    e.L.on(document, 'pointerover', warm, { capture: true, passive: true });
    e.L.on(document, 'focusin', warm, true);
    // ARM_PER_TASK popups a task (security item 3): an answer at the cap is a few short tasks
    const batch = (i: number): unknown => {
      for (const p of ps.slice(i, (i += ARM_PER_TASK))) {
        const bad = unreadable(p);
        // an unreadable trigger, filter or rule field is not read as 'off' (flags.ts)
        if (bad) log('Unreadable field: ' + bad);
        // on_click popups are armed only by openers (open.ts)
        else if (!on(p.on_click) && !out.has(p.poptin_id) && allowed(p, now(), boot.newSession, jar)) prepare(p);
      }
      return ps[i] && task().then(() => g == e.g && batch(i)).catch((x) => log('Engine failed', x));
    };
    batch(0);
  } catch (x) {
    log('Engine failed', x);
  }
}

export function stop(e: E) {
  e.g++;
  e.L.off();
  e.offs.splice(0).forEach((f) => f());
  e.h.forEach((h) => {
    try {
      h.destroy();
    } catch (x) {
      log('Destroy failed', x);
    }
  });
  e.h.clear();
  e.got = new Map();
  e.ls = [];
  e.live.clear();
  e.shown.clear();
  e.n = 0;
}
