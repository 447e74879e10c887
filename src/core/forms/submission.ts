// The submission status machine every form drives: the popup form (features/form.js), the
// widget's contact form (widget/form.js, the widget spec's §4.2) and the later contact-form
// plugin (whose statuses, the widget spec's §3.2, map onto these). idle → invalid | sending →
// sent | refused | failed | spam: an outcome only while sending, a new attempt (or a check that
// fails) only when nothing is on its way. A move outside that is refused with one log line and
// the state kept (X05: never a throw into the host page). The state decides nothing a visitor
// sees by itself: each form draws its own outcome. Pure but for the log line, tested in plain Node.
import { log } from '../log';

/** How a send ended: the server took it (or it is kept to be sent again: §8), the server
 *  refused it (a field error, a 4xx), it did not get through (offline, an answer that is not
 *  one), or the spam check stopped it (a captcha left unticked) */
export type Outcome = 'sent' | 'refused' | 'failed' | 'spam';
/** idle: nothing tried yet (or a valid form not sent: a preview); invalid: a check stopped it */
export type Status = 'idle' | 'invalid' | 'sending' | Outcome;

const OUTCOME = /^(sent|refused|failed|spam)$/;

/** Whether a submission may move from `from` to `to` */
export const allowed = (from: Status, to: Status) => (from == 'sending') == OUTCOME.test(to);

/** A form's submission: `sub()` is its state; `sub(next)` moves it to `next` when allowed (a
 *  move that is not is one log line, the state kept) and is the state it is then in. A function,
 *  not an object with a getter and a method: each form chunk that drives it pays 40 B brotli
 *  less (measured on widget/form.js) */
export type Submission = (next?: Status) => Status;

/** One form's submission, idle */
export function submission(): Submission {
  let state: Status = 'idle';
  return (n) => (n && (allowed(state, n) ? (state = n) : log(`Submission: ${state} to ${n} refused`)), state);
}
