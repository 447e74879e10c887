// T12 parallax's offset (src/theme/parallax): the layer moves by data-speed of the section's
// distance from the window's middle, the other way: none when centred, up as the section rises.
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shift } from '../../src/theme/parallax/parallax';

test('centred: 0; below the middle: up (negative); above it: down; scaled by the speed', () => {
  assert.is(shift(250, 200, 700, 0.3), -0);
  assert.is(shift(450, 200, 700, 0.3), -60);
  assert.is(shift(50, 200, 700, 0.5), 100);
});

test.run();
