// runtime.js (docs/CONTRIBUTING.md "The ladder"): the engine calls show() when a trigger fires.
// One job a function: load() reads the request, sanitises the template (X04) and loads the
// format chunk, the shell kind and the features the popup needs (its slots' components, effects,
// sanitiser: popup/needs.ts); frame() makes the host and its shadow root (X02) with the styles;
// draw() draws the slots; show() makes the popup's state, puts it on the page, paints the shell
// (paint.ts, mount.ts) and hands back a handle. A failure is a log line and no popup (X05).
// (The helpers come before show(): with show() first the build's runtime.js measured 19 B brotli
// more.)
import { createElement as h } from 'react';
// createRoot, not render: React 19's react-dom has no render (docs/CONTRIBUTING.md "Build and
// toolchain"). The build aliases 'react' to runtime/react/react.ts and this to
// runtime/react/react-dom-client.ts, a synchronous createRoot on Preact core's render (no
// preact/compat).
import { createRoot } from 'react-dom/client';
import { effect } from '@preact/signals-react';
import type { PopupHandle, ShowRequest } from '../popup/rungs';
import { ROWS_PER_TASK, Z_INDEX } from './constants';
import { log } from '../core/log';
import { task } from '../core/listen';
import { CSS } from './css';
import { lightboxLayout, type Format } from './layout';
import { paint } from './paint';
import { parse } from './parse';
import { sheet, sheets } from './sheet';
import { needs } from '../popup/needs';
import { SLOTS } from '../popup/slots';
import { modal } from '../shells/modal/modal';
import type { Kind } from './state';
import { popupState, type Effects, type Env, type PopupState } from './state';
import { texts } from './texts';

export type { Env };

// A custom tag name, so host selectors like `div{}` never match it; inline !important
// declarations beat any author rule, !important or not. Written through the CSSOM (cssText), not
// setAttribute('style'): a strict style-src blocks the attribute, not the CSSOM (runtime/sheet.ts).
const HOST = `all:initial!important;display:block!important;position:fixed!important;inset:0!important;z-index:${Z_INDEX}!important;pointer-events:none!important`;

// the shell's CSS, one sheet shared by every popup of the page
let shellCss: CSSStyleSheet | undefined;

/** a slot of the template to mount: its element, its chunk, the chunk's component name
 *  (popup/slots.ts) */
type Slot = [Element, any, string];

/** Reads the request and loads, in parallel, what the popup needs (popup/needs.ts): the format,
 *  the shell kind when it is not the modal, the template (sanitised, X04), the slots the raw
 *  template names (the engine preloaded them) and the effects when the popup needs them. Throws
 *  0 after a failure, each its own log line (X05). */
async function load(req: ShowRequest, env: Env): Promise<[Format, Kind, DocumentFragment, Effects | undefined, Slot[]]> {
  const p = req.popup;
  // the design's texts the frame reads, read as text first (X05)
  texts(p);
  const get = env.load || ((path: string) => import(req.base + path + '.js'));
  const html = req.html || '';
  const n = needs(p, html), chunk = n.format;
  // each failure is its own log line, then no popup (X05)
  const fail = (msg: string) => (e: unknown) => {
    log(msg, e);
    throw 0;
  };
  // a slot's chunk (popup/slots.ts), once per popup: a chunk that failed is not asked twice
  const chunks: Record<string, Promise<any>> = {};
  const slotChunk = (c: string) => (chunks[c] ||= get(c).catch((e) => log('Slot failed to load: ' + c, e)));
  let f: Format, k: Kind, frag: DocumentFragment, fx: Effects | undefined;
  try {
    // names come from the server: only [a-z]+/format_N paths are ever requested
    if (!/^formats\/[a-z]+\/format_\d+$/.test(chunk)) throw new Error(chunk);
    const format = get(chunk)
      .then((m) => m.default || Promise.reject(chunk))
      .catch(fail('Format failed to load: ' + chunk));
    n.slots.forEach(slotChunk);
    [f, k, frag, fx] = await Promise.all([
      format,
      n.shell ? get(n.shell).then((m) => m.kind).catch(fail('Shell failed to load: ' + n.shell)) : modal,
      parse(html, get).catch(fail('Template failed to parse')),
      // without the effects chunk the popup fades
      n.effects && get('features/effects').catch((e) => log('Effects failed to load', e)),
    ]);
  } catch (e) {
    if (e) log('Format failed to load: ' + chunk, e);
    throw 0;
  }
  // the sanitised DOM decides which slots mount (a slot spelt DATA-LP="form" or with entities
  // is still one; the raw-html hint above only started the download early)
  const slots: Slot[] = [];
  for (const el of frag.querySelectorAll('[data-lp]')) {
    const row = SLOTS[el.getAttribute('data-lp')!];
    const m = row && (await slotChunk(row[0]));
    if (m) slots.push([el, m, row[1]]);
  }
  return [f, k, frag, fx || undefined, slots];
}

/** The popup's host element (X02: a custom tag with inline !important resets) and its open
 *  shadow root, the styles adopted; and the format's layout sheet, which follow() fills. */
