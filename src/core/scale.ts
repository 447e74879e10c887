// Design size and scale-to-fit (spec §2, §9 "Entry scale maximum 1 (never enlarged)", P05).
import { DEFAULT_LIGHTBOX } from './constants';

export interface Box {
  width: number;
  height: number;
}

export interface Fit {
  /** the scale factor, 0 < s <= 1 */
  s: number;
  /** the box laid out (swapped when a horizontal design switches to its vertical layout) */
  w: number;
  h: number;
  /** vertical layout: the format is vertical, or horizontal on a narrow portrait window */
  v: boolean;
}

const ok = (b?: Partial<Box> | null): b is Box => !!b && +b.width! > 0 && +b.height! > 0;

/** poptin_size, else the format's design size, else the default lightbox 800x500 (§2). */
export function designBox(size?: Partial<Box> | null, formatSize?: Box): Box {
  if (ok(size)) return { width: +size.width, height: +size.height };
  return formatSize || DEFAULT_LIGHTBOX;
}

/** Scale `box` into the window: min(1, width ratio, height ratio), never enlarged. A horizontal
 *  format on a portrait window narrower than its box switches to its vertical layout, whose box
 *  is the design box turned upright. */
export function fit(box: Box, win: Box, horizontal: boolean): Fit {
  const swap = horizontal && win.height > win.width && win.width < box.width;
  const v = !horizontal || swap;
  const w = swap && box.width > box.height ? box.height : box.width;
  const h = swap && box.width > box.height ? box.width : box.height;
  const s = Math.min(1, win.width / w, win.height / h);
  return { s: s > 0 ? s : 1, w, h, v };
}
