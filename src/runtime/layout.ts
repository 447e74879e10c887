// Lightbox formats are data (P05): each src/formats/lightbox/format_N.tsx is one fmt(...) call,
// and the layout logic lives here once, in runtime.js. A format chunk is then a few dozen bytes.
import { IMAGE_MAX } from './constants';
import type { Box, Fit } from './scale';
import type { Game } from '../features/game/types';

/** Where the template's [data-lp=image] sits. */
export type Img = 'left' | 'right' | 'top' | 'bottom' | 'background' | 'none';

export interface Format {
  /** horizontal designs switch to their vertical layout on narrow portrait windows */
  o: 'h' | 'v';
  img: Img;
  /** the image's share of the box, in percent (left/right: width, top/bottom: height) */
  split: number;
  /** corner radius and content padding, px */
  r: number;
  pad: number;
  /** the format's own look: colours, borders, type; selectors are .d (dialog), .c (content) */
  css: string;
  /** design size: spec §2 gives one for formats 1 to 4. A popup's poptin_size wins over it, and
   *  formats without one use poptin_size or 800x500 (our reading of §2, docs/templates.md). */
  size?: Box;
  /** a gamified format's game (features/game/types.ts), drawn in the template's [data-lp=game] */
  game?: Game;
}

export const fmt = (o: 'h' | 'v', img: Img, split: number, r: number, pad: number, css = '', size?: [number, number]): Format => ({
  o,
  img,
  split,
  r,
  pad,
  css,
  size: size && { width: size[0], height: size[1] },
});

// grid-area of the image and of the screens (main and thanks share one cell) per placement. S is
// a share of the width (columns) or a height in px (rows: the box's height is its content's, so a
// share of it would not resolve); the text's track is auto, stretched to fill the box.
const AREAS: Record<Img, [string, string, string]> = {
  // [grid template, image area, screen area]
  left: ['grid-template-columns:S 1fr', '1/1', '1/2'],
  right: ['grid-template-columns:1fr S', '1/2', '1/1'],
  top: ['grid-template-rows:S auto', '1/1', '2/1'],
  bottom: ['grid-template-rows:auto S', '2/1', '1/1'],
  background: ['', '1/1', '1/1'], // one cell: the screen stacks over the image
  none: ['', '1/1', '1/1'],
};

/** The CSS of a format in its horizontal or vertical layout for the box `b`. In the vertical
 *  layout an image beside the text moves above it, with 60% of its share: its share was of the
 *  width, and on a phone the form below needs the height (seen on formats 13, 14 and 18 at
 *  390x844); a text panel that took part of the width takes all of it (X07 one column). An image
 *  above or below the text takes at most IMAGE_MAX of the window's height, and its row is
 *  minmax(0, that): once the box meets its greatest height the image gives way first, down to
 *  none, so the form's submit stays in view (X07; issue 20: format 1's submit ended at 874 px of
 *  a 1280x800 window after validation errors). */
export function lightboxLayout(f: Format, b: Fit): string {
  const moved = b.v && (f.img === 'left' || f.img === 'right');
  const img: Img = moved ? 'top' : f.img;
  const [grid, ia, sa] = AREAS[img];
  const share = moved ? Math.round(f.split * 0.6) : f.split;
  return (
    `.lp-d{border-radius:${f.r}px}.lp-c{${grid.replace('S', img === 'top' || img === 'bottom' ? `minmax(0,${Math.round(Math.min((share * b.h) / 100, IMAGE_MAX * b.m))}px)` : share + '%')}}` +
    `.lp-c>[data-lp=image]{grid-area:${ia}${img === 'none' ? ';display:none' : ''}}` +
    `.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{grid-area:${sa};padding:${f.pad}px}` +
    f.css +
    (b.v ? '.lp-c>[data-lp=main]{width:auto;max-width:none;justify-self:stretch}' : '')
  );
}
