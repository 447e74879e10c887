// theme/form.js (T14; widget-and-theme.md §3.8, §4.7, §5.3, §7 call 14, §8, §9.3): the theme's
// contact form (docs/theme.md "Contact form"), printed as a plain <form method="post"> that
// works without this script (the server answers its own POST with the page). It adds:
// - conditional logic (rules.ts), decided again 250 ms after the last change (§9.3);
// - the checks of §5.3 on submit (blank.ts, email.ts, the sum captcha), listed in the
//   message block (a live region) under the 'error' message, the fields marked, the first
//   one focused;
// - the send (§4.7, call 14): the container fades to 0.2, the form POSTs to its action, the
//   reply's container (by this module's id) replaces this one's content, which fades back; no
//   error text in it is a success (lp-conversion, the redirect). A 5xx, no answer, no
//   container in the answer or no answer in TIMEOUT_MS keeps what was typed and says so.
import { log } from '../../core/log';
import { blank } from '../../core/forms/blank';
import { email } from '../../core/forms/email';
import { message, type Message } from '../../core/forms/messages';
import { submission } from '../../core/forms/submission';
import type { Theme } from '../types';
import { evaluate } from './rules';

/** §9.3: conditional logic debounce */
export const RULES_MS = 250;
/** the fade to and from 0.2 opacity (§4.7 gives no time: ours) */
export const FADE_MS = 300;
/** a send with no answer by then has failed (ours; data-timeout overrides, in ms) */
export const TIMEOUT_MS = 15000;

type Control = HTMLInputElement;

/** §5.3: a captcha number, 1 to 15 */
export const draw = () => 1 + Math.floor(Math.random() * 15);

