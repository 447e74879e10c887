// The contact form's fields (W05, W11), part of widget/form.js: each labelled, the required ones
// marked, with its error line; a phone's typing rule and an email's "Did you mean …?" (§5.1).
// Their listeners go through the widget's platform (Ctx.P: core/listen.ts, guarded).
import type { Platform } from '../../core/platform';
import { FILE_TYPES, phoneOk, suggest, type Field } from './fields';
import type { T } from './strings';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** A field of the form: its settings, its control, its error line */
export type Row = { x: Field; c: Control; e: HTMLElement };
export const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls = '', text = '') => {
  const e = document.createElement(tag);
  e.className = cls;
  e.textContent = text;
  return e;
};
/** The fields (§3.1) into `f`, a text block as text; the asterisk explained, once (WCAG
 *  3.3.2). The rows of the others, in order. */
export function rows(f: HTMLFormElement, list: Field[], T: T, P: Platform): Row[] {
  if (list.some((x) => x.req)) f.append(el('p', 'ft', '* ' + T('required')));
  const out: Row[] = [];
  list.forEach((x, i) => (x.kind == 'textblock' ? f.append(el('p', 'ft', x.label)) : out.push(row(f, x, i, T, P))));
  return out;
}

/** One field into `f`: its label (a required one marked), its control, its error line; a
 *  field the visitor changes is no longer flagged; a phone's and an email's own help (§5.1) */
function row(f: HTMLFormElement, x: Field, i: number, T: T, P: Platform): Row {
  const id = 'cf' + i;
  const box = el('div');
  const label = el('label', '', x.label);
  label.htmlFor = id;
  if (x.req) {
    const star = el('span', 'rq', ' *');
    star.setAttribute('aria-hidden', 'true');
    label.append(star);
  }
  const c = control(x, T);
  c.id = id;
  c.dir = 'auto';
  c.required = x.req;
  if (x.ph && x.kind != 'dropdown') (c as HTMLInputElement).placeholder = x.ph;
  if (x.n == null) c.autocomplete = ({ name: 'name', email: 'email', phone: 'tel' } as Record<string, AutoFill>)[x.id] || 'on';
  const e = el('p', 'fe');
  e.id = id + 'e';
  c.setAttribute('aria-describedby', e.id);
  box.append(label, c, e);
  P.on(c, 'input', () => (c.removeAttribute('aria-invalid'), (e.textContent = '')));
  if (x.kind == 'phone') phone(c, e, T, P);
  if (x.kind == 'email') box.append(hint(c, e, T, P));
  f.append(box);
  return { x, c, e };
}

/** A field's control, by its kind */
function control(x: Field, T: T): Control {
  const k = x.kind;
  if (k == 'textarea') return el('textarea');
  if (k == 'dropdown') {
    const c = el('select');
    for (const o of ['', ...(x.opts || [])]) {
      const op = el('option', '', o || x.ph || T('choose'));
      op.value = o;
      c.append(op);
    }
    return c;
  }
  const c = el('input');
  c.type = ({ email: 'email', phone: 'tel', url: 'url', date: 'date', file: 'file' } as Record<string, string>)[k] || 'text';
  if (k == 'number') c.inputMode = 'decimal';
  if (k == 'file') (c.multiple = true), (c.accept = FILE_TYPES.map((t) => '.' + t).join());
  return c;
}

/** §5.1: digits and a + only, typed; a pasted or filled-in value that is anything else is
 *  cleared on change, and the field says why (ours: a value that vanishes unexplained is lost) */
function phone(c: Control, e: HTMLElement, T: T, P: Platform) {
  P.on(c, 'beforeinput', (v: InputEvent) => v.data && /[^\d+]/.test(v.data) && v.preventDefault());
  P.on(c, 'change', () => !phoneOk(c.value) && ((c.value = ''), c.setAttribute('aria-invalid', 'true'), (e.textContent = T('phone'))));
}

/** §5.1 "Did you mean …?" under an email field, on change (fields.ts suggest()): a button that
 *  fills the field and gives it focus back, in a polite live region */
function hint(c: Control, e: HTMLElement, T: T, P: Platform): HTMLElement {
  const sg = el('p', 'fs');
  sg.id = c.id + 's';
  sg.setAttribute('aria-live', 'polite');
  c.setAttribute('aria-describedby', e.id + ' ' + sg.id);
  const b = el('button');
  b.type = 'button';
  let v = '';
  P.on(b, 'click', () => ((c.value = v), (sg.textContent = ''), c.focus()));
  P.on(c, 'change', () => {
    sg.textContent = '';
    if ((v = suggest(c.value))) (b.textContent = T('mean') + v + '?'), sg.append(b);
  });
  return sg;
}
