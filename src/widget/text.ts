// Texts at the wire boundary (X05, issue 20): each chunk reads the settings' texts it uses as it
// first meets them (widget.js the settings and the widget's button, widget/list.js the channels
// and agents, each pop-up its own fields, widget/form.js call 5's answer), so no later reader
// meets a wrong type. A string stays; a number becomes its digits (a phone number or a nickname
// typed as a number in JSON); absent stays absent; anything else (an array, an object, a
// boolean) is one log line naming the field and treated as absent. That last matters: a
// textContent or an attribute given an array calls String() on it, which throws for a deeply
// nested one (the stack overflows) and shows "[object Object]" or "1,2" for the rest.
// docs/widget-api.md "Settings" states the rule.
import { log } from '../shared/log';

const ignored = (k: string) => log('Widget setting ignored: ' + k);

/** Reads the space-separated `keys` of `o` as texts, in place; returns `o` */
export function texts<T>(o: T, keys: string): T {
  for (const k of keys.split(' ')) {
    const v = (o as any)[k];
    if (v != null) (o as any)[k] = typeof v == 'string' ? v : typeof v == 'number' ? '' + v : ignored(k);
  }
  return o;
}

/** The entries of a list `k` (channels, agents, fields, errors): the objects in it. An entry that
 *  is not one (null, a number…) costs only itself, with a log line; a list that is not a list
 *  is none. */
export const entries = <T>(a: unknown, k: string): T[] => (Array.isArray(a) ? a.filter((x) => (x && typeof x == 'object') || ignored(k)) : []);

/** A list `k` of texts (countries, the field order, a drop-down's options): numbers as their
 *  digits, anything else left out with a log line */
export const words = (a: unknown, k: string): string[] =>
  (Array.isArray(a) ? a : []).flatMap((v) => (typeof v == 'number' ? ['' + v] : typeof v == 'string' ? [v] : (v != null && ignored(k), [])));
