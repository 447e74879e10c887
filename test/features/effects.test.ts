// P26: every effect name of spec §4 maps to one of the spec's animations.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { effect, KEYFRAMES } from '../../src/features/effects/effects';
import { CSS } from '../../src/runtime/css';

const NAMES = ['up', 'down', 'left', 'right', 'blind', 'fold', 'bounce', 'clip', 'size', 'explode', 'fade', 'highlight', 'puff', 'pulsate', 'scale', 'shake'];
const FAMILIES = ['slide', 'flip', 'bounce', 'zoom', 'fade', 'tada', 'pulse', 'flash', 'heartbeat', 'shake'];

test('each of the 16 names maps into the 10 animation families, covering all of them', () => {
  const used = new Set<string>();
  for (const n of NAMES) {
    const a = effect(n);
    const fam = a.startsWith('slide-') ? 'slide' : a;
    assert.ok(FAMILIES.includes(fam), n + ' → ' + a);
    used.add(fam);
  }
  assert.equal([...used].sort(), [...FAMILIES].sort());
});

test('directions', () => {
  assert.is(effect('up'), 'slide-up');
  assert.is(effect('down'), 'slide-down');
  assert.is(effect('left'), 'slide-left');
  assert.is(effect('right'), 'slide-right');
  assert.is(effect('shake'), 'shake');
  assert.is(effect('fade'), 'fade');
  assert.is(effect('bounce'), 'bounce');
});

test('an exit plays reversed keyframes, so directions swap', () => {
  assert.is(effect('up', true), 'slide-down');
  assert.is(effect('left', true), 'slide-right');
  assert.is(effect('zoom', true), 'fade');
  assert.is(effect('scale', true), 'zoom');
});

test('unknown or missing names fade; case does not matter', () => {
  assert.is(effect(undefined), 'fade');
  assert.is(effect('wobble'), 'fade');
  assert.is(effect('UP'), 'slide-up');
});

test('keyframes for every animation: the fade in the shell, the others in this chunk', () => {
  const all = CSS + KEYFRAMES;
  for (const n of NAMES) assert.ok(all.includes(`@keyframes lp-${effect(n)}{`), n);
  for (const n of NAMES) assert.ok(all.includes(`@keyframes lp-${effect(n, true)}{`), n);
  assert.ok(CSS.includes('@keyframes lp-fade{') && !KEYFRAMES.includes('lp-fade'));
  assert.not.ok(CSS.includes('@keyframes lp-slide'), 'the other keyframes are not in runtime.js');
});

test.run();
