// A fake clock that drives timers without sleeping, with no DOM: the plain-Node tests (test/core)
// use it as it is, the jsdom ones through helpers.ts.
import type { Off } from '../../src/core/listen';

export const T0 = 1_700_000_000_000;

export interface Clock {
  now(): number;
  timer(fn: () => void, ms: number, repeat?: boolean): Off;
  /** advance time, running every timer that falls due, in order */
  tick(ms: number): void;
  pending(): number;
}

export function clock(start = T0): Clock {
  let t = start;
  let timers: { at: number; fn: () => void; ms: number; repeat?: boolean }[] = [];
  return {
    now: () => t,
    timer(fn, ms, repeat) {
      const x = { at: t + ms, fn, ms, repeat };
      timers.push(x);
      return () => {
        timers = timers.filter((y) => y !== x);
      };
    },
    tick(ms) {
      const end = t + ms;
      for (;;) {
        const due = timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        t = due.at;
        if (due.repeat) due.at += Math.max(1, due.ms);
        else timers = timers.filter((y) => y !== due);
        due.fn();
      }
      t = end;
    },
    pending: () => timers.length,
  };
}
