// P23, gamified format 2 (features/game/scratch.ts, spec/popups.md §4 "Gamified"): the scratch
// card. What is left of the cover (the pure remains() over canvas alpha), the label absent until
// begin(), the first scratch or the Reveal button asking for the draw (not gated), nothing before
// begin() when gated, shown() once at 50 % or less, the cover hidden 3 s later on the fake clock
// (not at 2,999 ms), the Reveal path and its fade, reduced motion, fail(), the English and Hebrew
// names, and the fallback where the canvas has no 2D context (jsdom's case). The scratching itself
// runs on a recording 2D context: jsdom has none, and these tests need to set what is left.
import { dom } from '../../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-react';
import { listeners } from '../../../src/core/listen';
import { seen } from '../../../src/core/log';
import { clock, type Clock } from '../../setup/clock';
import { CSS, remains, scratch } from '../../../src/features/game/scratch';
import { SCRATCH_FADE_MS, SCRATCH_HIDE_MS, SCRATCH_REVEAL } from '../../../src/features/game/scratch';
import format2 from '../../../src/formats/gamified/format_2';
import type { GameUI, Play, Result } from '../../../src/features/game/types';
import type { PopupState } from '../../../src/runtime/state';

const W = dom.window as any;
const Canvas = W.HTMLCanvasElement.prototype;
const getContext = Canvas.getContext;
const LABELS = ['10% off', 'Free shipping', 'No luck'];
const WIN: Result = { i: 1, label: 'Free shipping', win: true };

let c: Clock;
const warnings: string[] = [];
const warn = console.warn;

/** a recording 2D context; `left` is the share of rows (from the top) still opaque in what
 *  getImageData answers, so a test decides how much of the cover remains */
let ctx: ReturnType<typeof fakeCtx> | null = null;
const fakeCtx = () => {
  const x = {
    ops: [] as string[],
    left: 1,
    reads: 0,
    globalCompositeOperation: 'source-over',
    lineWidth: 1,
    fillRect: () => x.ops.push('fillRect'),
    fillText: (t: string) => x.ops.push('fillText ' + t),
    beginPath() {},
    moveTo: (a: number, b: number) => x.ops.push(`moveTo ${a},${b} ${x.globalCompositeOperation}`),
    lineTo: (a: number, b: number) => x.ops.push(`lineTo ${Math.round(a)},${b}`),
    stroke: () => x.ops.push('stroke'),
    drawImage: () => x.ops.push('drawImage ' + x.globalCompositeOperation),
    getImageData(_x: number, _y: number, w: number, h: number) {
      x.reads++;
      const d = new Uint8ClampedArray(w * h * 4);
      for (let i = 0; i < w * Math.round(h * x.left); i++) d[i * 4 + 3] = 255;
      return { data: d, width: w, height: h };
    },
  };
  return x;
};
/** the canvas's CSS box (jsdom has no layout) */
let box = [300, 150];
/** a ResizeObserver that reports at once and on demand */
let observers: (() => void)[] = [];
class FakeRO {
  constructor(private fn: () => void) {}
  observe() {
    observers.push(this.fn);
    this.fn();
  }
  disconnect() {
    observers = observers.filter((f) => f !== this.fn);
  }
}
const canvasWorld = (on: boolean) => {
  if (on) {
    Canvas.getContext = function (this: HTMLCanvasElement, k: string) {
      if (k !== '2d') return null;
      // one per canvas; `ctx` is the first: the cover's (a resize copies it to a canvas of its own)
      const t = this as any;
      if (!t.x) (t.x = fakeCtx()), (ctx = ctx || t.x);
      return t.x;
    };
    W.ResizeObserver = FakeRO;
    Object.defineProperty(Canvas, 'clientWidth', { configurable: true, get: () => box[0] });
    Object.defineProperty(Canvas, 'clientHeight', { configurable: true, get: () => box[1] });
    Canvas.setPointerCapture = function () {};
  } else {
    Canvas.getContext = getContext;
    delete W.ResizeObserver;
    delete Canvas.clientWidth;
    delete Canvas.clientHeight;
    delete Canvas.setPointerCapture;
  }
};

