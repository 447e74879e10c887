// C01 the plugin's statuses (widget-and-theme.md §3.2): the answer's status (mail_sent…) to the
// one the form shows in data-status and as a class (sent…), as the plugin maps them; any other
// an answer names becomes custom-<it>. Each maps onto the forms core's submission (submission.ts):
// what counts as sent, spam, failed or refused. Pure, tested in plain Node.
import type { Outcome } from '../core/forms/submission';

const ANSWER: Record<string, string> = { validation_failed: 'invalid', acceptance_missing: 'unaccepted', mail_sent: 'sent', mail_failed: 'failed', payment_required: 'payment-required' };
/** §3.2's eleven */
export const STATUSES = 'init validating submitting resetting invalid unaccepted spam aborted sent failed payment-required'.split(' ');

/** the status a form shows for `s` (an answer's or its own) */
export function status(s: string) {
  s = ANSWER[s] || s;
  return STATUSES.includes(s) ? s : 'custom-' + s.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/g, '-');
}

/** the submission's outcome for a shown status: sent, spam and failed as they are, the rest
 *  (invalid, unaccepted, aborted, payment-required, custom) refused by the server */
export const outcome = (s: string): Outcome => (/^(sent|spam|failed)$/.test(s) ? (s as Outcome) : 'refused');
