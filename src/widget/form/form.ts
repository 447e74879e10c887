// widget/form.js (W05, W11): the contact-form pop-up of a Contact_Us channel, in the widget's
// frame (pop.ts). Its fields in contact_form_field_order (§3.1), each labelled, the required ones
// marked; §5.1's checks before sending; call 5 (§7) as multipart with the part names of
// docs/widget-api.md "Call 5"; the three outcomes of §4.2 and §7. What the visitor typed is
// never lost: only a success clears the form. Plain DOM, as the other pop-ups.
import type { Ctx } from '../boot';
import type { Channel, ContactForm, FormAnswer } from '../wire';
import type { Page } from '../list/links';
import { on } from '../../core/flags';
import { log } from '../../core/log';
import { unsafeUrl } from '../../core/url';
import { pop } from '../pop/pop';
import { entries, text as texts } from '../../core/text';
import { captcha } from './captcha';
import { FILE_TYPES, check, fields, phoneOk, suggest, type Field } from './fields';

const EN = {
  title: 'Contact us',
  send: 'Send',
  choose: 'Choose…',
  req: 'Required',
  phone: 'Digits only, with an optional + first',
  type: 'This file type is not allowed: ',
  mean: 'Did you mean ',
  sending: 'Sending…',
  thanks: 'Thank you, we got your message',
  fail: 'Your message was not sent. Please try again.',
  robot: 'Please confirm you are not a robot',
  cap: 'The spam check did not load, so this form cannot be sent.',
};
const HE: typeof EN = {
  title: 'צרו קשר',
  send: 'שליחה',
  choose: 'בחרו…',
  req: 'שדה חובה',
  phone: 'ספרות בלבד, אפשר עם + בהתחלה',
  type: 'סוג הקובץ אינו מורשה: ',
  mean: 'התכוונתם ל-',
  sending: 'שולח…',
  thanks: 'תודה, ההודעה התקבלה',
  fail: 'ההודעה לא נשלחה. נסו שוב.',
  robot: 'נא לאשר שאינכם רובוט',
  cap: 'בדיקת הספאם לא נטענה, ולכן אי אפשר לשלוח את הטופס.',
};

const STYLE =
  '.cf{display:flex;flex-direction:column;gap:12px}.cf p{margin:0}.cf label{display:block;margin-bottom:4px;font-size:14px;font-weight:600}' +
  '.cf input,.cf select,.cf textarea{display:block;box-sizing:border-box;width:100%;min-height:44px;padding:9px 10px;border:1px solid #6e7681;border-radius:8px;background:#fff;color:#1f2328;font:inherit}' +
  '.cf textarea{min-height:80px;resize:vertical}.cf [aria-invalid=true]{border:2px solid #b3261e}.cf :focus-visible{outline:3px solid #1f2328;outline-offset:2px}' +
  '.fe{margin-top:4px!important;color:#b3261e;font-size:14px}.fe:empty,.fx:empty,.fm:empty{display:none}.rq{color:#b3261e}.ft{font-size:14px;color:#51565e}' +
  '.fx{padding:8px 10px;border-radius:8px;background:#fdecea;color:#8c1d18}.fm{color:#116329;font-weight:600}' +
  '.fs button{min-height:24px;padding:2px 0;text-align:start;border:0;background:none;color:#0b57d0;text-decoration:underline;font:inherit;cursor:pointer}' +
  '.fb{align-self:flex-start;min-height:44px;padding:0 20px;border:0;border-radius:22px;background:var(--c,#1a56db);color:#fff;font:inherit;font-weight:600;cursor:pointer}.fb[aria-disabled=true]{cursor:not-allowed}' +
  '.busy .fb::after{content:"";display:inline-block;width:12px;height:12px;margin-inline-start:8px;border:2px solid;border-right-color:transparent;border-radius:50%}' +
  '@media (prefers-reduced-motion:no-preference){.busy .fb::after{animation:fr 1s linear infinite}@keyframes fr{to{rotate:1turn}}}';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Err = NonNullable<FormAnswer['errors']>[number];
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls = '', text = '') => {
  const e = document.createElement(tag);
  e.className = cls;
  e.textContent = text;
  return e;
};

