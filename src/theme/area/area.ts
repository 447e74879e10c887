// theme/area.js (T01; spec widget-and-theme.md §1.3 the popup-area library, §2.2, §3.3, §4.3, §8,
// §9.1, §9.2): overlay areas printed in the page (docs/theme.md "Overlay areas"). A popup is a
// <dialog> shown modal (the top layer, the page inert behind it, its ::backdrop the overlay); a
// fly-in, a hover area and an inline area are elements with `hidden`. It adds:
// - the triggers: a click on a link to the area (href="#id") or on [data-area-show=id] (a toggle),
//   the pointer over [data-area-hover=id], exit intent (data-exit: the pointer leaving within
//   50 px of the top or right edge, armed after data-exit-delay, 2000 ms; §9.1, §9.2);
// - the stack (§4.3): popups above the rest, the top one marked is-focus, every open one is-open;
//   the scroll lock while a popup is up (the scrollbar's width kept as padding: no jump); a click
//   on the overlay closes the top popup unless data-ismodal or a listener of the cancelable
//   `lp-area-hide` event (the library's filter) says no;
// - the §3.3 keys (docs/theme.md lists each): the device flags, the close button, singleton,
//   push-content, z-index, the animation speeds (none under reduced motion);
// - the closed memory (§9.1): an area with an automatic trigger stays closed for data-keep-closed
//   minutes (525600), in local storage or a cookie;
// - in-area anchor links scroll inside the area over 400 ms (§2.2, §9.2);
// - focus as the popups' (docs/behaviour.md): a popup takes it, traps Tab, gives it back on
//   close; a non-modal area takes it only when a visitor's press opened it; Escape closes;
// - the API window.lpAreas: show(id), hide(id), and the old open/close with §8's warning.
import { log } from '../../core/log';
import type { Theme } from '../types';
import { ANCHOR_MS, ANIM_MS, closedUntil, EXIT_MS, exitEdge, notFor, num, remember, Z } from './memory';

type El = HTMLElement;
const d = document, TYPES = ['popup', 'flyin', 'hover', 'inline'];
/** the areas by id */
const areas: Record<string, El> = {};
/** §4.3 the shown areas, bottom first: popups always after (above) the rest */
const stack: El[] = [];
/** where the focus was when an area showed (it goes back there) */
const back = new Map<El, Element | null>();
/** areas a pointer showed (they hide when it leaves them and their trigger) */
const hovered = new Set<El>();
let T: Theme, locked = false, leave: ReturnType<typeof setTimeout>;

const has = (el: Element, k: string) => el.hasAttribute('data-' + k);
const isPop = (el: El) => el.dataset.areaType == 'popup';
const top = () => stack[stack.length - 1];
const focusables = (el: El) =>
  [...el.querySelectorAll<El>('a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])')].filter((x) => x.getClientRects().length);
