// The submission status machine (src/core/forms/submission.ts) that the popup form, the widget's
// contact form and the later contact-form plugin drive, in plain Node: idle → invalid | sending →
// sent | refused | failed | spam; an outcome only while sending, a new attempt only when none
// is; anything else refused with one log line, the state kept.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allowed, submission, type Status } from '../../../src/core/forms/submission';
import { seen } from '../../../src/core/log';

const ALL: Status[] = ['idle', 'invalid', 'sending', 'sent', 'refused', 'failed', 'spam'];
const OUTCOMES = ['sent', 'refused', 'failed', 'spam'];

const warned: string[] = [];
const warn = console.warn;
test.before.each(() => {
  warned.length = 0;
  seen.clear();
  console.warn = (m: string) => void warned.push(m);
});
test.after.each(() => void (console.warn = warn));

test('allowed(): from sending only an outcome; from any other state anything but an outcome', () => {
  for (const from of ALL)
    for (const to of ALL) assert.is(allowed(from, to), from == 'sending' ? OUTCOMES.includes(to) : !OUTCOMES.includes(to), `${from} -> ${to}`);
});

test('a submission starts idle and follows its allowed moves; each product\'s paths', () => {
  const s = submission();
  assert.is(s(), 'idle');
  // the popup form: an empty or invalid submit, a fix, sent
  for (const n of ['invalid', 'invalid', 'sending', 'sent'] as Status[]) assert.is(s(n), n), assert.is(s(), n);
  // the widget form: sent again after a success (its fields cleared), refused, a captcha left unticked, offline; a preview
  for (const n of ['sending', 'refused', 'sending', 'spam', 'sending', 'failed', 'idle'] as Status[]) assert.is(s(n), n), assert.is(s(), n);
  assert.is(warned.length, 0);
});

test('a move not allowed: refused, logged with both states, the state kept', () => {
  const s = submission();
  assert.is(s('sent'), 'idle', 'an answer without a send');
  assert.is(s(), 'idle');
  assert.equal(warned, ['[poptin] Submission: idle to sent refused']);
  s('sending');
  assert.is(s('sending'), 'sending', 'a second send while one is on its way');
  assert.is(s('invalid'), 'sending');
  assert.is(s(), 'sending');
  assert.equal(warned.slice(1), ['[poptin] Submission: sending to sending refused', '[poptin] Submission: sending to invalid refused']);
});

test('each submission is its own', () => {
  const a = submission();
  const b = submission();
  a('sending');
  assert.is(b(), 'idle');
});

test.run();