export function init(root: HTMLElement, T: Theme) {
  const lang = document.documentElement.lang.slice(0, 2), say = (k: Message) => message(lang, k);
  const sub = submission();
  const form = () => root.querySelector('form')!;
  const box = () => root.querySelector<HTMLElement>('.form-message');
  /** the named controls of the form that the visitor fills (not type=hidden) */
  const controls = () => ([...form().elements] as Control[]).filter((e) => e.name && e.type != 'hidden' && !/button|submit|reset/.test(e.type));
  const shown = (e: Element) => !e.closest('[hidden]');
  /** a field's label for the list: its <label> or its group's <legend>, less a required
   *  mark; §5.3: an empty one is the generic 'field' */
  const label = (e: Control, group: boolean) =>
    ((group ? e.closest('fieldset')?.querySelector('legend') : e.labels?.[0])?.textContent || '').replace(/\*/g, '').trim() || say('field');

  /** the block's text: the 'error' heading and one line per problem, or one message */
  const tell = (head: string, lines: string[] = []) => {
    const b = box();
    if (!b) return;
    const p = document.createElement('p'), ul = document.createElement('ul');
    p.textContent = head;
    lines.forEach((t) => (ul.appendChild(document.createElement('li')).textContent = t));
    b.replaceChildren(p, ...(lines.length ? [ul] : []));
  };

  /** §5.3: the problems, as [the fields, the line]; marks them and focuses the first */
  const check = () => {
    const bad: [Control[], string][] = [], seen = new Set<string>();
    root.querySelectorAll('.is-error').forEach((r) => r.classList.remove('is-error'));
    root.querySelectorAll('[aria-invalid]').forEach((e) => e.removeAttribute('aria-invalid'));
    for (const e of controls().filter(shown)) {
      if (seen.has(e.name)) continue;
      seen.add(e.name);
      const group = /radio|checkbox/.test(e.type), all = group ? controls().filter((x) => x.name == e.name) : [e];
      const need = all.some((x) => x.required || x.closest('[data-required]')), v = e.value;
      const k: Message | false = group
        ? need && !all.some((x) => x.checked) && 'checkbox'
        : need && blank(v) ? 'required' : e.type == 'email' && !blank(v) && !email(v.trim()) && 'invalid';
      k && bad.push([all, label(e, group) + ': ' + say(k)]);
    }
    // §5.3 the sum captcha: a wrong sum gets new numbers and an empty answer
    const q = root.querySelector<HTMLElement>('[data-captcha]'), ans = q?.querySelector<Control>('input:not([type=hidden])');
    if (q && ans && shown(q) && !blank(ans.value)) {
      const ns = q.querySelectorAll('[data-n]'), hs = q.querySelectorAll<Control>('input[type=hidden]');
      if (+ans.value != +hs[0].value + +hs[1].value) {
        hs.forEach((h, i) => (h.value = ns[i].textContent = '' + draw()));
        ans.value = '';
        bad.push([[ans], say('captcha')]);
      }
    }
    bad.forEach(([all]) => all.forEach((x) => (x.setAttribute('aria-invalid', 'true'), (x.closest('fieldset,.field') || x.parentElement)!.classList.add('is-error'))));
    bad.length ? tell(say('error'), bad.map((b) => b[1])) : box()?.replaceChildren();
    bad[0]?.[0][0].focus();
    return bad.length;
  };

  /** the fade (§4.7), none under reduced motion */
  let fade: Animation | undefined;
  const to = (o: number) => {
    fade?.cancel();
    fade = T.reduced() ? undefined : root.animate([{ opacity: o < 1 ? 1 : 0.2 }, { opacity: o }], { duration: FADE_MS, fill: o < 1 ? 'forwards' : 'none' });
  };

  const send = () => {
    const f = form(), typed = new FormData(f), fd = new FormData(f);
    const names = (e: Control[]) => [...new Set(e.map((x) => x.name))];
    const hidden = names(controls().filter((e) => !shown(e)));
    hidden.forEach((n) => fd.delete(n));
    fd.set('lp_emails', JSON.stringify(names(controls().filter((e) => e.type == 'email' && shown(e)))));
    root.dataset.nonce && fd.set('lp_token', root.dataset.nonce);
    fd.set('lp_hidden', JSON.stringify(hidden));
    sub('sending');
    // while it is on its way the form is inactive (inert: what is sent is what shows, and the
    // faded text is an inactive component's, WCAG 1.4.3); its focus comes back if it fails
    const back = document.activeElement as HTMLElement | null;
    f.toggleAttribute('inert', true);
    root.setAttribute('aria-busy', 'true');
    to(0.2);
    const ac = new AbortController(), t = setTimeout(() => ac.abort(), +root.dataset.timeout! || TIMEOUT_MS);
    const done = () => (clearTimeout(t), f.toggleAttribute('inert', false), root.removeAttribute('aria-busy'), to(1));
    fetch(f.action, { method: 'POST', body: new URLSearchParams(fd as unknown as Record<string, string>), signal: ac.signal })
      .then((r) => (r.status < 500 ? r.text() : Promise.reject(r.status)))
      .then((h) => {
        // §8 "load errors fall back to the returned container": any answer below 500 that holds
        // our container is shown, a refusal's (4xx, error text) included
        const c = new DOMParser().parseFromString(h, 'text/html').getElementById(root.id);
        if (!c) throw 'no #' + root.id;
        const err = !!c.querySelector('.form-message')?.textContent!.trim();
        sub(err ? 'refused' : 'sent');
        err || f.dispatchEvent(new CustomEvent('lp-conversion', { bubbles: true }));
        root.replaceChildren(...c.childNodes);
        done();
        // the button that had the focus is gone: the answer gets it (read out by a screen reader)
        const m = root.querySelector<HTMLElement>('.form-success,.form-message:not(:empty)');
        m && ((m.tabIndex = -1), m.focus());
        if (err) return restore(typed);
        // an anchor reads any address without a throw (an unreadable one has the protocol ':')
        const u = root.dataset.redirect, a = document.createElement('a');
        a.href = u || '';
        if (u) /^https?:$/.test(a.protocol) ? location.assign(a.href) : log('Form redirect refused: ' + u);
      })
      .catch((e) => (log('Form send failed', e), sub('failed'), done(), tell(say('kept')), back?.focus()));
  };

  /** a refused answer's form gets back what was typed (not the captcha, whose numbers are new) */
  const restore = (d: FormData) => {
    const q = root.querySelector('[data-captcha]');
    controls().forEach((e) => {
      if (q?.contains(e)) return;
      const v = d.getAll(e.name);
      /radio|checkbox/.test(e.type) ? (e.checked = v.includes(e.value)) : e.type == 'select-multiple' ? [...(e as unknown as HTMLSelectElement).options].forEach((o) => (o.selected = v.includes(o.value))) : (e.value = '' + (v[0] ?? ''));
    });
    form() && evaluate(form());
  };

  let rt: ReturnType<typeof setTimeout>;
  const later = () => (clearTimeout(rt), (rt = setTimeout(() => form() && evaluate(form()), RULES_MS)));
  root.addEventListener('input', later);
  root.addEventListener('change', later);
  root.addEventListener('submit', (e) => {
    e.preventDefault();
    // the flag of §4.7: nothing while a send is on its way; nothing sent from a builder (§6)
    if (sub() == 'sending' || T.builder) return;
    clearTimeout(rt);
    evaluate(form());
    check() ? sub('invalid') : send();
  });
  // the browser may have put back values (the back button): the rows follow them at once
  form() && evaluate(form());
}
