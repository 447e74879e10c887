// The spin wheel, gamified format 3 (features/game/wheel.ts; spec §4 "Gamified", P23): a slice
// per prize label with its colour and its label (shortened when long, whole in the image's
// name), the Spin button that asks for a play and stays off while the wheel turns, the landing
// on the drawn slice (the angle checked against the slices as drawn, English and mirrored
// Hebrew), shown() after 7 s (8 s without the post-play screen) on the fake clock, at once under
// reduced motion, fail() giving the button back, and no code ever in the DOM.
import { dom } from '../../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-react';
import { clock, type Clock } from '../../setup/clock';
import { listeners } from '../../../src/core/listen';
import { seen } from '../../../src/core/log';
import { CSS, turn, wheel } from '../../../src/features/game/wheel';
import format3 from '../../../src/formats/gamified/format_3';
import { WHEEL_LONG_MS, WHEEL_MS } from '../../../src/features/game/wheel';
import type { GameUI, Result } from '../../../src/features/game/types';

let c: Clock;
const warnings: string[] = [],
  warn = console.warn;

const play = (labels: string[], o: { lang?: string; reduced?: boolean; gated?: boolean; noPost?: boolean } = {}) => {
  const L = listeners();
  const el = document.body.appendChild(document.createElement('div'));
  el.dataset.lp = 'game';
  const log = { ask: 0, shown: 0 };
  const s: any = { lang: o.lang || 'en', reduced: !!o.reduced, L, T: (fn: () => void, ms: number, r?: boolean) => L.add(c.timer(fn, ms, r)), active: signal(true) };
  const ui: GameUI = wheel({ s, el, labels, gated: !!o.gated, noPost: !!o.noPost, ask: () => log.ask++, shown: () => log.shown++ });
  return { el, ui, log, L };
};
const $ = <T extends Element = HTMLElement>(el: Element, q: string) => el.querySelector(q) as T;
const svg = (el: Element) => $<SVGSVGElement>(el, 'svg');
const btn = (el: Element) => $<HTMLButtonElement>(el, 'button');
const click = (b: Element) => b.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
const res = (i: number, labels: string[], win = true): Result => ({ i, label: labels[i], win });
const names = (n: number, he = false) => Array.from({ length: n }, (_, i) => (he ? 'פרס ' : 'Prize ') + (i + 1));
/** the final angle the wheel was turned to, degrees clockwise */
const angle = (el: Element) => +/^rotate\((-?[\d.e+-]+)deg\)$/.exec(svg(el).style.transform)![1];
const norm = (x: number) => ((x % 360) + 360) % 360;
/** x is a whole number of turns */
const near = (x: number) => Math.min(norm(x), 360 - norm(x)) < 1e-6;
/** slice i as drawn: the angles (clockwise from the top) its path's rim starts and ends at */
const drawn = (el: Element, i: number) => {
  const d = el.querySelectorAll('path')[i].getAttribute('d')!;
  const n = d.match(/-?[\d.]+(?:e[+-]?\d+)?/g)!.map(Number);
  // M0 0 L x1 y1 A47 47 0 0 1 xm ym A47 47 0 0 1 x2 y2 Z
  const at = (x: number, y: number) => norm((Math.atan2(x, -y) * 180) / Math.PI);
  assert.is(n.length, 18, d);
  return { from: at(n[2], n[3]), mid: at(n[9], n[10]), to: at(n[16], n[17]) };
};
/** the slice under the pointer after a turn of `r` degrees holds wheel angle -r: inside slice
 *  i as drawn, and not within `edge` degrees of its edges */
const under = (el: Element, i: number, r: number, edge = 0) => {
  const { from, to } = drawn(el, i);
  const w = norm(to - from), x = norm(-r - from);
  assert.ok(x > edge && x < w - edge, `slice ${i}: ${x} in (0, ${w}) at ${r} deg, ${edge} from the edges`);
};
let rnd: number[] = [];
const real = crypto.getRandomValues.bind(crypto);
Object.defineProperty(crypto, 'getRandomValues', {
  configurable: true,
  value: (a: any) => (rnd.length && a instanceof Uint32Array ? ((a[0] = rnd.shift()!), a) : real(a)),
});

test.before.each(() => {
  document.body.textContent = '';
  c = clock();
  rnd = [];
  warnings.length = 0;
  seen.clear();
  console.warn = (m: string) => warnings.push(m);
});
test.after.each(() => {
  console.warn = warn;
});

test('format 3 is the wheel: its game and its CSS', () => {
  assert.is(format3.game, wheel);
  assert.ok(format3.css.includes(CSS));
});

