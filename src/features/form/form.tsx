// features/form.js: the lead form (P18 subset, P19 subset, P20), mounted by the runtime into the
// template's [data-lp=form] element. Loaded only when the template has that marker.
import * as React from 'react';
import { Component } from 'react';
import { FIELDS_MAX } from '../../runtime/constants';
import { NAME_MAX, SUBMIT_LOCK_MS } from './constants';
import { log } from '../../shared/log';
import { on } from '../../shared/flags';
import { t, type Key } from './strings';
import type { St } from '../../runtime/state';
import { fieldName } from './conversion';
import { chunk, leadChunk, submit } from './submit';
import { ruleChunk, type Rule } from './rules';
import { check, kind, stripPhone } from './validate';

// adopted by the runtime as a constructed sheet, not a <style> element (runtime/sheet.ts).
// Flex columns, not grids: a grid per field inside the form's grid inside the shell's grid
// doubled the layout time of a form at the caps (50 fields: 16 ms to 7 ms at 4x CPU), and a
// column looks the same.
export const CSS =
  '.lp-f,.lp-fd{display:flex;flex-direction:column;gap:10px}.lp-f{margin-top:12px}.lp-fd{gap:4px;font-size:14px;text-align:start}' +
  '.lp-f input:not([type=checkbox]){width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #8a8f98;border-radius:6px;font:inherit;background:#fff;color:#1f2328}' +
  '.lp-f [aria-invalid=true]{border-color:#b3261e}.lp-f .lp-hl{outline:3px solid #f59e0b;outline-offset:1px}' +
  '.lp-er{color:var(--lp-error,#b3261e);font-size:14px;margin:0}' +
  '.lp-f button{padding:12px;border:0;border-radius:6px;background:var(--lp-accent,#1a56db);color:var(--lp-accent-ink,#fff);font:inherit;font-weight:600;line-height:1.2;cursor:pointer}' +
  '.lp-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  '.lp-sh{animation:lp-sh .5s}@keyframes lp-sh{20%,60%{translate:-8px}40%,80%{translate:8px}}';

// {prize_code} / {prize_label} are filled by games (a later issue); a plain form leaves them empty
const fill = (v?: string) => (v || '').replace(/\{prize_(code|label)\}/g, '');

/** The slot component's props (shared/slots.ts): the popup, its slot element (data-submit is the
 *  button's label) and how many rows (fields) to draw so far */
export type Props = { s: St; el?: Element; rows?: number };
/** The rows the runtime draws a few at a time: the fields, at most FIELDS_MAX */
export const rows = (s: St) => Math.min(FIELDS_MAX, (s.req.popup.poptin_fields || []).length || 0);

type State = { err: (Key | 'rule' | '')[]; hl: number; note: string; checked: boolean[]; sent: boolean };

/**
 * The form. A class component (the React API Preact core implements) rather than hooks: hooks
 * would add preact/hooks, 0.9 kB brotli of this chunk (scripts/analyze.mjs), to every popup
 * with a form, against issue 7's 18 kB for a first lightbox with a form.
 * `rows`: how many fields to render so far (the runtime grows it a task at a time,
 * runtime/constants.ts ROWS_PER_TASK, up to rows() below).
 */
export class Form extends Component<Props, State> {
  // X05: at most FIELDS_MAX fields, the rest logged (once) and ignored: inserting form controls
  // into a <form> costs Chromium quadratic time (10,000 fields blocked the page for ~70 s)
  f = ((all) => {
    const f = Array.isArray(all) ? all : [];
    if (f.length > FIELDS_MAX) log(`Form fields over ${FIELDS_MAX} ignored`);
    return f.slice(0, FIELDS_MAX);
  })(this.props.s.req.popup.poptin_fields);
  // one state per field (only the checkbox fields read theirs); `sent` follows s.convert
  state: State = { err: [], hl: -1, note: '', checked: this.f.map(() => on(this.props.s.dp.field_checkbox_default_marked)), sent: false };
  form: HTMLFormElement | null = null;
  // each field's rule from its chunk (rules.ts), once loaded; `ready` when every one settled
  r: (Rule | undefined)[] = [];
  ready = Promise.all(
    this.f.map((f, i) => {
      const c = ruleChunk(f);
      // (catch, not then's second argument: a module without a rule is a failed load too)
      return c && chunk(this.props.s, c).then((m) => (this.r[i] = m.rule.strip && m.rule)).catch((x) => log(c + '.js failed to load', x));
    }),
  );
  locked = false;
  // the field to focus after the next render (-1: none)
  want = -1;
  off = () => {};

  componentDidMount() {
    const { s } = this.props;
    // subscribe() calls back at once with the current value, then on each change
    this.off = s.convert.subscribe((sent) => this.setState({ sent }));
    s.tab();
  }

  componentDidUpdate() {
    const i = this.want;
    this.want = -1;
    if (i >= 0) this.form!.querySelectorAll('input')[i].focus();
  }

  componentWillUnmount() {
    this.off();
  }

