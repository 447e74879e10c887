// P23 background effects (features/backdrop/backdrop.ts, docs/behaviour.md P23 "Background
// effects"): each of spec §4's six names spawns its particles inside the box and moves them as
// the effect says; start() draws them frame by frame (a fake requestAnimationFrame and a 2D
// context that records, as jsdom has none), sizes the backing store by the pixel ratio, pauses
// while the page is hidden, stops when the canvas leaves the page or stop() is called, and an
// unknown name or a canvas without a 2D context is one log line and a stop that does nothing.
import { reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, start, step } from '../../src/features/backdrop/backdrop';
import { seen } from '../../src/core/log';

const NAMES = ['wheel', 'starry-sky', 'ball', 'snow', 'rain', 'confetti'];
const W = 320, H = 240;

// the frame queue: run(now) runs the frames requested so far, as the browser's next frame would
let frames = new Map<number, FrameRequestCallback>(), ids = 0, cancelled: number[] = [];
const raf = globalThis.requestAnimationFrame, caf = globalThis.cancelAnimationFrame;
const run = (now: number) => {
  const due = [...frames.values()];
  frames.clear();
  due.forEach((f) => f(now));
};

// a 2D context that records its calls (and holds what is set on it)
const context = () => {
  const calls: [string, number[]][] = [];
  const g = new Proxy({} as Record<string | symbol, unknown>, {
    get: (o, k) => (k in o ? o[k] : (...a: number[]) => void calls.push([String(k), a])),
    set: (o, k, v) => ((o[k] = v), true),
  });
  return { g: g as unknown as CanvasRenderingContext2D, calls, n: (m: string) => calls.filter((c) => c[0] == m).length };
};

const warnings: string[] = [];
const warn = console.warn;

/** a canvas on the page whose CSS size is w x h */
const canvas = (w = W, h = H, on = true) => {
  const c = document.createElement('canvas');
  size(c, w, h);
  if (on) document.body.append(c);
  return c;
};
const size = (c: HTMLCanvasElement, w: number, h: number) => {
  Object.defineProperty(c, 'clientWidth', { value: w, configurable: true });
  Object.defineProperty(c, 'clientHeight', { value: h, configurable: true });
};
/** the particles' places a frame drew (the translation of each particle's transform) */
const places = (calls: [string, number[]][]) => calls.filter((c) => c[0] == 'setTransform' && c[1].join() != '1,0,0,1,0,0').map((c) => [c[1][4], c[1][5]]);

