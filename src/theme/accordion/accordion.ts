// theme/accordion.js (T06; spec widget-and-theme.md §4.6, §9.3): an accordion printed as
// <details> toggles (docs/theme.md "Accordion"), which open and close without this script and
// tell a screen reader their state (the summary is a button, expanded or collapsed). It adds:
// - one open at a time: opening a toggle closes its siblings (the browser does it too where it
//   knows <details name>; this does it everywhere);
// - a click on the open toggle's summary is ignored (§4.6: it stays open), and so is any click
//   while a toggle slides;
// - the slide, 700 ms (§9.3), none under reduced motion.
import type { Theme } from '../types';

/** §9.3: accordion slide */
export const SLIDE_MS = 700;

export function init(root: HTMLElement, T: Theme) {
  const items = () => [...root.querySelectorAll<HTMLDetailsElement>(':scope > details, :scope > * > details')];
  // the browser's own one-at-a-time (<details name>) would shut a sibling at once, mid-slide:
  // this script does it instead
  items().forEach((d) => d.removeAttribute('name'));
  let busy = 0;
  /** slide d's content (everything but its summary) open or shut over SLIDE_MS */
  const slide = (d: HTMLDetailsElement, open: boolean) => {
    const s = d.querySelector('summary')!, from = d.offsetHeight;
    d.open = true;
    const to = open ? d.offsetHeight : s.offsetHeight;
    if (T.reduced()) return (d.open = open);
    busy++;
    const a = d.animate([{ height: from + 'px' }, { height: to + 'px' }], { duration: SLIDE_MS, easing: 'ease-in-out' });
    d.style.overflow = 'hidden';
    a.onfinish = a.oncancel = () => ((d.open = open), (d.style.overflow = ''), busy--);
  };
  root.addEventListener('click', (e) => {
    const s = (e.target as Element).closest('summary'), d = s?.parentElement as HTMLDetailsElement | null;
    if (!s || !d || !items().includes(d)) return;
    e.preventDefault();
    if (busy || d.open) return;
    items().forEach((x) => x != d && x.open && slide(x, false));
    slide(d, true);
  });
}
