// What the shell does once its DOM exists (one layout effect, so it runs the same under Preact
// and React): mount the template, show the right screen, trap focus (P09), arm the
// close features (P15), follow the window size (P05), push the page down under a top bar (P06)
// and report the view (§4 lifecycle 2).
import { effect } from '@preact/signals-react';
import { ESCAPE_DELAY_MS, THANKS_FADE_MS, TICK_MS } from './constants';
import { on } from '../shared/flags';
import { pushDown, type Position } from './position';
import type { St } from './state';
import { task } from '../shared/listen';

const FOCUSABLE = 'a[href],button,input:not([type=hidden]),select,textarea,[tabindex]:not(.lp-m)';

/** Runs once, from the shell's ref; what it sets up is undone by s.end() (through L). */
export function mount(s: St, d: HTMLElement, c: HTMLElement, pos: Position): void {
  const { req, dp, L, T } = s;
  c.append(s.frag);
  const q = (m: string) => c.querySelector<HTMLElement>(`[data-lp=${m}]`);
  const main = q('main');
  const thanks = q('thanks');
  // X07: success is announced: the thank-you screen is a status region, and focus moves to its
  // heading (s.tab), which also names the dialog there (Shell.tsx)
  thanks?.setAttribute('role', 'status');
  L.add(
    effect(() => {
      const th = s.screen.value === 'thanks';
      if (main) main.hidden = th;
      if (thanks) {
        thanks.hidden = !th;
        // §9: the thank-you screen fades in and the fade class goes after 800 ms (none under
        // prefers-reduced-motion, X07)
        if (th && !s.reduced) {
          thanks.classList.add('lp-tf');
          T(() => thanks.classList.remove('lp-tf'), THANKS_FADE_MS);
        }
      }
    }),
  );

  // Focus order is DOM order (X07 deviation from §2's 500 + 100 × n tab indexes: a positive
  // tabindex reorders the host page's whole tab sequence). The two markers (tabindex 0) sit first
  // and last in the dialog; reaching one wraps focus to the other end of the trap.
  const live = () =>
    Array.from(d.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && !e.closest('[hidden]'));
  // Page weight 2 (issue 7): the first field (the thank-you heading on that screen) is focused
  // after the first paint, not during the mount: focus() there forced two synchronous layouts
  // (28 ms, 245 ms under load at 4x CPU). A frame and a task later the layout is clean and focus
  // costs nothing; preventScroll keeps the host page (and a scaled dialog) where they are. Calls
  // in between (the form's mount) share the one pending focus.
  let later = false;
  s.tab = () => {
    if (!later) {
      later = true;
      requestAnimationFrame(() =>
        T(() => {
          later = false;
          if (s.active.peek())
            ((s.screen.peek() == 'thanks' && s.done && d.querySelector<HTMLElement>('#' + s.done)) || live()[0] || d).focus({ preventScroll: true });
        }, 0),
      );
    }
  };
  s.edge = (last) => {
    const l = live();
    (l[last ? l.length - 1 : 0] || d).focus();
  };
  s.tab();

  // X07: behind a modal popup the page is inert (out of the accessibility tree and of reach), as
  // a native modal <dialog> makes it. The host sits on <html>, so its siblings are the page: only
  // those not already inert are set, and exactly those are freed on close (s.free, before focus
  // goes back) or removal. A bar leaves the page usable.
  if (!pos.bar) {
    const host = (d.getRootNode() as ShadowRoot).host;
    const set = Array.from(document.documentElement.children as HTMLCollectionOf<HTMLElement>).filter((e) => e != host && e != document.head && !e.inert);
    for (const e of set) e.inert = true;
    L.add((s.free = () => set.splice(0).forEach((e) => (e.inert = false))));
  }

  if (pos.bar === 'top') {
    const st = document.documentElement.style;
    const old = st.paddingTop;
    L.add(
      effect(() => {
        const f = s.scale.value;
        st.paddingTop = pushDown(pos, f.h, f.s);
      }),
    );
    L.add(() => {
      st.paddingTop = old;
    });
  }

  if (!s.lock) {
    // §2: Escape closes only once the popup has been up for 800 ms (no accidental close by a
    // key press that was meant for the page)
    T(() => L.on(document, 'keydown', (e: KeyboardEvent) => e.key === 'Escape' && s.close('cancel_click')), ESCAPE_DELAY_MS);
    if (s.count.peek() > 0) {
      const off = T(() => --s.count.value > 0 || off(), TICK_MS, true);
    }
    const sec = +dp.poptin_design_auto_close_sec!;
    if (on(dp.poptin_design_auto_close) && sec > 0) T(() => s.close('auto_close'), sec * 1000);
  }

  // X07: the smallest text decides how far scale-to-fit may shrink the box (runtime/scale.ts). In a
  // microtask, after the shell's render, so the box is laid out again before the first paint.
  // Computed styles, no layout.
  queueMicrotask(() => {
    let px = 99;
    const w = document.createTreeWalker(d, 4); // NodeFilter.SHOW_TEXT
    for (let n: Node | null; (n = w.nextNode()); ) if (n.nodeValue!.trim()) px = Math.min(px, parseFloat(getComputedStyle(n.parentElement!).fontSize));
    s.text(px);
  });

  // P05: lay out again on resize, at most once per frame
  let raf = 0;
  L.on(window, 'resize', () => {
    raf ||= requestAnimationFrame(() => {
      raf = 0;
      s.scale.value = s.measure();
    });
  });

  s.shown.value = true;
  // the view report (call 4, cookies) in a task of its own, after the mount's (security item 3)
  s.view = task()
    .then(req.onView)
    .catch(() => '');
}
