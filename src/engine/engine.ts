// engine.js: the rung the loader imports when the display answer has a popup to arm (design.md).
// For each popup: rules (rules.ts), filters (filters.ts), template (call 4), triggers
// (triggers.ts); a trigger puts the popup in the one-at-a-time queue, then runtime.js shows it and
// reports its lifecycle back here (reporting.ts). Openers and poptin.show(id) go through open()
// (calls 2 and 3). What few visitors need is a feature chunk fetched on demand: the rarer
// triggers and filters (features/conditions/conditions.ts) and the upgrade popup (features/upgrade/upgrade.ts).
// Nothing here throws into the host page: every failure is one log line (X05).
import { checkAnswer, ID, opener } from './answer';
import type { Boot, EngineModule, Lang, PopupHandle, RuntimeModule, ShowRequest } from './chunks';
import { ARM_PER_TASK, MAX_POPUPS } from './constants';
import { passes } from './filters';
import { on, unreadable } from '../shared/flags';
import { send } from '../shared/http';
import { REMIND } from './keys';
import { listeners, task, type Listeners, type Off } from '../shared/listen';
import { log, shareSeen } from '../shared/log';
import { chunksOf, needs } from '../shared/needs';
import { os } from './os';
import { queue, type Enqueue } from './queue';
import { reportClose, reportView } from './reporting';
import { abOut, allowed } from './rules';
import { cookies, getCookie } from '../shared/storage';
import { template } from './template';
import { arm, type Platform } from './triggers';
import type { DisplayAnswer, Flag, Popup } from './wire';

/** loads a chunk: runtime.js (a RuntimeModule), features/conditions.js or features/upgrade.js */
export type Importer = (url: string) => Promise<any>;

/** features/conditions/conditions.ts */
type Conditions = typeof import('../features/conditions/conditions');

/** The fields that turn on a trigger or filter of features/conditions/conditions.ts: a flag, or the
 *  inactivity seconds. A popup without any of them needs no extra request. */
const RARE: (keyof Popup)[] = [
  'display_after_inactive_seconds_active',
  'source_code_target_active',
  'display_if_specific_js_active',
  'display_if_specific_cookie_active',
  'display_if_adblock_active',
];

/** the popup's language: 'he' (right-to-left, Hebrew strings) when the answer that listed it says so */
const langOf = (a: DisplayAnswer): Lang => (a.lang == 'he' ? 'he' : 'en');

/**
 * The engine with its platform injected: `importer` loads runtime.js and the feature chunks
 * (tests pass a fake runtime), `now` is the clock, `lis` makes the listener set that stop() clears.
 */
