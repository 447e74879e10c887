// start(boot): arm the popups of call 1's answer; stop(): take everything off the page (P08).
// For each popup: rules (rules.ts), then the arming table (ARMING: the chunks that lend filters
// and triggers, the filters (filters.ts), the chunks that arm it), then triggers (triggers.ts); a
// trigger fetches the template (prefetch.ts) and shows the popup (show.ts). Openers and
// poptin.show(id) go through open.ts.
import { on } from '../core/flags';
import { unreadable } from './flags';
import { task } from '../core/listen';
import type { Off } from '../core/listen';
import { log, shareSeen } from '../core/log';
import { cookies } from '../core/storage';
import { checkAnswer, langOf } from './answer';
import { opener } from '../popup/opener';
import type { Boot, ShowRequest } from '../popup/rungs';
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
type Shop = import('../features/shopify/shopify').CartPopup;
type Wix = import('../features/wix/wix').WixPopup;
/** What a chunk that lends filters and triggers exports (features/conditions.ts does) */
type Lends = Pick<Conditions, 'filters' | 'triggers'>;

/** The fields that turn on a trigger or filter of features/conditions.ts: a flag, or the
 *  inactivity seconds. */
const RARE: (keyof Popup)[] = [
  'display_after_inactive_seconds_active',
  'source_code_target_active',
  'display_if_specific_js_active',
  'display_if_specific_cookie_active',
  'display_if_adblock_active',
];

/** Shows the popup on `trigger` (the ShowRequest's own fields in `own`) unless it is opening,
 *  queued or visible, or the page moved on; false at once when it is live. */
export type Go = (trigger: string, own?: Partial<ShowRequest>) => unknown;

/** A row of the arming table: a chunk a popup may need to be armed, when it needs it, and how it
 *  arms the popup with it. */
export type Arming = [
  /** features/<chunk>.js */
  chunk: string,
  /** whether popup p needs the chunk on the page of boot b */
  when: (p: Popup, b: Boot) => unknown,
  /** arms p with the chunk's module (`go` shows it, `e` is the engine's state) and returns the
   *  disposer, which stop() calls. None: the chunk lends the engine its `filters` (run after the
   *  engagement filter) and `triggers` (armed with the common ones): see Lends. It loads before
   *  the popup's filters run, and a popup whose chunk fails to load is not armed */
  arm?: (m: any, p: Popup, go: Go, e: E) => Off,
  /** a name: the row arms beside the triggers and a failure to load or arm costs it only (a log
   *  line that starts with the name; the popup is armed as usual). None: it arms instead of the
   *  triggers (and of the rows after it), and a failure leaves the popup unarmed. Either way it
   *  loads once the popup passed its filters */
  beside?: string,
];

/** The arming table (docs/CONTRIBUTING.md "How to add an arming row"): what arms a popup besides
 *  or instead of its triggers, in the order the chunks load (the lending rows before the others,
 *  wherever they sit). A new way to arm (later the cart) is one row here and its folder
 *  src/features/<chunk>/. */
