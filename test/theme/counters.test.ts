// T10 the counters (src/theme/counters, docs/theme.md "Counters"; spec §9.3): 0 to the printed
// number over 1800 ms, once, when half in view; the printed grouping; the circle's
// stroke-dashoffset from empty to its printed value through CSSOM; the printed text and width
// back at the end; nothing under reduced motion.
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COUNT_MS, ease, init, show } from '../../src/theme/counters/counters';
import type { Theme } from '../../src/theme/types';

let frames: ((t: number) => void)[] = [];
let seen: { cb: (es: any[]) => void; els: Element[]; opts: any }[] = [];
(globalThis as any).requestAnimationFrame = (f: (t: number) => void) => frames.push(f);
(globalThis as any).IntersectionObserver = function (this: any, cb: any, opts: any) {
  const o = { cb, els: [] as Element[], opts };
  seen.push(o);
  this.observe = (el: Element) => o.els.push(el);
  this.unobserve = (el: Element) => (o.els = o.els.filter((x) => x != el));
};
let now = 1000;
performance.now = () => now;
/** the frame at `t` ms after the start */
const frame = (t: number) => {
  now = 1000 + t;
  const f = frames;
  frames = [];
  f.forEach((x) => x(now));
};
const T = (reduced = false) => ({ reduced: () => reduced }) as unknown as Theme;
const make = (reduced = false) => {
  frames = [];
  seen = [];
  now = 1000;
  document.body.innerHTML = `<div data-module="counters"><div class="counter" id="a"><span class="count">1,200</span> kilos</div>
  <figure class="counter" id="b"><svg viewBox="0 0 120 120"><circle class="bar" r="52" pathLength="100" stroke-dasharray="100" stroke-dashoffset="8"/></svg><span class="count">92</span>%</figure></div>`;
  init(document.querySelector('[data-module]') as HTMLElement, T(reduced));
};
const view = (id: string) => seen[0].cb([{ isIntersecting: true, target: document.getElementById(id) }]);
const count = (id: string) => document.querySelector('#' + id + ' .count')!.textContent;
const bar = () => document.querySelector<SVGElement>('.bar')!.style.strokeDashoffset;

test('the easing and the printed grouping', () => {
  assert.equal([ease(0), ease(1), ease(0.5)], [0, 1, 0.875]);
  assert.equal([show(1200, '1,200'), show(1200, '1.200'), show(35, '1,200'), show(1234567, '1 234 567'), show(1200, '1200'), show(92, '92')], ['1,200', '1.200', '35', '1 234 567', '1200', '92']);
});

test('each counter waits until half of it is in view', () => {
  make();
  assert.equal(seen[0].opts, { threshold: 0.5 });
  assert.equal(seen[0].els.map((e) => e.id), ['a', 'b']);
  assert.is(frames.length, 0);
  assert.is(count('a'), '1,200', 'the printed number until then');
});

test('from 0 to the number over 1800 ms (§9.3), once; the printed text and width back at the end', () => {
  make();
  view('a');
  assert.equal(seen[0].els.map((e) => e.id), ['b'], 'once: no longer watched');
  assert.is(count('a'), '0');
  const n = document.querySelector<HTMLElement>('#a .count')!;
  assert.match(n.style.minWidth, /px$/, 'keeps its printed width while it counts');
  frame(COUNT_MS / 2);
  assert.is(count('a'), show(Math.round(1200 * ease(0.5)), '1,200'));
  assert.is(count('a'), '1,050');
  frame(COUNT_MS * 0.9);
  assert.is(count('a'), '1,199');
  frame(COUNT_MS);
  assert.is(count('a'), '1,200');
  assert.is(n.style.minWidth, '');
  assert.is(frames.length, 0, 'no more frames');
});

test('a circle fills from empty to its printed stroke-dashoffset through CSSOM', () => {
  make();
  view('b');
  assert.is(bar(), '100');
  frame(COUNT_MS / 2);
  assert.is(+bar(), 100 - 92 * 0.875);
  frame(COUNT_MS);
  assert.is(bar(), '', 'the printed attribute again');
  assert.is(count('b'), '92');
  assert.not.ok(document.querySelector('.bar')!.hasAttribute('style') && document.querySelector('.bar')!.getAttribute('style'));
});

test('reduced motion: nothing counts', () => {
  make(true);
  assert.is(seen.length, 0);
  assert.is(count('a'), '1,200');
});

test.run();
