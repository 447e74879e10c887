// The toggles and modals of the theme's header and menus (T13; docs/theme.md "Header"), shared by
// their chunks in theme/core.js. A theme prints each toggle as a link to what it opens (it works
// without the script: the browser goes there and the CSS shows the :target).

/** a real button in the link's place, same class, id, label and content (the CSS styles both
 *  alike: nothing moves), with aria-expanded and aria-controls */
export function swap(a: HTMLAnchorElement, to: Element) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = a.className;
  a.id && (b.id = a.id);
  a.hasAttribute('aria-label') && b.setAttribute('aria-label', a.getAttribute('aria-label')!);
  b.setAttribute('aria-expanded', 'false');
  b.setAttribute('aria-controls', to.id);
  b.append(...a.childNodes);
  a.replaceWith(b);
  return b;
}

/** what Tab from `i` (of n focusable, Shift back) reaches inside a modal: it wraps */
export const wrap = (i: number, n: number, back: boolean) => (back ? (i <= 0 ? n - 1 : i - 1) : i >= n - 1 ? 0 : i + 1);

export const FOCUSABLE = 'a[href],button:not(:disabled),input:not(:disabled),select,textarea,[tabindex="0"]';

/** keep Tab inside `el` (a modal); the key event is the caller's */
export const trap = (el: Element, e: KeyboardEvent) => {
  const f = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((x) => x.offsetParent || x.getClientRects().length);
  if (e.key != 'Tab' || !f.length) return;
  e.preventDefault();
  f[wrap(f.indexOf(document.activeElement as HTMLElement), f.length, e.shiftKey)].focus();
};