function frame(k: Kind, fx: Effects | undefined, slots: Slot[], frag: DocumentFragment): [HTMLElement, ShadowRoot, CSSStyleSheet] {
  const host = document.createElement('poptin-root');
  host.style.cssText = k.host || HOST;
  const root = host.attachShadow({ mode: 'open' });
  // Styles as constructed sheets (sheet.ts, issue 7 security 2), in cascade order: the shell,
  // the effects' keyframes, the kind's, the format's layout (replaced when the orientation
  // flips), the slots', then the template's own <style>s, so a format may restyle its kind and
  // a template the shell and the components (docs/templates.md "Styling").
  const layout = sheet('');
  root.adoptedStyleSheets = [
    (shellCss ||= sheet(CSS)),
    ...(fx ? [sheet(fx.KEYFRAMES)] : []),
    ...(k.css ? [sheet(k.css)] : []),
    layout,
    ...slots.map(([, m]) => sheet(m.CSS)),
    ...sheets(frag),
  ];
  return [host, root, layout];
}

/** Draws the slots while the template is still off the page; resolves with what draws the rest
 *  once the popup is up. Throws 0 when a slot says this popup must not show. */
async function draw(s: PopupState, slots: Slot[], inner: ReturnType<typeof createRoot>[]): Promise<() => void> {
  // a slot module with attach(s, el) works on the template's own element instead of rendering
  // into it (a button, a ticker's items: docs/CONTRIBUTING.md "How to add a component");
  // false from it means this popup must not show (an expired timer). One that throws loses
  // its slot, not the popup (X05): a log line, the element hidden.
  if (
    slots.some(([el, m]) => {
      try {
        return m.attach && m.attach(s, el) === false;
      } catch (e) {
        log('Slot failed: ' + el.getAttribute('data-lp'), e);
        (el as HTMLElement).hidden = true;
      }
    })
  )
    throw 0;
  // Security item 3 (issue 7): a long component (the form) is drawn ROWS_PER_TASK rows at a
  // time, so a form at the caps (50 fields) is several short tasks of the host page, not one
  // long one (docs/display-api.md "At most 50 fields per form"): the first rows render into
  // their slot while the template is still off the page, in a task after the parse; the shell
  // mounts in the next task; the rest follow a frame apart, below the first screen of the
  // popup's scroll area, so no frame lays out the whole form either.
  slots = slots.filter(([, m]) => !m.attach);
  let rows = 0, all = 0;
  const more = () => {
    rows += ROWS_PER_TASK;
    slots.forEach(([el, m, c], i) => inner[i].render(h(m[c], { s, el, rows })));
  };
  if (slots.length) {
    for (const [el, m] of slots) {
      inner.push(createRoot(el));
      all = Math.max(all, m.rows ? m.rows(s) : 0);
    }
    await task();
    more();
    await task();
  }
  return () =>
    (async () => {
      while (rows < all && s.active.peek()) await new Promise(requestAnimationFrame).then(task).then(more);
    })().catch((e) => log('Slot failed', e));
}

/** Shows one popup: its parts loaded, its frame made, its slots drawn, then on the page. Null
 *  (and nothing left on the page) after any failure, a log line each (X05). */
export async function show(req: ShowRequest, env: Env = {}): Promise<PopupHandle | null> {
  let host: HTMLElement | undefined;
  let st: PopupState | undefined;
  try {
    const [f, k, frag, fx, slots] = await load(req, env);
    let root: ShadowRoot, layout: CSSStyleSheet;
    [host, root, layout] = frame(k, fx, slots, frag);
    const shell = createRoot(root);
    const inner: ReturnType<typeof createRoot>[] = [];
    let up = 0;
    let unpaint = () => {};
    const s = (st = popupState(req, f, k, frag, env, () => {
      try {
        unpaint();
        inner.forEach((r) => r.unmount());
        shell.unmount();
      } catch (e) {
        log('Popup unmount failed', e);
      }
      host!.remove();
      // a popup that never came up is no popup: the engine frees its slot on our null (X05)
      up && req.onRemoved();
    }, fx));
    // Spec item 9 (issue 7): a <form> of the template never submits or navigates the host page
    // (its button used to reload the page with '?'); only the [data-lp=form] slot submits, and
    // features/form.js handles that submit event itself before it bubbles here. A submit event
    // is not composed: the page never sees one.
    s.L.on(root, 'submit', (e: Event) => e.preventDefault());
    const rest = await draw(s, slots, inner);
    // on <html>, not <body>: a transform or filter on the page's body would make it the
    // containing block of our position:fixed host (X02); an inline popup in its host element
    (req.at || document.documentElement).append(host);
    // P05: the format's layout follows the scale (replaced when the orientation flips). Here,
    // not a function of its own: that measured 24 B brotli more.
    let laid = '';
    s.L.add(
      effect(() => {
        const css = lightboxLayout(f, s.scale.value);
        if (css != laid) layout.replaceSync((laid = css));
      }),
    );
    unpaint = paint(shell, s);
    up = 1;
    rest();
    return {
      close: (t) => s.close(t),
      destroy() {
        s.active.value = false;
        s.end();
      },
    };
  } catch (e) {
    if (e !== 0) log('Popup failed to show', e);
    // nothing half-made stays on the page: listeners, timers and the host go (X05)
    st ? st.end() : host?.remove();
    return null;
  }
}
