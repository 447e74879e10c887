// P19 date picker (features/datepicker/datepicker.ts, docs/behaviour.md P19 "Date picker"):
// parse() with real and impossible dates, the calendar's roles and names, every key of the APG
// date picker, min/max, Hebrew (right to left, weeks from Sunday, mirrored arrows), what a pick
// hands the form, closing on Escape and on a click outside. The form's side (when it loads the
// chunk, its button, focus on close) belongs to the form's tests.
import { reset, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { warnings } from '../setup/helpers';
import { CSS, format, parse, picker, type Opts } from '../../src/features/datepicker/datepicker';

let host: HTMLElement, picked: string[], closed: number, off: () => void;
const open = (o: Partial<Opts> = {}) => {
  off();
  off = picker(host, { value: '', lang: 'en', label: 'Birthday', pick: (v) => picked.push(v), close: () => closed++, ...o });
  return host.querySelector<HTMLElement>('.lp-dp')!;
};
const focused = () => document.activeElement as HTMLElement;
const name = () => focused().getAttribute('aria-label');
const heading = () => host.querySelector('[aria-live]')!.textContent;
const key = (k: string, o: KeyboardEventInit = {}, el: Element = focused()) => {
  const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, composed: true, ...o });
  el.dispatchEvent(e);
  return e;
};
const day = (n: number) => [...host.querySelectorAll<HTMLButtonElement>('td button')].find((b) => b.textContent == '' + n)!;
const [prev, next] = [0, 1].map((i) => () => host.querySelectorAll<HTMLButtonElement>('.lp-dp > div button')[i]);

test.before.each(() => {
  reset();
  host = document.createElement('div');
  document.body.append(host);
  picked = [];
  closed = 0;
  off = () => {};
});
test.after.each(() => off());

test('parse: real dd/mm/yyyy dates, at local midnight', () => {
  const d = parse('05/11/2024')!;
  assert.equal([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()], [2024, 10, 5, 0, 0]);
  assert.is(+parse('31/12/1999')!, +new Date(1999, 11, 31));
  assert.is(+parse('01/01/1000')!, +new Date(1000, 0, 1), 'year 1000');
  assert.is(+parse(' 07/03/2024 ')!, +new Date(2024, 2, 7), 'spaces around');
  for (const v of ['01/01/2024', '31/01/2024', '30/04/2024', '31/12/2024', '15/06/1970']) assert.is(format(parse(v)!), v);
});

test('parse: leap years (every 4th, not centuries, but every 400th)', () => {
  for (const y of [2024, 2000, 1996, 2400]) assert.ok(parse('29/02/' + y), y + ' is a leap year');
  for (const y of [2023, 1900, 2100, 2025]) assert.is(parse('29/02/' + y), null, y + ' is not');
  assert.is(parse('30/02/2024'), null);
});

test('parse: impossible days and other shapes are null', () => {
  for (const v of ['31/02/2024', '31/04/2024', '31/06/2024', '31/09/2024', '31/11/2024', '00/01/2024', '32/01/2024',
    '01/00/2024', '01/13/2024', '1/1/24', '1/1/2024', '01/01/24', '01-01-2024', '2024/01/01', '01/01/20245', '01/01/0050', '31/12/0999',
    '01/01/0000', '', 'today', 'aa/bb/cccc', '01/01/2024x', '١٢/٠١/٢٠٢٤'])
    assert.is(parse(v), null, JSON.stringify(v));
});