test('a slice per prize, its colour never its neighbour\'s, its label along it; the image named by every prize', () => {
  for (let n = 1; n <= 24; n++) {
    const l = names(n);
    const { el } = play(l);
    const paths = [...el.querySelectorAll('path')], texts = [...el.querySelectorAll('text')];
    assert.is(paths.length, n);
    assert.equal(texts.map((x) => x.textContent), l);
    const fill = paths.map((x) => x.getAttribute('fill'));
    if (n > 1) fill.forEach((f, i) => assert.is.not(f, fill[(i + 1) % n], `${n} prizes: slices ${i} and ${(i + 1) % n}`));
    const img = svg(el);
    assert.is(img.getAttribute('role'), 'img');
    assert.is(img.getAttribute('aria-label'), 'Prize wheel: ' + l.join(', '));
    // the slices share the whole turn, each centred where its label is
    for (let i = 0; i < n; i++) {
      const { from, mid, to } = drawn(el, i);
      assert.ok(near(mid - from - 180 / n) && near(to - mid - 180 / n) && near(mid - (i * 360) / n), `${n}: slice ${i} at ${mid}`);
    }
    assert.is($(el, '.lp-wp').getAttribute('aria-hidden'), 'true', 'the pointer is decoration');
  }
  assert.is(warnings.length, 0);
});

test('labels read upright at rest: those on the left half are turned over', () => {
  const { el } = play(names(4));
  // top, right, bottom, left (clockwise)
  assert.equal(
    [...el.querySelectorAll('text')].map((x) => [x.getAttribute('transform'), x.getAttribute('x')]),
    [['rotate(-90)', '31'], ['rotate(0)', '31'], ['rotate(270)', '-31'], ['rotate(360)', '-31']],
  );
});

test('a long label is shortened with an ellipsis in the slice, whole in the name; 24 prizes keep a readable size', () => {
  const long = 'Free shipping on every order this week';
  const { el } = play(['10% off', long, 'Try again']);
  const f = +$(el, 'g').getAttribute('font-size')!;
  const shown = el.querySelectorAll('text')[1].textContent!;
  assert.ok(shown.endsWith('…') && long.startsWith(shown.slice(0, -1)), shown);
  // the room along the radius: 30 units at about .55 em a character
  assert.ok(shown.length * f * 0.55 <= 30, `${shown.length} characters at ${f}`);
  assert.is(el.querySelectorAll('text')[0].textContent, '10% off');
  assert.ok(svg(el).getAttribute('aria-label')!.includes(long));
  // 24 prizes: every one drawn and labelled, the labels 4 units or more (10 px on a 260 px
  // wheel), and none wider than its slice at the hub's edge (2 pi 14 / 24 = 3.7 units: a
  // letter's height is about .7 em)
  const l24 = names(24).map((x) => x + ' voucher');
  const w = play(l24).el;
  const f24 = +$(w, 'g').getAttribute('font-size')!;
  assert.ok(f24 >= 4 && f24 * 0.7 <= (2 * Math.PI * 16) / 24, '' + f24);
  assert.is(w.querySelectorAll('path').length, 24);
  for (const x of w.querySelectorAll('text')) assert.ok([...x.textContent!].length * f24 * 0.55 <= 30, x.textContent!);
  assert.is(warnings.length, 0);
  // over 24: still every prize (each must be reachable), and one log line
  seen.clear();
  const l30 = names(30);
  const x = play(l30).el;
  play(l30);
  assert.is(x.querySelectorAll('path').length, 30);
  assert.equal(warnings, ['[poptin] Wheel: over 24 prizes']);
});

test('Hebrew: the button and the name in Hebrew, the slices mirrored (counter-clockwise)', () => {
  const l = ['עשרה אחוזים', 'משלוח חינם', 'נסו שוב'];
  const { el } = play(l, { lang: 'he' });
  assert.is(btn(el).textContent, 'סובבו');
  assert.is(svg(el).getAttribute('aria-label'), 'גלגל הפרסים: ' + l.join(', '));
  assert.equal([...el.querySelectorAll('text')].map((x) => x.textContent), l);
  // slice 1 is left of the top, slice 2 right of it
  assert.is(Math.round(drawn(el, 1).mid), 240);
  assert.is(Math.round(drawn(el, 2).mid), 120);
  assert.ok(CSS.includes('unicode-bidi:plaintext'));
});

test('the Spin button asks for a play once, stays focusable but off while it runs; fail() gives it back', () => {
  const { el, ui, log } = play(names(6));
  const b = btn(el);
  assert.is(b.type, 'button');
  assert.is(b.textContent, 'Spin');
  assert.is.not(b.getAttribute('aria-disabled'), 'true');
  click(b);
  assert.is(log.ask, 1);
  assert.is(b.getAttribute('aria-disabled'), 'true');
  assert.is(b.disabled, false); // focus stays on it
  assert.is(el.getAttribute('aria-busy'), 'true');
  click(b);
  assert.is(log.ask, 1, 'no second ask while one is on');
  ui.fail();
  assert.is(b.getAttribute('aria-disabled'), 'false');
  assert.is(el.getAttribute('aria-busy'), 'false');
  click(b);
  assert.is(log.ask, 2);
});

test('gated: no button of its own; begin() from the form starts the spin', () => {
  const { el, ui, log } = play(names(5), { gated: true });
  assert.is(el.querySelector('button'), null);
  ui.begin(res(3, names(5)));
  under(el, 3, angle(el));
  c.tick(WHEEL_MS);
  assert.is(log.shown, 1);
});

