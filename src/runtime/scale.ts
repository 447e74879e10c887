// Design size, scale-to-fit and reflow (spec §2, §9 "Entry scale maximum 1 (never enlarged)",
// P05; X07 phones and zoom). Scaling shrinks text with the box, so it is allowed only down to the
// scale at which the popup's smallest text is still MIN_TEXT_PX (14 px); below that the box
// reflows instead: the design width or the window's, whichever is smaller, text unscaled,
// scrolling inside itself (WCAG 1.4.4 and 1.4.10: at 200 % zoom the text is twice as big).
import { DEFAULT_LIGHTBOX } from './constants';

export interface Box {
  width: number;
  height: number;
}

export interface Fit {
  /** the scale factor, 0 < s <= 1 */
  s: number;
  /** the box's width and least height, in its own px (before the scale) */
  w: number;
  h: number;
  /** the box's greatest height, in its own px: the window's height at this scale. Content taller
   *  than h grows the box up to m, then scrolls inside it (X07 "nothing clipped"). */
  m: number;
  /** vertical layout: the format is vertical, or horizontal on a narrow portrait window */
  v: boolean;
}

const ok = (b?: Partial<Box> | null): b is Box => !!b && +b.width! > 0 && +b.height! > 0;

/** poptin_size, else the format's design size, else the default lightbox 800x500 (§2). */
export function designBox(size?: Partial<Box> | null, formatSize?: Box): Box {
  if (ok(size)) return { width: +size.width, height: +size.height };
  return formatSize || DEFAULT_LIGHTBOX;
}

/** Scale `box` into the window: min(1, width ratio, height ratio), never enlarged, and never
 *  below `least` (MIN_TEXT_PX / the popup's smallest text, 1 when unknown): a box that would need
 *  less is laid out unscaled at min(its width, the window's) and min(its height, the window's).
 *  A horizontal format on a portrait window narrower than its box switches to its vertical
 *  layout, whose box is the design box turned upright. */
export function fit(box: Box, win: Box, horizontal: boolean, least = 1): Fit {
  const swap = horizontal && win.height > win.width && win.width < box.width;
  const v = !horizontal || swap;
  let w = swap && box.width > box.height ? box.height : box.width;
  let h = swap && box.width > box.height ? box.width : box.height;
  let s = Math.min(1, win.width / w, win.height / h);
  if (!(s >= least)) {
    s = 1;
    // a zero-sized window (a hidden frame) keeps the design box
    w = Math.min(w, win.width) || w;
    h = Math.min(h, win.height) || h;
  }
  return { s, w, h, m: win.height / s || h, v };
}
