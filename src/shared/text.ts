// X05, issue 20: what the display API and the widget settings give as text is read as text, at
// the entry of the chunk that reads it, before any use: a number becomes its digits; a list, an
// object or a boolean is logged and read as absent (a list or an object drawn as a label threw
// into the host page). Containers are checked the same way: an object where one is expected, a
// list of the entries it may hold. One log line per field name.
import { log } from './log';

export type Obj = Record<string, any>;

export const isObj = (v: unknown): v is Obj => !!v && typeof v == 'object' && !Array.isArray(v);

const bad = (o: Obj, k: string, v?: unknown) => (log('Malformed, ignored: ' + k), v === undefined ? delete o[k] : (o[k] = v));

/** `o[k]` read as text for each of the space-separated `keys` */
export const text = (o: Obj, keys: string) => {
  for (const k of keys.split(' ')) {
    const v = o[k];
    if (typeof v == 'number') o[k] = '' + v;
    else if (v != null && typeof v != 'string') bad(o, k);
  }
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
