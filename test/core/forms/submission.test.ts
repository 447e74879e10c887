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
  assert.is(s.state, 'idle');
  // the popup form: an empty or invalid submit, a fix, sent
  for (const n of ['invalid', 'invalid', 'sending', 'sent'] as Status[]) assert.ok(s.to(n), n), assert.is(s.state, n);
  // the widget form: sent again after a success (its fields cleared), refused, then a captcha left unticked
  for (const n of ['sending', 'refused', 'sending', 'spam', 'sending', 'failed', 'idle'] as Status[]) assert.ok(s.to(n), n), assert.is(s.state, n);
  assert.is(warned.length, 0);
});

test('a move not allowed: refused, logged once with both states, the state kept', () => {
  const s = submission();
  assert.not.ok(s.to('sent'), 'an answer without a send');
  assert.is(s.state, 'idle');
  assert.equal(warned, ['[poptin] Submission: idle to sent refused']);
  s.to('sending');
  assert.not.ok(s.to('sending'), 'a second send while one is on its way');
  assert.not.ok(s.to('invalid'));
  assert.is(s.state, 'sending');
  assert.equal(warned.slice(1), ['[poptin] Submission: sending to sending refused', '[poptin] Submission: sending to invalid refused']);
});

test('a listener hears each state it moves to, not a refused one', () => {
  const heard: Status[] = [];
  const s = submission((x) => heard.push(x));
  s.to('sending');
  s.to('sending');
  s.to('sent');
  assert.equal(heard, ['sending', 'sent']);
});

test('each submission is its own', () => {
  const a = submission();
  const b = submission();
  a.to('sending');
  assert.is(b.state, 'idle');
});

test.run();
