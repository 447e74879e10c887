// features/email.js (P19): the email modes of §5 beyond the basic typo check of validate.ts, a
// field rule (features/form/rules.ts). An email field's `validation` picks the mode
// (docs/display-api.md "poptin_fields"): check-typos (the default) the shape and the 'Did you
// mean X?' suggestion; business-email the shape and the domain list of call 16;
// typos-business both; no-validation none (a text input; this chunk is not loaded). The list
// is fetched once per page, when a field in a business mode mounts; a failed fetch switches the
// business check off with a log line (§8). Autofill: typing after the @ the start of a common
// domain shows the whole address under the field; Tab or the right arrow accepts it; never in
// Hebrew (§5). A check-typos field loads this chunk at its first input (not its focus: the
// popup focuses its first field as it opens), so a visitor who never types an email downloads
// nothing.
import * as React from 'react';
import type { Rule } from '../form/rules';
import { mail } from '../form/validate';
import { log } from '../../core/log';
import { distance } from '../../core/forms/distance';
import { suggest as near } from '../../core/forms/suggest';
import { strings } from '../../core/strings';
import { t as ft } from '../form/strings';
import { adopt } from '../form/adopt';
import type { PopupState } from '../../runtime/state';

export const CSS =
  '.lp-ac{margin:0;font-size:14px;color:#4b5563}.lp-ac:empty{position:absolute;clip-path:inset(50%)}' +
  '.lp-f .lp-sg{padding:0;border:0;background:none;color:inherit;font:inherit;font-weight:600;text-decoration:underline;cursor:pointer}';

/** §5's common domains, for autofill and suggestions */
export const DOMAINS = 'gmail.com yahoo.com icloud.com me.com mac.com outlook.com protonmail.com zohocorp.com aol.com hotmail.com'.split(' ');
/** at most this many domains are kept from call 16's list (X05: a huge answer is cut, logged) */
const LIST_MAX = 100000;

let list: Promise<Set<string> | null> | undefined;

/** Call 16, once per page: the free and disposable domains, one per line; null when it failed */
export const domains = (api: string) =>
  (list ||= fetch(api + '/api/display/validation-emails')
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error('HTTP ' + r.status))))
    .then((t) => {
      const all = t.split('\n').map((d) => d.trim().toLowerCase()).filter(Boolean);
      if (all.length > LIST_MAX) log(`Email domain list over ${LIST_MAX} ignored`);
      return new Set(all.slice(0, LIST_MAX));
    })
    .catch((e) => (log('Email domain list failed to load: business check off', e), null)));

/** 'Did you mean X?' (core/forms/suggest.ts): the address with a common domain one slip away,
 *  two for the longer ones (gmial.con), a swap of two letters one slip (docs/behaviour.md P19),
 *  or '' */
export const suggest = (v: string) => near(v, DOMAINS, (d, c) => distance(d, c) <= (c.length > 8 ? 2 : 1));

/** The inline completion of a value typed so far after its @, or '' */
export function complete(v: string): string {
  const m = /^[^@\s]+@([a-z0-9.-]+)$/i.exec(v);
  const d = m && DOMAINS.find((c) => c.startsWith(m[1].toLowerCase()) && c != m[1].toLowerCase());
  return d ? v + d.slice(m![1].length) : '';
}

const business = (x?: string) => /business/.test(x || '');
const typos = (x?: string) => x != 'business-email';

/** The business list once the field mounted (rule.init); undefined while off */
let free: Set<string> | null | undefined;
/** the addresses a suggestion was shown for */
const asked = new Set<string>();
/** the address the last check stopped for its suggestion (msg then shows it) */
let now = '';

// this chunk's strings; 'There are typos in the email' is the form's own (features/form.js)
const t = strings({ mean: 'Did you mean ', business: 'Only business emails are allowed' }, { mean: 'האם התכוונת ל־', business: 'מותרות רק כתובות אימייל עסקיות' });

export const rule: Rule = {
  init: (s: PopupState, x?: string) => (business(x) ? domains(s.req.api).then((l) => void (free = l)) : undefined),
  // a suggestion stops the first submit of that address only: a visitor whose domain really is
  // gmal.com sends it at the second (docs/behaviour.md P19)
  test: (v, x) => {
    v = v.trim();
    const s = typos(x) && suggest(v) && !asked.has(v);
    if (s) asked.add((now = v));
    return mail(v) && !s && !(business(x) && free?.has(v.slice(v.lastIndexOf('@') + 1).toLowerCase()));
  },
  strip: (v) => v,
  msg: (lang, v = '', x) => {
    const s = now == v && suggest(v);
    now = '';
    if (s)
      return (
        <>
          {t(lang, 'mean')}
          <button
            type="button"
            className="lp-sg"
            ref={(b) => void (b && adopt(b, CSS))}
            dir="ltr"
            onClick={(e) => {
              // accepting it fills the field, which clears the message (the form's onInput)
              const el = e.currentTarget.closest('.lp-fd')!.querySelector('input')!;
              el.value = s;
              el.focus();
              el.dispatchEvent(new Event('input', { bubbles: true }));
            }}
          >
            {s}
          </button>
          ?
        </>
      );
    return mail(v) ? t(lang, 'business') : ft(lang, 'typo');
  },
  input: (el, e, lang) => {
    // never in Hebrew; only while typing forward at the end (an email input has no selection
    // to read or set: the end is where typing goes, and a deletion is not completed again)
    if (lang == 'he') return;
    const c = e.inputType == 'insertText' ? complete(el.value) : '';
    let h = el.parentElement!.querySelector<HTMLElement>('.lp-ac');
    if (!h && c) {
      // the hint under the field, a polite status (announced when it changes, not per key);
      // Tab or the right arrow accepts it (Tab then moves on as usual)
      h = document.createElement('p');
      h.className = 'lp-ac';
      h.setAttribute('role', 'status');
      adopt(el, CSS);
      el.after(h);
      const take = () => h!.textContent && ((el.value = h!.dataset.v!), (h!.textContent = ''), el.dispatchEvent(new Event('input', { bubbles: true })));
      el.addEventListener('keydown', (k) => {
        if (k.key == 'Tab' || (k.key == 'ArrowRight' && !k.shiftKey)) take() && k.key != 'Tab' && k.preventDefault();
      });
      el.addEventListener('blur', () => (h!.textContent = ''));
    }
    if (h && h.dataset.v != c) {
      h.dataset.v = c;
      h.textContent = c && c + ' (Tab or right arrow to accept)';
    }
  },
};
