// The slide-in kind (types bside, sside, browsing, social: docs/behaviour.md P05, P06): a box in a
// corner or on a side of the window, 16 px from its edges, that slides in from the nearest edge
// and leaves the page usable. A non-modal dialog (X07): it never takes focus on its own and
// never traps it, and Escape closes it while focus is inside. Its own chunk, shells/slide.js.
import type { Kind } from '../../runtime/state';
import { fit } from '../../runtime/scale';

// The entry slides from --lp-x/--lp-y (set from the position in mount) and fades; the exit is the
// same animation reversed (Shell.tsx). Under reduced motion the dialog has no animation at all,
// so the name alone does nothing.
const CSS =
  '.lp-o{padding:16px;box-sizing:border-box}.lp-d{animation-name:lp-in!important;box-shadow:0 10px 36px #0005}' +
  '@keyframes lp-in{0%{opacity:0;translate:var(--lp-x,0) var(--lp-y,0)}}';

const EDGE = 16;

export const kind: Kind = {
  o: '',
  css: CSS,
  // scaled to fit the window less its two 16 px margins; a horizontal box in a narrower window
  // takes the window's width in its vertical layout instead of turning upright (a lightbox's
  // rule, scale.ts), which would make a 460 x 240 card 240 px wide on a phone
  fit(box, win, h, least) {
    const w = { width: win.width - 2 * EDGE, height: win.height - 2 * EDGE };
    return fit(box, w, h && w.width >= box.width, least);
  },
  mount(_s, d, pos) {
    // from the side it sits on; a box in the middle column comes up or down
    d.style.setProperty('--lp-x', pos.x == 'left' ? '-48px' : pos.x == 'right' ? '48px' : '0');
    d.style.setProperty('--lp-y', pos.x != 'center' ? '0' : pos.y == 'top' ? '-48px' : '48px');
  },
};
