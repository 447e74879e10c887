// theme/views.js (T19; spec widget-and-theme.md §3.12, §4.9): multi-view elements, whose content,
// attributes, styles, classes and visibility differ per screen mode (desktop, tablet, phone) and
// on hover (docs/theme.md "Multi-view"). The theme prints the desktop view as the element's own
// and the others as data-view-* attributes on the elements that change, inside the module:
//   data-view-<mode>="text"              the text content in that mode
//   data-view-attr-<name>-<mode>="v"     an attribute (src, alt, href …)
//   data-view-style-<property>-<mode>="v" a CSS property (through the CSSOM: CSP allows it)
//   data-view-class-<mode>="a b"         classes added in that mode
//   data-view-hide="phone hover"         hidden in those modes
// A mode missing falls back to the wider one (phone to tablet to desktop, §3.12); hover (the
// module hovered, or focus inside it: what a mouse reveals, a keyboard does too) lies over the
// screen mode. On touch the first tap on the module is its hover and the second a click (§4.9).
import type { Mode, Theme } from '../types';

type View = Mode | 'hover';
const MODES: View[] = ['desktop', 'tablet', 'phone', 'hover'];

/** the modes that apply, most specific last: the screen mode's chain, then hover */
export const chain = (m: Mode, hover: boolean): View[] => [...MODES.slice(0, MODES.indexOf(m) + 1), ...(hover ? ['hover' as View] : [])];

/** What element el's data-view-* attributes say for modes `c` (most specific last): each of
 *  text, class and every attribute and style property from the most specific mode that names
 *  it; hidden when data-view-hide lists the screen mode, or hover while hovered. */
export const resolve = (el: HTMLElement, c: View[]) => {
  const pick: Record<string, [number, string]> = {}, attrs: Record<string, string> = {}, styles: Record<string, string> = {};
  for (const a of el.attributes) {
    const m = /^data-view-(?:((?:attr|style)-.+|class)-)?(desktop|tablet|phone|hover)$/.exec(a.name), r = m ? c.indexOf(m[2] as View) : -1, k = m?.[1] || 'text';
    r >= 0 && !(pick[k]?.[0] > r) && (pick[k] = [r, a.value]);
  }
  for (const k in pick) k.startsWith('attr-') ? (attrs[k.slice(5)] = pick[k][1]) : k.startsWith('style-') && (styles[k.slice(6)] = pick[k][1]);
  const hide = (el.dataset.viewHide || '').split(/\s+/), hov = c.includes('hover');
  return { text: pick.text?.[1], attrs, styles, classes: (pick.class?.[1] || '').split(/\s+/).filter(Boolean), hidden: hide.includes(c[c.length - (hov ? 2 : 1)]) || (hov && hide.includes('hover')) };
};

export function init(root: HTMLElement, T: Theme) {
  const els = [root, ...root.querySelectorAll<HTMLElement>('*')].filter((e) => [...e.attributes].some((a) => a.name.startsWith('data-view-')));
  // the desktop view as printed, to go back to
  const base = new Map(els.map((e) => [e, { text: e.children.length ? undefined : e.textContent!, attrs: {} as Record<string, string | null>, styles: {} as Record<string, string>, classes: [] as string[] }]));
  let hover = false, touched = false, was = false, rt: ReturnType<typeof setTimeout>;
  const apply = () => {
    const c = chain(T.mode(), hover);
    for (const e of els) {
      const r = resolve(e, c), b = base.get(e)!;
      // text only on an element without children (the theme's own markup inside is never replaced)
      b.text != null && (e.textContent = r.text ?? b.text);
      for (const k in { ...b.attrs, ...r.attrs }) {
        // no handler, no srcdoc, no style attribute (styles go through the CSSOM)
        if (/^(on|srcdoc$|style$)/i.test(k)) continue;
        k in b.attrs || (b.attrs[k] = e.getAttribute(k));
        const v = r.attrs[k] ?? b.attrs[k];
        v == null ? e.removeAttribute(k) : e.setAttribute(k, v);
      }
      for (const k in { ...b.styles, ...r.styles }) {
        k in b.styles || (b.styles[k] = e.style.getPropertyValue(k));
        e.style.setProperty(k, r.styles[k] ?? b.styles[k]);
      }
      e.classList.remove(...b.classes);
      e.classList.add(...(b.classes = r.classes.filter((x) => !e.classList.contains(x))));
      e.hidden = r.hidden;
    }
  };
  const set = (h: boolean) => h != hover && ((hover = h), apply());
  root.addEventListener('pointerenter', (e) => e.pointerType != 'touch' && set(true));
  root.addEventListener('pointerleave', (e) => e.pointerType != 'touch' && set(false));
  root.addEventListener('focusin', () => set(true));
  root.addEventListener('focusout', (e) => root.contains(e.relatedTarget as Node) || set(false));
  // §4.9: on touch the first tap shows the hover view, the second is the click (the hover as it
  // was when the finger came down: the tap's focus has shown it by the time of the click)
  root.addEventListener('pointerdown', (e) => ((touched = e.pointerType == 'touch'), (was = hover)));
  root.addEventListener('click', (e) => touched && !was && (e.preventDefault(), set(true)));
  document.addEventListener('pointerdown', (e) => e.pointerType == 'touch' && !root.contains(e.target as Node) && set(false));
  addEventListener('resize', () => (clearTimeout(rt), (rt = setTimeout(apply, 200))));
  apply();
}
