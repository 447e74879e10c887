// features/game.js, the game core (P23; spec §3 "Gamified prize", §4 "Gamified", §9): the
// template's [data-lp=game] slot. It reads the prize list and keeps it here, in this closure: the
// game (the format's: formats/gamified/format_N.ts, features/game/types.ts) gets the labels only,
// and no prize's code but the drawn one ever reaches the DOM, an event or the accessibility tree.
// It draws before the play (or asks the server: the play call, docs/display-api.md), stores the
// result per popup before the reveal so a reload plays to the same one, then reveals it: the
// announcement, the winning or losing screen, the prize and its code, the lead's prize (the form
// sends it: submit.ts) and the prize's redirect. docs/behaviour.md P23 has our readings.
import type { PopupState } from '../../runtime/state';
import type { Result } from './types';
import { effect } from '@preact/signals-react';
import { on } from '../../core/flags';
import { log } from '../../core/log';
import { send } from '../../core/http';
import { store } from '../../core/storage';
import { strings } from '../../core/strings';
import { sheet } from '../../runtime/sheet';
import { pick, prizes, roll, wins } from './draw';
import { COUPON_WHEEL_X, LOSS_COUPON_MS, LOSS_MS, WIN_MS } from './constants';

export const CSS =
  // the game's screens share the content's one cell (formats/gamified: no image), over the
  // background effect's canvas
  '.lp-c{position:relative}.lp-c>[data-lp=play],.lp-c>[data-lp=win],.lp-c>[data-lp=lose]{grid-area:1/1;position:relative;padding:24px;text-align:center}' +
  '.lp-bg{position:absolute;inset:0;width:100%;height:100%;pointer-events:none}' +
  '.lp-pz{margin:.4em 0;font-size:1.5em;font-weight:700}' +
  '.lp-gs{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}';

const t = strings({ won: 'You won', lost: 'No prize this time' }, { won: 'זכיתם', lost: 'הפעם בלי פרס' });

