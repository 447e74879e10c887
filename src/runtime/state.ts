// One popup's state (docs/CONTRIBUTING.md "Style"): the shell and the form read these
// signals; nothing keeps a second copy. close() is the one way out (spec §4 lifecycle).
import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { CloseTrigger, ShowRequest } from '../popup/rungs';
import type { DesignProperties } from '../popup/wire';
import { EXIT_MS, MIN_TEXT_PX, SCREENS } from './constants';
import { on } from '../core/flags';
import { listeners, type Listeners, type Off } from '../core/listen';
import { log } from '../core/log';
import { reducedMotion } from '../popup/needs';
import { designBox, fit, type Box, type Fit } from './scale';
import { flow, type Flow } from './flow';
import type { Position } from './position';
import type { Format } from './layout';

/** The runtime's platform; tests pass a fake clock, a loader and a navigator. */
export interface Env {
  /** loads a chunk by path without '.js': 'formats/lightbox/format_1', 'features/form' */
  load?(path: string): Promise<any>;
  timer?(fn: () => void, ms: number, repeat?: boolean): Off;
  go?(url: string, blank: boolean): void;
}

// A shell kind (docs/CONTRIBUTING.md "How to add a type"), here beside the state its mount()
// takes (the two name each other): what differs between a modal lightbox, a
// bar, a slide-in and an inline popup. The frame (Shell.tsx) and its mount (mount.ts) are the
// same for all; a kind adds its overlay class, its CSS and what it does once the DOM exists. The
// modal kind is part of runtime.js (src/shells/modal); each other kind is a chunk,
// shells/<kind>.js, that exports it as `kind` and is fetched with the popup's format.
export interface Kind {
  /** modal: the page behind is dimmed and inert, focus moves into the dialog and is trapped
   *  there (X07). A kind that is not never takes focus on its own and never traps it; Escape
   *  closes it only while focus is inside it. */
  modal?: 1;
  /** the overlay's classes besides lp-o */
  o: string;
  /** an inline kind: the host element's style, in the page's flow instead of fixed over the
   *  window, and the box's role (a region, not a dialog) */
  host?: string;
  role?: string;
  /** the kind's CSS, adopted after the shell's */
  css: string;
  /** the box in the window (or, inline, in its host element), instead of scale.ts fit() (a bar
   *  spans the window's width) */
  fit?(box: Box, win: Box, horizontal: boolean, least: number): Fit;
  /** runs once the shell's DOM exists; what it sets up goes through s.L (undone on removal) */
  mount(s: PopupState, d: HTMLElement, pos: Position): void;
}

/** features/effects/effects.ts, loaded for a popup that names an effect (runtime.ts) */
export type Effects = typeof import('../features/effects/effects');

export interface PopupState {
  req: ShowRequest;
  env: Env;
  dp: DesignProperties;
  f: Format;
  /** the shell kind (Kind, above) */
  k: Kind;
  lang: string;
  /** the sanitised template, appended once by the shell */
  frag: DocumentFragment;
  /** id of the [data-lp=title] element ('' = none: the dialog is labelled by the popup name) */
  title: string;
  /** id of the thank-you screen's heading ('' = none): it names the dialog and takes focus on
   *  that screen (X07) */
  done: string;
  /** content lock: every close feature is skipped (§4) */
  lock: boolean;
  reduced: boolean;
  /** the effects chunk; without it every entry and exit is the fade */
  fx?: Effects;
  active: Signal<boolean>;
  convert: Signal<boolean>;
  redirected: Signal<boolean>;
  trigger: Signal<string>;
  closeTrigger: Signal<CloseTrigger | ''>;
  scale: Signal<Fit>;
  /** the screen shown: main, thanks, and a game's play, win, lose (constants.ts SCREENS); read
   *  only: the flow moves it */
  screen: ReadonlySignal<string>;
  /** the screen-flow owner (flow.ts): the form and the games ask it to move on */
  flow: Flow;
  /** set by a game (features/game): the form's submit plays first. Resolves once the prize is
   *  drawn (s.prize and s.shown set); rejects when the play cannot start */
  play?(): Promise<unknown>;
  /** the drawn prize (features/game): call 6's keys, and the hidden fields' {prize_code} and
   *  {prize_label} */
  prize?: { prize_id: string; prize_label: string; prize_code: string };
  /** a game's reveal: what follows a submit waits for it (submit.ts) */
  shown?: Promise<unknown>;
  /** a game's result screen stays: the submit neither moves nor closes the popup (features/game) */
  stay?: boolean;
  /** seconds left before the close control works (§9 countdown) */
  count: Signal<number>;
  /** call 5's poptin_view_id, once the view was reported */
  view: Promise<string>;
  L: Listeners;
  /** a timer that removal clears; a failing callback is a log line (listen.ts) */
  T(fn: () => void, ms: number, repeat?: boolean): Off;
  measure(): Fit;
  /** the box must shrink to fit its window and the smallest text is not measured yet (mount.ts) */
  tight(): boolean;
  /** the popup's smallest text is `px`: scale-to-fit may shrink the box down to MIN_TEXT_PX */
  text(px: number): void;
  close(t: CloseTrigger): void;
  /** removal: after the exit animation, or at once (destroy, reduced motion) */
  end(): void;
  /** the shell's DOM is mounted (mount.ts ran) */
  up?: true;
  /** set by the shell: focus the first focusable; focus an edge of the trap */
  tab(): void;
  edge(last: boolean): void;
  /** set by the shell: give the page behind a modal popup back to assistive tech (X07) */
  free(): void;
  go(url: string, blank: boolean): void;
}

