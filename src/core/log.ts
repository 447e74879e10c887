// One prefix, deduplicated (design.md "Style"): a popup that fails on every trigger must not
// flood the host page's console.
const seen = new Set<string>();

export function log(msg: string, err?: unknown): void {
  if (seen.has(msg)) return;
  seen.add(msg);
  try {
    console.warn('[poptin] ' + msg, err ?? '');
  } catch {
    /* a host page that replaced console must not break us */
  }
}
