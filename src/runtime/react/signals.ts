// What `@preact/signals-react` means in our chunks (rollup.config.mjs alias), as react.ts is for
// `react`. The popup code imports signal, effect and batch from @preact/signals-react, and
// test/react runs it on the real package; the bundle gets this file instead, because
// @preact/signals-core costs 1.5 kB brotli (measured) of the runtime's 10 kB budget for graph
// machinery (computed chains, version numbers, cycle checks) a popup never uses. Only the
// subset below exists; test/formats/signals.test.ts runs the same cases on both.
//
// Semantics kept from signals-core: writes notify synchronously, or once at the end of the
// outermost batch(); an effect re-reads its dependencies on each run, runs its cleanup first,
// and a disposed effect never runs again; an unchanged value (Object.is) notifies nobody.
import { log } from '../../core/log';

type Run = (() => void) & { d?: Set<Run>[] };

let current: Run | undefined;
let depth = 0;
const pending = new Set<Run>();

/** Runs queued effects until none is left (effects that write signals queue more, and the loop
 *  picks them up: a Set's iteration visits what is added during it). Every one runs even if
 *  another throws; the first error is thrown afterwards. An effect that keeps re-queueing itself
 *  (it writes what it reads) is cut off with a log line instead of freezing the host page, where
 *  signals-core throws 'Cycle detected'. */
let flushing = false;
function flush() {
  if (flushing) return;
  flushing = true;
  let n = 0, err: unknown, failed = false;
  try {
    for (const r of pending) {
      pending.delete(r);
      if (++n > 1000) {
        pending.clear();
        log('Signal cycle');
        break;
      }
      try {
        r();
      } catch (e) {
        if (!failed) (failed = true), (err = e);
      }
    }
  } finally {
    flushing = false;
  }
  if (failed) throw err;
}

export function batch<T>(fn: () => T): T {
  depth++;
  try {
    return fn();
  } finally {
    if (!--depth) flush();
  }
}

export interface Signal<T> {
  value: T;
  peek(): T;
  subscribe(fn: (v: T) => void): () => void;
}
export type ReadonlySignal<T> = Readonly<Signal<T>>;

export function signal<T>(v: T): Signal<T> {
  const subs = new Set<Run>();
  const s: Signal<T> = {
    get value() {
      if (current) {
        subs.add(current);
        current.d!.push(subs);
      }
      return v;
    },
    set value(n) {
      if (Object.is(n, v)) return;
      v = n;
      subs.forEach((r) => pending.add(r));
      if (!depth) flush();
    },
    peek: () => v,
    subscribe: (fn) => effect(() => void fn(s.value)),
  };
  return s;
}

export function effect(fn: () => unknown): () => void {
  let cleanup: unknown;
  let live = true;
  const drop = () => {
    run.d!.forEach((subs) => subs.delete(run));
    run.d = [];
    if (typeof cleanup == 'function') cleanup();
    cleanup = 0;
  };
  const dispose = () => {
    live = false;
    drop();
  };
  // Like signals-core, a run is a batch: what it writes notifies once it is over, so an effect
  // never re-enters itself (for the shell's paint, a render inside a render).
  const run: Run = () => {
    if (!live) return;
    drop();
    const outer = current;
    current = run;
    depth++;
    try {
      cleanup = fn();
    } finally {
      current = outer;
      // disposed while it ran: leave no subscription and run its cleanup now
      if (!live) drop();
      if (!--depth) flush();
    }
  };
  run.d = [];
  try {
    run();
  } catch (e) {
    // as in signals-core, an effect whose first run throws is disposed
    dispose();
    throw e;
  }
  return dispose;
}
