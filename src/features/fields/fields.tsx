// features/fields.js: the lead form's choice and special fields (P18, P19): message, select,
// multi-select, radio groups (gender), checkbox groups (preferences), number, date and
// birthday. The form (features/form.js) loads it only when a field of one of these kinds is in
// the popup, so a basic form (email, names, phone, text inputs, consent, hidden) pays nothing
// for them. Each kind here is drawn, read back and checked by this chunk; the date picker is a
// chunk of its own, loaded at the first press of a date field's calendar button.
import * as React from 'react';
import { Component } from 'react';
import type { Field } from '../../popup/wire';
import { choices, type Ext } from '../form/validate';
import { strings } from '../../core/strings';
import { t as ft } from '../form/strings';
import { log } from '../../core/log';
import { adopt } from '../form/adopt';

export const CSS =
  '.lp-f select,.lp-f textarea{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #8a8f98;border-radius:6px;font:inherit;background:#fff;color:#1f2328}' +
  '.lp-f textarea{min-height:5em;resize:vertical}.lp-f select[multiple]{padding:4px}' +
  '.lp-f fieldset{border:0;margin:0;padding:0;min-width:0;display:flex;flex-wrap:wrap;gap:4px 16px}.lp-f legend{padding:0;margin-bottom:4px;width:100%}' +
  '.lp-f fieldset label{display:flex;align-items:center;gap:8px;min-height:32px}.lp-f fieldset input[name]{width:20px;height:20px;margin:0;padding:0;flex:none;accent-color:var(--lp-accent,#1a56db)}' +
  '.lp-dt{display:flex;gap:6px}.lp-f .lp-dt button{flex:none;padding:0 12px;background:#fff;color:#1f2328;border:1px solid #8a8f98;font-weight:400}';

const en = {
  choose: 'Choose…',
  date: 'Please enter a valid date (dd/mm/yyyy)',
  birthday: 'Please enter a valid birthday.',
  one: 'Please choose at least one option',
  pick: 'Choose a date',
  genders: 'Male|Female|Other',
};
const he: typeof en = {
  choose: 'בחירה…',
  date: 'נא להזין תאריך תקין (dd/mm/yyyy)',
  birthday: 'נא להזין תאריך לידה תקין.',
  one: 'נא לבחור לפחות אפשרות אחת',
  pick: 'בחירת תאריך',
  genders: 'זכר|נקבה|אחר',
};
const t = strings(en, he);

/** 'dd/mm/yyyy' (one or two digits for the day and month, a year from 1000) → local midnight,
 *  or null when it is not a real day (31/02/2024) */
export function parse(v: string): Date | null {
  const m = /^(\d\d?)\/(\d\d?)\/(\d{4})$/.exec(v.trim());
  const d = m && +m[3] >= 1000 && new Date(+m[3], +m[2] - 1, +m[1]);
  return d && d.getDate() == +m![1] && d.getMonth() == +m![2] - 1 ? d : null;
}

const today = () => new Date(new Date().setHours(0, 0, 0, 0));

/** The message for a value of kind `k` ('' when it passes), in the popup's language. Choice
 *  values are the chosen options joined by ', ' (read() below). */
export function check(k: Ext, v: string, required: boolean, lang: string): string {
  // (the form's own 'This field is required', from features/form.js)
  if (!v.trim()) return required ? (k == 'group' || k == 'multi' ? t(lang, 'one') : ft(lang, 'required')) : '';
  if (k == 'date' || k == 'birthday') {
    const d = parse(v);
    // §5: a birthday must be in the past; today or later is refused
    return !d ? t(lang, 'date') : k == 'birthday' && d >= today() ? t(lang, 'birthday') : '';
  }
  return '';
}

/** What a field of kind `k` holds: the chosen options joined by ', ', else its control's value */
export const read = (box: Element, k: Ext): string =>
  /^(group|radio)$/.test(k)
    ? Array.from(box.querySelectorAll<HTMLInputElement>('input:checked'), (e) => e.value).join(', ')
    : k == 'multi'
      ? Array.from((box.querySelector('select') as HTMLSelectElement).selectedOptions, (o) => o.value).join(', ')
      : k == 'number'
        ? round((box.querySelector('input') as HTMLInputElement).value)
        : (box.querySelector('input,select,textarea') as HTMLInputElement).value;

// §5 number inputs: digits, dot and minus; any other key that types a character is refused
const NUMBER_KEY = /^([\d.-]|.{2,})$/;

/** §5: on blur a number rounds to 2 decimals, and a lone dot (anything not a number) becomes 0 */
export const round = (v: string) => (v ? String(+(+v || 0).toFixed(2)) : '');

export interface FieldProps {
  f: Field;
  k: Ext;
  /** the control's attributes: id, name, required, aria-invalid, aria-describedby */
  a: Record<string, unknown>;
  /** the label's content (the text and the required mark) */
  text: React.ReactNode;
  lang: string;
  /** loads a chunk by path (the popup's loader) */
  load(p: string): Promise<any>;
}

