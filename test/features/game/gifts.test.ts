// P23 gamified format 1, pick a gift (features/game/gifts.ts, docs/behaviour.md P23): three
// boxes that are real buttons with names in English and Hebrew, one Tab stop and arrow keys
// (mirrored in Hebrew), Home and End; a press asks the core for the play, gated boxes wait for
// begin(); the picked box opens in GIFT_OPEN_MS on the fake clock (at once under reduced motion)
// and shown() follows once; only the drawn label, only in the picked box, only after begin();
// fail() gives the boxes back. What only a browser shows (Enter and Space pressing the native
// button, the drawing at 320 px) is for the Chromium suite.
import { reset } from '../../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listeners } from '../../../src/core/listen';
import { clock, type Clock } from '../../setup/clock';
import { CSS, gifts } from '../../../src/features/game/gifts';
import { GIFT_OPEN_MS } from '../../../src/features/game/gifts';
import format1 from '../../../src/formats/gamified/format_1';
import type { Result } from '../../../src/features/game/types';

const LABELS = ['10% off', 'Free shipping', 'Better luck next time'];
const WON: Result = { i: 1, label: 'Free shipping', win: true };
let L = listeners();
let c: Clock = clock();

const play = (o: { lang?: string; reduced?: boolean; gated?: boolean } = {}) => {
  const el = document.createElement('div');
  el.dataset.lp = 'game';
  document.body.append(el);
  const asked: number[] = [];
  const shown: number[] = [];
  const s = { lang: o.lang || 'en', reduced: !!o.reduced, L, T: (fn: () => void, ms: number, r?: boolean) => L.add(c.timer(fn, ms, r)) } as any;
  const ui = gifts({ s, el, labels: LABELS, gated: !!o.gated, noPost: false, ask: () => asked.push(c.now()), shown: () => shown.push(c.now()) });
  const boxes = Array.from(el.querySelectorAll('button'));
  const key = (k: string) => {
    const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
    (document.activeElement || el).dispatchEvent(e);
    return e;
  };
  const at = () => boxes.indexOf(document.activeElement as HTMLButtonElement);
  return { el, ui, asked, shown, boxes, key, at };
};
const labelled = (el: Element) => Array.from(el.querySelectorAll('.t')).map((x) => x.textContent);

test.before.each(() => {
  reset();
  L = listeners();
  c = clock();
});
test.after.each(() => L.off());

test('names and roles: a named toolbar of three buttons, English and Hebrew; the drawing aria-hidden; one Tab stop', () => {
  const { el, boxes } = play();
  const row = el.querySelector('.lp-gg')!;
  assert.is(row.getAttribute('role'), 'toolbar');
  assert.is(row.getAttribute('aria-label'), 'Pick a gift');
  assert.is(boxes.length, 3);
  assert.equal(boxes.map((b) => b.getAttribute('aria-label')), ['Gift 1 of 3', 'Gift 2 of 3', 'Gift 3 of 3']);
  assert.ok(boxes.every((b) => b.type === 'button' && !b.disabled));
  assert.equal(boxes.map((b) => b.tabIndex), [0, -1, -1], 'Tab reaches the row once, no positive tabindex');
  assert.ok(boxes.every((b) => b.children.length === 1 && b.firstElementChild!.getAttribute('aria-hidden') === 'true'), 'the box, lid and ribbon are decoration');
  assert.is(el.textContent, '', 'no text before the play: no label in any box');
  const he = play({ lang: 'he' });
  assert.is(he.el.querySelector('.lp-gg')!.getAttribute('aria-label'), 'בחרו מתנה');
  assert.equal(he.boxes.map((b) => b.getAttribute('aria-label')), ['מתנה 1 מתוך 3', 'מתנה 2 מתוך 3', 'מתנה 3 מתוך 3']);
});