test('the calendar: a named non-modal dialog, a live month heading, a labelled grid of full-date buttons', () => {
  const box = open({ value: '14/03/2024' });
  assert.is(box.getAttribute('role'), 'dialog');
  assert.is(box.getAttribute('aria-label'), 'Birthday');
  assert.is(box.getAttribute('aria-modal'), null, 'non-modal');
  assert.is(box.getAttribute('dir'), 'ltr');
  assert.is(heading(), 'March 2024');
  assert.is(host.querySelector('[aria-live]')!.getAttribute('aria-live'), 'polite');
  const grid = box.querySelector('table')!;
  assert.is(grid.getAttribute('role'), 'grid');
  assert.is(box.querySelector('#' + grid.getAttribute('aria-labelledby'))!.textContent, 'March 2024');
  const th = [...grid.querySelectorAll('th')];
  assert.equal(th.map((t) => t.textContent), ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], 'weeks start on Monday');
  assert.equal([th[0].getAttribute('abbr'), th[0].getAttribute('scope')], ['Monday', 'col']);
  const days = [...grid.querySelectorAll('td button')] as HTMLButtonElement[];
  assert.is(days.length, 31);
  assert.ok(days.every((b) => b.type == 'button' && !b.disabled));
  // 1 March 2024 was a Friday: four empty cells before it; every row has 7 cells
  const cells = [...grid.querySelectorAll('tbody td')];
  assert.is(cells.findIndex((c) => c.firstChild), 4);
  assert.ok([...grid.querySelectorAll('tbody tr')].every((r) => r.children.length == 7));
  assert.is(day(1).getAttribute('aria-label'), 'Friday, 1 March 2024');
  assert.equal([prev().getAttribute('aria-label'), next().getAttribute('aria-label')], ['Previous month', 'Next month']);
  assert.is(box.querySelectorAll('[style]').length + (box.hasAttribute('style') ? 1 : 0), 0, 'no style attributes (CSP)');
  const label = open({ value: '', label: '' }).getAttribute('aria-label');
  assert.is(label, 'Choose a date', 'a field without a label still names the dialog');
});

test('focus: the selected day on open, one tabindex 0 (roving), never positive', () => {
  open({ value: '14/03/2024' });
  assert.is(name(), 'Thursday, 14 March 2024');
  assert.is(focused().closest('td')!.getAttribute('aria-selected'), 'true');
  const tabs = [...host.querySelectorAll<HTMLElement>('td button')].map((b) => b.tabIndex);
  assert.equal(tabs.filter((t) => t == 0).length, 1);
  assert.ok(tabs.every((t) => t == 0 || t == -1));
  assert.is(host.querySelectorAll('[aria-selected]').length, 1);
  key('ArrowRight');
  assert.is(name(), 'Friday, 15 March 2024');
  assert.equal([day(15).tabIndex, day(14).tabIndex], [0, -1], 'the tabindex moves with focus');
  assert.is(day(14).closest('td')!.getAttribute('aria-selected'), 'true', 'moving is not selecting');
});

test('a value that is not a date opens on today, marked aria-current, nothing selected', () => {
  const now = new Date();
  open({ value: '31/02/2024' });
  assert.is(name(), new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(now));
  assert.is(focused().getAttribute('aria-current'), 'date');
  assert.is(host.querySelectorAll('[aria-current]').length, 1);
  assert.is(host.querySelectorAll('[aria-selected]').length, 0);
});

test('arrows by a day and a week, across months (the heading follows)', () => {
  open({ value: '31/03/2024' });
  key('ArrowRight');
  assert.is(name(), 'Monday, 1 April 2024');
  assert.is(heading(), 'April 2024');
  key('ArrowLeft');
  assert.is(name(), 'Sunday, 31 March 2024');
  key('ArrowUp');
  assert.is(name(), 'Sunday, 24 March 2024');
  key('ArrowDown');
  key('ArrowDown');
  assert.is(name(), 'Sunday, 7 April 2024');
  assert.ok(key('ArrowDown').defaultPrevented, 'no page scroll');
});

test('PageUp/PageDown by a month, with Shift by a year, keeping the day or the month\'s last', () => {
  open({ value: '31/01/2024' });
  key('PageDown');
  assert.is(name(), 'Thursday, 29 February 2024', '31 Jan → the last of February, a leap year');
  key('PageDown');
  assert.is(name(), 'Friday, 29 March 2024');
  key('PageUp');
  key('PageUp');
  assert.is(name(), 'Monday, 29 January 2024');
  key('PageDown');
  key('PageDown', { shiftKey: true });
  assert.is(name(), 'Friday, 28 February 2025', '29 Feb 2024 + a year');
  key('PageUp', { shiftKey: true });
  assert.is(name(), 'Wednesday, 28 February 2024');
  key('PageUp', { shiftKey: true });
  assert.is(name(), 'Tuesday, 28 February 2023');
  assert.is(heading(), 'February 2023');
});

