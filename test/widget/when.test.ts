// When a widget shows (src/widget/when.ts, W09), the pure decisions on fixed dates: the
// schedule by date and by weekday hours in the owner's zone (a row past midnight included), an
// unreadable schedule, and the country targets. The triggers are when-dom.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scheduled, instant, minutes, targets } from '../../src/widget/when/when';
import type { Widget } from '../../src/widget/wire';

const H = 36e5;
/** ms of a UTC date and hour */
const utc = (d: string, h = 0, m = 0) => Date.parse(d + 'T00:00:00Z') + h * H + m * 6e4;
// 2026-03-09 is a Monday, 2026-03-13 a Friday, 2026-03-14 a Saturday, 2026-03-15 a Sunday

test('minutes and instants: HH:MM to 24:00, dates in the owner\'s zone, an end date is its whole day', () => {
  assert.is(minutes('09:30'), 570);
  assert.is(minutes('7:05'), 425);
  assert.is(minutes('24:00'), 1440);
  for (const bad of ['24:01', '9', '09:60', 'nine', '']) assert.throws(() => minutes(bad), /unreadable time/, bad);
  assert.is(instant('2026-03-10', 120), utc('2026-03-09', 22));
  assert.is(instant('2026-03-10', 120, true), utc('2026-03-10', 22));
  assert.is(instant('2026-03-10 18:30', -300), utc('2026-03-10', 23, 30));
  assert.is(instant('2026-03-10T18:30', 0, true), utc('2026-03-10', 18, 30), 'a time is the end itself');
  for (const bad of ['2026-02-30', '2026-13-01', '10/03/2026', '2026-3-1']) assert.throws(() => instant(bad, 0), /unreadable date/, bad);
});

test('scheduled by date: from the start date\'s first minute to the end date\'s last, in the owner\'s zone', () => {
  const s = { start_date: '2026-03-10', end_date: '2026-03-12', utc_offset: 120 };
  assert.is(scheduled(undefined, utc('2026-03-09')), true, 'no schedule');
  assert.is(scheduled({}, utc('2026-03-09')), true, 'an empty schedule');
  assert.is(scheduled(s, utc('2026-03-09', 21, 59)), false, 'Mar 9, 23:59 for the owner');
  assert.is(scheduled(s, utc('2026-03-09', 22)), true, 'Mar 10, 00:00');
  assert.is(scheduled(s, utc('2026-03-12', 21, 59)), true, 'Mar 12, 23:59');
  assert.is(scheduled(s, utc('2026-03-12', 22)), false, 'Mar 13, 00:00');
  assert.is(scheduled({ start_date: '2026-03-10' }, utc('2030-01-01')), true, 'no end');
  assert.is(scheduled({ end_date: '2026-03-12' }, utc('2020-01-01')), true, 'no start');
  assert.is(scheduled({ end_date: '2026-03-12 09:00' }, utc('2026-03-12', 9)), false, 'an end time is exclusive');
});

test('scheduled by weekday and hour, in the owner\'s offset; several rows; a row past midnight', () => {
  const work = { utc_offset: 180, days: [{ day: 1, from: '09:00', to: '17:00' }] };
  assert.is(scheduled(work, utc('2026-03-09', 6)), true, 'Monday 09:00 in UTC+3');
  assert.is(scheduled(work, utc('2026-03-09', 5, 59)), false, 'Monday 08:59');
  assert.is(scheduled(work, utc('2026-03-09', 13, 59)), true, 'Monday 16:59');
  assert.is(scheduled(work, utc('2026-03-09', 14)), false, 'Monday 17:00: `to` is exclusive');
  assert.is(scheduled(work, utc('2026-03-15', 6)), false, 'Sunday 09:00');
  // the owner's Monday starts on the visitor's Sunday in UTC+10
  const east = { utc_offset: 600, days: [{ day: 1, from: '06:00', to: '08:00' }] };
  assert.is(scheduled(east, utc('2026-03-15', 20)), true, 'Sunday 20:00 UTC is Monday 06:00 for the owner');
  assert.is(scheduled(east, utc('2026-03-09', 20)), false, 'Monday 20:00 UTC is Tuesday');
  // Friday night into Saturday, and Saturday night into Sunday (day 6 wraps to 0)
  const night = { days: [{ day: 5, from: '22:00', to: '02:00' }, { day: 6, from: '22:00', to: '02:00' }] };
  assert.is(scheduled(night, utc('2026-03-13', 21, 59)), false, 'Friday 21:59');
  assert.is(scheduled(night, utc('2026-03-13', 23, 30)), true, 'Friday 23:30');
  assert.is(scheduled(night, utc('2026-03-14', 1, 59)), true, 'Saturday 01:59, Friday\'s row');
  assert.is(scheduled(night, utc('2026-03-14', 2)), false, 'Saturday 02:00');
  assert.is(scheduled(night, utc('2026-03-15', 1)), true, 'Sunday 01:00, Saturday\'s row');
  assert.is(scheduled(night, utc('2026-03-15', 23)), false, 'Sunday 23:00');
  assert.is(scheduled({ days: [{ day: 0, from: '00:00', to: '00:00' }] }, utc('2026-03-15', 23, 59)), true, '00:00 to 00:00 is the whole day');
  assert.is(scheduled({ days: [{ day: 0, from: '00:00', to: '24:00' }] }, utc('2026-03-16')), false, 'to 24:00 ends at midnight');
  assert.is(scheduled({ days: [{ day: '1' as unknown as number, from: '00:00', to: '24:00' }] }, utc('2026-03-09', 12)), true, 'a day as digits');
  assert.is(scheduled({ start_date: '2026-03-10', days: work.days }, utc('2026-03-09', 6)), false, 'dates and hours both');
});

test('an unreadable schedule throws (when() logs it and keeps the widget hidden), even after a matching row', () => {
  const mon = { day: 1, from: '00:00', to: '24:00' };
  const at = utc('2026-03-09', 12);
  for (const [bad, why] of [
    [{ utc_offset: '+02:00' }, /utc_offset/],
    [{ utc_offset: 1200 }, /utc_offset/],
    [{ days: [mon, { day: 7, from: '09:00', to: '10:00' }] }, /day/],
    [{ days: [mon, { day: 'mon', from: '09:00', to: '10:00' }] }, /day/],
    [{ days: [mon, { day: null, from: '09:00', to: '10:00' }] }, /day/],
    [{ days: [mon, { day: 2, from: '9am', to: '10:00' }] }, /time/],
    [{ days: { day: 1 } }, /days/],
    [{ start_date: 'tomorrow' }, /date/],
  ] as const)
    assert.throws(() => scheduled(bad as never, at), why, JSON.stringify(bad));
});

test('country targets: the flag and a list, upper case; off or empty is no targeting', () => {
  const w = (o: Partial<Widget>) => ({ id: 'x', channels: [], ...o }) as Widget;
  assert.equal(targets(w({ has_countries: 1, countries: ['il', 'US'] })), ['IL', 'US']);
  assert.equal(targets(w({ has_countries: 'yes', countries: ['GB'] })), ['GB']);
  assert.equal(targets(w({ has_countries: 0, countries: ['IL'] })), []);
  assert.equal(targets(w({ countries: ['IL'] })), []);
  assert.equal(targets(w({ has_countries: 1 })), []);
  assert.equal(targets(w({ has_countries: 1, countries: [] })), []);
});

test.run();
