// features/steps.js: multi-step forms (docs/templates.md "Multi-step forms"). features/form.js
// loads it only for a form slot with data-steps, so a one-step form (most of them) does not pay
// for the steps' parsing, progress line, Back button and strings. The form keeps the step
// state and which fields each step checks (form.tsx); this chunk says where the steps end and
// draws their controls.
import * as React from 'react';
import { strings } from '../../shared/strings';
import { log } from '../../shared/log';

// adopted by the form after its own sheet (features/form/adopt.ts)
export const CSS = '.lp-st{margin:0;font-size:14px;font-weight:600}.lp-f .lp-bk{background:none;color:inherit;border:1px solid currentColor}';

const t = strings({ next: 'Next', back: 'Back', step: 'Step %1 of %2' }, { next: 'הבא', back: 'חזרה', step: 'שלב %1 מתוך %2' });

/** Where each step ends, for `L` fields: data-steps="2,3" puts the first 2 fields in step 1, the
 *  next 3 in step 2 and any others in the last. A value that is not a list of whole positive
 *  numbers is a log line and one step. */
export function ends(c: string, L: number): number[] {
  let n = 0;
  const e = c.split(',').map((v) => (n += +v));
  if (e.every((v, j) => Number.isInteger(v) && v > (e[j - 1] || 0))) return [...e.filter((v) => v < L), L];
  log('Form steps ignored: ' + c);
  return [L];
}

type P = { i: number; n: number; lang: string };

/** 'Step 1 of 2' above the fields, in a polite live region: the change of step is announced */
export const Head = ({ i, n, lang }: P) =>
  n > 1 && (
    <p className="lp-st" aria-live="polite">
      {t(lang, 'step').replace('%1', '' + (i + 1)).replace('%2', '' + n)}
    </p>
  );

/** Back, from the second step on; `back()` goes to the step before without checking */
export const Back = ({ i, lang, back }: P & { back(): void }) =>
  i > 0 && (
    <button type="button" className="lp-bk" onClick={back}>
      {t(lang, 'back')}
    </button>
  );

/** The submit button's label before the last step: data-next, else 'Next' */
export const next = (el: Element, lang: string) => el.getAttribute('data-next') || t(lang, 'next');
