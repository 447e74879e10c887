// The one edit distance of both products' "Did you mean" (src/core/forms/distance.ts), in plain
// Node: an edit, a missing or extra letter, and (unless the caller says otherwise) two
// neighbours swapped, each one step.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { distance } from '../../../src/core/forms/distance';

test('one step each: a letter changed, missing, extra; nothing for the same word', () => {
  assert.is(distance('gmail.com', 'gmail.com'), 0);
  assert.is(distance('gnail.com', 'gmail.com'), 1, 'changed');
  assert.is(distance('gmai.com', 'gmail.com'), 1, 'missing');
  assert.is(distance('gmaill.com', 'gmail.com'), 1, 'extra');
  assert.is(distance('', 'me.com'), 6);
  assert.is(distance('me.com', ''), 6);
  assert.is(distance('', ''), 0);
});

test('two neighbours swapped: one step (optimal string alignment), or two without swaps (Levenshtein)', () => {
  assert.is(distance('gmial.com', 'gmail.com'), 1);
  assert.is(distance('gmial.com', 'gmail.com', false), 2);
  assert.is(distance('gmial.con', 'gmail.com'), 2);
  assert.is(distance('gmial.con', 'gmail.com', false), 3);
  assert.is(distance('ab', 'ba'), 1);
  assert.is(distance('ab', 'ba', false), 2);
  // optimal string alignment: a swapped pair is not edited again (ca -> abc is 3, not 2)
  assert.is(distance('ca', 'abc'), 3);
});

test('symmetric', () => {
  for (const [a, b] of [['hotmial.con', 'hotmail.com'], ['yaho.com', 'yahoo.com'], ['zohocrop.com', 'zohocorp.com'], ['abc', '']])
    for (const s of [true, false]) assert.is(distance(a, b, s), distance(b, a, s), `${a} ${b} ${s}`);
});

test.run();