const find = (id: unknown) => {
  const s = String(id).replace(/^#/, '');
  return areas[s] || Object.values(areas).find((a) => a.dataset.postId == s);
};

/** §4.3: the lock, the overlay (each popup's ::backdrop), the classes, z-index, the triggers' state */
const sync = () => {
  const up = stack.some(isPop), h = d.documentElement.style, b = d.body.style;
  if (up != locked) {
    // keep the scrollbar's width as padding: the page does not move when it goes
    b.paddingRight = (locked = up) ? parseFloat(getComputedStyle(d.body).paddingRight) + innerWidth - d.documentElement.clientWidth + 'px' : '';
    h.overflow = up ? 'hidden' : '';
  }
  Object.values(areas).forEach((a) => {
    const i = stack.indexOf(a);
    a.classList.toggle('is-open', i >= 0);
    a.classList.toggle('is-focus', a == top());
    // §3.3 zindex (§9.1: 1000000) + its place in the stack, unless fixZIndex (popups are in the
    // top layer, above any z-index)
    i < 0 || isPop(a) || (a.style.zIndex = '' + (num(a, 'zindex', Z) + (has(a, 'fix-z-index') ? 0 : i)));
    d.querySelectorAll(`[aria-controls="${a.id}"][aria-expanded]`).forEach((t) => t.setAttribute('aria-expanded', '' + (i >= 0)));
  });
};

/** a hover area beside its trigger: below it, aligned with its start edge, inside the window */
const place = (el: El, by: Element) => {
  const r = by.getBoundingClientRect(), wd = el.offsetWidth, rtl = getComputedStyle(el).direction == 'rtl';
  el.style.top = r.bottom + 8 + 'px';
  el.style.left = Math.max(8, Math.min(rtl ? r.right - wd : r.left, innerWidth - wd - 8)) + 'px';
};

/** show area el; `by` the element that asked (a trigger), `take` when the visitor pressed it */
const show = (el: El, by?: Element | null, take?: boolean) => {
  if (stack.includes(el) || notFor(el, T.mode())) return;
  if (has(el, 'singleton')) [...stack].forEach((a) => hide(a));
  const pop = isPop(el), v = el.dataset.positionV;
  back.set(el, d.activeElement);
  stack.push(el);
  stack.sort((a, b) => +isPop(a) - +isPop(b));
  pop ? (el as HTMLDialogElement).showModal() : (el.hidden = false);
  if (el.dataset.areaType == 'hover' && by) place(el, by);
  // §3.3 pushContent: a fly-in at the top or bottom moves the page instead of covering it
  if (has(el, 'push-content') && v != 'center') d.body.style[v == 'top' ? 'paddingTop' : 'paddingBottom'] = el.offsetHeight + 'px';
  sync();
  T.reduced() || el.animate([{ opacity: 0, transform: 'translateY(12px)' }, {}], { duration: num(el, 'animation-speed-in', ANIM_MS), easing: 'ease-out' });
  if (pop || take) (el.querySelector<El>('[autofocus]') || focusables(el)[0] || ((el.tabIndex = -1), el)).focus();
};

/** hide area el (unless the `lp-area-hide` filter cancels it) */
const hide = (el: El) => {
  const i = stack.indexOf(el);
  if (i < 0 || !el.dispatchEvent(new Event('lp-area-hide', { cancelable: true }))) return;
  stack.splice(i, 1);
  hovered.delete(el);
  has(el, 'exit') && remember(el);
  const pop = isPop(el), f = back.get(el) as El | null, gone = () => {
    if (stack.includes(el)) return; // shown again while it faded
    pop ? (el as HTMLDialogElement).close() : (el.hidden = true);
    ret();
  }, ret = () => el.contains(d.activeElement) && (f?.isConnected ? f : d.body).focus?.();
  // a non-modal area gives up the focus at once; a popup when it closes (the page is inert till then)
  pop || ret();
  has(el, 'push-content') && (d.body.style.paddingTop = d.body.style.paddingBottom = '');
  sync();
  if (T.reduced()) return gone();
  const a = el.animate([{}, { opacity: 0 }], { duration: num(el, 'animation-speed-out', ANIM_MS) });
  a.onfinish = a.oncancel = gone;
};
const toggle = (el: El, by: Element, take?: boolean) => (stack.includes(el) ? hide(el) : show(el, by, take));

/** §2.2, §9.2: scroll area el to `to` (inside it) over 400 ms, easing in and out */
const glide = (el: El, to: El) => {
  const y0 = el.scrollTop, y = y0 + to.getBoundingClientRect().top - el.getBoundingClientRect().top, t0 = performance.now();
  const step = (t: number) => {
    const k = T.reduced() ? 1 : Math.min(1, (t - t0) / ANCHOR_MS);
    el.scrollTop = y0 + (y - y0) * (k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2);
    k < 1 && requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  to.matches('a[href],button,input,select,textarea,[tabindex]') || to.setAttribute('tabindex', '-1');
  to.focus({ preventScroll: true });
};

/** the page-wide listeners and the API, once (the first area's init) */
const once = () => {
  // capture: before theme.js's smooth scroll, which would otherwise take a link to an area
  d.addEventListener('click', (e) => {
    const t = e.target as Element, c = t.closest?.('[data-area-hide],.area-close'), a = t.closest?.('[data-area-show],[data-area-hover],a[href^="#"]');
    if (c) {
      const el = find(c.getAttribute('data-area-hide')) || (c.closest('[data-module=area]') as El);
      return el && (e.preventDefault(), hide(el));
    }
    if (!a) return;
    const id = a.getAttribute('data-area-show') ?? a.getAttribute('data-area-hover') ?? a.getAttribute('href')!.slice(1), el = find(id);
    const inside = a.closest<El>('[data-module=area]'), to = id && d.getElementById(id);
    if (el) return e.preventDefault(), toggle(el, a, true);
    if (inside && to && inside.contains(to)) return e.preventDefault(), glide(inside, to as El);
    a.matches('[data-area-show],[data-area-hover]') && log('Cannot find area element: ' + id); // §8
  }, true);
  // Escape: the top popup unless modal; a non-modal area while the focus is in it or on its trigger
  d.addEventListener('keydown', (e) => {
    const p = top(), f = d.activeElement as El;
    if (!p) return;
    if (e.key == 'Tab' && isPop(p)) {
      // the popups' focus trap: Tab and Shift+Tab wrap inside the top popup
      const all = focusables(p), end = all[e.shiftKey ? 0 : all.length - 1];
      if (!all.length || f == end || !p.contains(f)) e.preventDefault(), all[e.shiftKey ? all.length - 1 : 0]?.focus();
    }
    if (e.key != 'Escape') return;
    const el = isPop(p) ? p : stack.find((a) => a.contains(f) || f?.dataset?.areaHover == a.id || f?.getAttribute('aria-controls') == a.id);
    if (el) e.preventDefault(), has(el, 'ismodal') || hide(el);
  }, true);
  // hover: shown while the pointer is over the trigger or the area (200 ms to cross between them)
  d.addEventListener('pointerover', (e) => {
    if (e.pointerType == 'touch') return; // a tap is the click's: it toggles
    const t = e.target as Element, h = t.closest?.('[data-area-hover]'), el = h && find(h.getAttribute('data-area-hover'));
    clearTimeout(leave);
    if (el && !stack.includes(el)) show(el, h), hovered.add(el);
    leave = setTimeout(() => hovered.forEach((a) => a.contains(t) || d.querySelector(`[data-area-hover="${a.id}"]`)?.contains(t) || hide(a)), 200);
  });
  const api = (f: (el: El) => void, old?: string) => (id: string) => {
    old && log('lpAreas.open and lpAreas.close are deprecated: use lpAreas.show and lpAreas.hide'); // §8
    const el = find(id);
    el ? f(el) : log('Cannot find area element: ' + id); // §8
  };
  Object.assign(window, { lpAreas: { show: api((el) => show(el)), hide: api(hide), open: api((el) => show(el), 'o'), close: api(hide, 'c') } });
};

export function init(el: El, t: Theme) {
  const type = el.dataset.areaType!, pop = type == 'popup';
  if (!TYPES.includes(type) || pop != el instanceof HTMLDialogElement) return log('Cannot determine type of area ' + el.id); // §8
  T || ((T = t), once());
  areas[el.id] = el;
  // labelled by its heading (docs/theme.md: the markup should say aria-labelledby itself)
  const h = el.querySelector('h1,h2,h3,h4,h5,h6');
  if (h && !el.getAttribute('aria-labelledby')) el.setAttribute('aria-labelledby', (h.id ||= el.id + '-title'));
  // §3.3 showclose / hideclose: a close button but on hover areas; a modal one keeps it (its only way out)
  if (has(el, 'showclose') || has(el, 'ismodal') || (type != 'hover' && !has(el, 'hideclose'))) {
    const b = d.createElement('button');
    b.type = 'button';
    b.className = 'area-close';
    // (the page's language: Hebrew on <html lang="he">)
    b.setAttribute('aria-label', el.dataset.closeLabel || (document.documentElement.lang.startsWith('he') ? 'סגירה' : 'Close'));
    b.textContent = '×';
    el.append(b);
  }
  if (pop) {
    // the overlay is the ::backdrop, whose clicks reach the dialog from outside its box
    el.addEventListener('click', (e) => {
      const r = el.getBoundingClientRect(), { clientX: x, clientY: y } = e;
      e.target == el && (x < r.left || x > r.right || y < r.top || y > r.bottom) && el == top() && !has(el, 'ismodal') && hide(el);
    });
    // Escape is ours (keydown); a close request from elsewhere (a phone's back) too
    el.addEventListener('cancel', (e) => (e.preventDefault(), has(el, 'ismodal') || hide(el)));
    // a <form method="dialog"> closes it as a close button would (the filter, memory, focus)
    el.addEventListener('submit', (e) => (e.target as HTMLFormElement).method == 'dialog' && (e.preventDefault(), hide(el)));
  }
  // an inline area printed open is open (its close button hides it)
  type == 'inline' && !el.hidden && (stack.unshift(el), sync());
  // §9.1, §9.2 exit intent, armed after its delay, once a page, not while remembered closed
  if (has(el, 'exit') && !closedUntil(el)) {
    const out = (e: MouseEvent) => !e.relatedTarget && exitEdge(e.clientX, e.clientY, innerWidth) && (d.removeEventListener('mouseout', out), show(el));
    setTimeout(() => d.addEventListener('mouseout', out), num(el, 'exit-delay', EXIT_MS));
  }
}
