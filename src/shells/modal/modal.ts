// The modal kind (lightbox, fullpage, gamified, mobile: docs/behaviour.md P05, P09, X07): the page
// behind is dimmed and inert, focus moves to the first field after the first paint and is
// trapped between the two markers of the dialog (Shell.tsx). In runtime.js: most popups are
// modal, so it costs no request of its own.
import type { Kind } from '../../runtime/state';

const FOCUSABLE = 'a[href],button,input:not([type=hidden]),select,textarea,[tabindex]:not(.lp-m)';

export const modal: Kind = {
  modal: 1,
  o: 'lp-dim',
  css: '',
  mount(s, d) {
    const { L, T } = s;
    // Focus order is DOM order (X07 deviation from §2's 500 + 100 × n tab indexes: a positive
    // tabindex reorders the host page's whole tab sequence). The two markers (tabindex 0) sit
    // first and last in the dialog; reaching one wraps focus to the other end of the trap.
    const live = () =>
      Array.from(d.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && !e.closest('[hidden]'));
    // Page weight 2 (issue 7): the first field (the thank-you heading on that screen) is focused
    // after the first paint, not during the mount: focus() there forced two synchronous layouts
    // (28 ms, 245 ms under load at 4x CPU). A frame and a task later the layout is clean and
    // focus costs nothing; preventScroll keeps the host page (and a scaled dialog) where they
    // are. Calls in between (the form's mount) share the one pending focus.
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

    // X07: behind a modal popup the page is inert (out of the accessibility tree and of reach),
    // as a native modal <dialog> makes it. The host sits on <html>, so its siblings are the page:
    // only those not already inert are set, and exactly those are freed on close (s.free, before
    // focus goes back) or removal.
    const host = (d.getRootNode() as ShadowRoot).host;
    const set = Array.from(document.documentElement.children as HTMLCollectionOf<HTMLElement>).filter((e) => e != host && e != document.head && !e.inert);
    for (const e of set) e.inert = true;
    L.add((s.free = () => set.splice(0).forEach((e) => (e.inert = false))));
  },
};
