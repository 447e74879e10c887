import { until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listeners, timer } from '../../src/core/listen';
import { restoreConsole, warnings } from '../setup/helpers';

test.after(restoreConsole);

test('X05 a throwing listener is a log line, the next one still runs', () => {
  const L = listeners();
  let ran = 0;
  L.on(document, 'poke', () => {
    throw new Error('host-visible?');
  });
  L.on(document, 'poke', () => ran++);
  document.dispatchEvent(new Event('poke'));
  assert.is(ran, 1);
  assert.ok(warnings.includes('[poptin] Listener failed: poke'));
  L.off();
});

test('X05 a throwing timer callback is a log line, never an uncaught exception', async () => {
  const L = listeners();
  let uncaught: unknown;
  const onErr = (e: unknown) => (uncaught = e);
  process.once('uncaughtException', onErr);
  let after = 0;
  L.timer(() => {
    throw new Error('timer bug');
  }, 0);
  L.timer(() => after++, 0);
  await until(() => after == 1);
  process.off('uncaughtException', onErr);
  assert.is(uncaught, undefined);
  assert.ok(warnings.includes('[poptin] Timer failed'));
  L.off();
});

test('X05 a repeating timer keeps running after a throw; off() clears it', async () => {
  const L = listeners();
  let n = 0;
  L.timer(() => {
    n++;
    throw new Error('again');
  }, 1, true);
  await until(() => n >= 2);
  L.off();
  const at = n;
  let later = 0;
  L.timer(() => later++, 5);
  await until(() => later == 1);
  assert.is(n, at, 'cleared');
});

test("X05 timer() (the widget's, on the window's clock): a repeating one keeps running after a throw; its remover clears it", async () => {
  // (the intervals it starts, cleared at the end whatever happens: one left running would keep
  // this process alive instead of failing)
  const w = window as any, set = w.setInterval, ids: unknown[] = [];
  w.setInterval = (...a: unknown[]) => (ids.push(set(...a)), ids[ids.length - 1]);
  try {
    let n = 0;
    const off = timer(() => {
      n++;
      throw new Error('again');
    }, 1, true);
    await until(() => n >= 2);
    off();
    const at = n;
    let later = 0;
    timer(() => later++, 5);
    await until(() => later == 1);
    assert.is(n, at, 'cleared');
    assert.ok(warnings.includes('[poptin] Timer failed'));
  } finally {
    w.setInterval = set;
    ids.forEach((id) => w.clearInterval(id));
  }
});

test.run();
