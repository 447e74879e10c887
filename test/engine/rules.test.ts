import { reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { abOut, allowed, visits } from '../../src/engine/rules';
import { DAY } from '../../src/core/constants';
import { seenValue } from '../../src/engine/frequency';
import { setCookie } from '../../src/core/storage';
import { pid, popup, T0 } from '../setup/helpers';

test.before.each(() => reset());

const A = pid('a');

test('P13 converted visitor: hidden when stop_showing_to_converted_users is 1', () => {
  const p = popup('a', { stop_showing_to_converted_users: 1 });
  assert.ok(allowed(p, T0, false));
  setCookie('poptin_converted_' + A, 'o', 365 * DAY);
  assert.not.ok(allowed(p, T0, false));
  assert.ok(allowed(popup('a'), T0, false), 'flag off: shown to converted visitors too');
});

test('P13 closed popup without an x: not shown again under the every-page rule', () => {
  setCookie('poptin_closed_' + A, 'o', DAY);
  assert.not.ok(allowed(popup('a', { d_f_r: 'all@display_everytime_everypage_5' }), T0, false));
  assert.not.ok(allowed(popup('a'), T0, false), 'no rule = every page');
  assert.ok(allowed(popup('a', { x_close_button: 1, d_f_r: 'all@display_everytime_everypage_5' }), T0, false), 'with an x');
  assert.ok(allowed(popup('a', { d_f_r: 'display_once_a_visitor_2' }), T0, false), 'other rules use the frequency record');
});

test('P13 poptin_new_session: only on a page view that started a session', () => {
  const p = popup('a', { poptin_new_session: 1 });
  assert.not.ok(allowed(p, T0, false));
  assert.ok(allowed(p, T0, true));
});

test('P13 frequency record from the cookie, visits from the loader counter', () => {
  const p = popup('a', { d_f_r: 'all@display_once_every_few_visiting_4', d_f_a: 1 });
  setCookie('poptin_visits', '3', 30 * DAY);
  assert.is(visits(), 3);
  setCookie('poptin_freq_' + A, seenValue(T0, 3), 365 * DAY);
  assert.not.ok(allowed(p, T0, false), 'seen in this visit');
  setCookie('poptin_visits', '4', 30 * DAY);
  assert.ok(allowed(p, T0, false), 'next visit');
  const days = popup('a', { d_f_r: 'display_once_every_few_days_3', d_f_a: 2 });
  assert.not.ok(allowed(days, T0 + 2 * DAY - 1, false));
  assert.ok(allowed(days, T0 + 2 * DAY, false));
});

test('P13 A/B: one variant per parent, chosen at random and kept for the session', () => {
  const ps = [
    popup('parent', { ab_test: 1 }),
    popup('v1', { ab_test: 1, ab_test_parent_id: pid('parent') }),
    popup('v2', { ab_test: 1, ab_test_parent_id: pid('parent') }),
    popup('plain'),
  ];
  const out = abOut(ps, () => 0.5); // index 1 of 3
  assert.equal([...out].sort(), [pid('parent'), pid('v2')].sort());
  assert.is(sessionStorage.getItem('poptin_ab_' + pid('parent')), pid('v1'));
  // the stored choice wins over a new draw
  assert.equal([...abOut(ps, () => 0)].sort(), [pid('parent'), pid('v2')].sort());
  // a stored choice that is no longer in the group is drawn again
  sessionStorage.setItem('poptin_ab_' + pid('parent'), pid('gone'));
  assert.not.ok(abOut(ps, () => 0).has(pid('parent')));
  assert.not.ok(abOut(ps, () => 0.9).has(pid('plain')), 'popups outside a test are never left out');
});

test.run();
