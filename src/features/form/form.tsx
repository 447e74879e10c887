// features/form.js: the lead form (P18 subset, P19 subset, P20), mounted by the runtime into the
// template's [data-lp=form] element. Loaded only when the template has that marker.
import { texts } from './texts';
import * as React from 'react';
import { Component } from 'react';
import { FIELDS_MAX } from '../../runtime/constants';
import { SUBMIT_LOCK_MS } from './constants';
import { log } from '../../core/log';
import { on } from '../../core/flags';
import { t } from './strings';
import { adopt } from './adopt';
import type { PopupState } from '../../runtime/state';
import { chunk, leadChunk, submit } from './submit';
import { lazy, ruleChunk, type Rule } from './rules';
import { check, EXT, kind, type Ext, type Kind } from './validate';
import { fill, row, type Props, type State } from './row';

export type { Props };
import { submission } from '../../core/forms/submission';

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

/** The rows the runtime draws a few at a time: the fields, at most FIELDS_MAX */
export const rows = (s: PopupState) => Math.min(FIELDS_MAX, (s.req.popup.poptin_fields || []).length || 0);

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
  })(texts(this.props.s.req.popup));
  // (an email without validation is a text input: §5 'Email inputs (except no-validation) become
  // email-type')
  k: Kind[] = this.f.map((f) => (f.tag == 'email' && f.validation == 'no-validation' ? 'text' : kind(f)));
  // features/fields.js (the Ext kinds): undefined while it loads, null when it failed (those
  // fields are then plain text inputs: the visitor can still answer them)
  x?: typeof import('../fields/fields') | null;
  // each field's element (its .lp-fd box; a hidden field has none)
  b: (Element | null)[] = [];
  // one state per field (only the checkbox fields read theirs); `sent` follows s.convert
  state: State = { err: [], hl: -1, note: '', checked: this.f.map(() => on(this.props.s.dp.field_checkbox_default_marked)), sent: false };
  form: HTMLFormElement | null = null;
  // inputs so far (the first fetches features/lead.js)
  lf = 0;
  // each field's rule from its chunk (rules.ts), once loaded (and initialised); `w` the loads
  // so far, which a submit waits for
  r: (Rule | undefined)[] = [];
  /** chunk `p` of the form's, given to `ok` (null when it failed to load, or `ok` threw: a log
   *  line), then the form drawn again (a chunk may bring a picker, fields, steps) */
  get = (p: string, ok: (m: any) => unknown) =>
    chunk(this.props.s, p)
      .then(ok)
      .catch((e) => (ok(null), log(p + '.js failed to load', e)))
      .then(() => this.setState({}));
  // multi-step forms (docs/templates.md "Multi-step forms"): the steps of features/steps.js,
  // loaded only for a slot with data-steps (undefined while it loads, and the form waits for
  // it; null without data-steps, or when it failed to load: one step, a log line)
  sa = this.props.el?.getAttribute('data-steps');
  st?: import('../steps/steps').Steps | null = this.sa == null ? null : undefined;
  w: unknown[] = [
    this.k.some((k) => EXT.test(k)) && this.get('features/fields', (m) => (this.x = m)),
    // (focus then goes to the first field: the popup's first focus found no form)
    this.st === undefined &&
      this.get('features/steps', (m) => (this.st = m && new m.Steps(this.sa!, this.f.length)) && (adopt(this.props.el!, m.CSS), this.props.s.tab())),
  ];
  // a field's option for its rule: the email mode, or the country of a phone picker (call 1's
  // answer, else US)
  cc = this.f.map((f) => (f.tag == 'email' ? f.validation || '' : String(this.props.s.req.answer?.cc || 'US').toUpperCase()));
  /** loads field i's rule, once: at mount, or at the field's first input for a lazy one (not
   *  its focus: the popup focuses its first field, often the email, as it opens) */
  need = (i: number) => {
    const c = ruleChunk(this.f[i]);
    // (a module without a rule is a failed load too)
    this.w[i + 2] ||= c && this.get(c, async (m) => m && (await m.rule.init?.(this.props.s, this.cc[i]), (this.r[i] = m.rule.strip && m.rule)));
  };
  // (a field for its side effect: class fields run in order, so `w`, `cc` and `need` are there)
  mount = this.f.forEach((f, i) => lazy(f) || this.need(i));
  // the submission's status (core/forms/submission.ts): what the form's submits came to; the
  // submit lock reads it (sending, sent)
  sub = submission();
  // §4 submit lock: SUBMIT_LOCK_MS after each send, whatever its answer
  held = false;
  // the field to focus after the next render (-1: none)
  want = -1;
  off = () => {};

  componentDidMount() {
    const { s } = this.props;
    // subscribe() calls back at once with the current value, then on each change: only a
    // change draws the form again (issue 22: the first call drew the whole form a second time
    // as the popup came up)
    this.off = s.convert.subscribe((sent) => sent != this.state.sent && this.setState({ sent }));
    s.tab();
  }

  componentDidUpdate() {
    const i = this.want;
    this.want = -1;
    if (i >= 0) this.b[i]?.querySelector<HTMLElement>('input,select,textarea')?.focus();
  }

  componentWillUnmount() {
    this.off();
  }

  render() {
    const { s, el, rows } = this.props;
    const label = el?.getAttribute('data-submit');
    const { req, dp, lang } = s;
    const fields = this.f;
    const { err, hl, note, sent } = this.state;
    const S = this.st;
    if (S === undefined) return null;
    const set = (x: Partial<State>) => this.setState(x as State);
    const required = (i: number) => on(fields[i].required) || (this.k[i] === 'checkbox' && on(dp.field_checkbox_required));

    const onSubmit = (e: { preventDefault(): void }) => {
      e.preventDefault();
      // a field's rule still on its way (rules.ts) is waited for
      Promise.all(this.w).then(send);
    };
    const send = () => {
      // §4 submit lock; and no submit before the last fields of a long form are drawn (a frame or
      // a few after it shows: the runtime draws them ROWS_PER_TASK at a time); nor once the popup
      // closed while a rule was on its way
      const st = this.sub();
      if (this.held || st == 'sending' || st == 'sent' || rows! < fields.length || !this.form) return;
      const x = this.x;
      // what each field holds (a field with a rule: what its typing would have left, had the
      // rule been there already; an Ext kind: features/fields.js reads it)
      const read = () => fields.map((f, i) => {
        const k = this.k[i], box = this.b[i];
        if (k == 'hidden') return fill(f.value, s.prize);
        if (x && EXT.test(k)) return x.read(box!, k as Ext);
        const el = box!.querySelector('input')!;
        const r = this.r[i];
        return k == 'checkbox' ? (el.checked ? '1' : '') : r ? (r.fmt ? r.fmt(el.value, this.cc[i]) : r.strip(el.value)) : el.value;
      });
      const values = read();
      // §5: all fields empty → shake, highlight the first field (email preferred) until a key press
      const typed = fields.map((f, i) => i).filter((i) => !S?.hide(i) && !/^(checkbox|hidden)$/.test(this.k[i]));
      // X07: one message per field, the inline one (no native bubble: no reportValidity or
      // setCustomValidity); focus then goes to the highlighted or first invalid field, after the
      // render that describes it (aria-describedby, aria-invalid)
      if (typed.length && typed.every((i) => !values[i].trim())) {
        const em = typed.find((i) => fields[i].tag === 'email');
        return this.sub('invalid'), set({ hl: (this.want = em ?? typed[0]), err: [] });
      }
      const errs = fields.map((f, i) => {
        const k = this.k[i], v = values[i], r = this.r[i];
        // (a step before the last checks its own fields; the last checks them all)
        if (S?.skip(i)) return '';
        if (x && EXT.test(k)) return x.check(k as Ext, v, required(i), lang);
        // (a rule with a picker also says why a required field is empty: §5)
        if (r && (v.trim() || (r.C && required(i)))) return r.test(v, this.cc[i]) ? '' : r.msg(lang, v.trim(), this.cc[i]);
        const e = check(k, v, required(i));
        return e && t(lang, e);
      });
      const bad = errs.findIndex(Boolean);
      // focus after the render: the first bad field (of a multi-step form: its step shown), else
      // the next step's first field (the step's number is announced)
      this.want = bad;
      const stop = S ? S.go(this, bad) : bad >= 0;
      set({ err: errs });
      if (stop) return bad < 0 || this.sub('invalid');
      // §6: no submission in preview (a valid form not sent: idle)
      if (req.preview) return this.sub('idle'), set({ note: t(lang, 'noSubmit') });
      // §4 submit lock: at least SUBMIT_LOCK_MS and until call 6 settles (sending); for good
      // after a success (sent)
      this.held = true;
      s.T(() => (this.held = false), SUBMIT_LOCK_MS);
      this.sub('sending');
      // P23: a game on the popup plays first; the lead then goes at once, the drawn prize in its
      // hidden fields (read again) and call 6, and what follows a submit waits for the prize's
      // reveal (features/game, submit.ts)
      const go = () => submit(s, fields, read(), fields.some((f, i) => this.k[i] === 'checkbox' && !!values[i])).then(this.sub);
      // (a play that cannot start, the server's draw down or its pool empty, still sends the
      // lead, without a prize: the visitor's details are never lost)
      s.play ? s.play().then(go, go) : go();
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
        // the visitor started on a lead: fetch features/lead.js now, not at the submit (once: a
        // load that failed offline is asked again by the submit, at an address of its own)
        onInput={(e) => {
          this.lf++ || leadChunk(s).catch(() => {});
          // a field's message goes as the visitor changes it
          const i = this.b.findIndex((b) => b?.contains(e.target as Node));
          if (err[i]) set({ err: err.map((x, j) => (j == i ? '' : x)) });
        }}
      >
        {S?.head(lang)}
        {fields.slice(0, rows).map((_, i) => row(this, i, required(i)))}
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
        {S?.back(this, lang)}
        <button type="submit">{S?.next(el!, lang) || (sent ? t(lang, 'sent') : label || dp.submit_text || t(lang, 'submit'))}</button>
        {/* X07: 'Sent successfully!' is announced too (a polite live region, there before it fills) */}
        <p className="lp-sr" role="status">
          {sent && t(lang, 'sent')}
        </p>
      </form>
    );
  }
}

// features/button.js and features/coupon.js load this chunk for a click that is a conversion
// (P22): call 6 as the form sends it, without a second copy of its code; features/game.js for a
// prize's redirect (P23), the form's rules for it
export { submit };
export { redirect } from './redirect';