/** a fake Play (games-shared brief): the calls it got, in order */
const play = (o: { gated?: boolean; lang?: string; reduced?: boolean; onAsk?: (ui: GameUI) => void } = {}) => {
  const L = listeners();
  const el = document.createElement('div');
  el.dataset.lp = 'game';
  document.body.append(el);
  const got: string[] = [];
  const s = { lang: o.lang || 'en', reduced: !!o.reduced, L, T: (fn: () => void, ms: number, r?: boolean) => L.add(c.timer(fn, ms, r)), active: signal(true) };
  let ui: GameUI;
  const p: Play = {
    s: s as unknown as PopupState,
    el,
    labels: LABELS,
    gated: !!o.gated,
    noPost: false,
    ask: () => (got.push('ask'), o.onAsk?.(ui)),
    shown: () => got.push('shown'),
  };
  ui = scratch(p);
  return { el, got, ui, L, cover: el.querySelector('canvas')!, btn: el.querySelector('button')!, face: el.querySelector('.lp-sf')! };
};
const pointer = (t: EventTarget, type: string, x = 10, y = 20) => {
  const e = new W.PointerEvent(type, { bubbles: true, pointerId: 1, clientX: x, clientY: y });
  // jsdom computes no offsets (no layout): the point inside the cover
  Object.defineProperty(e, 'offsetX', { value: x });
  Object.defineProperty(e, 'offsetY', { value: y });
  t.dispatchEvent(e);
};
const stroke = (t: EventTarget, from: number, to: number) => {
  pointer(t, 'pointerdown', from);
  pointer(t, 'pointermove', (from + to) / 2);
  pointer(t, 'pointermove', to);
  pointer(t, 'pointerup', to);
};

test.before.each(() => {
  document.body.innerHTML = '';
  c = clock();
  ctx = null;
  box = [300, 150];
  observers = [];
  W.devicePixelRatio = 1;
  warnings.length = 0;
  seen.clear();
  console.warn = (m: string) => warnings.push(m);
  canvasWorld(false);
});
test.after.each(() => {
  console.warn = warn;
  canvasWorld(false);
});

test('remains(): the share of sampled pixels still at least half opaque, on a coarse grid', () => {
  const img = (w: number, h: number, a: (x: number, y: number) => number) => {
    const d = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) d[(y * w + x) * 4 + 3] = a(x, y);
    return d;
  };
  assert.is(remains(img(40, 20, () => 255), 40, 4), 1, 'an untouched cover');
  assert.is(remains(img(40, 20, () => 0), 40, 4), 0, 'all scratched away');
  assert.is(remains(img(40, 16, (_x, y) => (y < 8 ? 255 : 0)), 40, 4), 0.5, 'the top half left');
  assert.is(remains(img(40, 20, (x) => (x < 10 ? 255 : 0)), 40, 1), 0.25, 'every pixel when the step is 1');
  // antialiased edges: 128 counts as cover, 127 as scratched
  assert.is(remains(img(10, 10, (x) => (x < 5 ? 128 : 127)), 10, 1), 0.5);
  // a grid of step 4 reads the pixel in the middle of each 4x4 cell (2, 6, 10 ...), nothing else
  const grid = img(40, 20, (x, y) => (x % 4 == 2 && y % 4 == 2 ? 255 : 0));
  assert.is(remains(grid, 40, 4), 1, 'only the sampled pixels are read');
  assert.is(remains(grid, 40, 1), 50 / 800);
  assert.is(remains(img(8, 4, () => 255), 8, 0.3), 1, 'a step under 1 reads every pixel');
  assert.is(remains(new Uint8ClampedArray(0), 0, 1), 0, 'no cover at all: nothing left');
});

test('the card: an empty face until begin(), then the drawn label only; Reveal is a real button; the cover is aria-hidden', () => {
  const { el, ui, btn, cover, face } = play();
  assert.is(face.textContent, '', 'nothing under the cover before the draw');
  for (const l of LABELS) assert.not.ok(el.textContent!.includes(l), l + ' is not in the DOM before begin');
  assert.is(cover.getAttribute('aria-hidden'), 'true');
  assert.is(btn.type, 'button');
  assert.is(btn.textContent, 'Reveal');
  assert.is(btn.disabled, false);
  assert.is(btn.tabIndex, 0, 'in the Tab order');
  ui.begin(WIN);
  assert.is(face.textContent, 'Free shipping');
  assert.not.ok(el.textContent!.includes('10% off') || el.textContent!.includes('No luck'), 'no other prize');
  assert.is(face.getAttribute('aria-hidden'), 'true', 'the label under the cover is not read out before it is revealed');
});

