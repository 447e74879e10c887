// The bar kind (type bar: docs/behaviour.md P05, P06): a strip along the top or the bottom edge
// that leaves the page usable (a non-modal dialog, X07). A top bar pushes the page down by the
// bar's height, as top padding on <html> (§2), and gives the old padding back on removal. Its
// own chunk, shells/bar.js: a page without a bar never downloads it.
import { effect } from '@preact/signals-react';
import type { Kind } from '../../runtime/kind';

export const kind: Kind = {
  o: '',
  css: '',
  mount(s, _d, pos) {
    if (pos.y == 'bottom') return;
    const st = document.documentElement.style;
    const old = st.paddingTop;
    s.L.add(
      effect(() => {
        const f = s.scale.value;
        st.paddingTop = Math.round(f.h * f.s) + 'px';
      }),
    );
    s.L.add(() => {
      st.paddingTop = old;
    });
  },
};