test('keyboard, left to right: ArrowLeft and ArrowRight move between the boxes (and wrap), Home and End go to the ends; the Tab stop follows', () => {
  const { boxes, key, at } = play();
  boxes[0].focus();
  assert.ok(key('ArrowRight').defaultPrevented, 'the page does not scroll');
  assert.is(at(), 1);
  key('ArrowRight');
  assert.is(at(), 2);
  assert.equal(boxes.map((b) => b.tabIndex), [-1, -1, 0]);
  key('ArrowRight');
  assert.is(at(), 0, 'wraps');
  key('ArrowLeft');
  assert.is(at(), 2);
  key('Home');
  assert.is(at(), 0);
  key('End');
  assert.is(at(), 2);
  assert.not.ok(key('ArrowUp').defaultPrevented || key('ArrowDown').defaultPrevented, 'a horizontal toolbar: up and down are the page\'s');
  assert.is(at(), 2);
  assert.equal(boxes.map((b) => b.tabIndex), [-1, -1, 0]);
});

test('keyboard in Hebrew (dir=rtl): ArrowRight goes to the previous box, ArrowLeft to the next; Home and End as in English', () => {
  const { boxes, key, at } = play({ lang: 'he' });
  boxes[0].focus();
  key('ArrowLeft');
  assert.is(at(), 1, 'the next box is on the left in a right-to-left row');
  key('ArrowLeft');
  assert.is(at(), 2);
  key('ArrowRight');
  assert.is(at(), 1);
  key('ArrowRight');
  assert.is(at(), 0);
  key('ArrowRight');
  assert.is(at(), 2, 'wraps');
  key('Home');
  assert.is(at(), 0);
  key('End');
  assert.is(at(), 2);
});

test('Enter and Space are left to the button (not prevented, focus stays); a press asks the core once and keeps the pick', () => {
  const { boxes, key, at, asked } = play();
  boxes[0].focus();
  key('End');
  for (const k of ['Enter', ' ', 'Tab', 'a']) {
    assert.not.ok(key(k).defaultPrevented, k + ' is not ours');
    assert.is(at(), 2);
  }
  assert.is(asked.length, 0, 'a key alone does not play');
  boxes[2].click(); // what Enter, Space, a tap or a switch does to a button
  assert.is(asked.length, 1, 'ask() on the press');
  assert.equal(boxes.map((b) => b.disabled), [true, true, false], 'the boxes not picked are off, the picked keeps focus');
  assert.equal(boxes.map((b) => b.tabIndex), [-1, -1, 0]);
  boxes[2].click();
  boxes[0].click();
  assert.is(asked.length, 1, 'one ask for one pick');
  key('Home');
  assert.is(at(), 2, 'the arrows skip the boxes that are off');
  assert.equal(labelled(boxes[2]), [], 'no label before begin(): the result is the core’s');
});

test('begin(): the picked box opens, shown() after GIFT_OPEN_MS on the clock and not before, once; the label only in the picked box', () => {
  const { el, ui, boxes, shown, asked } = play();
  const row = el.querySelector<HTMLElement>('.lp-gg')!;
  assert.is(row.style.getPropertyValue('--d'), GIFT_OPEN_MS + 'ms', 'the CSS open time is the constant, through the CSSOM');
  boxes[1].click();
  ui.begin({ ...WON, i: 0, label: LABELS[0] }); // the drawn prize, whatever box was picked
  const t0 = c.now();
  assert.ok(boxes[1].classList.contains('o'), 'the picked box opens');
  assert.not.ok(boxes[0].classList.contains('o') || boxes[2].classList.contains('o'), 'the others stay closed');
  assert.equal(labelled(boxes[1]), [LABELS[0]]);
  assert.is(el.textContent, LABELS[0], 'no other prize in the DOM');
  for (const l of LABELS.slice(1)) assert.not.ok(el.innerHTML.includes(l));
  assert.equal(boxes.map((b) => b.disabled), [true, false, true]);
  c.tick(GIFT_OPEN_MS - 1);
  assert.is(shown.length, 0, 'not before the box has opened');
  c.tick(1);
  assert.equal(shown, [t0 + GIFT_OPEN_MS]);
  c.tick(10 * GIFT_OPEN_MS);
  boxes[1].click();
  assert.is(shown.length, 1, 'shown() once');
  assert.is(asked.length, 1);
  assert.ok(GIFT_OPEN_MS >= 800 && GIFT_OPEN_MS <= 1600, 'about 1.2 s: ' + GIFT_OPEN_MS);
});

