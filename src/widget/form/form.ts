// widget/form.js (W05, W11): the contact-form pop-up of a Contact_Us channel, in the widget's
// frame (pop.ts). Its fields in contact_form_field_order (§3.1), each labelled, the required ones
// marked; §5.1's checks before sending; call 5 (§7) as multipart with the part names of
// docs/widget-api.md "Call 5"; the three outcomes of §4.2 and §7. What the visitor typed is
// never lost: only a success clears the form. Plain DOM, as the other pop-ups. Its submits drive
// the forms' status machine (core/forms/submission.ts): idle → invalid | sending → sent |
// refused (status 0) | failed (offline, not JSON) | spam (a v2 box left unticked). By job: open()
// draws it (its fields: rows.ts; their rules: fields.ts; its strings: strings.ts), submit()
// checks and sends it (head(), post()), answer() and sent() show how it went. Those are named
// functions inside open(), sharing its locals: module-level ones sharing an object cost 120 B
// brotli more (measured: its members do not minify).
import type { Ctx } from '../boot';
import type { Channel, ContactForm, FormAnswer } from '../wire';
import type { Page } from '../list/links';
import { on } from '../../core/flags';
import { log } from '../../core/log';
import { unsafeUrl } from '../../core/url';
import { submission, type Status, type Submission } from '../../core/forms/submission';
import { pop } from '../pop/pop';
import { entries, text as texts } from '../../core/text';
import { captcha } from './captcha';
import { check, fields } from './fields';
import { el, rows, type Control } from './rows';
import { t, type T } from './strings';

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

type Err = NonNullable<FormAnswer['errors']>[number];

const say = (m: HTMLElement, t: string) => ((m.textContent = t), t && m.scrollIntoView?.({ block: 'nearest' }));
const files = (c: Control) => [...((c as HTMLInputElement).files || [])];

/** Opens the contact form of channel `ch` (`pick`: its click, call 2); its submission, whose
 *  state says how its submits went */
