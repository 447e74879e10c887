// Every listener and timer goes through one helper that can remove them all (docs/CONTRIBUTING.md
// "Style"): popup removal and SPA re-init (P08) call the remover and nothing is left on the host
// page. A callback that throws is a log line, never an exception in the host page.
import { log } from './log';

export type Off = () => void;

export interface Listeners {
  on<K extends string>(target: EventTarget, type: K, fn: (e: any) => void, opts?: AddEventListenerOptions | boolean): Off;
  /** `o` runs with the others on off() */
  add(o: Off): Off;
  /** a timer that the same remover clears */
  timer(fn: () => void, ms: number, repeat?: boolean): Off;
  /** remove every listener and timer registered so far */
  off(): void;
}

/** `fn` that logs `msg` instead of throwing into the host page (X05) */
const guard = <A extends unknown[]>(fn: (...a: A) => void, msg: string) => (...a: A) => {
  try {
    fn(...a);
  } catch (err) {
    log(msg, err);
  }
};

export function listeners(): Listeners {
  let offs: Off[] = [];
  const add = (o: Off): Off => {
    offs.push(o);
    return o;
  };
  return {
    add,
    on(target, type, fn, opts) {
      const safe = guard(fn, 'Listener failed: ' + type);
      target.addEventListener(type, safe, opts);
      return add(() => target.removeEventListener(type, safe, opts));
    },
    timer(fn, ms, repeat) {
      const id = (repeat ? setInterval : setTimeout)(guard(fn, 'Timer failed'), ms);
      // (clearTimeout clears an interval too: one list of timers, HTML "Timers", and Node's)
      return add(() => clearTimeout(id as any));
    },
    off() {
      const o = offs;
      offs = [];
      o.forEach((f) => f());
    },
  };
}

/** One listener outside a set (the widget's: its buttons stay for the page's life, a pop-up
 *  removes its own): `fn` for `type` events of `target`, guarded (X05); returns its remover. */
export const listen: Listeners['on'] = (target, type, fn, opts) => {
  const safe = guard(fn, 'Listener failed: ' + type);
  target.addEventListener(type, safe, opts);
  return () => target.removeEventListener(type, safe, opts);
};

/** One timer outside a set, guarded (X05); returns its remover. The window's timers, which the
 *  widget's tests put on a fake clock (test/setup/helpers.ts pageClock). (listeners() keeps its
 *  own two lines rather than calling these: inlined into it they cost shared.js 30 B, measured.) */
export const timer: Listeners['timer'] = (fn, ms, repeat) => {
  const id = (repeat ? window.setInterval : window.setTimeout)(guard(fn, 'Timer failed'), ms);
  return () => window.clearTimeout(id);
};

/** Resolves in a new task (a message to ourselves: not clamped like setTimeout, not paused by
 *  a test's fake clock), so the work before and after it are two tasks: no single long task on
 *  the host page (security item 3, issue 7). */
export const task = () =>
  new Promise<void>((r) => {
    const c = new MessageChannel();
    c.port1.onmessage = () => (c.port1.close(), r());
    c.port2.postMessage(0);
  });
