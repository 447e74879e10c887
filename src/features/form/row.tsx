// One field of the lead form (P19, X07): its label, its input (a text, email, url or tel input,
// a checkbox, a phone picker beside its input, or an Ext kind of features/fields.js) and its
// message, wired for assistive tech (aria-invalid, aria-describedby, the required mark). The form
// (form.tsx) keeps the state; a row reads it. A component called as a function, row(form, i, r),
// not <Row>: as a component of its own (a vnode and a props object a field) features/form.js
// measured 29 B brotli more.
import * as React from 'react';
import { NAME_MAX, TITLE_MAX } from './constants';
import { t } from './strings';
import { fieldName } from './conversion-body';
import { chunk } from './submit';
import { ruleChunk } from './rules';
import { EXT, stripPhone, type Ext } from './validate';
import type { Component } from 'react';
import type { PopupState } from '../../runtime/state';
import type { Field } from '../../popup/wire';
import type { Rule } from './rules';
import type { Kind } from './validate';

/** The slot component's props (popup/slots.ts): the popup, its slot element (data-submit is the
 *  button's label) and how many rows (fields) to draw so far */
export type Props = { s: PopupState; el?: Element; rows?: number };
export type State = { err: string[]; hl: number; note: string; checked: boolean[]; sent: boolean };

/** What a row reads of its form (form.tsx's Form): named here, so the row does not import the
 *  form back. `f` the fields, `k` their kinds, `b` their elements, `cc` each phone's country or
 *  email's rule, `r` their rules, `x` features/fields.js once loaded, `st` the steps, `need(i)`
 *  loads what field i needs */
export interface Form extends Component<Props, State> {
  f: Field[];
  k: Kind[];
  b: (Element | null)[];
  cc: string[];
  r: (Rule | undefined)[];
  x?: typeof import('../fields/fields') | null;
  st?: import('../steps/steps').Steps | null;
  need(i: number): void;
}

// the autocomplete token of each text tag that has one (X07: browsers fill a lead form in one
// go); an email, tel or url input's token is its type
const AUTO: Record<string, string> = Object.assign(Object.create(null), {
  name: 'name',
  first_name: 'given-name',
  last_name: 'family-name',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zip_postal_code: 'postal-code',
  country: 'country-name',
});

// §5: a label over TITLE_MAX characters is cut to TITLE_MAX and an ellipsis (the whole label
// stays in the field's accessible name: docs/behaviour.md P19)
const cut = (v: string) => (v.length > TITLE_MAX ? <><span aria-hidden="true">{v.slice(0, TITLE_MAX) + '…'}</span><span className="lp-sr">{v}</span></> : v);

/** A hidden field's value: {prize_code} / {prize_label} are filled with a game's drawn prize
 *  (§3, P23: features/game sets s.prize before the form sends); without one they are empty */
export const fill = (v?: string, p?: Record<string, string>) => (v || '').replace(/\{(prize_(code|label))\}/g, (_, k) => (p ? p[k] : ''));

/** Field i of form `c`, `r` when it must be answered: its row, keyed i (nothing while its Ext
 *  kind's chunk loads). */
export function row(c: Form, i: number, r: boolean) {
  const { s } = c.props;
  const { req, lang } = s;
  const { err, hl, checked } = c.state;
  const f = c.f[i];
  const name = fieldName(f);
  const x = c.x;
  // an Ext kind waits for features/fields.js; without it, it is a text input
  let k = c.k[i];
  if (k == 'hidden') return <input key={i} type="hidden" name={name} value={fill(f.value)} />;
  if (EXT.test(k) && !x) {
    if (x === undefined) return null;
    k = 'text';
  }
  const id = `lp-f${req.index}-${i}`;
  const R = c.r[i];
  // §5: website and url fields are url inputs
  const type = k === 'email' || k === 'url' ? k : k === 'phone' ? 'tel' : 'text';
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
      {cut(f.label || f.placeholder || name)}
      {r && <span aria-hidden="true"> *</span>}
    </>
  );
  const input = (
    <input
      {...a}
      type={type}
      // X07: an address, a number or a link reads left to right in a Hebrew popup too
      dir={type == 'text' ? undefined : 'ltr'}
      placeholder={f.placeholder}
      autoComplete={type == 'text' ? AUTO[f.tag] : type}
      // no maxLength or pattern on the phone: 7 to 15 digits may take 20 characters
      // with their spaces and brackets (check() counts the digits)
      maxLength={k === 'name' && r ? NAME_MAX : undefined}
      // (the basic phone's rule: a field with its own rule says it in its message)
      title={k === 'phone' && !ruleChunk(f) ? t(lang, 'phoneTitle') : k === 'name' && r ? t(lang, 'name') : undefined}
      onBlur={R?.fmt && ((ev) => (ev.currentTarget.value = R.fmt!(ev.currentTarget.value, c.cc[i])))}
      onInput={(ev) => {
        const el = ev.currentTarget as HTMLInputElement;
        c.need(i);
        if (k == 'phone') {
          const v = R ? R.strip(el.value) : stripPhone(el.value);
          if (v !== el.value) el.value = v;
        }
        R?.input?.(el, ev as unknown as InputEvent, lang);
      }}
    />
  );
  return (
    <div
      key={i}
      className="lp-fd"
      hidden={c.st?.hide(i)}
      ref={(el) => {
        c.b[i] = el;
      }}
    >
      {x && EXT.test(k) ? (
        <x.Extra f={f} k={k as Ext} a={a} text={text} lang={lang} load={(p: string) => chunk(s, p)} />
      ) : k === 'checkbox' ? (
        <label>
          <input {...a} type="checkbox" checked={checked[i]} onChange={() => c.setState({ checked: checked.map((v, j) => (j === i ? !v : v)) })} /> {text}
        </label>
      ) : (
        <>
          <label htmlFor={id}>{text}</label>
          {R?.C ? (
            <div className="lp-ph">
              <R.C id={id + 'c'} d={c.cc[i]} lang={lang} set={(cc: string) => c.setState({}, void (c.cc[i] = cc))} />
              {input}
            </div>
          ) : (
            input
          )}
        </>
      )}
      {e && (
        <p id={id + 'e'} className="lp-er" role="alert">
          {e}
        </p>
      )}
    </div>
  );
}
