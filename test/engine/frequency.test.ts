import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAYS, due, EVERY, ONCE, parseSeen, ruleOf, seenValue, VISITS_RULE } from '../../src/engine/frequency';
import { DAY } from '../../src/core/constants';
import { restoreConsole, T0, warnings } from '../setup/helpers';

test.after(restoreConsole);

test('rule names: the all@ scope is stripped, absent or unknown reads as every page', () => {
  assert.is(ruleOf('all@display_everytime_everypage_5'), EVERY);
  assert.is(ruleOf('all@display_once_every_few_days_3'), DAYS);
  assert.is(ruleOf('display_once_a_visitor_2'), ONCE);
  assert.is(ruleOf('display_once_every_few_visiting_4'), VISITS_RULE);
  assert.is(ruleOf(undefined), EVERY);
  assert.is(ruleOf('something_else'), EVERY);
});

test('an unknown rule reads as every page view, with one log line per rule; absent or known ones are silent', () => {
  const n = (r: string) => warnings.filter((w) => w == '[poptin] Unknown display rule: ' + r).length;
  assert.is(ruleOf('all@display_once_a_week_9'), EVERY);
  assert.is(ruleOf('display_once_a_week_9'), EVERY);
  assert.is(n('display_once_a_week_9'), 1);
  const before = warnings.length;
  ruleOf(undefined);
  ruleOf('');
  ruleOf('all@display_everytime_everypage_5');
  ruleOf(DAYS);
  assert.is(warnings.length, before);
});

test('the stored record: last view time and the visit count then', () => {
  assert.equal(parseSeen(seenValue(T0, 4)), { at: T0, visit: 4 });
  assert.is(parseSeen(''), null);
  assert.is(parseSeen('garbage'), null);
});

test('never seen: every rule shows', () => {
  for (const r of [EVERY, ONCE, DAYS, VISITS_RULE]) assert.ok(due(r, 3, null, T0, 1), r);
});

test('display_everytime_everypage_5 shows on every page view', () => {
  assert.ok(due('all@display_everytime_everypage_5', 0, { at: T0, visit: 1 }, T0 + 1, 1));
});

test('display_once_a_visitor_2: once seen, never again (even a year later)', () => {
  assert.not.ok(due('display_once_a_visitor_2', 0, { at: T0, visit: 1 }, T0 + 365 * DAY, 9));
});

test('display_once_every_few_days_3: again after d_f_a days, not a millisecond before', () => {
  const seen = { at: T0, visit: 1 };
  assert.not.ok(due('display_once_every_few_days_3', 3, seen, T0 + 3 * DAY - 1, 1));
  assert.ok(due('display_once_every_few_days_3', '3', seen, T0 + 3 * DAY, 1));
  assert.ok(due('all@display_once_every_few_days_3', 3, seen, T0 + 4 * DAY, 1), 'scoped');
  // a missing amount reads as 1 day
  assert.not.ok(due(DAYS, undefined, seen, T0 + DAY - 1, 1));
  assert.ok(due(DAYS, undefined, seen, T0 + DAY, 1));
});

test('display_once_every_few_visiting_4: again after d_f_a more visits', () => {
  const seen = { at: T0, visit: 2 };
  assert.not.ok(due(VISITS_RULE, 2, seen, T0 + 5 * DAY, 2), 'same visit');
  assert.not.ok(due(VISITS_RULE, 2, seen, T0, 3), 'one visit later');
  assert.ok(due(VISITS_RULE, 2, seen, T0, 4), 'two visits later');
  assert.ok(due(VISITS_RULE, 0, seen, T0, 3), 'amount 0 reads as 1');
});

test('display_once_every_few_visiting_4: a visit counter that expired (30 days, §9) and restarted does not block it', () => {
  // seen on visit 10; 40 days later the 30-day counter has restarted at 1
  assert.ok(due(VISITS_RULE, 2, { at: T0, visit: 10 }, T0 + 40 * DAY, 1));
});

test.run();