test('Home and End: the week\'s Monday and Sunday', () => {
  open({ value: '14/03/2024' }); // a Thursday
  key('Home');
  assert.is(name(), 'Monday, 11 March 2024');
  key('End');
  assert.is(name(), 'Sunday, 17 March 2024');
  key('End');
  assert.is(name(), 'Sunday, 17 March 2024', 'already there');
  open({ value: '01/03/2024' });
  key('Home');
  assert.is(name(), 'Monday, 26 February 2024', 'into the month before');
});

test('Enter and Space pick the focused day as dd/mm/yyyy, once; a click picks its day', () => {
  open({ value: '09/09/2024' });
  key('ArrowDown');
  const e = key('Enter');
  assert.ok(e.defaultPrevented, 'the button does not click as well');
  assert.equal(picked, ['16/09/2024']);
  key('ArrowLeft');
  key(' ');
  assert.equal(picked, ['16/09/2024', '15/09/2024']);
  day(3).click();
  assert.equal(picked, ['16/09/2024', '15/09/2024', '03/09/2024']);
  assert.is(closed, 0, 'picking is the form\'s to close');
});

test('Escape closes the calendar, not the popup: it stops there', () => {
  let page = 0;
  const count = (e: KeyboardEvent) => e.key == 'Escape' && page++;
  document.addEventListener('keydown', count);
  open({ value: '09/09/2024' });
  assert.ok(key('Escape').defaultPrevented);
  assert.is(closed, 1);
  assert.is(page, 0, 'the document (runtime/mount.ts) never sees it');
  key('Escape', {}, prev());
  assert.is(closed, 2, 'from the month buttons too');
  key('Tab');
  key('a');
  assert.is(closed, 2);
  document.removeEventListener('keydown', count);
});

test('previous/next month buttons keep focus and move the grid a month', () => {
  open({ value: '31/01/2024' });
  next().focus();
  next().click();
  assert.is(heading(), 'February 2024');
  assert.is(focused(), next());
  assert.equal(day(29).tabIndex, 0, 'the roving day is the 29th');
  prev().click();
  prev().click();
  assert.is(heading(), 'December 2023');
  key('Tab', {}, next()); // Tab is the browser's: nothing prevented
  assert.is(picked.length + closed, 0);
});

test('min and max: days out of range disabled, moves clamped, month buttons off at the ends', () => {
  const min = new Date(2024, 2, 10, 15, 30), max = new Date(2024, 3, 5, 9);
  open({ value: '12/03/2024', min, max });
  assert.ok(day(9).disabled);
  assert.not.ok(day(10).disabled, 'min itself is pickable, whatever its time of day');
  assert.ok(prev().disabled, 'nothing to pick in February');
  assert.not.ok(next().disabled);
  key('ArrowUp');
  assert.is(name(), 'Sunday, 10 March 2024', 'clamped to min');
  key('PageUp');
  assert.is(name(), 'Sunday, 10 March 2024');
  key('PageDown');
  assert.is(name(), 'Friday, 5 April 2024', '10 April is past max: clamped');
  assert.ok(next().disabled);
  assert.not.ok(day(5).disabled);
  assert.ok(day(6).disabled);
  key('ArrowRight');
  assert.is(name(), 'Friday, 5 April 2024');
  key('Enter');
  assert.equal(picked, ['05/04/2024']);
  day(6).click();
  assert.equal(picked, ['05/04/2024'], 'a disabled day picks nothing');
});

test('a birthday: max yesterday, a value after it opens on yesterday; a month button that becomes disabled hands focus to the grid', () => {
  const y = new Date();
  y.setDate(y.getDate() - 1);
  open({ value: format(new Date(y.getFullYear() + 1, 0, 1)), max: y });
  assert.is(focused().textContent, '' + y.getDate());
  assert.ok(next().disabled);
  const today = host.querySelector('[aria-current=date]') as HTMLButtonElement | null;
  if (today) assert.ok(today.disabled, 'today is not a birthday');
  off();
  open({ value: '', min: new Date(2024, 1, 20), max: new Date(2024, 2, 10) });
  assert.is(heading(), 'March 2024');
  prev().focus();
  prev().click();
  assert.is(heading(), 'February 2024');
  assert.ok(prev().disabled);
  assert.is(name(), 'Tuesday, 20 February 2024', 'focus on the clamped day');
});

