// runtime.js (design.md ladder): the engine calls show() when a trigger fires. It sanitises the
// template (X04), loads the format chunk and the features the popup needs (form, effects,
// sanitiser: shared/needs.ts), mounts the shell in a shadow root (X02) and hands back a handle.
// A failure is a log line and no popup (X05).
import { createElement as h } from 'react';
// createRoot, not render: React 19's react-dom has no render (toolchain.md). The build aliases
// 'react' to runtime/react/react.ts and this to runtime/react/react-dom-client.ts, a synchronous createRoot on
// Preact core's render (no preact/compat).
import { createRoot } from 'react-dom/client';
import { effect } from '@preact/signals-react';
import type { PopupHandle, ShowRequest } from '../engine/chunks';
import { FIELDS_MAX, FIELDS_PER_TASK, Z_INDEX } from './constants';
import { log } from '../shared/log';
import { task } from '../shared/listen';
import { CSS } from './css';
import { lightboxLayout, type Format } from './layout';
import { paint } from './paint';
import { parse } from './parse';
import { sheet, sheets } from './sheet';
import { needs } from '../shared/needs';
import { popupState, type Effects, type Env, type St } from './state';

export type { Env };

// A custom tag name, so host selectors like `div{}` never match it; inline !important
// declarations beat any author rule, !important or not. Written through the CSSOM (cssText), not
// setAttribute('style'): a strict style-src blocks the attribute, not the CSSOM (runtime/sheet.ts).
const HOST = `all:initial!important;display:block!important;position:fixed!important;inset:0!important;z-index:${Z_INDEX}!important;pointer-events:none!important`;

// the shell's CSS, one sheet shared by every popup of the page
let shellCss: CSSStyleSheet | undefined;

export async function show(req: ShowRequest, env: Env = {}): Promise<PopupHandle | null> {
  let host: HTMLElement | undefined;
  let st: St | undefined;
  try {
    const p = req.popup;
    const load = env.load || ((path: string) => import(req.base + path + '.js'));
    const html = req.html || '';
    const n = needs(p, html), chunk = n.format;
    let f: Format, frag: DocumentFragment, form: any, fx: Effects | undefined;
    // each failure is its own log line, then no popup (X05)
    const fail = (msg: string) => (e: unknown) => {
      log(msg, e);
      throw 0;
    };
    try {
      // names come from the server: only [a-z]+/format_N paths are ever requested
      if (!/^formats\/[a-z]+\/format_\d+$/.test(chunk)) throw new Error(chunk);
      // in parallel: the format, the template (sanitised, X04), the form and the effects when
      // the popup needs them (shared/needs.ts; the engine preloaded them on idle)
      [f, frag, form, fx] = await Promise.all([
        load(chunk)
          .then((m) => m.default || Promise.reject(chunk))
          .catch(fail('Format failed to load: ' + chunk)),
        parse(html, load).catch(fail('Template failed to parse')),
        n.form && load('features/form').catch((e) => log('Form failed to load', e)),
        // without the effects chunk the popup fades
        n.effects && load('features/effects').catch((e) => log('Effects failed to load', e)),
      ]);
    } catch (e) {
      if (e) log('Format failed to load: ' + chunk, e);
      return null;
    }
    const slot = frag.querySelector('[data-lp=form]');
    // needs().form reads the raw html, a hint good enough to prefetch; the sanitised DOM decides
    // (a slot spelt DATA-LP="form" or with entities is still a slot); a form chunk that already
    // failed above is not asked for twice
    if (slot && !n.form) form = await load('features/form').catch((e) => log('Form failed to load', e));
    host = document.createElement('poptin-root');
    host.style.cssText = HOST;
    const root = host.attachShadow({ mode: 'open' });
    // Styles as constructed sheets (runtime/sheet.ts, issue 7 security 2), in cascade order: the
    // shell, the effects' keyframes, the format's layout (replaced when the orientation flips),
    // the form, then the template's own <style>s, so a template may restyle the shell and the
    // form (docs/templates.md "Styling").
    const layout = sheet('');
    root.adoptedStyleSheets = [
      (shellCss ||= sheet(CSS)),
      ...(fx ? [sheet(fx.KEYFRAMES)] : []),
      layout,
      ...(form && slot ? [sheet(form.CSS)] : []),
      ...sheets(frag),
    ];
    const shell = createRoot(root);
    let inner: ReturnType<typeof createRoot> | undefined;
    let up = 0;
    let unpaint = () => {};
    const s = (st = popupState(req, f, frag, env, () => {
      try {
        unpaint();
        inner?.unmount();
        shell.unmount();
      } catch (e) {
        log('Popup unmount failed', e);
      }
      host!.remove();
      // a popup that never came up is no popup: the engine frees its slot on our null (X05)
      up && req.onRemoved();
    }, fx || undefined));
    // Spec item 9 (issue 7): a <form> of the template never submits or navigates the host page
    // (its button used to reload the page with '?'); only the [data-lp=form] slot submits, and
    // features/form.js handles that submit event itself before it bubbles here. A submit event
    // is not composed: the page never sees one.
    s.L.on(root, 'submit', (e: Event) => e.preventDefault());
    // Security item 3 (issue 7): a long form is drawn FIELDS_PER_TASK fields at a time, so a
    // form at the caps (50 fields) is several short tasks of the host page, not one long one
    // (docs/display-api.md "At most 50 fields per form"): the first fields render into the slot
    // while the template is still off the page, in a task after the parse; the shell mounts in
    // the next task; the rest follow a frame apart, below the first screen of the popup's
    // scroll area, so no frame lays out the whole form either.
    let rows = 0, all = 0;
    const more = () => inner!.render(h(form.Form, { s, label: slot!.getAttribute('data-submit'), rows: (rows += FIELDS_PER_TASK) }));
    if (form && slot) {
      inner = createRoot(slot);
      all = Math.min(FIELDS_MAX, (req.popup.poptin_fields || []).length || 0);
      await task();
      more();
      await task();
    }
    // on <html>, not <body>: a transform or filter on the page's body would make it the
    // containing block of our position:fixed host (X02)
    document.documentElement.append(host);
    let laid = '';
    s.L.add(
      effect(() => {
        const css = lightboxLayout(f, s.scale.value);
        if (css != laid) layout.replaceSync((laid = css));
      }),
    );
    unpaint = paint(shell, s);
    up = 1;
    (async () => {
      while (rows < all && s.active.peek()) await new Promise(requestAnimationFrame).then(task).then(more);
    })().catch((e) => log('Form failed', e));
    return {
      close: (t) => s.close(t),
      destroy() {
        s.active.value = false;
        s.end();
      },
    };
  } catch (e) {
    log('Popup failed to show', e);
    // nothing half-made stays on the page: listeners, timers and the host go (X05)
    st ? st.end() : host?.remove();
    return null;
  }
}