test.before.each(() => {
  reset();
  seen.clear(); // log() prints a message once per page: each test reads its own lines
  warnings.length = 0;
  console.warn = (m: string) => void warnings.push(m);
  frames = new Map();
  cancelled = [];
  globalThis.requestAnimationFrame = (f) => (frames.set(++ids, f), ids);
  globalThis.cancelAnimationFrame = (i) => void (cancelled.push(i), frames.delete(i));
  (window as any).devicePixelRatio = 1;
  (globalThis as any).devicePixelRatio = 1;
});
test.after.each(() => {
  console.warn = warn;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
test.after(() => {
  globalThis.requestAnimationFrame = raf;
  globalThis.cancelAnimationFrame = caf;
  delete (globalThis as any).devicePixelRatio;
});

test('each of the six names spawns a calm number of particles, all inside the box', () => {
  for (const n of NAMES) {
    const P = spawn(n, W, H)!;
    assert.ok(P, n);
    // a few balls, a wheel of wedges, 40-80 of anything else
    const [lo, hi] = n == 'ball' ? [3, 8] : n == 'wheel' ? [8, 24] : [40, 80];
    assert.ok(P.length >= lo && P.length <= hi, n + ': ' + P.length);
    for (const q of P) {
      assert.ok(q.x * W >= 0 && q.x * W <= W && q.y * H >= 0 && q.y * H <= H, n + ' at ' + [q.x * W, q.y * H]);
      // a ball whole inside it: it bounces from there
      if (n == 'ball') assert.ok(q.x * W >= q.r && q.x * W <= W - q.r && q.y * H >= q.r && q.y * H <= H - q.r, 'ball');
    }
  }
  assert.is(spawn('fireworks', W, H), undefined);
});

test('snow, rain and confetti fall: snow slowly and drifting, rain fast in slanted streaks, confetti tumbling', () => {
  for (const n of ['snow', 'rain', 'confetti']) {
    const P = spawn(n, W, H)!;
    P.forEach((q) => (q.y = 0.3));
    const was = P.map((q) => ({ ...q }));
    step(P, n, W, H, 0.1);
    P.forEach((q, i) => assert.ok(q.y > was[i].y, n + ' falls'));
    const fall = P.map((q, i) => (q.y - was[i].y) * H * 10); // px/s
    if (n == 'snow') {
      assert.ok(Math.max(...fall) < 40, 'snow is slow: ' + Math.max(...fall));
      assert.ok(P.some((q) => q.u < 0) && P.some((q) => q.u > 0), 'flakes drift either way');
    }
    if (n == 'rain') {
      assert.ok(Math.min(...fall) > 250, 'rain is fast: ' + Math.min(...fall));
      for (const q of P) {
        assert.ok(q.x > was[P.indexOf(q)].x && q.u > 0.15 * q.v, 'slanted: every streak moves right too, one px or more in seven');
        // the streak is drawn along its fall: its angle turns straight down onto (u, v)
        assert.ok(Math.abs(-Math.sin(q.p) - q.u / Math.hypot(q.u, q.v)) < 1e-9, 'streak along the fall');
      }
    }
    if (n == 'confetti') {
      assert.ok(P.every((q, i) => q.p != was[i].p), 'every piece turns');
      assert.ok(new Set(P.map((q) => q.c)).size >= 4, 'in several colours');
    }
  }
});

test('the stars stay where they are and twinkle', () => {
  const P = spawn('starry-sky', W, H)!;
  const was = P.map((q) => ({ ...q }));
  for (let i = 0; i < 600; i++) step(P, 'starry-sky', W, H, 1 / 60);
  P.forEach((q, i) => {
    assert.is(q.x, was[i].x);
    assert.is(q.y, was[i].y);
    assert.ok(q.p != was[i].p, 'its twinkle moves on');
  });
});

test('the balls bounce inside the box', () => {
  const P = spawn('ball', W, H)!;
  let turned = 0;
  for (let i = 0; i < 6000; i++) {
    const u = P.map((q) => Math.sign(q.u) + Math.sign(q.v));
    step(P, 'ball', W, H, 1 / 60);
    P.forEach((q, j) => {
      turned += +(Math.sign(q.u) + Math.sign(q.v) != u[j]);
      // never further out than one frame's move past touching an edge
      const m = Math.hypot(q.u, q.v) / 60;
      assert.ok(q.x * W >= q.r - m && q.x * W <= W - q.r + m && q.y * H >= q.r - m && q.y * H <= H - q.r + m, 'inside');
    });
  }
  assert.ok(turned > 10, 'they bounced: ' + turned);
  // a ball the box shrank onto (it stands outside it) comes back in
  const q = P[0];
  Object.assign(q, { x: 1.5, u: Math.abs(q.u) + 10, y: 0.5 });
  for (let i = 0; i < 2000 && q.x * W > W - q.r; i++) step(P, 'ball', W, H, 1 / 60);
  assert.ok(q.x * W <= W - q.r, 'back inside');
});

test('the wheel turns slowly round the centre, its wedges evenly spaced', () => {
  const P = spawn('wheel', W, H)!;
  const was = P.map((q) => q.p);
  step(P, 'wheel', W, H, 1);
  P.forEach((q, i) => {
    assert.equal([q.x, q.y], [0.5, 0.5]);
    const turn = q.p - was[i];
    assert.ok(turn > 0.02 && turn < 0.5, 'slow: ' + turn + ' rad/s');
    assert.ok(Math.abs(was[i] - (i * 2 * Math.PI) / P.length) < 1e-9, 'evenly spaced');
  });
});

test('what leaves the box comes back on the other side, and never strays far from it', () => {
  for (const n of ['snow', 'rain', 'confetti']) {
    const P = spawn(n, W, H)!;
    // out at the bottom: back at the top, just out of sight
    const q = P[0];
    q.y = 1 + q.r / H - 1e-6;
    step(P, n, W, H, 0.05);
    assert.ok(q.y * H >= -q.r && q.y * H < H / 4, n + ' back at the top: ' + q.y * H);
    // out at a side: back at the other one
    const s = P[1];
    s.x = s.u > 0 ? 1 + s.r / W - 1e-6 : -s.r / W + 1e-6;
    const right = s.u > 0;
    step(P, n, W, H, 0.05);
    assert.ok(right ? s.x < 0.1 : s.x > 0.9, n + ' back at the other side');
    for (let i = 0; i < 3000; i++) {
      step(P, n, W, H, 1 / 60);
      for (const q of P) assert.ok(q.x * W >= -q.r && q.x * W <= W + q.r && q.y * H >= -q.r && q.y * H <= H + q.r, n + ' near the box');
    }
  }
});

test('start() draws every frame: the backing store is the CSS size times the pixel ratio, capped at 2, in the canvas`s colour', () => {
  (globalThis as any).devicePixelRatio = 3;
  const c = canvas();
  c.style.color = 'rgb(1, 2, 3)';
  const x = context();
  const stop = start(c, 'snow', x.g);
  assert.is(frames.size, 1);
  run(16);
  assert.equal([c.width, c.height], [640, 480]);
  assert.is(x.n('arc'), spawn('snow', W, H)!.length);
  assert.is(x.n('fill'), x.n('arc'));
  assert.is((x.g as any).fillStyle, 'rgb(1, 2, 3)');
  const first = places(x.calls);
  // every place within the backing store
  for (const [a, b] of first) assert.ok(a >= 0 && a <= 640 && b >= 0 && b <= 480);
  x.calls.length = 0;
  run(32);
  assert.is(x.n('clearRect'), 1, 'each frame starts clean');
  assert.not.equal(places(x.calls), first, 'and they moved');
  assert.is(frames.size, 1, 'one frame at a time');
  stop();
});

test('each effect draws its own shape; confetti and balls in colours', () => {
  const shape: Record<string, string> = { wheel: 'arc', 'starry-sky': 'arc', ball: 'arc', snow: 'arc', rain: 'stroke', confetti: 'rect' };
  for (const n of NAMES) {
    const x = context();
    const stop = start(canvas(), n, x.g);
    run(16);
    assert.is(x.n(shape[n]), spawn(n, W, H)!.length, n);
    stop();
  }
});

test('the size is read at start and on a resize, not every frame; one listener, which stop() removes', () => {
  // the window's resize listeners, as added and removed
  const on = new Set<unknown>(), add = window.addEventListener, remove = window.removeEventListener;
  window.addEventListener = function (this: Window, t: string, f: any, o?: any) {
    if (t == 'resize') on.add(f);
    return add.call(this, t, f, o);
  } as any;
  window.removeEventListener = function (this: Window, t: string, f: any, o?: any) {
    if (t == 'resize') on.delete(f);
    return remove.call(this, t, f, o);
  } as any;
  const c = canvas(300, 200);
  const stop = start(c, 'rain', context().g);
  assert.is(on.size, 1);
  run(16);
  assert.equal([c.width, c.height], [300, 200]);
  size(c, 500, 400);
  run(32);
  assert.equal([c.width, c.height], [300, 200], 'no resize, no new reading');
  (window as any).devicePixelRatio = (globalThis as any).devicePixelRatio = 2;
  window.dispatchEvent(new window.Event('resize'));
  run(48);
  assert.equal([c.width, c.height], [1000, 800]);
  stop();
  window.addEventListener = add;
  window.removeEventListener = remove;
  assert.is(on.size, 0, 'the listener removed');
});

test('a canvas with no size yet is measured again each frame until it has one', () => {
  const c = canvas(0, 0);
  const x = context();
  const stop = start(c, 'ball', x.g);
  run(16);
  assert.is(x.n('arc'), 0);
  size(c, 200, 100);
  run(32);
  assert.equal([c.width, c.height], [200, 100]);
  assert.is(x.n('arc'), spawn('ball', W, H)!.length);
  stop();
});

test('stop() cancels the frame, clears the canvas and draws no more', () => {
  const c = canvas();
  const x = context();
  const stop = start(c, 'confetti', x.g);
  run(16);
  const pending = [...frames.keys()];
  const sets: number[] = [];
  const d = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(c), 'width')!;
  Object.defineProperty(c, 'width', { get: d.get, set(v) { sets.push(v); d.set!.call(this, v); }, configurable: true });
  stop();
  assert.equal(cancelled, pending);
  assert.is(frames.size, 0);
  assert.is(sets.length, 1, 'the canvas cleared (its width set again)');
  x.calls.length = 0;
  run(32);
  assert.is(x.calls.length, 0);
});

test('hidden, the page draws nothing; back, it goes on from where it was', () => {
  const c = canvas();
  const x = context();
  const stop = start(c, 'snow', x.g);
  run(16);
  run(32);
  const last = places(x.calls).slice(-spawn('snow', W, H)!.length);
  x.calls.length = 0;
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  for (let t = 1000; t <= 60000; t += 1000) run(t);
  assert.is(x.calls.length, 0, 'nothing drawn');
  assert.is(frames.size, 1, 'but it waits for the page');
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  run(61000);
  assert.equal(places(x.calls), last, 'the minute away moved nothing');
  stop();
});

test('a long gap between frames moves no more than 50 ms would', () => {
  const x = context();
  const stop = start(canvas(), 'rain', x.g);
  run(16);
  run(32);
  const a = places(x.calls).slice(-70);
  x.calls.length = 0;
  run(2032);
  const b = places(x.calls);
  // the fastest drop is 480 px/s: 24 px in 50 ms (a drop that came back at the top aside)
  b.forEach((p, i) => p[1] > a[i][1] && assert.ok(p[1] - a[i][1] <= 24.01, 'moved ' + (p[1] - a[i][1])));
  stop();
});

test('a canvas taken off the page stops the effect; one not on the page yet is waited for', () => {
  const c = canvas(W, H, false);
  const x = context();
  start(c, 'starry-sky', x.g);
  run(16);
  assert.is(x.calls.length, 0);
  assert.is(frames.size, 1, 'waiting for the canvas');
  document.body.append(c);
  run(32);
  assert.ok(x.n('arc') > 0, 'drawn once on the page');
  c.remove();
  x.calls.length = 0;
  run(48);
  assert.is(frames.size, 0, 'no frame asked for');
  assert.is(x.calls.length, 0);
});

test('an unknown name and a canvas without a 2D context: one log line each, a stop that does nothing', () => {
  const c = canvas();
  c.width = 123;
  const a = start(c, 'fireworks', context().g);
  const b = start(c, 'fireworks', context().g);
  assert.equal(warnings, ['[poptin] Background effect unknown: fireworks']);
  // the canvas's own context, which is null (it has another kind of context already)
  c.getContext = (() => null) as any;
  const d = start(c, 'snow');
  start(c, 'snow');
  assert.equal(warnings.slice(1), ['[poptin] Background effect without a 2D context']);
  assert.is(frames.size, 0, 'no frame asked for');
  a(), b(), d();
  assert.is(cancelled.length, 0);
  assert.is(c.width, 123, 'the canvas untouched');
});

test('a frame that fails is one log line and the end of the effect, never an exception', () => {
  const x = context();
  (x.g as any).arc = () => {
    throw new Error('lost');
  };
  start(canvas(), 'snow', x.g);
  run(16);
  assert.equal(warnings, ['[poptin] Background effect failed']);
  assert.is(frames.size, 0);
});

test.run();