export const ARMING: Arming[] = [
  // P11, P12: the rarer triggers and filters, for a popup that turns one on: a flag, or the
  // inactivity seconds (RARE). A popup without any of them needs no extra request
  ['conditions', (p) => RARE.some((k) => on(p[k] as Flag) || (p[k] as number) > 0)],
  // P27, P11: the Shopify adapter (STORE, the cart) on a Shopify page (the tag's data-store:
  // Boot.store), for every popup; it lends the cart trigger, so a popup that turns it on loads it
  // on any page (off a Shopify store its trigger never fires, rather than page_load)
  // on any page but a WooCommerce one, whose adapter lends the trigger on the same fields
  ['shopify', (p: Shop, b, s = b.store?.store_integration) => s == 'shopify' || (s != 'woocommerce' && on(p.shopify_cart_trigger_active))],
  // P27, P11: the Wix adapter (STORE, the member id, the answer's cart) on a Wix page, for every
  // popup; like the Shopify row, a popup with the Wix cart trigger on loads it on any page
  ['wix', (p: Wix, b) => b.store?.store_integration == 'wix' || on(p.wix_cart_trigger_active)],
  // P27, P11: the WooCommerce adapter (STORE, the Store API cart and its watcher) on a
  // WooCommerce page only, for every popup; it lends the cart trigger on the shopify_ fields there
  ['woo', (_, b) => b.store?.store_integration == 'woocommerce'],
  // P17: a teaser tab (not for an inline popup: it stays in the page), up before any trigger; it
  // opens the popup again after a close, refused (false) while it is opening, open or still
  // fading out (the tab tries again). A page that broke the tab (say, its own <poptin-teaser>
  // element) still gets the popup armed
  [
    'teaser',
    (p) => on(p.is_teasers_on) && kindOf(p.poptin_type) != 'inline',
    (m: Teaser, p, go, e) => m.teaser(p, e.L, langOf(e.b!.answer), () => go('teaser'), e.live.has(p.poptin_id), e.shown.has(p.poptin_id)),
    'Teaser',
  ],
  // P07: an inline popup shows when its host element comes near, not on a trigger; a host that
  // left the page takes the popup with it
  ['inline', (p) => kindOf(p.poptin_type) == 'inline', (m: Inline, p, go, e) => m.watch(p, e.L, (at) => go('embedded', { at }), () => e.h.get(p.poptin_id)?.destroy())],
];

export function start(e: E, boot: Boot) {
  stop(e);
  e.b = boot;
  shareSeen(boot.seen);
  e.L = e.lis();
  e.q = queue();
  const g = e.g, raw = boot.answer, preview = boot.req.preview_poptin_id, now = e.now, load = (c: string) => e.im(boot.base + 'features/' + c + '.js');
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
      const at = kindOf(p.poptin_type) == 'inline' && load('inline').then((m: Inline) => m.hostFor(p), () => null);
      Promise.all([fetchFor(e, p), at]).then(([h, at]) => h != null && g == e.g && show(e, p, h, 'preview', at ? { at } : undefined), (x) => log('Preview failed', x));
      return;
    }
    // the cookies once for every popup (linear work: security item 3); the triggers' platform is
    // e.L's on and timer (one spread: 15 B less than naming them, measured)
    const out = abOut(ps), jar = cookies(), P: Platform = { ...e.L, now, t0: boot.t0, id: boot.clientId, b: boot };
    // the arming table (ARMING), the filters between its lending rows and the others, then the
    // triggers; the template and chunks when a trigger is near
    const prepare = async (p: Popup) => {
      try {
        const id = p.poptin_id, get = () => fetchFor(e, p), ms: Lends[] = [];
        // Go, for this popup: not while it is in `not`, the live popups, or for its triggers
        // the ones shown on this page view (a trigger shows a popup once)
        const go = (t: string, own?: Partial<ShowRequest>, not = e.live) => !not.has(id) && get().then((h) => h != null && g == e.g && !not.has(id) && show(e, p, h, t, own));
        // the chunks that lend filters and triggers, one after another, then the filters
        for (const [c, when, a] of ARMING) !a && when(p, boot) && ms.push(await load(c));
        if (!(await passes(p, ms.map((m) => m.filters), jar)) || g != e.g) return;
        for (const [c, when, a, beside] of ARMING)
          if (a && when(p, boot)) {
            // one catch for the load and the arming, the log line saying which failed
            let s = ' failed to load';
            try {
              const m = await load(c);
              s = ' failed';
              g == e.g && e.L.add(a(m, p, go, e));
            } catch (x) {
              if (!beside) throw x;
              log(beside + s, x);
            }
            if (g != e.g || !beside) return;
          }
        e.L.add(arm(p, P, (t) => go(t, undefined, e.shown), ms.flatMap((m) => m.triggers), get));
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
  // (the first stop(), which start() runs, finds no handles: the state starts without them)
  e.h?.forEach((h) => {
    try {
      h.destroy();
    } catch (x) {
      log('Destroy failed', x);
    }
  });
  e.h = new Map();
  e.got = new Map();
  e.ls = [];
  e.live = new Set();
  e.shown = new Set();
  e.n = 0;
}