/** One field of an Ext kind */
export class Extra extends Component<FieldProps, { open: boolean }> {
  state = { open: false };
  host: HTMLElement | null = null;
  input: HTMLInputElement | null = null;
  btn: HTMLButtonElement | null = null;
  shut = () => {};
  wait = false;

  componentWillUnmount() {
    this.shut();
  }

  // the date picker (features/datepicker.js), fetched at the first press; a failed load is a log
  // line and the field stays a typed dd/mm/yyyy input (§8)
  toggle = () => {
    if (this.state.open) return this.close();
    // (a second press while the chunk is on its way draws nothing more)
    if (this.wait) return;
    this.wait = true;
    const { f, k, lang, load } = this.props;
    load('features/datepicker').then(
      (m) => {
        this.wait = false;
        if (!this.host || !this.input) return;
        adopt(this.host, m.CSS);
        this.setState({ open: true });
        const y = today();
        y.setDate(y.getDate() - 1);
        const d = parse(this.input.value);
        this.shut = m.picker(this.host, {
          // (the picker reads dd/mm/yyyy only: 1/2/2023 as 01/02/2023)
          value: d ? m.format(d) : this.input.value,
          lang,
          max: k == 'birthday' ? y : undefined,
          label: f.label || f.placeholder || f.tag,
          pick: (v: string) => {
            this.input!.value = v;
            this.input!.dispatchEvent(new Event('input', { bubbles: true }));
            this.close();
          },
          close: this.close,
        });
      },
      (e) => {
        this.wait = false;
        log('features/datepicker.js failed to load', e);
        this.btn && (this.btn.disabled = true);
      },
    );
  };
  close = () => {
    // Escape or a pick leaves focus in the calendar: it goes back to the button; a click outside
    // put it where the visitor clicked, and it stays there
    const r = this.host?.getRootNode() as ShadowRoot | undefined;
    const back = !r?.activeElement || this.host!.contains(r.activeElement);
    this.shut();
    this.shut = () => {};
    this.setState({ open: false });
    back && this.btn?.focus();
  };

  render() {
    const { f, k, a, text, lang } = this.props;
    const id = a.id as string;
    // (a ref, not componentDidMount: the sheet goes in with the field's first element)
    const on = (e: Element | null) => void (e && adopt(e, CSS));
    const label = (
      <label ref={on} htmlFor={id}>
        {text}
      </label>
    );
    if (k == 'message')
      return (
        <>
          {label}
          <textarea {...a} placeholder={f.placeholder} rows={3} />
        </>
      );
    if (k == 'number')
      return (
        <>
          {label}
          <input
          {...a}
          type="text"
          inputMode="decimal"
          dir="ltr"
          placeholder={f.placeholder}
          onKeyDown={(e) => !e.ctrlKey && !e.metaKey && !NUMBER_KEY.test(e.key) && e.preventDefault()}
          // a paste or a drop is cleaned as typing would have left it
          onInput={(e) => {
            const el = e.currentTarget;
            const v = el.value.replace(/[^\d.-]/g, '');
            if (v != el.value) el.value = v;
          }}
          onBlur={(e) => (e.currentTarget.value = round(e.currentTarget.value))}
        />
        </>
      );
    if (k == 'date' || k == 'birthday')
      return (
        <>
          {label}
          <div className="lp-dt">
          <input {...a} type="text" ref={(e) => void (this.input = e)} dir="ltr" inputMode="numeric" autoComplete={k == 'birthday' ? 'bday' : 'off'} placeholder={f.placeholder || 'dd/mm/yyyy'} />
          <button ref={(e) => void (this.btn = e)} type="button" aria-haspopup="dialog" aria-expanded={this.state.open} onClick={this.toggle}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6">
              <rect x="2.5" y="4" width="15" height="13.5" rx="2" />
              <path d="M2.5 8.5h15M6.5 2v4M13.5 2v4" />
            </svg>
            <span className="lp-sr">{t(lang, 'pick')}</span>
          </button>
        </div>
          <div ref={(e) => void (this.host = e)} />
        </>
      );
    const c = choices(f);
    const opts = c.length ? c : t(lang, 'genders').split('|');
    if (k == 'select' || k == 'multi')
      return (
        <>
          {label}
          <select {...a} multiple={k == 'multi'} size={k == 'multi' ? Math.min(opts.length, 6) : undefined}>
          {k == 'select' && <option value="">{f.placeholder || t(lang, 'choose')}</option>}
          {opts.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
        </>
      );
    // radio (gender) and checkbox groups (preferences): a fieldset named by its legend; the
    // message and aria-invalid on the group, `required` on a radio (§5: a required radio group
    // gets required status; a checkbox group needs one box, which check() says)
    const radio = k == 'radio';
    return (
      <fieldset ref={on} id={id} className={a.className as string} role={radio ? 'radiogroup' : undefined} aria-invalid={a['aria-invalid'] as 'true'} aria-describedby={a['aria-describedby'] as string}>
        <legend>{text}</legend>
        {opts.map((o) => (
          <label key={o}>
            <input type={radio ? 'radio' : 'checkbox'} name={id} value={o} required={radio && !!a.required} /> {o}
          </label>
        ))}
      </fieldset>
    );
  }
}
