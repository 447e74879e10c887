// The one "Did you mean X?" (src/core/forms/suggest.ts), in plain Node: the address with a
// domain of the caller's list that the caller's rule finds near what was typed after the last
// @; nothing for a domain of the list itself, an address without a name before its @, or none
// near. Each product's list and rule are its own (features/email/email.tsx, widget/form/fields.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suggest } from '../../../src/core/forms/suggest';
import { distance } from '../../../src/core/forms/distance';

const LIST = ['gmail.com', 'yahoo.com', 'me.com'];
const one = (d: string, c: string) => distance(d, c) <= 1;

test('the first domain of the list near the typed one, the name kept as typed, the domain in lower case', () => {
  assert.is(suggest('Dana@GMIAL.com', LIST, one), 'Dana@gmail.com');
  assert.is(suggest('a@yaho.com', LIST, one), 'a@yahoo.com');
  assert.is(suggest('a@b@gmal.com', LIST, one), 'a@b@gmail.com', 'the last @ starts the domain');
  assert.is(suggest('a@mee.com', LIST, one), 'a@me.com');
});

test('nothing: a domain of the list, none near, no name before the @, no @', () => {
  for (const v of ['dana@gmail.com', 'dana@GMAIL.COM', 'a@example.org', '@gmial.com', 'gmial.com', ''])
    assert.is(suggest(v, LIST, one), '', v);
});

test('the rule is the caller\'s: it sees the typed domain and each of the list, in order', () => {
  const seen: string[] = [];
  assert.is(suggest('a@gm', LIST, (d, c) => (seen.push(d + ' ' + c), c.startsWith(d))), 'a@gmail.com');
  assert.equal(seen, ['gm gmail.com']);
  assert.is(suggest('a@gm', LIST, () => false), '');
  assert.is(suggest('a@x.com', ['x.org', 'y.org'], (d, c) => c == 'y.org'), 'a@y.org', 'the list is the caller\'s');
});

test.run();
