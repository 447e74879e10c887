// src/runtime/react/signals.ts stands in for @preact/signals-react in the bundle. Every case runs
// on it and on the real @preact/signals-core, so the subset the popup uses behaves the same.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as ours from '../../src/runtime/react/signals';
import * as core from '@preact/signals-core';

type Lib = Pick<typeof ours, 'signal' | 'effect' | 'batch'>;

for (const [name, lib] of [['ours', ours], ['signals-core', core]] as [string, Lib][]) {
  const { signal, effect, batch } = lib;

  test(`${name}: value, peek, and an effect that runs at once and on each change`, () => {
    const a = signal(1);
    const seen: number[] = [];
    effect(() => void seen.push(a.value));
    a.value = 2;
    a.value = 2; // unchanged: nobody is told
    assert.is(a.peek(), 2);
    assert.equal(seen, [1, 2]);
  });

  test(`${name}: peek does not subscribe`, () => {
    const a = signal(1);
    let runs = 0;
    effect(() => {
      runs++;
      a.peek();
    });
    a.value = 5;
    assert.is(runs, 1);
  });

  test(`${name}: batch notifies once, at the end of the outermost batch`, () => {
    const a = signal(0);
    const b = signal(0);
    const seen: string[] = [];
    effect(() => void seen.push(`${a.value}${b.value}`));
    const r = batch(() => {
      a.value = 1;
      batch(() => (b.value = 1));
      assert.equal(seen, ['00']);
      return 'r';
    });
    assert.is(r, 'r');
    assert.equal(seen, ['00', '11']);
  });

  test(`${name}: dependencies are read again on each run`, () => {
    const which = signal(true);
    const a = signal('a');
    const b = signal('b');
    const seen: string[] = [];
    effect(() => void seen.push(which.value ? a.value : b.value));
    which.value = false;
    a.value = 'A'; // no longer read
    b.value = 'B';
    assert.equal(seen, ['a', 'b', 'B']);
  });

  test(`${name}: cleanup runs before each rerun and on dispose; a disposed effect stays quiet`, () => {
    const a = signal(0);
    const log: string[] = [];
    const off = effect(() => {
      const v = a.value;
      log.push('run' + v);
      return () => log.push('clean' + v);
    });
    a.value = 1;
    off();
    a.value = 2;
    assert.equal(log, ['run0', 'clean0', 'run1', 'clean1']);
  });

  test(`${name}: subscribe calls back at once and on change, until unsubscribed`, () => {
    const a = signal('x');
    const seen: string[] = [];
    const off = a.subscribe((v) => seen.push(v));
    a.value = 'y';
    off();
    a.value = 'z';
    assert.equal(seen, ['x', 'y']);
  });

  test(`${name}: an effect that writes another signal updates its readers`, () => {
    const a = signal(1);
    const double = signal(0);
    const seen: number[] = [];
    effect(() => (double.value = a.value * 2));
    effect(() => void seen.push(double.value));
    a.value = 3;
    assert.equal(seen, [2, 6]);
  });

  test(`${name}: an effect run is a batch: its writes notify once it is over`, () => {
    const a = signal(0);
    const b = signal(0);
    const c = signal(0);
    const seen: string[] = [];
    effect(() => {
      b.value = a.value;
      c.value = a.value;
    });
    effect(() => void seen.push(`${b.value}${c.value}`));
    a.value = 1;
    assert.equal(seen, ['00', '11']);
  });

  test(`${name}: an effect whose first run throws is disposed`, () => {
    const a = signal(0);
    let runs = 0;
    assert.throws(() =>
      effect(() => {
        runs++;
        if (a.value == 0) throw new Error('first');
      }),
    );
    a.value = 1;
    assert.is(runs, 1);
  });

  test(`${name}: an effect that disposes itself while running stays quiet after`, () => {
    const a = signal(0);
    let runs = 0;
    let cleaned = 0;
    const off: () => void = effect(() => {
      runs++;
      if (a.value == 1) off();
      return () => cleaned++;
    });
    a.value = 1;
    a.value = 2;
    assert.is(runs, 2);
    assert.is(cleaned, 2, 'the first run cleaned before the second; the second on its dispose');
  });

  test(`${name}: one throwing effect does not stop the others; the error comes out of the write`, () => {
    const a = signal(0);
    const seen: number[] = [];
    effect(() => {
      if (a.value == 1) throw new Error('boom');
    });
    effect(() => void seen.push(a.value));
    assert.throws(() => (a.value = 1), /boom/);
    assert.equal(seen, [0, 1]);
  });
}

test('ours: an effect that writes what it reads is cut off with a log line, not a frozen page', () => {
  const warn = console.warn;
  const lines: string[] = [];
  console.warn = (m: string) => lines.push(m);
  try {
    const a = ours.signal(0);
    ours.effect(() => {
      a.value = a.value + 1;
    });
    assert.ok(a.peek() > 1 && a.peek() < 2000);
    assert.equal(lines, ['[poptin] Signal cycle']);
  } finally {
    console.warn = warn;
  }
});

test.run();