export function popupState(req: ShowRequest, f: Format, k: Kind, frag: DocumentFragment, env: Env, remove: () => void, fx?: Effects): PopupState {
  const p = req.popup;
  const dp = p.design_properties || {};
  const L = listeners();
  const box = designBox(p.poptin_size, f.size);
  // the least scale; 0 until the shell has measured the text (mount.ts), and meanwhile 1 (no
  // shrinking, reflow)
  let least = 0;
  // a kind may fit its box its own way (a bar spans the window's width: Kind)
  // (an inline popup's window is its host element's width)
  const at = (l: number) => (k.fit || fit)(box, { width: req.at ? req.at.clientWidth : innerWidth, height: innerHeight }, f.o === 'h', l);
  const measure = () => at(least || 1);
  const title = frag.querySelector('[data-lp=title]');
  if (title && !title.id) title.id = 'lp-title';
  const done = frag.querySelector<HTMLElement>('[data-lp=thanks] :is(h1,h2,h3,h4,h5,h6)');
  if (done) {
    done.id ||= 'lp-done';
    done.tabIndex = -1; // focusable by script only (X07: focus moves to it on success)
  }
  // P09: focus returns where it was when the popup closes: inside an open shadow root (a teaser
  // tab, P17, or a page's own web component) the element itself, not its shadow host
  // issue 20: the template's audio and video stop the moment the popup starts closing, not when
  // it is removed after the exit animation (the elements move into the shadow root unchanged)
  const media = frag.querySelectorAll<HTMLMediaElement>('audio,video');
  let prev = document.activeElement as HTMLElement | null;
  while (prev?.shadowRoot?.activeElement) prev = prev.shadowRoot.activeElement as HTMLElement;
  let gone = false;
  // a lead popup's path: main (the popup itself when the template marks none), then the
  // thank-you screen when the template has one; a gamified popup's starts on its play screen
  // and goes on with its prize's (flow.ts, features/game)
  const fl = flow(p.poptin_type == 'gamified' && frag.querySelector('[data-lp=play]') ? ['play'] : SCREENS.slice(0, frag.querySelector('[data-lp=thanks]') ? 2 : 1));
  const s: PopupState = {
    req,
    env,
    dp,
    f,
    k,
    lang: req.lang,
    frag,
    title: title ? title.id : '',
    done: done ? done.id : '',
    lock: on(dp.poptin_design_content_lock),
    reduced: reducedMotion(),
    fx,
    active: signal(true),
    convert: signal(false),
    redirected: signal(false),
    trigger: signal(req.trigger),
    closeTrigger: signal(''),
    scale: signal(measure()),
    screen: fl.screen,
    flow: fl,
    count: signal(Math.max(0, +dp.poptin_design_show_x_after_sec! || 0)),
    view: Promise.resolve(''),
    L,
    // L.timer (listen.ts) turns a throwing callback into a log line; L.off() in end() clears
    // every timer, the test clock's ones too
    T: (fn, ms, repeat) => (env.timer ? L.add(env.timer(fn, ms, repeat)) : L.timer(fn, ms, repeat)),
    measure,
    tight: () => !least && at(0).s < 1,
    text(px) {
      least = Math.min(1, MIN_TEXT_PX / px);
      s.scale.value = measure();
    },
    close(t) {
      if (!s.active.peek()) return;
      batch(() => {
        s.closeTrigger.value = t;
        s.active.value = false;
      });
      media.forEach((m) => m.pause());
      // §4: a submitted or redirected popup does not fire the close event
      try {
        if (!s.convert.peek() && !s.redirected.peek()) req.onClose(t);
        s.free();
        if (prev && prev.isConnected) prev.focus();
      } catch (e) {
        log('Close report failed', e);
      }
      if (s.reduced) s.end();
      else s.T(s.end, EXIT_MS);
    },
    end() {
      if (gone) return;
      gone = true;
      L.off();
      remove();
    },
    tab() {},
    edge() {},
    free() {},
    go: env.go || ((url, blank) => (blank ? window.open(url, '_blank', 'noopener') : location.assign(url))),
  };
  return s;
}
