// One prefix, deduplicated (docs/CONTRIBUTING.md "Style"): a popup that fails on every trigger must
// not flood the host page's console.
export let seen = new Set<string>();

/** engine.js takes the loader's set (Boot.seen): loader.js (an IIFE) and engine.js each bundle
 *  this module (runtime.js and the features import engine.js's), and a message both print
 *  (blocked storage) must still appear once per page. */
export const shareSeen = (s: Set<string>) => void (seen = s);

export function log(msg: string, err?: unknown): void {
  if (seen.has(msg)) return;
  seen.add(msg);
  try {
    console.warn('[poptin] ' + msg, err ?? '');
  } catch {
    /* a host page that replaced console must not break us */
  }
}
