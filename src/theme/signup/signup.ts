// theme/signup.js (T15; spec widget-and-theme.md §3.9, §4.8, §5.4, §7 call 13, §8): the newsletter
// sign-up form (docs/theme.md "Newsletter sign-up"). The form posts without this script; this
// checks it (§5.4), sends it to the page's ajax endpoint (call 13) and shows the outcome:
// validating, sending (the button busy), then success (the fields hidden and the success message
// focused, or the redirect) or the error beside the button (§4.8). Fields hidden by the theme's
// conditional logic are skipped and listed as hidden fields (§5.3's rule, which §5.4 follows).
import { log } from '../../core/log';
import { blank } from '../../core/forms/blank';
import { email } from '../../core/forms/email';
import { message, type Message } from '../../core/forms/messages';
import { submission } from '../../core/forms/submission';
import type { Theme } from '../types';

const d = document;
/** the error messages' ids so far */
let ids = 0;

/** a send with no answer after this long is dropped and the form kept (our reading) */
export const TIMEOUT_MS = 10000;
/** the redirect query's keys (data-redirect-query), each the field whose value it carries */
const KEYS: Record<string, string> = { first_name: 'et_firstname', last_name: 'et_lastname', email: 'et_email' };

/** The redirect address: `url` with, for each key of `query` (comma-separated, of first_name,
 *  last_name, email), that key and its value from `get` added to its query string (encoded, the
 *  url's own kept); '' when the url is not http(s) (a javascript: url is refused). */
export function redirect(url: string, query: string, get: (name: string) => string) {
  let u: URL;
  try {
    u = new URL(url, location.href);
  } catch {
    return '';
  }
  if (!/^https?:$/.test(u.protocol)) return '';
  query.split(',').forEach((k) => (k = k.trim()) && KEYS[k] && u.searchParams.set(k, get(KEYS[k])));
  return u.href;
}

/** The problem of one field (a field element, or a group's fieldset), or '' (§5.4) */
export function problem(el: HTMLInputElement | HTMLFieldSetElement): Message | string {
  if (el.tagName == 'FIELDSET') return el.hasAttribute('data-required') && !el.querySelector(':checked') ? 'checkbox' : '';
  const f = el as HTMLInputElement, v = f.value;
  if ((/^et_(first|last)name$/.test(f.name) || f.required) && blank(v)) return 'required';
  if (f.name == 'et_email' && !email(v.trim())) return 'invalid';
  return f.checkValidity() ? '' : f.validationMessage;
}

export function init(root: HTMLElement, T: Theme) {
  const form = root.querySelector('form'), say = root.querySelector<HTMLElement>('[data-msg]'), ok = root.querySelector<HTMLElement>('[data-success]');
  if (!form || !say || !ok) return log('Signup: the form, its message or its success is missing');
  const lang = d.documentElement.lang.slice(0, 2), sub = submission(), btn = form.querySelector('button')!;
  const t = (k: string) => message(lang, k as Message) || k;
  form.noValidate = true; // the checks are ours (§5.4 runs the native one too)
  const hidden = () => [...form.querySelectorAll<HTMLInputElement>('[hidden] [name]')];
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (T.builder || sub() == 'sending') return;
    // clear the last attempt's marks
    form.querySelectorAll('.field-error').forEach((x) => x.remove());
    form.querySelectorAll('[aria-invalid],[aria-describedby^=su-err]').forEach((x) => (x.removeAttribute('aria-invalid'), x.removeAttribute('aria-describedby')));
    let first: HTMLElement | undefined;
    form.querySelectorAll<HTMLInputElement | HTMLFieldSetElement>('fieldset, input:not([type=hidden],[type=checkbox],[type=radio]), select, textarea').forEach((el) => {
      const p = !el.closest('[hidden]') && problem(el);
      if (!p) return;
      const m = d.createElement('span'), set = el.tagName == 'FIELDSET' ? [...el.querySelectorAll('input')] : [el];
      m.className = 'field-error';
      m.id = 'su-err-' + ids++; // unique on the page (two sign-ups on one page)
      m.textContent = t(p);
      el.setAttribute('aria-describedby', m.id);
      set.forEach((x) => x.setAttribute('aria-invalid', 'true'));
      (el.tagName == 'FIELDSET' ? el : el.parentElement!).append(m);
      first ||= set[0];
    });
    if (first) return sub('invalid'), (say.textContent = t('error')), first.focus();
    const body = new URLSearchParams(new FormData(form) as any);
    const gone = hidden().map((x) => (body.delete(x.name), x.name));
    body.set('action', 'et_pb_submit_subscribe_form');
    body.set('et_frontend_nonce', root.dataset.nonce || '');
    body.set('et_hidden_fields', JSON.stringify([...new Set(gone)]));
    sub('sending');
    btn.setAttribute('aria-busy', 'true');
    btn.setAttribute('aria-disabled', 'true');
    say.textContent = '';
    let a: { success?: unknown; error?: unknown } | void = undefined;
    try {
      const r = await fetch(d.documentElement.dataset.ajax!, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (r.status > 499) throw r.status;
      a = await r.json().catch(() => {});
    } catch (x) {
      log('Signup: not sent', x);
      sub('failed');
    }
    btn.removeAttribute('aria-busy');
    btn.removeAttribute('aria-disabled');
    if (sub() == 'failed') return (say.textContent = t('kept'));
    if (!a?.success) return sub('refused'), (say.textContent = a?.error ? String(a.error) : t('failed'));
    sub('sent');
    form.dispatchEvent(new CustomEvent('lp-conversion', { bubbles: true }));
    const to = root.dataset.redirect;
    const u = to && redirect(to, root.dataset.redirectQuery || '', (n) => String(body.get(n) || ''));
    if (u) return location.assign(u);
    if (to) log('Signup: redirect refused: ' + to);
    form.querySelector<HTMLElement>('.signup-fields')!.hidden = true;
    ok.hidden = false;
    ok.focus();
  });
}
