// X05, issue 20: what the display API and the widget settings give as text is read as text, at
// the entry of the chunk that reads it, before any use: a number becomes its digits (a phone
// number or a nickname typed as a number in JSON); a list, an object or a boolean is logged and
// read as absent (a list or an object drawn as a label threw into the host page; String() on a
// deeply nested one overflows the stack). Containers are checked the same way: an object where
// one is expected, a list of the entries it may hold. One log line per field name. The popups
// and the widget read their fields through this one module (docs/display-api.md, widget-api.md).
import { log } from './log';

export type Obj = Record<string, any>;

export const isObj = (v: unknown): v is Obj => !!v && typeof v == 'object' && !Array.isArray(v);

const bad = (o: Obj, k: string, v?: unknown) => (log('Malformed, ignored: ' + k), v === undefined ? delete o[k] : (o[k] = v));

/** `o[k]` read as text for each of the space-separated `keys`, in place; returns `o` */
export const text = <T>(o: T, keys: string): T => {
  for (const k of keys.split(' ')) {
    const v = (o as Obj)[k];
    if (typeof v == 'number') (o as Obj)[k] = '' + v;
    else if (v != null && typeof v != 'string') bad(o as Obj, k);
  }
  return o;
};

/** `o[k]` when it is an object, else (logged when present) absent */
export const obj = (o: Obj, k: string): Obj | undefined => (o[k] == null || isObj(o[k]) || bad(o, k), o[k]);

/** `o[k]` as a list of the entries `keep` accepts (the others logged and dropped); absent stays
 *  absent */
export const list = (o: Obj, k: string, keep: (v: any) => boolean): any[] | undefined => {
  const v = o[k];
  if (v != null && !(Array.isArray(v) && v.every(keep))) bad(o, k, Array.isArray(v) ? v.filter(keep) : []);
  return o[k];
};

/** The entries of a list `k` that are objects (channels, agents, fields, errors): an entry that is
 *  not one (null, a number…) costs only itself, with a log line; a list that is not a list is
 *  none. */
export const entries = <T>(a: unknown, k: string): T[] =>
  Array.isArray(a) ? a.filter((x) => isObj(x) || (log('Malformed, ignored: ' + k), 0)) : [];

/** A list `k` of texts (countries, the field order, a drop-down's options): numbers as their
 *  digits, anything else left out with a log line */
export const words = (a: unknown, k: string): string[] =>
  (Array.isArray(a) ? a : []).flatMap((v) => (typeof v == 'number' ? ['' + v] : typeof v == 'string' ? [v] : (v != null && log('Malformed, ignored: ' + k), [])));
