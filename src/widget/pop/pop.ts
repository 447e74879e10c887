// widget/pop.js: the frame every widget pop-up shares (§2.1, W07): a labelled, non-modal dialog
// above the widget's button with a header (title, optional subtitle, the owner's colours) and a
// close button. It takes focus when it opens and gives it back to the widget's button when it
// closes; Escape closes the top-most pop-up (unless it is blocking: one whose form is sending),
// and so does a press outside the widget or on its close button. One pop-up at a time per
// widget: opening one closes the list (list.ts) and any other. Plain DOM, no framework, so a
// pop-up costs its own bytes and not a runtime's.
import type { Ctx } from '../boot';

export const STYLE =
  '.pp{position:relative;width:min(320px,calc(100vw - 2 * var(--x)));max-height:min(520px,calc(100vh - var(--b) - var(--s) - 24px));display:flex;flex-direction:column;background:#fff;color:#1f2328;border-radius:12px;box-shadow:0 8px 30px #0005;overflow:hidden}' +
  '.pp:focus{outline:none}.pp:focus-visible{outline:3px solid #1f2328;outline-offset:2px}' +
  '.ph{display:flex;align-items:flex-start;gap:8px;padding:14px 16px 12px;background:var(--hb,#1f2328);color:var(--hc,#fff)}' +
  '.ph>div{flex:1;min-width:0}.ph h2{margin:0;font-size:17px;line-height:1.3}.ph p{margin:2px 0 0;font-size:14px;opacity:.9}' +
  '.px{flex:none;width:44px;height:44px;margin:-10px 0;margin-inline-end:-8px;border:0;border-radius:50%;background:none;color:inherit;font-size:26px;line-height:1;cursor:pointer}' +
  '.px:focus-visible{outline:3px solid currentColor;outline-offset:-6px}.pb{padding:14px 16px;overflow:auto}' +
  '@media (prefers-reduced-motion:no-preference){.pp{animation:pp .2s ease-out}@keyframes pp{from{opacity:0;translate:0 8px}}}';

export interface Pop {
  /** the pop-up's body: the caller fills it */
  body: HTMLElement;
  /** closes it (focus back on the widget's button when it was inside) */
  close(): void;
  /** while true, Escape and a press outside leave it open (a form that is sending) */
  block(on: boolean): void;
}

// §4.1 "a form-open state while a pop-up is active", on <lp-widget>: the page's CSS can select it
// (docs/widget-api.md "Classes for the page's CSS")
const FORM_OPEN = 'lp-form-open';
// the open pop-up: one at a time on the page, so Escape closes the top-most and only it
let open: Pop | undefined;
// the frame's sheet and each pop-up's own, made once per page and adopted once per widget
const sheets = new Map<string, CSSStyleSheet>();
let n = 0;

/** The header's text colour for an owner's hex background without one (WeChat's has none):
 *  white or near-black, whichever contrasts more: white below a relative luminance of 0.21
 *  (WCAG's, with a 2.2 power for the sRGB curve: close enough to pick the side) */
function ink(bg = ''): string {
  let h = /^#([\da-f]{3}){1,2}$/i.test(bg) ? bg.slice(1) : '';
  if (!h) return '';
  if (h.length == 3) h = h.replace(/./g, '$&$&');
  const l = [0.2126, 0.7152, 0.0722].reduce((s, k, i) => s + k * (parseInt(h.slice(i * 2, i * 2 + 2), 16) / 255) ** 2.2, 0);
  return l < 0.21 ? '#fff' : '#1f2328';
}

/** Opens a pop-up of widget `c` titled `title` (and `sub`), the header in `bg`/`fg` colours;
 *  `css`: the pop-up's own styles. */
export function pop(c: Ctx, title: string, o: { sub?: string; bg?: string; fg?: string; css?: string } = {}): Pop {
  open?.close();
  const { root, box, btn, he, P } = c;
  for (const css of [STYLE, o.css || '']) {
    let s = sheets.get(css);
    if (!s) sheets.set(css, (s = new CSSStyleSheet())), s.replaceSync(css);
    if (!root.adoptedStyleSheets.includes(s)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, s];
  }
  const d = document.createElement('div');
  const id = 'pp' + ++n;
  d.className = 'pp';
  d.setAttribute('role', 'dialog');
  d.setAttribute('aria-labelledby', id);
  d.tabIndex = -1;
  // the page's language decides the layout (the close button's side, Hebrew labels); the title
  // reads in its own direction
  d.dir = he ? 'rtl' : 'ltr';
  const h = document.createElement('div');
  h.className = 'ph';
  if (o.bg) d.style.setProperty('--hb', o.bg);
  const fg = o.fg || ink(o.bg);
  if (fg) d.style.setProperty('--hc', fg);
  const t = document.createElement('div');
  const h2 = document.createElement('h2');
  h2.id = id;
  h2.dir = 'auto';
  h2.textContent = title;
  t.append(h2);
  if (o.sub) {
    const p = document.createElement('p');
    p.textContent = o.sub;
    t.append(p);
  }
  const x = document.createElement('button');
  x.className = 'px';
  x.type = 'button';
  x.textContent = '×';
  x.setAttribute('aria-label', he ? 'סגירה' : 'Close');
  h.append(t, x);
  const body = document.createElement('div');
  body.className = 'pb';
  d.append(h, body);
  box.append(d);

  let blocked = false;
  let offs: (() => void)[];
  // (not while an input method composes: its Escape cancels the composition, not the pop-up)
  const key = (e: KeyboardEvent) => e.key == 'Escape' && !e.isComposing && !e.defaultPrevented && !blocked && close();
  const out = (e: Event) => !blocked && !e.composedPath().includes(box) && close();
  function close() {
    if (!d.isConnected) return;
    const inside = d.contains(root.activeElement);
    d.remove();
    root.host.classList.remove(FORM_OPEN);
    if (open == p) open = c.shut = undefined;
    offs.forEach((f) => f());
    // focus back on the button only when it was in the pop-up (or nowhere): never taken from
    // the page
    if (inside || document.activeElement == document.body) btn.focus();
  }
  P.on(x, 'click', close);
  offs = [P.on(document, 'keydown', key), P.on(document, 'pointerdown', out)];
  const p: Pop = { body, close, block: (b) => void (blocked = b) };
  open = p;
  root.host.classList.add(FORM_OPEN);
  c.shut = close;
  // the pop-up is announced by its name as focus moves into it
  d.focus();
  return p;
}
