// features/steps.js: multi-step forms (docs/templates.md "Multi-step forms"). features/form.js
// loads it only for a form slot with data-steps, so a one-step form (most of them) pays for
// none of it: not the parsing, the step shown, which fields a press of Next checks, the
// progress line, Back, nor their strings. The form asks a Steps at four points (form.tsx).
import * as React from 'react';
import { strings } from '../../core/strings';
import { log } from '../../core/log';

// adopted by the form after its own sheet (features/form/adopt.ts)
export const CSS = '.lp-st{margin:0;font-size:14px;font-weight:600}.lp-f .lp-bk{background:none;color:inherit;border:1px solid currentColor}';

const t = strings({ next: 'Next', back: 'Back', step: 'Step %1 of %2' }, { next: 'הבא', back: 'חזרה', step: 'שלב %1 מתוך %2' });

/** What of the form a Steps moves: the field to focus after the next render, and a render */
export interface Host {
  want: number;
  setState(x: object): void;
}

/**
 * The steps of one form of `L` fields: data-steps="2,3" (`c`) puts the first 2 fields in step
 * 1, the next 3 in step 2 and any others in the last. A value that is not a list of whole
 * positive numbers is a log line and one step.
 */
export class Steps {
  /** where each step ends */
  e: number[];
  /** the step shown */
  i = 0;
  constructor(c: string, L: number) {
    let n = 0;
    const e = c.split(',').map((v) => (n += +v));
    const ok = e.every((v, j) => Number.isInteger(v) && v > (e[j - 1] || 0));
    ok || log('Form steps ignored: ' + c);
    this.e = ok ? [...e.filter((v) => v < L), L] : [L];
  }
  /** the last step is shown (its button submits and checks every field) */
  last = () => this.i == this.e.length - 1;
  /** field j is not in the step shown */
  hide = (j: number) => j >= this.e[this.i] || j < (this.e[this.i - 1] || 0);
  /** field j is not checked by this press: not in this step, before the last */
  skip = (j: number) => !this.last() && this.hide(j);
  /** After a press checked the step (`bad`: the first field with an error, or -1): on to the
   *  next step, its first field focused, or back to the step of the field in error. True when
   *  the press stops here: an error, or a step before the last. */
  go(h: Host, bad: number): boolean {
    const last = this.last();
    if (bad >= 0) this.i = this.e.findIndex((e) => bad < e);
    else if (!last) h.want = this.e[this.i++];
    return bad >= 0 || !last;
  }
  /** 'Step 1 of 2' above the fields, in a polite live region: the change of step is announced */
  head = (lang: string) =>
    this.e.length > 1 && (
      <p className="lp-st" aria-live="polite">
        {t(lang, 'step').replace('%1', '' + (this.i + 1)).replace('%2', '' + this.e.length)}
      </p>
    );
  /** Back, from the second step on: the step before, without checking, its first field focused */
  back = (h: Host, lang: string) =>
    this.i > 0 && (
      <button type="button" className="lp-bk" onClick={() => ((h.want = this.e[--this.i - 1] || 0), h.setState({ err: [], hl: -1 }))}>
        {t(lang, 'back')}
      </button>
    );
  /** the submit button's label before the last step (data-next, else 'Next'); '' on the last */
  next = (el: Element, lang: string) => (this.last() ? '' : el.getAttribute('data-next') || t(lang, 'next'));
}
