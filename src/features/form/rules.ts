// Field rules beyond the basic ones of validate.ts (P19, P32): each in a chunk of its own, which
// the form loads when it mounts, only for a field that asks for it, long before a submit. A rule
// chunk that fails to load is a log line and its field keeps its basic rule (§8 "Phone or
// autofill script fails to load: related validation disabled, log").
import type { Field } from '../../engine/wire';

/** A rule chunk's `rule` export */
export interface Rule {
  /** a non-empty value passes */
  test(v: string): boolean;
  /** what typing leaves of a value */
  strip(v: string): string;
  /** the message for a value that does not pass, in the popup's language */
  msg(lang: string): string;
}

/** The chunk of a field's rule, or '' for the basic rules (docs/display-api.md "poptin_fields") */
export const ruleChunk = (f: Field) => (f.tag == 'phone' && f.validation == 'israeli' ? 'features/phone-il' : '');
