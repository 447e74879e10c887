// The inline kind (types embedded and content: docs/behaviour.md P05, P07): the popup lives in the
// page's flow, inside a host element (features/inline.ts finds it), not fixed over the window. It
// is a labelled region (X07), not a dialog: it never takes focus and never traps it; Escape
// closes it while focus is inside, if it has a close control at all. Its box is as wide as its
// design, at most its host's width, never scaled: it reflows, and a horizontal design turns to
// its vertical layout in a host narrower than 80 % of it. Its own chunk, shells/inline.js.
import type { Kind } from '../../runtime/state';

// The host: in the flow, whatever the page says of its elements (inline !important wins over
// author rules, X02); the overlay: a row that aligns the box by poptin_location's column.
const CSS = '.lp-o{position:relative;pointer-events:auto}.lp-d{max-width:100%;box-shadow:none;transform:none!important}';

export const kind: Kind = {
  o: '',
  css: CSS,
  host: 'all:initial!important;display:block!important;position:relative!important;width:100%!important',
  role: 'region',
  // `win` is the host element's width (runtime/state.ts): the box is never taller than its
  // content needs, so no greatest height
  fit: (box, win, h) => ({ s: 1, w: Math.min(box.width, win.width) || box.width, h: box.height, m: 1e5, v: !h || win.width < box.width * 0.8 }),
  mount() {},
};