test('Reveal, not gated: ask(); begin(); the cover fades and shown() follows; hidden 3 s later (not at 2,999 ms)', () => {
  const { got, ui, btn, cover, face } = play();
  btn.click();
  assert.equal(got, ['ask']);
  btn.click();
  assert.equal(got, ['ask'], 'asked once while the draw is on');
  ui.begin(WIN);
  assert.ok(cover.classList.contains('h'), 'the cover fades');
  c.tick(SCRATCH_FADE_MS - 1);
  assert.equal(got, ['ask'], 'not shown while it fades');
  c.tick(1);
  assert.equal(got, ['ask', 'shown']);
  assert.is(face.hasAttribute('aria-hidden'), false, 'the revealed label is readable');
  c.tick(SCRATCH_HIDE_MS - 1);
  assert.is(cover.hidden, false, 'still there at 2,999 ms');
  c.tick(1);
  assert.is(cover.hidden, true, 'hidden at 3,000 ms');
  assert.is(btn.hidden, true, 'nothing left to reveal');
  btn.click();
  c.tick(10_000);
  assert.equal(got, ['ask', 'shown'], 'shown() exactly once');
});

test('Reveal when the core draws at once (begin() inside ask()), under reduced motion: shown() at once, no fade', () => {
  const { got, btn, cover } = play({ reduced: true, onAsk: (ui) => ui.begin(WIN) });
  assert.is(cover.style.transition, 'none');
  btn.click();
  assert.equal(got, ['ask', 'shown']);
  c.tick(SCRATCH_HIDE_MS - 1);
  assert.is(cover.hidden, false);
  c.tick(1);
  assert.is(cover.hidden, true);
});

test('gated: Reveal is disabled and the cover takes no stroke until begin(); never asks', () => {
  canvasWorld(true);
  const { got, ui, btn, cover } = play({ gated: true, reduced: true });
  assert.is(btn.disabled, true);
  const before = ctx!.ops.length;
  stroke(cover, 10, 200);
  assert.is(ctx!.ops.length, before, 'no stroke before begin');
  assert.equal(got, []);
  ui.begin(WIN);
  assert.is(btn.disabled, false);
  assert.is(document.activeElement, btn, 'the form was sent: focus moves to Reveal');
  btn.click();
  assert.equal(got, ['shown'], 'no ask: the form started the play');
});

test('scratching: the first stroke asks (not gated) and erases with destination-out along the path; shown() once at 50 % or less; hidden 3 s later', () => {
  canvasWorld(true);
  W.devicePixelRatio = 3; // capped at 2
  box = [320, 160]; // 640 x 320 backing pixels: a grid of 32 x 16 samples, so half the rows is 0.5 exactly
  const { got, ui, cover } = play();
  assert.equal([cover.width, cover.height], [640, 320], 'backing size: CSS size x devicePixelRatio capped at 2');
  assert.ok(ctx!.ops.includes('fillText Scratch here'), 'the hint');
  ctx!.ops.length = 0;
  stroke(cover, 10, 30);
  assert.equal(got, ['ask'], 'the first scratch asks for the draw');
  // a round dot where the pointer went down, then a line between successive points, in backing pixels
  assert.equal(ctx!.ops.filter((o) => !o.startsWith('stroke')), ['moveTo 20,40 destination-out', 'lineTo 20,40', 'moveTo 20,40 destination-out', 'lineTo 40,40', 'moveTo 40,40 destination-out', 'lineTo 60,40']);
  assert.is(ctx!.lineWidth, 80, 'a brush a quarter of the card high');
  assert.is(ctx!.reads, 0, 'no reading before the draw is known');
  ui.begin(WIN);
  assert.is(ctx!.reads, 1, 'what is left is read at begin (strokes before it count)');
  ctx!.left = 0.6;
  stroke(cover, 40, 200);
  assert.equal(got, ['ask'], '60 % left: not yet');
  const reads = ctx!.reads;
  pointer(cover, 'pointerdown', 50);
  pointer(cover, 'pointermove', 60);
  assert.is(ctx!.reads, reads, 'not read on every move');
  ctx!.left = SCRATCH_REVEAL;
  pointer(cover, 'pointerup', 60);
  assert.equal(got, ['ask', 'shown'], '50 % left: revealed');
  stroke(cover, 10, 200);
  assert.equal(got, ['ask', 'shown'], 'once');
  c.tick(SCRATCH_HIDE_MS - 1);
  assert.is(cover.hidden, false);
  c.tick(1);
  assert.is(cover.hidden, true);
});

test('a cancelled pointer (the browser took the touch) ends the stroke: what is left is read, later moves draw nothing', () => {
  canvasWorld(true);
  const { got, ui, cover } = play({ onAsk: (ui) => ui.begin(WIN) });
  pointer(cover, 'pointerdown', 10);
  ctx!.left = 0.4;
  const n = ctx!.ops.length;
  pointer(cover, 'pointercancel', 10);
  assert.equal(got, ['ask', 'shown']);
  pointer(cover, 'pointermove', 50);
  assert.is(ctx!.ops.length, n, 'no line after the cancel');
});