test('begin() lands with the drawn slice under the pointer, for every slice of several sizes, English and Hebrew', () => {
  for (const lang of ['en', 'he'])
    for (const n of [2, 3, 5, 8, 12, 24])
      for (let i = 0; i < n; i++) {
        document.body.textContent = '';
        const l = names(n, lang == 'he');
        const { el, ui } = play(l, { lang });
        click(btn(el));
        ui.begin(res(i, l));
        const r = angle(el);
        under(el, i, r, (0.1 * 360) / n - 1e-9);
        // several whole turns, in the language's direction (Hebrew: counter-clockwise)
        assert.ok(lang == 'he' ? r < -5 * 360 : r > 5 * 360, '' + r);
      }
});

test('turn(): any offset across the slice keeps it under the pointer, as drawn', () => {
  for (const lang of ['en', 'he'])
    for (const n of [2, 7, 13, 24]) {
      const { el } = play(names(n), { lang });
      const d = lang == 'he' ? -1 : 1;
      for (let i = 0; i < n; i++)
        for (const u of [0.001, 0.1, 0.5, 0.9, 0.999, Math.random()]) under(el, i, turn(n, i, u, d));
      document.body.textContent = '';
    }
});

test('the landing spot is random inside the slice (crypto.getRandomValues), never at its edges', () => {
  const at = (v: number) => {
    document.body.textContent = '';
    rnd = [v];
    const { el, ui } = play(names(4));
    ui.begin(res(2, names(4)));
    assert.is(rnd.length, 0, 'drawn from crypto.getRandomValues');
    return angle(el);
  };
  const lo = at(0),
    hi = at(2 ** 32 - 1),
    mid = at(2 ** 31);
  // 90 degrees a slice: from 10 % to 90 % of it
  assert.ok(Math.abs(lo - hi - 72) < 1e-3, `${lo} ${hi}`);
  assert.ok(Math.abs(lo - mid - 36) < 1e-3, `${lo} ${mid}`);
  const e = play(names(4)).el;
  for (const r of [lo, hi, mid]) under(e, 2, r, 8.99);
});

test('shown() once, after 7000 ms and not at 6999; the spin is a 7 s transition to the final angle', () => {
  const { el, ui, log } = play(names(6));
  click(btn(el));
  ui.begin(res(4, names(6)));
  assert.is(WHEEL_MS, 7000);
  assert.is(svg(el).style.transitionDuration, '7000ms');
  const name = svg(el).getAttribute('aria-label');
  c.tick(6999);
  assert.is(log.shown, 0);
  assert.is(el.getAttribute('aria-busy'), 'true');
  // nothing announces the slices passing by: the name stays, no live region
  assert.is(svg(el).getAttribute('aria-label'), name);
  assert.is(el.querySelector('[aria-live],[role=status],[role=alert]'), null);
  c.tick(1);
  assert.is(log.shown, 1);
  assert.is(el.getAttribute('aria-busy'), 'false');
  // played: the button stays off
  assert.is(btn(el).getAttribute('aria-disabled'), 'true');
  click(btn(el));
  assert.is(log.ask, 1);
  c.tick(20000);
  assert.is(log.shown, 1);
});

test('without the post-play screen the wheel turns 8000 ms', () => {
  const { el, ui, log } = play(names(3), { noPost: true });
  ui.begin(res(0, names(3)));
  assert.is(svg(el).style.transitionDuration, WHEEL_LONG_MS + 'ms');
  c.tick(7999);
  assert.is(log.shown, 0);
  c.tick(1);
  assert.is(log.shown, 1, 'after 8000 ms');
});

test('reduced motion: no spin, the wheel at the result and shown() at once', () => {
  const l = names(8);
  const { el, ui, log } = play(l, { reduced: true, noPost: true });
  ui.begin(res(5, l));
  assert.is(log.shown, 1);
  assert.is(svg(el).style.transitionDuration, '0ms');
  under(el, 5, angle(el));
  assert.is(c.pending(), 0);
});

test('the popup going clears the timer: no shown() after removal', () => {
  const { el, ui, log, L } = play(names(3));
  ui.begin(res(1, names(3)));
  L.off();
  c.tick(WHEEL_MS);
  assert.is(log.shown, 0);
  assert.ok(el.isConnected);
});

test('no code in the DOM: labels only, whatever else a result carries', () => {
  const l = ['10% off', 'Free shipping', 'No luck'];
  const { el, ui } = play(l);
  click(btn(el));
  ui.begin({ ...res(1, l), code: 'SECRET-CODE-1', c: 'SECRET-CODE-2' } as Result);
  c.tick(WHEEL_MS);
  assert.not.ok(el.outerHTML.includes('SECRET'), el.outerHTML);
  const words = (el.textContent || '') + svg(el).getAttribute('aria-label');
  assert.is(words, l.join('') + 'Spin' + 'Prize wheel: ' + l.join(', '));
  // no inline style attribute but the CSSOM's own (strict CSP: set through el.style)
  for (const x of el.querySelectorAll('*')) if (x !== svg(el)) assert.is(x.getAttribute('style'), null);
});

test.run();