export function open(c: Ctx, ch: Channel, page: Page, pick: () => void): void {
  const { w, s, he } = c;
  const cf: ContactForm = texts((typeof w.contact_form == 'object' && w.contact_form) || {}, 'contact_form_title button_text');
  const T = he ? HE : EN;
  const p = pop(c, cf.contact_form_title || T.title, { css: STYLE });
  if (he) p.body.parentElement!.dir = 'rtl';
  // call 2 (W10): the press on Contact_Us is the channel's click
  pick();
  const f = el('form', 'cf');
  f.noValidate = true;
  const list = fields(cf);
  // the asterisk explained, once (WCAG 3.3.2)
  if (list.some((x) => x.req)) f.append(el('p', 'ft', '* ' + T.req));
  const ctl: { x: Field; c: Control; e: HTMLElement }[] = [];
  const files = (c: Control) => [...((c as HTMLInputElement).files || [])];
  list.forEach((x, i) => {
    if (x.kind == 'textblock') return void f.append(el('p', 'ft', x.label));
    const id = 'cf' + i;
    const box = el('div');
    const label = el('label', '', x.label);
    label.htmlFor = id;
    if (x.req) {
      const star = el('span', 'rq', ' *');
      star.setAttribute('aria-hidden', 'true');
      label.append(star);
    }
    const k = x.kind;
    let c: Control;
    if (k == 'textarea') c = el('textarea');
    else if (k == 'dropdown') {
      c = el('select');
      for (const o of ['', ...(x.opts || [])]) {
        const op = el('option', '', o || x.ph || T.choose);
        op.value = o;
        c.append(op);
      }
    } else {
      c = el('input');
      c.type = ({ email: 'email', phone: 'tel', url: 'url', date: 'date', file: 'file' } as Record<string, string>)[k] || 'text';
      if (k == 'number') c.inputMode = 'decimal';
      if (k == 'file') (c.multiple = true), (c.accept = FILE_TYPES.map((t) => '.' + t).join());
    }
    c.id = id;
    c.dir = 'auto';
    c.required = x.req;
    if (x.ph && k != 'dropdown') (c as HTMLInputElement).placeholder = x.ph;
    if (x.n == null) c.autocomplete = ({ name: 'name', email: 'email', phone: 'tel' } as Record<string, AutoFill>)[x.id] || 'on';
    const e = el('p', 'fe');
    e.id = id + 'e';
    c.setAttribute('aria-describedby', e.id);
    box.append(label, c, e);
    // a field the visitor changes is no longer flagged
    c.addEventListener('input', () => (c.removeAttribute('aria-invalid'), (e.textContent = '')));
    if (k == 'phone') {
      // §5.1: digits and a + only, typed; a pasted or filled-in value that is anything else is
      // cleared on change, and the field says why (ours: a value that vanishes unexplained is lost)
      c.addEventListener('beforeinput', (v) => (v as InputEvent).data && /[^\d+]/.test((v as InputEvent).data!) && v.preventDefault());
      c.addEventListener('change', () => !phoneOk(c.value) && ((c.value = ''), c.setAttribute('aria-invalid', 'true'), (e.textContent = T.phone)));
    }
    if (k == 'email') {
      const sg = el('p', 'fs');
      sg.id = id + 's';
      sg.setAttribute('aria-live', 'polite');
      c.setAttribute('aria-describedby', e.id + ' ' + sg.id);
      c.addEventListener('change', () => {
        const v = suggest(c.value);
        sg.textContent = '';
        if (!v) return;
        const b = el('button', '', T.mean + v + '?');
        b.type = 'button';
        b.addEventListener('click', () => ((c.value = v), (sg.textContent = ''), c.focus()));
        sg.append(b);
      });
      box.append(sg);
    }
    f.append(box);
    ctl.push({ x, c, e });
  });
  let dead = '';
  const fx = el('p', 'fx');
  fx.setAttribute('role', 'alert');
  fx.id = 'cfx';
  const fm = el('p', 'fm');
  fm.setAttribute('role', 'status');
  const sb = el('button', 'fb', cf.button_text || T.send);
  const say = (m: HTMLElement, t: string) => ((m.textContent = t), t && m.scrollIntoView?.({ block: 'nearest' }));
  const cap = captcha(w, s.tag?.dataset.testCaptcha, (err) => {
    log('Contact form: the captcha failed', err);
    say(fx, (dead = T.cap));
    sb.setAttribute('aria-disabled', 'true');
    sb.setAttribute('aria-describedby', fx.id);
  });
  if (cap?.box) f.append(cap.box);
  f.append(fx, sb, fm);
  p.body.append(f);
  ctl[0]?.c.focus();

  const flag = (id: string, msg: string) => {
    const x = ctl.find((x) => x.x.id == id);
    if (x) x.c.setAttribute('aria-invalid', 'true'), (x.e.textContent = msg);
    return x;
  };
  const first = () => ctl.find((x) => x.c.getAttribute('aria-invalid'))?.c.focus();
  let busy = false;
  // sending: the button is aria-disabled (it keeps focus: a disabled one would drop it), the
  // busy line announced, and the pop-up blocked (Escape and a press outside leave it open)
  const hold = (b: boolean) => {
    busy = b;
    p.block(b);
    f.classList.toggle('busy', b);
    sb.setAttribute('aria-disabled', String(b));
    say(fm, b ? T.sending : '');
  };
  f.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    if (busy || dead) return;
    for (const x of ctl) x.c.removeAttribute('aria-invalid'), (x.e.textContent = '');
    say(fx, '');
    say(fm, '');
    // §5.1, our reading of "no message is shown": the field is flagged (aria-invalid) and says
    // "Required", so the flag is not colour alone and a screen reader hears why (docs/behaviour.md W11)
    for (const { x, c } of ctl) {
      const r = check(x, c.value, files(c));
      if (r) flag(x.id, r == 'r' ? T.req : T.type + r.slice(1));
    }
    if (ctl.some((x) => x.c.getAttribute('aria-invalid'))) return first();
    hold(true);
    let a: FormAnswer | undefined;
    try {
      const d = new FormData();
      const add = (k: string, v: string | Blob) => d.append(k, v);
      add('action', 'chaty_front_form_save_data');
      add('nonce', s.nonce);
      add('widget', String(w.id));
      add('channel', ch.channel);
      add('ref_url', page.url || location.href);
      add('page_id', String(s.page_id ?? ''));
      add('page_title', page.title || '');
      if (cap) {
        const t = await cap.token();
        if (!t) {
          hold(false);
          say(fx, T.robot);
          return cap.box?.querySelector<HTMLElement>('button,iframe,[tabindex]')?.focus();
        }
        add(cap.v3 ? 'token' : 'v2token', t);
      }
      for (const { x, c } of ctl) {
        if (x.n == null) add(x.id, c.value);
        else {
          const k = `custom_fields[${x.n}]`;
          add(k + '[slug]', x.id);
          add(k + '[type]', x.kind);
          add(k + '[label_x]', x.label);
          if (x.kind == 'file') for (const file of files(c)) add(k + '[value]', file);
          else add(k + '[value]', c.value);
        }
      }
      // §7: the answer's body is read at any status (422 field errors, 403 captcha…)
      a = await (await fetch(s.ajax_url, { method: 'POST', body: d })).json();
    } catch (err) {
      log('Contact form not sent', err);
    }
    hold(false);
    done(a);
  });

  function done(a: FormAnswer | undefined) {
    if (!a || typeof a != 'object') return say(fx, T.fail); // offline, or not JSON: text kept
    texts(a, 'message redirect_link');
    if (on(a.status)) {
      f.reset();
      for (const g of f.querySelectorAll('.fs')) g.textContent = '';
      cap?.reset();
      say(fm, a.message || T.thanks);
      const l = String(a.redirect_link || '');
      if (on(a.redirect_action!) && l) {
        // the owner's link, refused as popup redirects are (X04)
        if (unsafeUrl(l)) log('Contact form: unsafe redirect refused');
        else if (on(a.link_in_new_tab!)) window.open(l, '_blank', 'noopener');
        else window.open(l, '_self');
      }
      // (ours: no seconds given is 3, long enough to read the thanks)
      if (on(a.close_form_after!)) window.setTimeout(p.close, (+a.close_form_after_seconds! >= 0 ? +a.close_form_after_seconds! : 3) * 1000);
      return;
    }
    // error 1: each message beside its field; one for a field not in the form goes in the block
    const rest = on(a.error!) && Array.isArray(a.errors) ? entries<Err>(a.errors, 'errors').filter((x) => !flag(texts(x, 'field message').field, x.message)).map((x) => x.message) : [a.message];
    say(fx, rest.filter(Boolean).join(' ') || (ctl.some((x) => x.c.getAttribute('aria-invalid')) ? '' : T.fail));
    // a v2 token is spent by a check that ran (field errors come before it: the token stands)
    if (!on(a.error!)) cap?.reset();
    first();
  }
}