export function engine(importer: Importer, now: () => number = Date.now, lis: () => Listeners = listeners): EngineModule {
  let b: Boot | undefined;
  let L = lis();
  let q: Enqueue = queue();
  let gen = 0; // bumped by stop(): late answers of an earlier start are dropped
  let index = 0;
  let offs: Off[] = [];
  let rt: Promise<RuntimeModule> | undefined;
  const handles = new Map<string, PopupHandle>();
  const live = new Set<string>(); // opening, queued or visible
  const shown = new Set<string>(); // shown on this page view: triggers show a popup once
  const preloaded = new Set<string>();
  let listed: Popup[] = []; // call 1's popups
  let got = new Map<string, Promise<string | null>>(); // popup id -> its template, fetched once

  const runtime = (base: string) =>
    (rt ||= importer(base + 'runtime.js').catch((e) => {
      rt = undefined;
      throw e;
    }));

  /** What a popup needs, fetched once when its trigger is near (triggers.ts near()), an opener
   *  is pointed at or focused, or it is due: its template (call 4) and, alongside it, its chunks
   *  as modulepreloads. Not on idle for every armed popup: a visitor whose trigger never comes
   *  downloads none of it (docs/display-api.md "Prefetch"). A failed template is tried again
   *  next time. */
  const fetchFor = (p: Popup): Promise<string | null> => {
    const id = p.poptin_id, boot = b!, g = gen;
    // in a task of their own (a modulepreload link costs the page ~5 ms of main thread for the
    // four a form popup needs, 20 ms at 4x CPU: not inside the task that arms popups); not after
    // stop(): a page that moved on (P08) gets nothing added
    const pre = (x: string) => task().then(() => g == gen && chunksOf(needs(p, x)).forEach((c) => preload(boot.base + c + '.js', boot.nonce)));
    let h = got.get(id);
    if (!h) {
      // the chunks the popup object names (runtime, format, effects; the form when it has
      // fields) alongside the template, not after it: one round trip for both
      pre(p.poptin_fields?.length ? 'data-lp=form' : '');
      got.set(id, (h = template(p).then((x) => (x == null ? got.delete(id) : pre(x), x))));
    }
    return h;
  };

  /** What popup `id` needs, ahead of its opener's click or its call 2 or 3: the template and
   *  chunks when call 1 listed it, else runtime.js (the answer names the rest). */
  const ahead = (id: string) => {
    const p = listed.find((p) => p.poptin_id == id);
    p ? fetchFor(p) : preload(b!.base + 'runtime.js', b!.nonce);
  };

  /** <link rel=modulepreload> so a trigger shows the popup without a round trip (design.md) */
  const preload = (href: string, nonce: string) => {
    if (preloaded.has(href)) return;
    preloaded.add(href);
    const l = document.createElement('link');
    l.rel = 'modulepreload';
    l.href = href;
    if (nonce) l.nonce = nonce;
    document.head.append(l);
  };

  function show(p: Popup, html: string, trigger: string, own?: Partial<ShowRequest>) {
    const boot = b!, g = gen, id = p.poptin_id, preview = !!boot.req.preview_poptin_id;
    shown.add(id);
    live.add(id);
    q(p.poptin_type, (release) => {
      const free = () => {
        g == gen && (live.delete(id), handles.delete(id));
        release();
      };
      if (g != gen) return release();
      let submitted = 0, gone = 0;
      const req: ShowRequest = {
        // base, api, clientId, req, nonce come from the boot as they are (size: one spread)
        ...boot,
        popup: p,
        html,
        lang: langOf(boot.answer),
        index: index++,
        preview,
        freemium: on(boot.answer.if_freemium),
        trigger,
        // P16: in preview nothing is reported or stored
        onView: () => (preview || g != gen ? Promise.resolve('') : reportView(boot, p, trigger, now())),
        // §4: a submitted or redirected popup does not fire the close event
        onClose: (t) => void (preview || submitted || t == 'submit' || g != gen || reportClose(boot, p, t)),
        onConvert: () => ((submitted = 1), !preview && g == gen),
        onRemoved: () => ((gone = 1), free()),
        launch: (x) => open(x, 'manual'),
        ...own,
      };
      runtime(boot.base)
        // stopped while runtime.js loaded: nothing is mounted
        .then((m) => (g == gen ? m.show(req) : null))
        .then(
          (h) => {
            if (h && g != gen) h.destroy();
            h && g == gen && !gone ? handles.set(id, h) : free();
          },
          (e) => {
            log('Runtime failed', e);
            free();
          },
        );
    });
  }

  /** §8: a client restriction shows the upgrade popup. Few visitors ever meet one, so it lives
   *  in features/upgrade.js (features/upgrade/upgrade.ts), fetched only when there is an upgrade popup to
   *  show and the visitor has not asked to be reminded later (P03). */
  function upgrade(a: DisplayAnswer) {
    const boot = b!, g = gen;
    if (a.client_restriction_setting?.upgrade_popup && !getCookie(REMIND))
      importer(boot.base + 'features/upgrade.js').then(
        (m) => g == gen && m.upgrade(a, boot, L, show, live, handles),
        (e) => log('Upgrade failed', e),
      );
  }

  function start(boot: Boot) {
    stop();
    b = boot;
    shareSeen(boot.seen);
    L = lis();
    q = queue();
    const g = gen, raw = boot.answer, preview = boot.req.preview_poptin_id;
    try {
      // §8: restricted answers are 'not_allowed'; the upgrade popup is all they show
      if (raw && on(raw.is_client_restriction)) return upgrade(raw);
      // the loader passes the answer as received: each entry is checked here (answer.ts)
      const ps = (listed = checkAnswer(raw)?.poptins || []);
      if (preview) {
        // P16: the preview popup shows at once, whatever its triggers, rules and filters say
        const p = ps.find((p) => p.poptin_id == preview);
        if (!p) return log('Preview popup not found');
        fetchFor(p).then((h) => h != null && g == gen && show(p, h, 'preview'));
        return;
      }
      // the cookies once for every popup (linear work: security item 3)
      const out = abOut(ps), jar = cookies(), P: Platform = { now, on: L.on, timer: L.timer, t0: boot.t0 };
      // filters, then triggers; the template and chunks when a trigger is near. The rarer
      // triggers and filters come from features/conditions.js, fetched only for a popup that
      // turns one on (RARE)
      const prepare = async (p: Popup) => {
        try {
          const m: Conditions | undefined = RARE.some((k) => on(p[k] as Flag) || (p[k] as number) > 0)
            ? await importer(boot.base + 'features/conditions.js')
            : undefined;
          if (!(await passes(p, m?.filters, jar)) || g != gen) return;
          const id = p.poptin_id, get = () => fetchFor(p);
          offs.push(arm(p, P, (t) => shown.has(id) || get().then((h) => h != null && g == gen && !shown.has(id) && show(p, h, t)), m?.triggers, get));
        } catch (e) {
          // the conditions chunk failed to load (or a trigger threw): the popup is not shown, as
          // when a filter fails
          log('Arming failed', e);
        }
      };
      // an opener under the pointer or in focus is about to be clicked: fetch its popup's
      // template and chunks when call 1 listed it, else runtime.js (call 2 names the rest)
      const warm = (e: Event) => {
        const id = opener(e);
        id && ahead(id);
      };
      L.on(document, 'pointerover', warm, { capture: true, passive: true });
      L.on(document, 'focusin', warm, true);
      // ARM_PER_TASK popups a task (security item 3): an answer at the cap is a few short tasks
      const batch = (i: number): unknown => {
        for (const p of ps.slice(i, (i += ARM_PER_TASK))) {
          const bad = unreadable(p);
          // an unreadable trigger, filter or rule field is not read as 'off' (flags.ts)
          if (bad) log('Unreadable field: ' + bad);
          // on_click popups are armed only by openers (open())
          else if (!on(p.on_click) && !out.has(p.poptin_id) && allowed(p, now(), boot.newSession, jar)) prepare(p);
        }
        return ps[i] && task().then(() => g == gen && batch(i)).catch((e) => log('Engine failed', e));
      };
      batch(0);
    } catch (e) {
      log('Engine failed', e);
    }
  }

  function stop() {
    gen++;
    L.off();
    offs.splice(0).forEach((f) => f());
    handles.forEach((h) => {
      try {
        h.destroy();
      } catch (e) {
        log('Destroy failed', e);
      }
    });
    handles.clear();
    got = new Map();
    listed = [];
    live.clear();
    shown.clear();
    index = 0;
  }

  /** 'click': an opener (call 2, POST with the page context); 'manual': poptin.show(id) or a
   *  redirect launching another popup (call 3, GET). The answer is validated like call 1's and
   *  the popup shows at once. */
  async function open(id: string, how: 'click' | 'manual') {
    const boot = b, g = gen;
    if (!boot || !ID.test(id)) return log('Cannot open popup: ' + id);
    if (live.has(id)) return;
    live.add(id);
    let ok = 0;
    try {
      const click = how == 'click';
      // one round trip (page weight 1): a popup call 1 listed has its template and chunks
      // fetched while call 2 or 3 is on its way; another has runtime.js, and the rest follows
      // the answer (which alone gives the template's address)
      ahead(id);
      const a = (await send(
        boot.api + '/api/display/click/' + id,
        // the call-1 payload already holds previous_visited_pages_with_time_stamp (§7 call 2)
        click && { ...boot.req, client_id: boot.clientId, browser_language: navigator.language, operating_system: os(navigator.userAgent), poptin_display: id },
        click ? 'POST' : 'GET',
      )) as DisplayAnswer | null;
      if (g != gen || !a) return;
      if (on(a.is_client_restriction)) return upgrade(a);
      const p = checkAnswer(a)?.poptins?.find((p) => p.poptin_id == id);
      if (!p) return log('Popup not found: ' + id);
      const h = await fetchFor(p);
      // spec item 2: this answer, not call 1's, decides the popup's language
      if (h != null && g == gen) (ok = 1), show(p, h, click ? 'on_click' : how, { lang: langOf(a) });
    } catch (e) {
      log('Open failed', e);
    } finally {
      // once shown, the popup stays live until removed; otherwise free the id for the next click
      ok || (g == gen && live.delete(id));
    }
  }

  return { start, stop, open };
}

const e = engine((u) => import(u));
export const start = e.start, stop = e.stop, open = e.open;
