// P06: positions (spec §2), 'midlle' spelt as the spec spells it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { place, position } from '../../src/runtime/position';

test('nine positions', () => {
  for (const x of ['left', 'center', 'right'] as const)
    for (const [y, want] of [['top', 'top'], ['midlle', 'center'], ['bottom', 'bottom']] as const)
      assert.equal(position(`${x}_${y}`), { x, y: want, bar: '' }, `${x}_${y}`);
});

test('bars', () => {
  assert.equal(position('top_bar'), { x: 'center', y: 'top', bar: 'top' });
  assert.equal(position('bottom_bar'), { x: 'center', y: 'bottom', bar: 'bottom' });
});

test('missing or unknown: centred', () => {
  assert.equal(position(undefined), { x: 'center', y: 'center', bar: '' });
  assert.equal(position('nowhere'), { x: 'center', y: 'center', bar: '' });
});

test('flex alignment and transform origin', () => {
  assert.equal(place(position('right_bottom')), { justify: 'flex-end', align: 'flex-end', origin: 'right bottom' });
  assert.equal(place(position('left_top')), { justify: 'flex-start', align: 'flex-start', origin: 'left top' });
  assert.equal(place(position('center_midlle')), { justify: 'center', align: 'center', origin: 'center center' });
});

test.run();
