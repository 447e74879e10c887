// T14 the contact form's conditional logic (widget-and-theme.md §3.8, §9.3; docs/theme.md
// "Contact form"): a row printed with data-rules (a JSON list of [field name, operator, value]
// triples) and data-relation (all, the default, or any) is shown while its rules hold and gets
// `hidden` otherwise. A field in a hidden row counts as empty, so rows that hang on it follow
// (rows are decided in document order). Pure DOM reads, no timers: form.ts debounces (250 ms).
import { log } from '../../core/log';

/** a form control with a name */
type Control = HTMLInputElement;

/** a text as compared: trimmed, in lower case (a visitor types "Phone" or "phone ") */
const low = (v: string) => v.trim().toLowerCase();
/** a number when the whole text is one ("12", "-3.5"), else NaN */
const num = (v: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(v) ? +v : NaN);
/** a's order against b: as numbers when both are, else as texts (case aside) */
const order = (a: string, b: string) => {
  const x = num(a), y = num(b);
  return x == x && y == y ? x - y : low(a).localeCompare(low(b));
};

/** the four operators; the other four are their negations (is not, is not empty, does not
 *  contain) or the mirror (is less). `a` is the field's values: one for a text, a select or a
 *  radio group, each ticked box for a checkbox group, none when empty or hidden. */
const OPS: Record<string, (a: string[], v: string) => boolean> = {
  is: (a, v) => a.some((x) => low(x) == low(v)),
  'is empty': (a) => !a.length,
  contains: (a, v) => a.some((x) => low(x).includes(low(v))),
  'is greater': (a, v) => a.some((x) => order(x, v) > 0),
  'is less': (a, v) => a.some((x) => order(x, v) < 0),
};

/** Whether the rule `op v` holds for the values `a`; an unknown operator holds (one log line:
 *  a broken rule must not hide a field the visitor may need) */
export function holds(a: string[], op: string, v: string): boolean {
  const base = op == 'does not contain' ? 'contains' : op.replace(' not', ''), f = OPS[base];
  if (!f) return log('Form rule with an unknown operator: ' + op), true;
  return f(a, v) != (base != op);
}

/** the values of the field `name` in `form`: the checked boxes and radios, a select's chosen
 *  options, a text's value; blanks and fields inside a hidden row left out */
export const values = (form: HTMLFormElement, name: string) =>
  ([...form.elements] as Control[])
    .filter((e) => e.name == name && !e.closest('[hidden]') && (!/radio|checkbox/.test(e.type) || e.checked))
    .flatMap((e) => (e.type == 'select-multiple' ? [...(e as unknown as HTMLSelectElement).selectedOptions].map((o) => o.value) : [e.value]))
    .filter((v) => v.trim());

/** Decide every row of `form` that has rules, in document order */
export function evaluate(form: HTMLFormElement) {
  form.querySelectorAll<HTMLElement>('[data-rules]').forEach((row) => {
    let rules: [string, string, string][];
    try {
      rules = JSON.parse(row.dataset.rules!);
      if (!Array.isArray(rules)) throw 0;
    } catch (e) {
      return log('Form rules are not a JSON list', e);
    }
    const ok = (r: [string, string, string]) => holds(values(form, r[0]), r[1], r[2] ?? '');
    row.hidden = !(row.dataset.relation == 'any' ? rules.some(ok) : rules.every(ok));
  });
}
