// engine.js: the rung the loader imports when the display answer has a popup to arm (design.md).
// For each popup: rules (rules.ts), filters (filters.ts), template (call 4), triggers
// (triggers.ts); a trigger puts the popup in the one-at-a-time queue, then runtime.js shows it and
// reports its lifecycle back here (reporting.ts). Openers and poptin.show(id) go through open()
// (calls 2 and 3). Nothing here throws into the host page: every failure is one log line (X05).
import { checkAnswer } from './answer';
import type { Boot, EngineModule, PopupHandle, RuntimeModule, ShowRequest } from './chunks';
import { HEARTBEAT_MS, IDLE_TIMEOUT_MS, REMIND_MS } from './constants';
import { passes } from './filters';
import { on } from './flags';
import { send } from './http';
import { REMIND } from './keys';
import { listeners, type Listeners, type Off } from './listen';
import { log } from './log';
import { queue, type Enqueue } from './queue';
import { heartbeat, reportClose, reportConvert, reportView } from './reporting';
import { abOut, allowed } from './rules';
import { getCookie, setCookie } from './storage';
import { template } from './template';
import { arm, type Platform } from './triggers';
import type { DisplayAnswer, Popup } from './wire';

export type Importer = (url: string) => Promise<RuntimeModule>;

/** 13 characters (§2, §9), as answer.ts checks them: ids become cookie names and url paths. */
const ID = /^[a-z0-9]{13}$/i;

/** call 2 operating_system */
const os = () => ['Windows', 'Android', 'iPhone', 'iPad', 'Mac OS X', 'CrOS', 'Linux'].find((o) => navigator.userAgent.includes(o)) || 'Other';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');

const idle = (f: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(f));

/** The built-in upgrade popup (§2, §8 client restriction): 'upgrade_popup' is 13 characters. */
const UPGRADE: Popup = {
  poptin_id: 'upgrade_popup',
  poptin_name: 'Upgrade',
  poptin_target: 'click',
  poptin_type: 'lightbox',
  poptin_format: 'format_1',
  display: true,
  x_close_button: 1,
};

/**
 * The engine with its platform injected: `importer` loads runtime.js (tests pass a fake runtime),
 * `now` is the clock, `lis` makes the listener set that stop() clears.
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

  const runtime = (base: string) =>
    (rt ||= importer(base + 'runtime.js').catch((e) => {
      rt = undefined;
      throw e;
    }));

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
        lang: boot.answer.lang == 'he' ? 'he' : 'en',
        index: index++,
        preview,
        freemium: on(boot.answer.if_freemium),
        trigger,
        log,
        // P16: in preview nothing is reported or stored
        onView: () => (preview || g != gen ? Promise.resolve('') : reportView(boot, p, trigger, now())),
        // §4: a submitted or redirected popup does not fire the close event
        onClose: (t) => void (preview || submitted || t == 'submit' || g != gen || reportClose(boot, p, t)),
        onConvert: (c) => void ((submitted = 1), preview || g != gen || reportConvert(boot, p, c)),
        onRemoved: () => ((gone = 1), free()),
        launch: (x) => open(x, 'manual'),
        ...own,
      };
      runtime(boot.base)
        .then((m) => m.show(req))
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

  /** §8: a client restriction shows the upgrade popup; the choice is logged (call 10) and
   *  'Remind me later' (or any other dismissal) hides it for a day. */
  function upgrade(a: DisplayAnswer) {
    const boot = b!, s = a.client_restriction_setting || {}, u = s.upgrade_popup;
    if (!u || getCookie(REMIND) || live.has(UPGRADE.poptin_id)) return;
    let chosen = '', href = '';
    const choose = (c: string) => {
      if (chosen) return;
      chosen = c;
      send(`${boot.api}/api/display/limitLogs/${boot.clientId}?status=${c}&id=${encodeURIComponent(s.id || '')}`, 0, 'GET');
      c == 'remind' && setCookie(REMIND, '1', REMIND_MS);
    };
    try {
      const x = new URL(u.url || '', location.href);
      if (u.url && /^https?:$/.test(x.protocol)) href = x.href;
    } catch {
      /* no link */
    }
    // The runtime mounts templates in an open shadow root, so the link shows in composedPath().
    if (href)
      L.on(document, 'click', (e: Event) => {
        if (e.composedPath().some((n: any) => n.href == href)) {
          choose('upgrade');
          handles.get(UPGRADE.poptin_id)?.close('cancel_click');
        }
      }, true);
    show(
      UPGRADE,
      `<div data-lp="main"><h2 data-lp="title">${esc(u.title || 'Upgrade')}</h2><p>${esc(u.text)}</p>` +
        (href ? `<a href="${esc(href)}" target="_blank" rel="noopener">${esc(u.button_text || 'Upgrade')}</a> ` : '') +
        `<button type="button" data-lp="close">${esc(u.remind_text || 'Remind me later')}</button></div>`,
      'restriction',
      { onView: () => Promise.resolve(''), onClose: () => choose('remind'), onConvert() {} },
    );
  }

  function start(boot: Boot) {
    stop();
    b = boot;
    L = lis();
    q = queue();
    const g = gen, raw = boot.answer, preview = boot.req.preview_poptin_id;
    try {
      // §8: restricted answers are 'not_allowed'; the upgrade popup is all they show
      if (raw && on(raw.is_client_restriction)) return upgrade(raw);
      // the loader passes the answer as received: each entry is checked here (answer.ts)
      const ps = checkAnswer(raw)?.poptins || [];
      if (preview) {
        // P16: the preview popup shows at once, whatever its triggers, rules and filters say
        const p = ps.find((p) => p.poptin_id == preview);
        if (!p) return log('Preview popup not found');
        template(p).then((h) => h != null && g == gen && show(p, h, 'preview'));
        return;
      }
      L.timer(() => heartbeat(boot), HEARTBEAT_MS, true);
      const out = abOut(ps), P: Platform = { now, on: L.on, timer: L.timer };
      for (const p of ps)
        // on_click popups are armed only by openers (open())
        if (!on(p.on_click) && !out.has(p.poptin_id) && allowed(p, now(), boot.newSession))
          passes(p)
            .then((ok) => (ok ? template(p) : null))
            .then((h) => {
              if (h == null || g != gen) return;
              idle(() => {
                preload(boot.base + 'runtime.js', boot.nonce);
                preload(`${boot.base}formats/${p.poptin_type}/${p.poptin_format}.js`, boot.nonce);
              });
              offs.push(arm(p, P, (t) => shown.has(p.poptin_id) || show(p, h, t)));
            });
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
      const a = (await send(
        boot.api + '/api/display/click/' + id,
        // the call-1 payload already holds previous_visited_pages_with_time_stamp (§7 call 2)
        click && { ...boot.req, client_id: boot.clientId, browser_language: navigator.language, operating_system: os(), poptin_display: id },
        click ? 'POST' : 'GET',
      )) as DisplayAnswer | null;
      if (g != gen || !a) return;
      if (on(a.is_client_restriction)) return upgrade(a);
      const p = checkAnswer(a)?.poptins?.find((p) => p.poptin_id == id);
      if (!p) return log('Popup not found: ' + id);
      const h = await template(p);
      if (h != null && g == gen) (ok = 1), show(p, h, click ? 'on_click' : how);
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
