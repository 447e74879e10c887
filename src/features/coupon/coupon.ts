// features/coupon.js (P22, spec §3 design_properties.coupon, §7 call 6 `coupon`): a template's
// data-lp="coupon" element shows a coupon code with a copy button (docs/templates.md "Coupons").
// A copy puts the code on the clipboard and says 'Copied' for 500 ms (§9); where the clipboard
// is missing or refused, the code is selected with a hint, for the visitor to copy. The first
// copy of a popup view is reported to the owner: call 6 with the code as `coupon`.
import { obj, text, type Obj } from '../../core/text';
import { log } from '../../core/log';
import { strings } from '../../core/strings';
import type { PopupState } from '../../runtime/state';

/** §9: the 'Copied' tooltip shows for 500 ms */
export const COPIED_MS = 500;

export const CSS =
  '.lp-cw{position:relative;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px}' +
  '.lp-cc{box-sizing:content-box;max-width:calc(100% - 32px);padding:6px 14px;border:2px dashed;border-radius:6px;background:none;color:inherit;font:700 20px/1.4 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.08em;text-align:center;cursor:copy}' +
  '.lp-cb{min-height:44px;padding:8px 16px;border:0;border-radius:6px;background:var(--lp-accent,#1d2433);color:var(--lp-accent-ink,#fff);font:inherit;font-weight:600;cursor:pointer}' +
  '.lp-cb:focus-visible{outline:3px solid;outline-offset:2px}' +
  // the tooltip above the code's row (over the owner's caption, if any, not the text before it);
  // the hint stays in the flow, under the row
  '.lp-ct{flex-basis:100%;text-align:center;font-size:14px}' +
  '.lp-ct.t{position:absolute;bottom:100%;inset-inline:0;margin:0 auto 6px;width:max-content;max-width:100%;padding:4px 10px;border-radius:4px;background:#1d2433;color:#fff}' +
  // X07: empty, the status is visually hidden, never display:none: a live region out of the
  // accessibility tree may not announce the 'Copied' written into it. After .t, which it beats.
  '.lp-ct:empty{position:absolute;width:1px;height:1px;padding:0;overflow:hidden;clip-path:inset(50%)}';

const t = strings(
  { code: 'Coupon code', copy: 'Copy code', copied: 'Copied', hint: 'The code is selected: copy it to use it' },
  { code: 'קוד קופון', copy: 'העתקת הקוד', copied: 'הועתק', hint: 'הקוד מסומן: העתיקו אותו כדי להשתמש בו' },
);

/** X05 (core/text.ts): the coupon's texts read as text first */
export const texts = (dp: Obj) => {
  const c = obj(dp, 'coupon');
  c && text(c, 'code coupon_type');
  return c;
};

/** The code: the element's data-code, else design_properties.coupon.code; '' when neither. */
export const codeOf = (s: PopupState, el: HTMLElement) => (el.dataset.code || texts(s.dp)?.code || '').trim();

export function attach(s: PopupState, el: HTMLElement) {
  const code = codeOf(s, el), lang = s.lang;
  // a coupon without a code is no coupon: its element goes, the popup shows (X05)
  if (!code) return log('Coupon without a code'), void (el.hidden = true);
  const make = (tag: string, cls: string, text = '', to: Element = row) => {
    const n = document.createElement(tag);
    n.className = cls;
    n.textContent = text;
    return to.appendChild(n);
  };
  // the owner's content stays (a caption); the code's row follows it
  const row: Element = make('div', 'lp-cw', '', el);
  // a read-only field: the fallback can select it in any browser (a selection inside a shadow
  // root is not portable), and a screen reader reads it by its name
  const box = make('input', 'lp-cc') as HTMLInputElement;
  box.readOnly = true;
  box.value = code;
  box.size = Math.max(4, code.length);
  box.dir = 'ltr'; // a code reads left to right in a Hebrew popup too
  box.setAttribute('aria-label', t(lang, 'code'));
  const btn = make('button', 'lp-cb', t(lang, 'copy')) as HTMLButtonElement;
  btn.type = 'button';
  // one polite status for both outcomes: announced once per copy, never per tick
  const say = make('span', 'lp-ct');
  say.setAttribute('role', 'status');
  let hide = () => {}, sent = 0;
  const show = (k: 'copied' | 'hint', tip: boolean) => {
    hide();
    say.textContent = t(lang, k);
    say.classList.toggle('t', tip);
    if (tip) hide = s.T(() => (say.textContent = ''), COPIED_MS);
  };
  const copy = () => {
    // the owner's report: the first copy of this popup view, not in preview (P16), never the
    // visitor's conversion (no marker, cookie or event: features/form/submit.ts `only`)
    if (!sent++ && !s.req.preview)
      (s.env.load || ((p: string) => import(/* webpackIgnore: true */ s.req.base + p + '.js')))('features/form')
        .then((m) => m.submit(s, [], [], false, { coupon: code }, true))
        .catch((x) => log('Coupon report failed', x));
    const fallback = (x?: unknown) => {
      log('Clipboard unavailable: code selected', x);
      box.focus();
      box.select();
      show('hint', false);
    };
    try {
      navigator.clipboard.writeText(code).then(() => show('copied', true), fallback);
    } catch (x) {
      fallback(x);
    }
  };
  s.L.on(btn, 'click', copy);
  s.L.on(box, 'click', copy);
}
