// Field rules beyond the basic ones of validate.ts (P19, P32): each in a chunk of its own, which
// the form loads only for a field that asks for it, when it mounts (an email's at the field's
// first input, lazy() below), long before a submit; a submit waits for one on its way. A rule
// chunk that fails to load is a log line and its field keeps its basic rule (§8 "Phone or
// autofill script fails to load: related validation disabled, log").
import type { Field } from '../../popup/wire';
import type { PopupState } from '../../runtime/state';

/** A rule chunk's `rule` export */
export interface Rule {
  /** a non-empty value passes (`x`: the field's option, the form's cc: the country picked
   *  beside the field, or the email mode) */
  test(v: string, x?: string): boolean;
  /** what typing leaves of a value */
  strip(v: string): string;
  /** the message (text or elements) for a value that does not pass (an empty one: a required
   *  field left empty, for a rule with C), in the popup's language */
  msg(lang: string, v?: string, x?: string): any;
  /** before the rule is used: a list to fetch (the business email domains) */
  init?(s: PopupState, x?: string): Promise<void> | undefined;
  /** each input event of the field (the email autofill) */
  input?(el: HTMLInputElement, e: InputEvent, lang: string): void;
  /** the value as blur leaves it and call 6 sends it, for a rule with C */
  fmt?(v: string, cc: string): string;
  /** a country picker drawn before the field: `d` the country it starts at, `set` the pick */
  C?(p: { id: string; d: string; lang: string; set(cc: string): void }): any;
}

/** The chunk of a field's rule, or '' for the basic rules (docs/display-api.md "poptin_fields") */
export const ruleChunk = (f: Field) =>
  f.tag == 'email'
    ? f.validation == 'no-validation' ? '' : 'features/email'
    : f.tag != 'phone' ? '' : f.validation == 'israeli' ? 'features/phone-il' : f.validation == 'international' ? 'features/phone-intl' : '';

/** A rule loaded at the field's first input rather than at mount: an email field's, unless its
 *  mode needs the business list by the submit (the basic typo check stands in until then) */
export const lazy = (f: Field) => f.tag == 'email' && !/business/.test(f.validation || '');
