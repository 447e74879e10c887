// The slide-in kind (types bside, sside, browsing, social: docs/behaviour.md P05, P06): a box in a
// corner or on a side of the window that leaves the page usable. A non-modal dialog (X07): it
// never takes focus on its own and never traps it, and Escape closes it while focus is inside.
// Its own chunk, shells/slide.js.
import type { Kind } from '../../runtime/kind';

export const kind: Kind = {
  o: '',
  css: '',
  mount() {},
};
