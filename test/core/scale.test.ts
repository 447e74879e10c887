// P05: design sizes (spec §2) and scale-to-fit, never enlarged (§9).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { designBox, fit } from '../../src/core/scale';
import { DEFAULT_LIGHTBOX } from '../../src/core/constants';

test('poptin_size wins, then the format design size, then 800x500', () => {
  assert.equal(designBox({ width: 700, height: 400 }, { width: 600, height: 950 }), { width: 700, height: 400 });
  assert.equal(designBox(undefined, { width: 600, height: 950 }), { width: 600, height: 950 });
  assert.equal(designBox(null), { width: 800, height: 500 });
  assert.equal(DEFAULT_LIGHTBOX, { width: 800, height: 500 });
  // invalid sizes fall through
  assert.equal(designBox({ width: 0, height: 400 }), { width: 800, height: 500 });
  assert.equal(designBox({ width: '640' as any, height: '480' as any }), { width: 640, height: 480 });
});

test('scale = min(1, width ratio, height ratio), never enlarged', () => {
  assert.equal(fit({ width: 800, height: 500 }, { width: 1920, height: 1080 }, true), { s: 1, w: 800, h: 500, v: false });
  assert.is(fit({ width: 600, height: 950 }, { width: 1366, height: 768 }, false).s, 768 / 950);
  assert.is(fit({ width: 1130, height: 1000 }, { width: 1024, height: 768 }, true).s, 768 / 1000);
  assert.is(fit({ width: 900, height: 950 }, { width: 450, height: 2000 }, false).s, 0.5);
});

test('a horizontal format on a portrait window narrower than its box turns upright', () => {
  const f = fit({ width: 800, height: 500 }, { width: 375, height: 667 }, true);
  assert.is(f.v, true);
  assert.is(f.w, 500);
  assert.is(f.h, 800);
  assert.is(f.s, Math.min(1, 375 / 500, 667 / 800));
});

test('no switch on a landscape window, or when the portrait window is wide enough', () => {
  assert.is(fit({ width: 800, height: 500 }, { width: 700, height: 600 }, true).v, false);
  assert.is(fit({ width: 800, height: 500 }, { width: 900, height: 1200 }, true).v, false);
});

test('vertical formats always use the vertical layout and keep their box', () => {
  const f = fit({ width: 600, height: 950 }, { width: 375, height: 667 }, false);
  assert.equal([f.v, f.w, f.h], [true, 600, 950]);
});

test.run();
