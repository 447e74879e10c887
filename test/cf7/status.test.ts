// C01 the plugin's statuses (src/cf7/status.ts; widget-and-theme.md §3.2), in plain Node: an
// answer's status to the one the form shows, as the plugin maps them, and onto the forms core's
// submission outcomes (submission.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { STATUSES, outcome, status } from '../../src/cf7/status';
import { allowed } from '../../src/core/forms/submission';

test('§3.2\'s eleven statuses, each shown as itself', () => {
  assert.equal(STATUSES, ['init', 'validating', 'submitting', 'resetting', 'invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed', 'payment-required']);
  for (const s of STATUSES) assert.is(status(s), s);
});

test('the answer\'s statuses map as the plugin maps them', () => {
  assert.is(status('validation_failed'), 'invalid');
  assert.is(status('acceptance_missing'), 'unaccepted');
  assert.is(status('mail_sent'), 'sent');
  assert.is(status('mail_failed'), 'failed');
  assert.is(status('payment_required'), 'payment-required');
  assert.is(status('spam'), 'spam');
  assert.is(status('aborted'), 'aborted');
});

test('any other status is custom-<it>, one class word', () => {
  assert.is(status('waiting_list'), 'custom-waiting-list');
  assert.is(status(' on hold!! now '), 'custom-on-hold-now');
});

test('onto the submission: sent, spam, failed as they are, every other answer refused; each an outcome of sending', () => {
  assert.is(outcome('sent'), 'sent');
  assert.is(outcome('spam'), 'spam');
  assert.is(outcome('failed'), 'failed');
  for (const s of ['invalid', 'unaccepted', 'aborted', 'payment-required', 'custom-x']) assert.is(outcome(s), 'refused', s);
  for (const s of STATUSES) assert.ok(allowed('sending', outcome(s)), s);
});

test.run();