test('Hebrew: right to left, weeks from Sunday, Hebrew names, left/right arrows swapped', () => {
  const box = open({ value: '14/03/2024', lang: 'he', label: 'תאריך לידה' });
  assert.is(box.getAttribute('dir'), 'rtl');
  assert.is(box.getAttribute('aria-label'), 'תאריך לידה');
  assert.is(heading(), 'מרץ 2024');
  const th = [...box.querySelectorAll('th')];
  assert.is(th[0].getAttribute('abbr'), 'יום ראשון', 'Sunday first');
  assert.is(th[6].getAttribute('abbr'), 'יום שבת');
  assert.is(th[0].textContent, 'א׳');
  // 1 March 2024 was a Friday: five empty cells before it from Sunday
  assert.is([...box.querySelectorAll('tbody td')].findIndex((c) => c.firstChild), 5);
  assert.is(name(), 'יום חמישי, 14 במרץ 2024');
  assert.equal([prev().getAttribute('aria-label'), next().getAttribute('aria-label')], ['החודש הקודם', 'החודש הבא']);
  key('ArrowLeft');
  assert.is(focused().textContent, '15', 'left is forward in a right-to-left grid');
  key('ArrowRight');
  key('ArrowRight');
  assert.is(focused().textContent, '13');
  key('Home');
  assert.is(name(), 'יום ראשון, 10 במרץ 2024');
  key('End');
  assert.is(name(), 'יום שבת, 16 במרץ 2024');
  key('Enter');
  assert.equal(picked, ['16/03/2024'], 'the same dd/mm/yyyy');
});

test('a click outside closes it; inside, or the click that opened it, does not', async () => {
  const other = document.createElement('button');
  document.body.append(other);
  // the click that opens the calendar is still on its way to the document when picker() runs
  other.addEventListener('click', () => void open({ value: '14/03/2024' }), { once: true });
  other.click();
  assert.ok(host.querySelector('.lp-dp'));
  assert.is(closed, 0, 'the opening click');
  const t = Date.now();
  await until(() => Date.now() > t); // jsdom stamps events in whole milliseconds
  next().click();
  day(3).closest('td')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  assert.is(closed, 0, 'inside');
  other.click();
  assert.is(closed, 1, 'outside');
  off();
  assert.is(host.innerHTML, '', 'removed');
  other.click();
  assert.is(closed, 1, 'and no longer listening');
});

test('inside a shadow root: ids, focus and the outside click work there', async () => {
  const shell = document.createElement('div');
  document.body.append(shell);
  const root = shell.attachShadow({ mode: 'open' });
  host = document.createElement('div');
  const field = document.createElement('input');
  root.append(field, host);
  open({ value: '01/05/2024' });
  assert.is(root.activeElement!.getAttribute('aria-label'), 'Wednesday, 1 May 2024');
  const grid = root.querySelector('table')!;
  assert.ok(root.getElementById(grid.getAttribute('aria-labelledby')!));
  const t = Date.now();
  await until(() => Date.now() > t);
  (root.activeElement as HTMLElement).click();
  assert.equal(picked, ['01/05/2024']);
  field.click();
  assert.is(closed, 1, 'the field beside it is outside the calendar');
});

test('CSS: reduced motion, touch-sized days, scoped above the form\'s button rules', () => {
  assert.match(CSS, '@media (prefers-reduced-motion:no-preference){.lp-dp{animation:');
  assert.match(CSS, 'height:40px');
  assert.match(CSS, '.lp-dp:not(#_) button{');
  const s = new CSSStyleSheet();
  s.replaceSync(CSS);
  assert.ok(s.cssRules.length >= 12, 'every rule parses');
});

test('a failure is one log line and no calendar; the field stays typeable', () => {
  const undo = picker(null as unknown as HTMLElement, { value: '', lang: 'en', label: 'x', pick() {}, close() {} });
  assert.type(undo, 'function');
  undo();
  assert.ok(warnings.includes('[poptin] Date picker failed'));
});

test.run();