  render() {
    const { s, el, rows } = this.props;
    const label = el?.getAttribute('data-submit');
    const { req, dp, lang } = s;
    const fields = this.f;
    const { err, hl, note, checked, sent } = this.state;
    const set = (x: Partial<State>) => this.setState(x as State);
    const required = (f: (typeof fields)[0]) => on(f.required) || (f.tag === 'checkbox' && on(dp.field_checkbox_required));

    const onSubmit = (e: { preventDefault(): void }) => {
      e.preventDefault();
      // a field's rule still on its way (rules.ts) is waited for
      this.ready.then(send);
    };
    const send = () => {
      // §4 submit lock; and no submit before the last fields of a long form are drawn (a frame or
      // a few after it shows: the runtime draws them ROWS_PER_TASK at a time); nor once the popup
      // closed while a rule was on its way
      if (this.locked || rows! < fields.length || !this.form) return;
      if (req.preview) return set({ note: t(lang, 'noSubmit') }); // §6: no submission in preview
      const els = Array.from(this.form!.querySelectorAll('input')); // one input per field
      // (a field with a rule: what its typing would have left, had the rule been there already)
      const values = fields.map((f, i) => (f.tag === 'checkbox' ? (els[i].checked ? '1' : '') : f.tag === 'hidden' ? fill(f.value) : this.r[i] ? this.r[i]!.strip(els[i].value) : els[i].value));
      // §5: all fields empty → shake, highlight the first field (email preferred) until a key press
      const typed = fields.map((f, i) => i).filter((i) => !/^(checkbox|hidden)$/.test(kind(fields[i].tag)));
      // X07: one message per field, the inline one (no native bubble: no reportValidity or
      // setCustomValidity); focus then goes to the highlighted or first invalid field, after the
      // render that describes it (aria-describedby, aria-invalid)
      if (typed.length && typed.every((i) => !values[i].trim())) {
        const em = typed.find((i) => fields[i].tag === 'email');
        return set({ hl: (this.want = em ?? typed[0]), err: [] });
      }
      const errs = fields.map((f, i) => (this.r[i] && values[i].trim() ? (this.r[i]!.test(values[i]) ? '' : 'rule') : check(kind(f.tag), values[i], required(f))));
      set({ err: errs });
      if ((this.want = errs.findIndex(Boolean)) >= 0) return;
      // §4 submit lock: at least SUBMIT_LOCK_MS and until call 6 settles; for good after a success
      this.locked = true;
      let n = 2;
      const free = () => --n || (this.locked = false);
      s.T(free, SUBMIT_LOCK_MS);
      submit(s, fields, values, fields.some((f, i) => f.tag === 'checkbox' && !!values[i])).then((ok) => ok || free());
    };

    return (
      <form
        ref={(f) => {
          this.form = f;
        }}
        className={hl < 0 ? 'lp-f' : 'lp-f lp-sh'}
        noValidate
        onSubmit={onSubmit}
        onKeyDown={() => hl >= 0 && set({ hl: -1 })}
        // the visitor started on a lead: fetch features/lead.js now, not at the submit
        onInput={() => leadChunk(s).catch(() => {})}
      >
        {fields.slice(0, rows).map((f, i) => {
          const k = kind(f.tag);
          const name = fieldName(f);
          if (k === 'hidden') return <input key={i} type="hidden" name={name} value={fill(f.value)} />;
          const id = `lp-f${req.index}-${i}`;
          // §5: website and url fields are url inputs
          const type = k === 'email' || k === 'url' ? k : k === 'phone' ? 'tel' : 'text';
          const r = required(f);
          const e = err[i];
          const a = {
            id,
            name,
            required: r,
            className: hl === i ? 'lp-hl' : undefined,
            'aria-invalid': e ? ('true' as const) : undefined,
            'aria-describedby': e ? id + 'e' : hl === i ? `lp-f${req.index}-m` : undefined,
          };
          const text = (
            <>
              {f.label || f.placeholder || name}
              {r && <span aria-hidden="true"> *</span>}
            </>
          );
          return (
            <div key={i} className="lp-fd">
              {k === 'checkbox' ? (
                <label>
                  <input {...a} type="checkbox" checked={checked[i]} onChange={() => set({ checked: checked.map((c, j) => (j === i ? !c : c)) })} /> {text}
                </label>
              ) : (
                <>
                  <label htmlFor={id}>{text}</label>
                  <input
                    {...a}
                    type={type}
                    // X07: an address, a number or a link reads left to right in a Hebrew popup too
                    dir={type == 'text' ? undefined : 'ltr'}
                    placeholder={f.placeholder}
                    autoComplete={type == 'text' ? (k === 'name' ? 'name' : undefined) : type}
                    // no maxLength or pattern on the phone: 7 to 15 digits may take 20 characters
                    // with their spaces and brackets (check() counts the digits)
                    maxLength={k === 'name' && r ? NAME_MAX : undefined}
                    // (the basic phone's rule: a field with its own rule says it in its message)
                    title={k === 'phone' && !ruleChunk(f) ? t(lang, 'phoneTitle') : k === 'name' && r ? t(lang, 'name') : undefined}
                    onInput={
                      k === 'phone'
                        ? (ev) => {
                            const el = ev.currentTarget as HTMLInputElement;
                            const v = this.r[i] ? this.r[i]!.strip(el.value) : stripPhone(el.value);
                            if (v !== el.value) el.value = v;
                          }
                        : undefined
                    }
                  />
                </>
              )}
              {e && (
                <p id={id + 'e'} className="lp-er" role="alert">
                  {e == 'rule' ? this.r[i]!.msg(lang) : t(lang, e)}
                </p>
              )}
            </div>
          );
        })}
        {hl >= 0 && (
          // §5 all-empty rule, X07: the shake says why in words too, announced at once
          <p id={`lp-f${req.index}-m`} className="lp-er" role="alert">
            {t(lang, 'empty')}
          </p>
        )}
        {note && (
          <p className="lp-er" role="status">
            {note}
          </p>
        )}
        <button type="submit">{sent ? t(lang, 'sent') : label || dp.submit_text || t(lang, 'submit')}</button>
        {/* X07: 'Sent successfully!' is announced too (a polite live region, there before it fills) */}
        <p className="lp-sr" role="status">
          {sent && t(lang, 'sent')}
        </p>
      </form>
    );
  }
}

// features/button.js and features/coupon.js load this chunk for a click that is a conversion
// (P22): call 6 as the form sends it, without a second copy of its code
export { submit };
