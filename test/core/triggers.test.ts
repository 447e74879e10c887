// The triggers both products share (src/core/triggers.ts, inactive.ts), in plain Node: no DOM, the page
// injected (a stand-in window: EventTargets for it, its document and root element, its scroll
// metrics as numbers; a fake clock). What each product reads into them, and its own rules (the widget's
// 50 ms floor and phone rule, the popups' trigger names), are test/engine/triggers.test.ts and
// test/widget/when-dom.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listeners } from '../../src/core/listen';
import { inactive } from '../../src/core/inactive';
import { delay, exit, first, scroll, type Page, type Win } from '../../src/core/triggers';
import { clock, type Clock } from '../setup/clock';

let c: Clock, L: ReturnType<typeof listeners>, P: Page & { now(): number }, fired: string[], near: number;
/** the stand-in window: 800 px high, its page 1,800 px (1,000 px to scroll) */
let w: Win, doc: Win['document'], root: Win['document']['documentElement'];
const VH = 800;
test.before.each(() => {
  c = clock();
  L = listeners();
  root = Object.assign(new EventTarget(), { scrollHeight: 1000 + VH });
  doc = Object.assign(new EventTarget(), { documentElement: root });
  w = Object.assign(new EventTarget(), { scrollY: 0, innerHeight: VH, document: doc });
  P = { now: c.now, on: L.on, timer: c.timer, w };
  fired = [];
  near = 0;
});
test.after.each(() => L.off());

const fire = (how: string) => fired.push(how);
const soon = () => near++;
/** an event of `type` with the fields a trigger reads */
const ev = (type: string, o: Record<string, unknown> = {}) => Object.assign(new Event(type), o);
const to = (y: number) => ((w.scrollY = y), w.dispatchEvent(ev('scroll')));

test('first(): the first to fire wins, the others are removed, it fires once', () => {
  const off = first([(f) => delay(P, 5000, () => f('delay')), (f) => scroll(P, 50, f), (f) => exit(P, f)], fire);
  to(600);
  to(700);
  doc.dispatchEvent(ev('mouseout', { clientY: 0, relatedTarget: null }));
  c.tick(10000);
  assert.equal(fired, ['scroll']);
  assert.is(c.pending(), 0, 'the delay timer was removed');
  off();
});

test('first(): one that fires while arming leaves the rest unarmed; none armed names `none`, or nothing', () => {
  let armed = 0;
  first([(f) => (f('now'), () => {}), () => (armed++, () => {})], fire);
  assert.equal(fired, ['now']);
  assert.is(armed, 0);
  first([() => undefined, () => false], fire, 'page_load');
  assert.equal(fired, ['now', 'page_load']);
  first([() => undefined], fire);
  assert.equal(fired, ['now', 'page_load'], 'configured, none armed: never');
});

test('first(): its remover removes every trigger; nothing fires after it', () => {
  const off = first([(f) => delay(P, 100, () => f('delay')), (f) => exit(P, f, soon, true), (f) => inactive(P, 50, f)], fire);
  off();
  c.tick(1000);
  doc.dispatchEvent(ev('mouseout', { clientY: 0, relatedTarget: null }));
  root.dispatchEvent(ev('mouseleave', { clientY: 0, relatedTarget: null }));
  assert.equal(fired, []);
  assert.is(c.pending(), 0);
});

test('delay: fires at `ms`, not before; `near` 3 s before; already past: in the next task', () => {
  delay(P, 10000, () => fire('delay'), soon);
  c.tick(6999);
  assert.is(near, 0);
  c.tick(1);
  assert.is(near, 1);
  c.tick(2999);
  assert.equal(fired, []);
  c.tick(1);
  assert.equal(fired, ['delay']);
  assert.is(c.pending(), 0);
  delay(P, -2000, () => fire('late'), soon);
  assert.equal(fired, ['delay'], 'not while arming');
  c.tick(0);
  assert.equal(fired, ['delay', 'late']);
  assert.is(near, 2, 'near at once, before it fires');
});

test('delay: near at once when less than 3 s are left; the remover clears both timers', () => {
  const off = delay(P, 1000, () => fire('delay'), soon);
  c.tick(0);
  assert.is(near, 1);
  off();
  c.tick(5000);
  assert.equal(fired, []);
  assert.is(c.pending(), 0);
});

test('inactive: each kind of activity restarts the count; one timer at a time; fires "inactive"', () => {
  inactive(P, 10000, fire);
  for (const type of ['mousemove', 'keydown', 'scroll', 'touchstart', 'click']) {
    c.tick(9000);
    doc.dispatchEvent(ev(type));
    assert.is(c.pending(), 1, type);
  }
  c.tick(9999);
  assert.equal(fired, []);
  c.tick(1);
  assert.equal(fired, ['inactive']);
  doc.dispatchEvent(ev('wheel'));
  assert.is(c.pending(), 0);
});

test('scroll: at the percent of what the page can scroll, near past half of it', () => {
  scroll(P, 40, fire, soon);
  to(199);
  assert.is(near, 0);
  to(200);
  assert.is(near, 1);
  to(399);
  assert.equal(fired, []);
  to(400);
  assert.equal(fired, ['scroll']);
});

test('scroll: a page that cannot scroll never fires (the popups), unless seen whole (the widget)', () => {
  root.scrollHeight = VH;
  const off = scroll(P, 40, fire, soon);
  to(0);
  assert.equal(fired, []);
  assert.is(near, 0);
  off();
  scroll(P, 40, fire, undefined, true);
  assert.equal(fired, ['scroll'], 'at once, when armed');
});

test('scroll: `whole` checks the position when armed (a reload that keeps it); without it, the next scroll does', () => {
  w.scrollY = 500;
  scroll(P, 40, fire);
  assert.equal(fired, []);
  scroll(P, 40, fire, undefined, true);
  assert.equal(fired, ['scroll']);
  w.scrollY = 100;
  scroll(P, 40, fire, undefined, true);
  assert.equal(fired, ['scroll'], 'not yet at 10 %');
});

test('exit: the pointer leaving through the top, to nowhere; not inside the window or onto an element', () => {
  const off = exit(P, fire);
  doc.dispatchEvent(ev('mouseout', { clientY: 5, relatedTarget: null }));
  doc.dispatchEvent(ev('mouseout', { clientY: 0, relatedTarget: new EventTarget() }));
  root.dispatchEvent(ev('mouseleave', { clientY: -2, relatedTarget: null }));
  assert.equal(fired, [], "the root's mouseleave only with `leave`");
  doc.dispatchEvent(ev('mouseout', { clientY: -3, relatedTarget: null }));
  assert.equal(fired, ['exit']);
  off();
  exit(P, fire, undefined, true);
  root.dispatchEvent(ev('mouseleave', { clientY: 0, relatedTarget: null }));
  assert.equal(fired, ['exit', 'exit']);
});

test('exit: near when the pointer moves up in the top quarter of the window', () => {
  exit(P, fire, soon);
  doc.dispatchEvent(ev('mousemove', { clientY: 100, movementY: 4 }));
  doc.dispatchEvent(ev('mousemove', { clientY: VH / 4, movementY: -4 }));
  assert.is(near, 0);
  doc.dispatchEvent(ev('mousemove', { clientY: VH / 4 - 1, movementY: -4 }));
  assert.is(near, 1);
  assert.equal(fired, []);
});

test.run();
