// The bar kind (type bar: docs/behaviour.md P05, P06): a strip along the top or the bottom edge,
// as wide as the window, that leaves the page usable (a non-modal dialog, X07). Its design
// height is 100 px (§2: design width 1920, height 100); the window's width decides the rest, so
// it is never scaled, only reflowed: on a phone its parts wrap onto more lines and the image
// goes. A top bar pushes the page down by its height, as top padding on <html> (§2), and gives
// the old padding back on removal. Its own chunk, shells/bar.js.
import { effect } from '@preact/signals-react';
import type { Kind } from '../../runtime/state';

// A row of image, text and form, centred; the close control's 44 px kept clear at the end.
// !important where the format's layout sheet (runtime/layout.ts, a grid for lightboxes) comes
// after this one; `.lp-c .lp-f` outranks the form's own column.
const CSS =
  '.lp-d{transform:none!important;box-shadow:0 2px 14px #0003}' +
  '.lp-c{display:flex!important}.lp-c>[data-lp=image]{flex:0 0 auto;width:clamp(64px,9%,160px)}' +
  '.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{flex:1 1 auto;display:flex;flex-flow:row wrap;align-items:center;justify-content:center;gap:6px 24px;padding-inline-end:60px!important;text-align:start}' +
  '.lp-c [data-lp=form]{flex:0 1 560px}.lp-c .lp-f{flex-flow:row;align-items:flex-end;margin:0;gap:8px}.lp-c .lp-fd{flex:1 1 auto;min-width:0}.lp-c .lp-f button{flex:none}' +
  '@media(max-width:640px){.lp-c>[data-lp=image]{display:none}.lp-c .lp-f{flex-wrap:wrap}.lp-c .lp-fd{flex-basis:100%}}';

export const kind: Kind = {
  o: '',
  css: CSS,
  // the window's width at scale 1; at least the design height, at most the window's
  fit: (box, win) => ({ s: 1, w: win.width, h: Math.min(box.height, win.height), m: win.height, v: false }),
  mount(s, d, pos) {
    if (pos.y == 'bottom') return;
    const st = document.documentElement.style;
    const old = st.paddingTop;
    const push = (px: number) => (st.paddingTop = Math.round(px) + 'px');
    // the bar's real height (it grows when its parts wrap); the design height where there is no
    // ResizeObserver (jsdom)
    const R = window.ResizeObserver;
    if (R) {
      const o = new R(() => push(d.offsetHeight));
      o.observe(d);
      s.L.add(() => o.disconnect());
    } else s.L.add(effect(() => void push(s.scale.value.h)));
    s.L.add(() => {
      st.paddingTop = old;
    });
  },
};
