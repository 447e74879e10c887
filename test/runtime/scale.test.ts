// P05: design sizes (spec §2) and scale-to-fit, never enlarged (§9); X07: never below the scale
// that keeps the smallest text at 14 px - the box reflows instead.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { designBox, fit } from '../../src/runtime/scale';
import { DEFAULT_LIGHTBOX } from '../../src/runtime/constants';

test('poptin_size wins, then the format design size, then 800x500', () => {
  assert.equal(designBox({ width: 700, height: 400 }, { width: 600, height: 950 }), { width: 700, height: 400 });
  assert.equal(designBox(undefined, { width: 600, height: 950 }), { width: 600, height: 950 });
  assert.equal(designBox(null), { width: 800, height: 500 });
  assert.equal(DEFAULT_LIGHTBOX, { width: 800, height: 500 });
  // invalid sizes fall through
  assert.equal(designBox({ width: 0, height: 400 }), { width: 800, height: 500 });
  assert.equal(designBox({ width: '640' as any, height: '480' as any }), { width: 640, height: 480 });
});

test('scale = min(1, width ratio, height ratio), never enlarged (text allows it: least 0)', () => {
  assert.equal(fit({ width: 800, height: 500 }, { width: 1920, height: 1080 }, true), { s: 1, w: 800, h: 500, m: 1080, v: false });
  assert.is(fit({ width: 600, height: 950 }, { width: 1366, height: 768 }, false, 0).s, 768 / 950);
  assert.is(fit({ width: 1130, height: 1000 }, { width: 1024, height: 768 }, true, 0).s, 768 / 1000);
  const f = fit({ width: 900, height: 950 }, { width: 450, height: 2000 }, false, 0.5);
  assert.equal(f, { s: 0.5, w: 900, h: 950, m: 4000, v: true }, 'the greatest height is the window at this scale');
});

test('X07: below the least scale the box reflows: unscaled, at most the window', () => {
  // 16 px smallest text: scaling may go down to 14/16
  const least = 14 / 16;
  assert.is(fit({ width: 800, height: 500 }, { width: 760, height: 600 }, true, least).s, 760 / 800, 'a small shrink is kept');
  assert.equal(fit({ width: 600, height: 950 }, { width: 1280, height: 800 }, false, least), { s: 1, w: 600, h: 800, m: 800, v: true });
  // a phone: one column at the window's width, text unscaled
  assert.equal(fit({ width: 880, height: 600 }, { width: 390, height: 844 }, true, least), { s: 1, w: 390, h: 844, m: 844, v: true });
  // 400 % zoom of a 1280x800 screen
  assert.equal(fit({ width: 520, height: 640 }, { width: 320, height: 200 }, false), { s: 1, w: 320, h: 200, m: 200, v: true });
  // 200 % zoom: the text is not shrunk, so it is twice as big on the screen
  assert.is(fit({ width: 880, height: 600 }, { width: 640, height: 400 }, true).s, 1);
  // unknown text size (least 1, the default): never shrunk
  assert.is(fit({ width: 800, height: 500 }, { width: 799, height: 900 }, true).s, 1);
  // a zero-sized window keeps the design box
  assert.equal(fit({ width: 800, height: 500 }, { width: 0, height: 0 }, true), { s: 1, w: 800, h: 500, m: 500, v: false });
});

test('a horizontal format on a portrait window narrower than its box turns upright', () => {
  const f = fit({ width: 800, height: 500 }, { width: 375, height: 667 }, true, 0);
  assert.is(f.v, true);
  assert.is(f.w, 500);
  assert.is(f.h, 800);
  assert.is(fit({ width: 800, height: 500 }, { width: 375, height: 667 }, true, 0).s, Math.min(1, 375 / 500, 667 / 800));
});

test('no switch on a landscape window, or when the portrait window is wide enough', () => {
  assert.is(fit({ width: 800, height: 500 }, { width: 700, height: 600 }, true).v, false);
  assert.is(fit({ width: 800, height: 500 }, { width: 900, height: 1200 }, true).v, false);
});

test('vertical formats always use the vertical layout and keep their box', () => {
  const f = fit({ width: 600, height: 950 }, { width: 375, height: 667 }, false, 0);
  assert.equal([f.v, f.w, f.h], [true, 600, 950]);
});

test.run();