export function attach(s: PopupState, el: HTMLElement) {
  const { req, dp } = s;
  const p = req.popup;
  const game = s.f.game;
  const list = prizes(p.gamified_prize);
  // a gamified popup without its game or its prizes shows nothing (X05): a log line each
  if (!game) return log('Game missing'), false;
  if (!list) return false;
  const screen = el.closest('[data-lp=play]')!;
  // the template's top: still off the page now (runtime.ts draws the slots before the mount),
  // the popup's content element once it shows (where end() looks for the prize)
  const c = screen.parentNode as HTMLElement;
  const form = screen.querySelector('[data-lp=form]');
  const coupon = on(p.wheel_has_coupon);
  const noPost = on(dp.disable_post_play_screen);
  // the result is kept per popup (not in preview: P16), so a reload plays to the same prize
  const key = 'poptin_game_' + p.poptin_id;
  const get = (n: string) => (s.env.load || ((x: string) => import(/* webpackIgnore: true */ req.base + x + '.js')))(n);
  // the coupon's copy button (P22, 'Copied' 500 ms), fetched while the visitor plays
  let cp: Promise<any> | undefined;
  let busy: Promise<unknown> | 0 = 0;
  let done = 0;
  // the popup's listeners and timers are gone (closed, or never shown: X05)
  let gone = 0;
  s.L.add(() => (gone = 1));
  let r: Result & { c: string; id: string };

  // the live region that says the result (X07): outside the screens, which hide and show
  const say = c.appendChild(document.createElement('p'));
  say.className = 'lp-gs';
  say.setAttribute('role', 'status');

  /** a stored result that still fits this list, else none */
  const kept = () => {
    try {
      const k = JSON.parse(store('localStorage', key) || 'null');
      if (k && Number.isInteger(k.i) && list[k.i] && list[k.i].label == k.label) return k;
    } catch {
      // (a value another script wrote: a new draw)
    }
  };
  const local = () => {
    const i = pick(list, roll()), z = list[i], w = wins(z);
    return { i, label: z.label || '', win: w, c: w ? z.code || '' : '', id: '' + (z.prize_id ?? i) };
  };
  /** the play call (docs/display-api.md): the server draws and hands out the drawn code only */
  const server = async (email: string) => {
    const a: any = await send(`${req.api}/api/display/play/${encodeURIComponent(p.poptin_id)}`, { viewer_id: p.viewer_id, email });
    if (a) {
      const i = a.index;
      if (Number.isInteger(i) && list[i] && typeof a.is_winner == 'boolean' && typeof (a.code ?? '') == 'string') return { i, label: list[i].label || '', win: a.is_winner, c: a.code || '', id: '' + (list[i].prize_id ?? i) };
      log('Play answer malformed');
    }
  };

  const srv = p.gamified_draw == 'server' && !req.preview;
  const start = () =>
    (busy ||= (async () => {
      cp ||= get('features/coupon').catch((e) => log('Coupon failed to load', e));
      // the draw, before any animation (issue 23): the server's (which answers a repeat play
      // with its first result: a stored one is not trusted there, the visitor can edit it), the
      // stored one, or ours (in preview ours: nothing is stored or played on the server, P16)
      const d = srv ? await server(screen.querySelector<HTMLInputElement>('input[type=email]')?.value || '') : (!req.preview && kept()) || local();
      // (the popup went while the server answered: nothing more to draw)
      if (gone) throw 0;
      if (!d) {
        // the server did not answer (logged): the visitor may try again
        busy = 0;
        ui.fail();
        throw 0;
      }
      r = d;
      req.preview || store('localStorage', key, JSON.stringify(r));
      s.prize = { prize_id: r.id, prize_label: r.label, prize_code: r.c };
      // §4: a win shows the winning screen, unless disable_post_play_screen makes the submit
      // flow follow it (then the thank-you screen, if any); a loss shows the losing screen
      // A form on the play screen was sent already: the result screen stays (the submit neither
      // moves nor closes it). A form after the play (on the winning screen) is sent there and
      // goes on to the thank-you screen as a lead popup's does.
      const post = !(noPost && r.win), th = screen.parentElement!.querySelector('[data-lp=thanks]') ? ['thanks'] : [];
      s.stay = post && !!form;
      s.flow.order.push(...(post ? (r.win ? ['win', ...th] : ['lose']) : th));
      let shown!: (v?: unknown) => void;
      s.shown = new Promise((y) => (shown = y));
      reveal = (hold = 0) => done++ || end(hold, shown);
      ui.begin({ i: r.i, label: r.label, win: r.win });
    })());

  let reveal = (hold?: number) => {};
  const end = (hold: number, then: () => void) => {
    const c = screen.parentElement!;
    say.textContent = r.win ? t(s.lang, 'won') + ': ' + r.label : t(s.lang, 'lost');
    // the prize (label, and the code with its copy button) where the template asks for it
    for (const z of c.querySelectorAll<HTMLElement>('[data-lp=prize]')) {
      const l = z.appendChild(document.createElement('p'));
      l.className = 'lp-pz';
      l.textContent = r.label;
      if (r.c) {
        z.dataset.code = r.c;
        cp!.then((m) => {
          if (!m) return;
          const root = c.getRootNode() as ShadowRoot;
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet(m.CSS)];
          m.attach(s, z);
        });
      }
    }
    // the result screen once the game lets go of the result (a scratched card 3 s later): with a
    // form, the submit moves on where the submit flow follows (submit.ts); else here. Focus
    // moves to the screen's heading (X07, as the thank-you screen's)
    s.T(() => {
      if (s.stay || !form) s.flow.next();
      const now = c.querySelector<HTMLElement>(`[data-lp=${s.screen.peek()}]`);
      const h = now && now.querySelector<HTMLElement>('h1,h2,h3,h4,h5,h6');
      if (h) h.tabIndex = -1;
      requestAnimationFrame(() => s.active.peek() && (h ? h.focus({ preventScroll: true }) : s.tab()));
      then();
    }, hold);
    // §4 the prize's redirect: after a loss 4 s (12 s for a coupon wheel); after a win its
    // redirect_close_delay, or 1 s, tripled for a coupon wheel (§9); under reduced motion too
    const z = list[r.i], o = z.redirect_to_options || {};
    if (on(z.redirect_to)) {
      const sec = o.redirect_close_delay;
      const ms = r.win ? (sec != null && sec !== '' && +sec >= 0 ? +sec * 1000 : WIN_MS * (coupon ? COUPON_WHEEL_X : 1)) : coupon ? LOSS_COUPON_MS : LOSS_MS;
      s.T(() => {
        // (the visitor closed the popup meanwhile, or the submit redirected: nothing more)
        if (!s.active.peek() || s.redirected.peek()) return;
        const url = o.redirect_to_url;
        // (redirect_close closes once the redirect is decided: a redirected popup reports no
        // close, §4)
        const close = () => on(o.redirect_close) && s.close('auto_close');
        url
          ? get('features/form').then((m) => {
              const g = m.redirect(url, { page: req.req.url || location.href });
              if (g) {
                s.redirected.value = true;
                'id' in g ? req.launch(g.id) : s.go(g.url, g.blank);
              }
              close();
            }, log)
          : close();
      }, ms);
    }
  };

  // (ask: a failed server draw is a log line and the game's fail() already; anything else is
  // logged too, and the game may be played again)
  const ui = game({
    s,
    el,
    labels: list.map((z) => z.label || ''),
    gated: !!form,
    noPost,
    ask: () =>
      void start().catch((e) => {
        if (e !== 0) log('Play failed', e), (busy = 0), ui.fail();
      }),
    shown: (hold) => reveal(hold),
  });
  // the form's submit plays first, with the visitor's email (the server's one play per email)
  if (form) s.play = start;

  // §4 the background effect, in a chunk of its own; none under reduced motion (X07); it stops
  // when the popup closes
  const bg = dp.gamified_background;
  if (bg && !s.reduced) {
    const cv = c.insertBefore(document.createElement('canvas'), c.firstChild);
    cv.className = 'lp-bg';
    cv.setAttribute('aria-hidden', 'true');
    get('features/backdrop').then((m) => {
      // (a popup that never came up, or went while the chunk loaded, draws nothing)
      if (gone) return;
      const stop = m.start(cv, bg);
      s.L.add(stop);
      s.L.add(effect(() => void (s.active.value || stop())));
    }, (e) => log('Background failed to load', e));
  }
}
