// What the shell does once its DOM exists (one layout effect, so it runs the same under Preact
// and React), for every kind: mount the template, show the right screen, run the kind's own
// mount (state.ts Kind: the modal's focus trap, P09; a top bar's push-down, P06), arm the close
// features (P15), follow the window size (P05) and report the view (§4 lifecycle 2).
import { effect } from '@preact/signals-react';
import { ESCAPE_DELAY_MS, SCREENS, THANKS_FADE_MS, TICK_MS } from './constants';
import { on } from '../core/flags';
import type { Position } from './position';
import type { PopupState } from './state';
import { task } from '../core/listen';

/** Runs once, from the shell's ref; what it sets up is undone by s.end() (through L). */
export function mount(s: PopupState, d: HTMLElement, c: HTMLElement, pos: Position): void {
  const { req, dp, L, T } = s;
  c.append(s.frag);
  // a template's audio and video were parsed in an inert document, where their load found no
  // source: load them again here, in the page (their autoplay then acts as on a page)
  c.querySelectorAll<HTMLMediaElement>('audio,video').forEach((m) => m.load());
  // X07 (WCAG 2.1.1): a [data-lp=close] ("No thanks") that is not a <button> or an <a href> is
  // made one for the keyboard, as features/button does for its slots: in the Tab order (never a
  // positive tabindex), a button to assistive tech, and Enter and Space press it (the content's
  // click handler in Shell.tsx closes)
  for (const e of c.querySelectorAll<HTMLElement>('[data-lp=close]:not(button,a[href])')) {
    e.getAttribute('role') || e.setAttribute('role', 'button');
    e.tabIndex = 0;
    L.on(e, 'keydown', (k: KeyboardEvent) => (k.key == 'Enter' || k.key == ' ') && (k.preventDefault(), e.click()));
  }
  // A popup has N screens (main, thanks; a game's play, win and lose): the one s.screen names is
  // shown, the others hidden
  const screens = SCREENS.map((m) => c.querySelector<HTMLElement>(`[data-lp=${m}]`));
  // X07: success is announced: the thank-you screen is a status region, and focus moves to its
  // heading (s.tab), which also names the dialog there (Shell.tsx)
  screens[1]?.setAttribute('role', 'status');
  L.add(
    effect(() => {
      const now = s.screen.value;
      screens.forEach((e, i) => {
        if (!e) return;
        e.hidden = SCREENS[i] != now;
        // (a hidden screen's media stays silent: an autoplay there would play unseen)
        e.hidden && e.querySelectorAll<HTMLMediaElement>('audio,video').forEach((m) => m.pause());
        // §9: a screen after the first (the thank-you screen) fades in and the fade class goes
        // after 800 ms (none under prefers-reduced-motion, X07)
        if (!e.hidden && i && !s.reduced) {
          e.classList.add('lp-tf');
          T(() => e.classList.remove('lp-tf'), THANKS_FADE_MS);
        }
      });
    }),
  );

  // the kind's own: the modal traps focus and makes the page inert, a top bar pushes it down
  s.k.mount(s, d, pos);
  // P17: opened from its teaser tab, which hides now, a popup that is not modal takes the focus
  // the visitor's press left on the tab (the modal's own mount has already moved it)
  req.trigger == 'teaser' && !s.k.modal && d.focus();
  // P09: a closed popup fading out keeps no focus (keys would still act in it); the close then
  // moves it back where it was, or, with that gone (a before_show tab), leaves it on the page
  L.add(effect(() => void (s.active.value || ((d.getRootNode() as ShadowRoot).activeElement as HTMLElement | null)?.blur())));

  if (!s.lock) {
    // §2: Escape closes only once the popup has been up for 800 ms (no accidental close by a
    // key press that was meant for the page); a popup that is not modal only while focus is in it
    T(() => L.on(s.k.modal ? document : d, 'keydown', (e: KeyboardEvent) => e.key === 'Escape' && s.close('cancel_click')), ESCAPE_DELAY_MS);
    if (s.count.peek() > 0) {
      const off = T(() => --s.count.value > 0 || off(), TICK_MS, true);
    }
    const sec = +dp.poptin_design_auto_close_sec!;
    if (on(dp.poptin_design_auto_close) && sec > 0) T(() => s.close('auto_close'), sec * 1000);
  }

  // X07: the smallest text decides how far scale-to-fit may shrink the box (runtime/scale.ts),
  // read once the box must shrink: a box that fits its window at scale 1 (a desktop's) never
  // reads it. In a microtask, after the shell's render, so the box is laid out again before the
  // first paint. Computed styles, no layout; but the first one forces the style of the page and
  // the popup at once (issue 22: 14 ms of style at 4x CPU, and a second render of the shell).
  const small = () => {
    let px = 99;
    const w = document.createTreeWalker(d, 4); // NodeFilter.SHOW_TEXT
    for (let n: Node | null; (n = w.nextNode()); ) if (n.nodeValue!.trim()) px = Math.min(px, parseFloat(getComputedStyle(n.parentElement!).fontSize));
    s.text(px);
  };
  queueMicrotask(() => s.tight() && small());

  // P05: lay out again on resize, at most once per frame
  let raf = 0;
  L.on(window, 'resize', () => {
    raf ||= requestAnimationFrame(() => {
      raf = 0;
      s.tight() ? small() : (s.scale.value = s.measure());
    });
  });

  // the view report (call 4, cookies) in a task of its own, after the mount's (security item 3)
  s.view = task()
    .then(req.onView)
    .catch(() => '');
}