test('reduced motion: no open time, shown() at once', () => {
  const { el, ui, boxes, shown } = play({ reduced: true });
  assert.is(el.querySelector<HTMLElement>('.lp-gg')!.style.getPropertyValue('--d'), '0ms', 'the animations take no time');
  boxes[2].click();
  ui.begin(WON);
  assert.equal(shown, [c.now()], 'at once, no timer');
  assert.equal(labelled(boxes[2]), [WON.label]);
  assert.is(c.pending(), 0);
});

test('gated: the boxes are off until begin(), then the visitor picks (focus on the row) and the box opens without ask()', () => {
  const { el, ui, boxes, shown, asked, at } = play({ gated: true });
  assert.ok(boxes.every((b) => b.disabled), 'the form starts the play');
  boxes[1].click();
  assert.is(asked.length, 0);
  ui.begin(WON);
  assert.ok(boxes.every((b) => !b.disabled), 'the visitor picks now');
  assert.is(at(), 0, 'focus moves to the boxes');
  assert.is(el.textContent, '', 'no label until a box is picked');
  assert.is(shown.length, 0);
  boxes[2].click();
  const t0 = c.now();
  assert.is(asked.length, 0, 'the play was started by the form');
  assert.equal(labelled(el), [WON.label]);
  assert.equal(labelled(boxes[2]), [WON.label]);
  assert.equal(boxes.map((b) => b.disabled), [true, true, false]);
  c.tick(GIFT_OPEN_MS - 1);
  assert.is(shown.length, 0);
  c.tick(1);
  assert.equal(shown, [t0 + GIFT_OPEN_MS]);
});

test('begin() with no pick yet, not gated (a result the core had already): the boxes wait for the pick, no second ask', () => {
  const { ui, boxes, shown, asked } = play();
  ui.begin(WON);
  assert.ok(boxes.every((b) => !b.disabled));
  boxes[0].click();
  assert.is(asked.length, 0);
  assert.equal(labelled(boxes[0]), [WON.label]);
  c.tick(GIFT_OPEN_MS);
  assert.is(shown.length, 1);
});

test('fail(): the pick is forgotten and the boxes work again; gated, they wait for begin() again', () => {
  const { el, ui, boxes, asked } = play();
  boxes[1].click();
  ui.fail();
  assert.ok(boxes.every((b) => !b.disabled));
  boxes[2].click();
  assert.is(asked.length, 2, 'a new press asks again');
  ui.begin(WON);
  assert.equal(labelled(boxes[2]), [WON.label], 'the new pick opens');
  assert.is(labelled(el).length, 1);
  const g = play({ gated: true });
  g.ui.fail();
  assert.ok(g.boxes.every((b) => b.disabled));
});

test('CSS: drawn in CSS only (no images), three boxes of at most 30 % square in a row that fits 320 px; format 1 ships it', () => {
  assert.not.match(CSS, /url\(/);
  assert.match(CSS, /\.lp-gg\{display:flex;justify-content:center;gap:4%/);
  assert.match(CSS, /\.lp-gb\{all:unset;position:relative;width:30%;max-width:150px;aspect-ratio:1;/);
  assert.ok(3 * 30 + 2 * 4 <= 100, 'three boxes and two gaps fit the row');
  assert.match(CSS, /\.lp-gb:focus-visible\{outline:3px solid/);
  assert.match(CSS, /animation:lp-gl calc\(var\(--d\)\/2\)/);
  assert.is(format1.game, gifts);
  assert.is(format1.css, CSS);
  assert.is(format1.img, 'none');
});

test.run();