export function open(c: Ctx, ch: Channel, page: Page, pick: () => void): Submission {
  const { w, s, he } = c;
  const cf: ContactForm = texts((typeof w.contact_form == 'object' && w.contact_form) || {}, 'contact_form_title button_text');
  const T: T = (k) => t(he ? 'he' : 'en', k);
  const p = pop(c, cf.contact_form_title || T('title'), { css: STYLE });
  if (he) p.body.parentElement!.dir = 'rtl';
  // call 2 (W10): the press on Contact_Us is the channel's click
  pick();
  // X05: the form's listeners through the widget's platform (Ctx.P), so a throwing one is a log
  // line (they are on the form's own elements, and go with it: no set to remove them by)
  const P = c.P;
  const f = el('form', 'cf');
  f.noValidate = true;
  const list = rows(f, fields(cf), T, P);
  let dead = '';
  const fx = el('p', 'fx');
  fx.setAttribute('role', 'alert');
  fx.id = 'cfx';
  const fm = el('p', 'fm');
  fm.setAttribute('role', 'status');
  const sb = el('button', 'fb', cf.button_text || T('send'));
  const cap = captcha(w, s.tag?.dataset.testCaptcha, (err) => {
    log('Contact form: the captcha failed', err);
    say(fx, (dead = T('cap')));
    sb.setAttribute('aria-disabled', 'true');
    sb.setAttribute('aria-describedby', fx.id);
  });
  if (cap?.box) f.append(cap.box);
  f.append(fx, sb, fm);
  p.body.append(f);
  list[0]?.c.focus();
  const sub = submission();
  /** The submission moves to `st`, and the form looks it: while sending, the button is
   *  aria-disabled (it keeps focus: a disabled one would drop it), the busy line announced, and
   *  the pop-up blocked (Escape and a press outside leave it open) */
  const go = (st: Status) => {
    sub(st);
    const b = st == 'sending';
    p.block(b);
    f.classList.toggle('busy', b);
    sb.setAttribute('aria-disabled', String(b));
    say(fm, b ? T('sending') : '');
  };
  /** flags field `id` with `msg`: its row, or undefined (no such field in the form) */
  const flag = (id: string, msg: string) => {
    const x = list.find((x) => x.x.id == id);
    if (x) x.c.setAttribute('aria-invalid', 'true'), (x.e.textContent = msg);
    return x;
  };
  const first = () => list.find((x) => x.c.getAttribute('aria-invalid'))?.c.focus();
  P.on(f, 'submit', (ev) => (ev.preventDefault(), dead || submit()));
  return sub;

  /** A submit, one at a time: §5.1's checks, then call 5 and its answer */
  async function submit() {
    if (sub() == 'sending') return;
    for (const x of list) x.c.removeAttribute('aria-invalid'), (x.e.textContent = '');
    say(fx, '');
    say(fm, '');
    // §5.1, our reading of "no message is shown": the field is flagged (aria-invalid) and says
    // "Required", so the flag is not colour alone and a screen reader hears why (docs/behaviour.md W11)
    for (const { x, c } of list) {
      const r = check(x, c.value, files(c));
      if (r) flag(x.id, r == 'r' ? T('required') : T('file') + r.slice(1));
    }
    if (list.some((x) => x.c.getAttribute('aria-invalid'))) return sub('invalid'), first();
    go('sending');
    let a: FormAnswer | undefined;
    try {
      const d = head();
      if (cap) {
        const t = await cap.token();
        if (!t) {
          // a v2 box left unticked: the spam check stops it
          go('spam');
          say(fx, T('robot'));
          return cap.box?.querySelector<HTMLElement>('button,iframe,[tabindex]')?.focus();
        }
        d.append(cap.v3 ? 'token' : 'v2token', t);
      }
      a = await post(d);
    } catch (err) {
      log('Contact form not sent', err);
    }
    answer(a);
  }

  /** Call 5's parts before the captcha's token (docs/widget-api.md "Call 5") */
  function head(): FormData {
    const d = new FormData();
    const add = (k: string, v: string) => d.append(k, v);
    add('action', 'chaty_front_form_save_data');
    add('nonce', s.nonce);
    add('widget', String(w.id));
    add('channel', ch.channel);
    add('ref_url', page.url || location.href);
    add('page_id', String(s.page_id ?? ''));
    add('page_title', page.title || '');
    return d;
  }

  /** The fields' parts into `d`, then call 5 (§7) as multipart: the answer's body, read at any
   *  status (422 field errors, 403 captcha…) */
  async function post(d: FormData): Promise<FormAnswer> {
    const add = (k: string, v: string | Blob) => d.append(k, v);
    for (const { x, c } of list) {
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
    return (await fetch(s.ajax_url, { method: 'POST', body: d })).json();
  }

  /** Call 5's answer (§4.2, §7): sent, refused (status 0) or failed (offline, or not JSON); what
   *  was typed is kept but on a success */
  function answer(a: FormAnswer | undefined) {
    if (!a || typeof a != 'object') return go('failed'), say(fx, T('fail'));
    texts(a, 'message redirect_link');
    if (on(a.status)) return go('sent'), sent(a);
    go('refused');
    // error 1: each message beside its field; one for a field not in the form goes in the block
    const rest = on(a.error!) && Array.isArray(a.errors) ? entries<Err>(a.errors, 'errors').filter((x) => !flag(texts(x, 'field message').field, x.message)).map((x) => x.message) : [a.message];
    say(fx, rest.filter(Boolean).join(' ') || (list.some((x) => x.c.getAttribute('aria-invalid')) ? '' : T('fail')));
    // a v2 token is spent by a check that ran (field errors come before it: the token stands)
    if (!on(a.error!)) cap?.reset();
    first();
  }

  /** Sent (status 1): the form cleared, the thanks, the owner's redirect and timed close */
  function sent(a: FormAnswer) {
    f.reset();
    for (const g of f.querySelectorAll('.fs')) g.textContent = '';
    cap?.reset();
    say(fm, a.message || T('thanks'));
    const l = String(a.redirect_link || '');
    if (on(a.redirect_action!) && l) {
      // the owner's link, refused as popup redirects are (X04)
      if (unsafeUrl(l)) log('Contact form: unsafe redirect refused');
      else if (on(a.link_in_new_tab!)) window.open(l, '_blank', 'noopener');
      else window.open(l, '_self');
    }
    // (ours: no seconds given is 3, long enough to read the thanks). window's timer, not the
    // form's listeners: closing a pop-up that is gone does nothing, so nothing needs removing
    if (on(a.close_form_after!)) window.setTimeout(p.close, (+a.close_form_after_seconds! >= 0 ? +a.close_form_after_seconds! : 3) * 1000);
  }
}
