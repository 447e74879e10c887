// theme/lightbox.js (T08; spec widget-and-theme.md §4.9, §9.3): the gallery's image viewer, loaded
// on the first open (docs/theme.md "Gallery"). Hand-written: PhotoSwipe is 4.2 + 15.5 kB. A
// native <dialog> opened with showModal(): the top layer, Escape, the page inert. It adds:
// - a labelled modal (the gallery's name): the full image, its caption (the figcaption, else the
//   alt), "3 of 11", previous, next and close buttons; Tab kept inside it (Chromium lets it leave
//   to the browser's own controls) and the focus back on the opener when it closes;
// - Left and Right (mirrored right to left), Home and End; a swipe (mirrored); a click on the
//   backdrop closes; the neighbours preloaded;
// - the fade in, 500 ms (§9.3), none under reduced motion.
import { strings } from '../../core/strings';
import { trap } from '../../core/toggle';
import type { Theme } from '../types';

/** §9.3: image lightbox fade */
export const FADE = 500;
/** px a pointer must travel sideways to be a swipe */
export const SWIPE = 40;

export const t = strings(
  { prev: 'Previous image', next: 'Next image', close: 'Close', of: '{a} of {n}', name: 'Images' },
  { prev: 'התמונה הקודמת', next: 'התמונה הבאה', close: 'סגירה', of: '{a} מתוך {n}', name: 'תמונות' },
);

/** the image key k shows from i of n (-1: not a key of ours); previous and next wrap, and
 *  swap right to left, where the next image is on the left */
export const step = (k: string, i: number, n: number, rtl: boolean) =>
  k == 'Home' ? 0
  : k == 'End' ? n - 1
  : k == 'ArrowRight' || k == 'ArrowLeft' ? (i + ((k == 'ArrowRight') != rtl ? 1 : n - 1)) % n
  : -1;

const d = document;
let dlg: HTMLDialogElement, img: HTMLImageElement, cap: HTMLElement, count: HTMLElement, items: HTMLAnchorElement[], cur: number;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, to: Element, label?: string, text = '') => {
  const x = d.createElement(tag);
  x.className = cls;
  label && x.setAttribute('aria-label', label);
  x.textContent = text;
  to.append(x);
  return x;
};

/** show image i */
const show = (i: number) => {
  const n = items.length, a = items[(cur = (i + n) % n)], thumb = a.querySelector('img');
  img.src = a.href;
  img.alt = thumb?.alt || '';
  cap.textContent = a.closest('figure')?.querySelector('figcaption')?.textContent || img.alt;
  count.textContent = t(lang(), 'of').replace('{a}', '' + (cur + 1)).replace('{n}', '' + n);
  // the neighbours, so previous and next show at once
  [cur + 1, cur + n - 1].forEach((j) => (new Image().src = items[j % n].href));
};

const lang = () => d.documentElement.lang.slice(0, 2);
const rtl = () => getComputedStyle(dlg).direction == 'rtl';

/** open the viewer on link i of a gallery's links, named as the gallery is */
export function open(links: HTMLAnchorElement[], i: number, T: Theme, name: string) {
  const l = lang(), opener = links[i];
  if (!dlg) {
    dlg = el('dialog', 'lp-lightbox', d.body);
    const fig = el('figure', 'lp-lb-figure', dlg);
    img = el('img', 'lp-lb-img', fig);
    cap = el('figcaption', 'lp-lb-caption', fig);
    count = el('p', 'lp-lb-count', dlg);
    // "3 of 11" is said as the image changes (a screen reader hears where it is)
    count.setAttribute('aria-live', 'polite');
    // close first: showModal() focuses it, the least destructive control
    el('button', 'lp-lb-close', dlg, t(l, 'close'), '×').onclick = () => dlg.close();
    el('button', 'lp-lb-prev', dlg, t(l, 'prev'), '‹').onclick = () => show(cur - 1);
    el('button', 'lp-lb-next', dlg, t(l, 'next'), '›').onclick = () => show(cur + 1);
    let sx = 0, sy = 0, swiped = false;
    // a click on the dialog itself is on the backdrop around the figure: close (not the end of
    // a mouse's swipe)
    dlg.onclick = (e) => e.target == dlg && !swiped && dlg.close();
    dlg.onkeydown = (e) => {
      const j = e.altKey || e.ctrlKey || e.metaKey ? -1 : step(e.key, cur, items.length, rtl());
      if (j >= 0) e.preventDefault(), show(j);
      else trap(dlg, e);
    };
    dlg.onpointerdown = (e) => ((sx = e.clientX), (sy = e.clientY), (swiped = false));
    dlg.onpointerup = (e) => {
      const dx = e.clientX - sx;
      (swiped = Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(e.clientY - sy)) && show(cur + ((dx < 0) != rtl() ? 1 : -1));
    };
  }
  items = links;
  dlg.setAttribute('aria-label', name || t(l, 'name'));
  show(i);
  // (Chromium gives the focus back itself; browsers that do not, from here)
  dlg.onclose = () => opener.focus();
  dlg.showModal();
  T.reduced() || dlg.animate({ opacity: [0, 1] }, FADE);
}
