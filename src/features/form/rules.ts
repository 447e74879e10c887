// Field rules beyond the basic ones of validate.ts (P19, P32): each in a chunk of its own, which
// the form loads when it mounts, only for a field that asks for it, long before a submit. A rule
// chunk that fails to load is a log line and its field keeps its basic rule (§8 "Phone or
// autofill script fails to load: related validation disabled, log").
import type { Field } from '../../engine/wire';

/** A rule chunk's `rule` export */
export interface Rule {
  /** a non-empty value passes (`cc`: the country picked beside the field, for a rule with one) */
  test(v: string, cc?: string): boolean;
  /** what typing leaves of a value */
  strip(v: string): string;
  /** the message for a value that does not pass (an empty one: a required field left empty,
   *  for a rule with C), in the popup's language */
  msg(lang: string, v?: string): string;
  /** the value as blur leaves it and call 6 sends it, for a rule with C */
  fmt?(v: string, cc: string): string;
  /** a country picker drawn before the field: `d` the country it starts at, `set` the pick */
  C?(p: { id: string; d: string; lang: string; set(cc: string): void }): any;
}

/** The chunk of a field's rule, or '' for the basic rules (docs/display-api.md "poptin_fields") */
export const ruleChunk = (f: Field) =>
  f.tag != 'phone' ? '' : f.validation == 'israeli' ? 'features/phone-il' : f.validation == 'international' ? 'features/phone-intl' : '';