test('a scratch to 50 % while the Reveal fade runs: shown() once, not again when the fade ends', () => {
  canvasWorld(true);
  const { got, ui, cover, btn } = play();
  btn.click();
  ui.begin(WIN);
  ctx!.left = 0.3;
  stroke(cover, 10, 200);
  assert.equal(got, ['ask', 'shown']);
  c.tick(SCRATCH_FADE_MS + SCRATCH_HIDE_MS);
  assert.equal(got, ['ask', 'shown']);
  assert.is(cover.hidden, true);
});

test('strokes before the draw that left 50 % or less: revealed at begin()', () => {
  canvasWorld(true);
  const { got, ui, cover } = play();
  ctx!.left = 0.2;
  stroke(cover, 10, 290);
  assert.equal(got, ['ask']);
  ui.begin(WIN);
  assert.equal(got, ['ask', 'shown']);
});

test('a cover not laid out yet (a hidden screen) is not taken for a scratched one: begin() does not reveal; painted once it has a size', () => {
  canvasWorld(true);
  box = [0, 0];
  const { got, ui, cover } = play({ gated: true });
  assert.is(ctx!.ops.length, 0, 'nothing painted at 0 x 0');
  ui.begin(WIN);
  assert.equal(got, [], 'a blank canvas is not a scratched cover');
  box = [300, 150]; // the size a canvas has before anything sets it
  observers.forEach((f) => f());
  assert.ok(ctx!.ops.includes('fillRect'), 'painted at its default size too');
  assert.equal([cover.width, cover.height], [300, 150]);
  stroke(cover, 10, 20);
  assert.equal(got, [], 'the whole cover left');
});

test('a resize repaints the cover at the new size and keeps what was scratched (destination-in of the old one)', () => {
  canvasWorld(true);
  const { cover } = play();
  ctx!.ops.length = 0;
  observers.forEach((f) => f());
  assert.equal(ctx!.ops, [], 'the same size: left alone');
  box = [200, 100];
  observers.forEach((f) => f());
  assert.equal([cover.width, cover.height], [200, 100]);
  assert.ok(ctx!.ops.includes('fillRect') && ctx!.ops.includes('drawImage destination-in'), ctx!.ops.join());
  assert.is(ctx!.globalCompositeOperation, 'destination-out', 'the brush again');
});

test('fail(): the card can be played again (a scratch or Reveal asks again)', () => {
  canvasWorld(true);
  const { got, ui, cover, btn } = play();
  stroke(cover, 10, 20);
  stroke(cover, 10, 20);
  assert.equal(got, ['ask']);
  ui.fail();
  stroke(cover, 10, 20);
  assert.equal(got, ['ask', 'ask']);
  ui.fail();
  btn.click();
  assert.equal(got, ['ask', 'ask', 'ask']);
});

test('Hebrew: the button and the hint', () => {
  canvasWorld(true);
  const { btn } = play({ lang: 'he' });
  assert.is(btn.textContent, 'חשיפה');
  assert.ok(ctx!.ops.includes('fillText גרדו כאן'), JSON.stringify(ctx!.ops));
});

test("no 2D context (an old webview; jsdom): one log line, a CSS cover, the Reveal button alone", () => {
  const a = play();
  play();
  assert.equal(warnings, ['[poptin] Scratch card unavailable'], 'logged once');
  assert.ok(a.cover.classList.contains('f'), 'the cover drawn in CSS');
  stroke(a.cover, 10, 200);
  assert.equal(a.got, [], 'no scratching');
  a.btn.click();
  a.ui.begin(WIN);
  c.tick(SCRATCH_FADE_MS);
  assert.equal(a.got, ['ask', 'shown']);
});

test('the cover does not scroll the page (touch-action:none) and the card fits a phone; format 2 ships the game and its CSS', () => {
  assert.match(CSS, /\.lp-sv\{[^}]*touch-action:none/);
  assert.match(CSS, /\.lp-sc\{[^}]*width:100%/);
  assert.match(CSS, /\.lp-sc\{[^}]*box-sizing:border-box/, 'its border inside the 100 %: no overflow');
  assert.match(CSS, /\.lp-sc\{[^}]*aspect-ratio/);
  assert.match(CSS, /\.lp-sb:focus-visible\{outline/);
  assert.is(format2.game, scratch);
  assert.ok(format2.css.includes(CSS));
});

test('removal: the listeners go with the popup', () => {
  canvasWorld(true);
  const { got, cover, L } = play();
  L.off();
  stroke(cover, 10, 20);
  assert.equal(got, []);
  assert.is(observers.length, 0, 'the ResizeObserver disconnected');
});

test.run();
