// The form's choice and special fields (P18, P19: features/fields.js) through runtime.show():
// every kind is drawn, read back into call 6 and checked; the chunk is fetched only for a form
// that has one; a failed load leaves text inputs; the date picker is fetched at its first press.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../src/runtime/runtime';
import * as formModule from '../../src/features/form/form';
import * as fieldsModule from '../../src/features/fields/fields';
import * as leadModule from '../../src/features/lead/lead';
import { check, parse, round } from '../../src/features/fields/fields';
import format5 from '../../src/formats/lightbox/format_5';
import type { Field } from '../../src/popup/wire';
import { $, clock, request, sanitizing, shadow } from '../runtime/fixture';

const FIELDS: Field[] = [
  { tag: 'email', label: 'Email', required: 1 },
  { tag: 'message', label: 'Message' },
  { tag: 'gender', label: 'Gender', required: 1 },
  { tag: 'preferences', label: 'Topics', options: ['Coffee', 'Tea', 'Cocoa'], required: 1 },
  { tag: 'select', label: 'Size', options: ['S', 'M', 'L'], required: 1 },
  { tag: 'multi_select', label: 'Roasts', options: ['Light', 'Medium', 'Dark'] },
  { tag: 'number', label: 'Cups a day' },
  { tag: 'birthday', label: 'Birthday' },
  { tag: 'date', label: 'Delivery date' },
  { tag: 'city', label: 'City' },
];

let c = clock();
let fields: object | null = fieldsModule;
let picker: object | null = null;
const loaded: string[] = [];
const warnings: string[] = [];
const warn = console.warn;

async function open(list: Field[] = FIELDS, lang = 'en') {
  const f = request({ popup: { poptin_fields: list }, req: { lang: lang as 'en' } });
  const h = await show(f.req, {
    load: sanitizing(async (p) => {
      loaded.push(p);
      if (p === 'features/form') return formModule;
      if (p === 'features/lead') return leadModule;
      if (p === 'features/fields') return fields || Promise.reject(new Error('404'));
      if (p === 'features/datepicker') return picker || Promise.reject(new Error('404'));
      return { default: format5 };
    }),
    timer: c.timer,
  });
  await until(() => shadow()?.querySelector('form button[type=submit]'));
  await settle();
  return h!;
}
const box = (label: string) =>
  Array.from(shadow()!.querySelectorAll<HTMLElement>('form .lp-fd')).find((b) => b.querySelector('label,legend')!.textContent!.startsWith(label))!;
const control = (label: string) => box(label).querySelector<HTMLInputElement>('input,select,textarea')!;
const set = (label: string, v: string) => {
  const el = control(label);
  el.value = v;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};
const tick = (label: string, option: string) =>
  Array.from(box(label).querySelectorAll<HTMLInputElement>('input')).find((i) => i.value === option)!.click();
const error = (label: string) => box(label).querySelector('.lp-er')?.textContent || '';
const submit = () => $('form button[type=submit]').click();

test.before.each(() => {
  reset();
  c = clock();
  fields = fieldsModule;
  picker = null;
  loaded.length = 0;
  warnings.length = 0;
  console.warn = (m: string) => warnings.push(m);
});
test.after.each(() => {
  console.warn = warn;
});

test('rules: dates dd/mm/yyyy that exist; a birthday in the past; numbers rounded on blur', () => {
  assert.equal(parse('29/02/2024'), new Date(2024, 1, 29));
  assert.equal(parse('1/2/2023'), new Date(2023, 1, 1));
  for (const bad of ['29/02/2023', '31/04/2024', '00/01/2024', '12/13/2024', '2024-01-01', '1/1/24', '01/01/0050', ''])
    assert.is(parse(bad), null, bad);
  const d = (n: number) => {
    const x = new Date();
    x.setDate(x.getDate() + n);
    return `${x.getDate()}/${x.getMonth() + 1}/${x.getFullYear()}`;
  };
  assert.is(check('birthday', d(-1), true, 'en'), '');
  assert.is(check('birthday', d(0), true, 'en'), 'Please enter a valid birthday.', 'today is not a birthday');
  assert.is(check('birthday', d(30), false, 'en'), 'Please enter a valid birthday.');
  assert.is(check('birthday', d(1), false, 'he'), 'נא להזין תאריך לידה תקין.');
  assert.is(check('date', d(30), false, 'en'), '', 'any real date is a date');
  assert.is(check('date', '31/02/2024', false, 'en'), 'Please enter a valid date (dd/mm/yyyy)');
  assert.is(check('group', '', true, 'en'), 'Please choose at least one option');
  assert.is(check('radio', '', true, 'en'), 'This field is required');
  assert.is(check('select', '', false, 'en'), '');
  assert.equal(['3.14159', '2', '.', '-', '-1.005', '10.5', ''].map(round), ['3.14', '2', '0', '0', '-1', '10.5', '']);
});

test('every kind is drawn with its control, labelled; a basic form does not fetch features/fields.js', async () => {
  await open([{ tag: 'email', label: 'Email' }, { tag: 'city', label: 'City' }]);
  assert.not.ok(loaded.includes('features/fields'));
  assert.is(control('City').getAttribute('autocomplete'), 'address-level2');
  reset();
  await open();
  assert.ok(loaded.includes('features/fields'));
  assert.is(control('Message').tagName, 'TEXTAREA');
  assert.equal(
    Array.from(box('Gender').querySelectorAll('input'), (i) => `${i.type} ${i.value} ${i.required}`),
    ['radio Male true', 'radio Female true', 'radio Other true'],
  );
  assert.is(box('Gender').querySelector('fieldset')!.getAttribute('role'), 'radiogroup');
  assert.is(box('Gender').querySelector('legend')!.textContent, 'Gender *');
  assert.equal(Array.from(box('Topics').querySelectorAll('input'), (i) => i.type + ' ' + i.value), ['checkbox Coffee', 'checkbox Tea', 'checkbox Cocoa']);
  assert.equal(Array.from(control('Size').querySelectorAll('option'), (o) => o.textContent), ['Choose…', 'S', 'M', 'L']);
  assert.is((control('Roasts') as unknown as HTMLSelectElement).multiple, true);
  assert.is(control('Cups a day').inputMode, 'decimal');
  assert.is(control('Birthday').placeholder, 'dd/mm/yyyy');
  assert.is(control('Birthday').getAttribute('autocomplete'), 'bday');
  // every control has its label: a <label for> or a fieldset's legend
  for (const el of Array.from(shadow()!.querySelectorAll<HTMLElement>('form .lp-fd :is(input,select,textarea)')))
    assert.ok(shadow()!.querySelector(`label[for="${el.id}"]`) || el.closest('fieldset,label'), el.outerHTML);
});

test('required groups and a future birthday are refused with their messages; a fixed form sends every value', async () => {
  respond((url) => (url.includes('/conversion/') ? { body: { success: true } } : undefined));
  await open();
  set('Email', 'dana@shop.example');
  const d = new Date();
  set('Birthday', `${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear() + 1}`);
  submit();
  await until(() => error('Topics'));
  assert.is(error('Gender'), 'This field is required');
  assert.is(error('Topics'), 'Please choose at least one option');
  assert.is(error('Size'), 'This field is required');
  assert.is(error('Birthday'), 'Please enter a valid birthday.');
  assert.is(error('Message'), '', 'not required');
  assert.is(box('Topics').querySelector('fieldset')!.getAttribute('aria-invalid'), 'true');
  assert.is(shadow()!.activeElement, box('Gender').querySelector('input'), 'focus on the first invalid field');
  tick('Gender', 'Female');
  tick('Topics', 'Coffee');
  tick('Topics', 'Cocoa');
  set('Size', 'M');
  const roasts = control('Roasts') as unknown as HTMLSelectElement;
  roasts.options[0].selected = roasts.options[2].selected = true;
  set('Message', 'Hello <b>there</b>');
  set('Cups a day', '2.456'); // no blur: Enter in the field submits, and the value is rounded
  set('Birthday', '09/03/1990');
  set('Delivery date', '1/12/2030');
  set('City', 'Haifa');
  submit();
  await until(() => calls.length === 1);
  const b = new URLSearchParams(calls[0].body);
  assert.equal(
    ['email', 'message', 'gender', 'preferences', 'select', 'multi_select', 'number', 'birthday', 'date', 'city'].map((n) => b.get(n)),
    ['dana@shop.example', 'Hello <b>there</b>', 'Female', 'Coffee, Cocoa', 'M', 'Light, Dark', '2.46', '09/03/1990', '1/12/2030', 'Haifa'],
  );
  assert.equal(JSON.parse(b.get('newExtraFields')!).map((f: any) => f.type), FIELDS.map((f) => f.tag));
});

test('the all-empty highlight shows on a group that is the first field; a choice field without options is a text input', async () => {
  await open([{ tag: 'preferences', label: 'Topics', options: ['Tea', 'Cocoa'] }, { tag: 'select', label: 'Size', options: [{ bad: 1 }] as any }]);
  assert.is(control('Size').tagName, 'INPUT', 'no usable options: a text input');
  submit();
  await until(() => box('Topics').querySelector('fieldset.lp-hl'));
});

test('number keys: digits, dot, minus and editing keys only; a paste is cleaned', async () => {
  await open();
  const el = control('Cups a day');
  const press = (key: string, o: KeyboardEventInit = {}) => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...o }));
  assert.equal(['1', '.', '-', 'Backspace', 'ArrowLeft', 'Tab', 'e', 'a', '+', ' '].map((k) => press(k)), [true, true, true, true, true, true, false, false, false, false]);
  assert.is(press('v', { ctrlKey: true }), true, 'a paste shortcut');
  set('Cups a day', '1a2.5b');
  assert.is(el.value, '12.5');
});

test('Hebrew: the default gender choices and the messages in Hebrew', async () => {
  await open([{ tag: 'email', label: 'אימייל' }, { tag: 'gender', label: 'מגדר', required: 1 }], 'he');
  assert.equal(Array.from(box('מגדר').querySelectorAll('input'), (i) => i.value), ['זכר', 'נקבה', 'אחר']);
  set('אימייל', 'dana@shop.example');
  submit();
  await until(() => error('מגדר'));
  assert.is(error('מגדר'), 'זהו שדה חובה');
});

test('§8: features/fields.js fails to load: a log line, those fields are text inputs and the form still sends', async () => {
  respond((url) => (url.includes('/conversion/') ? { body: { success: true } } : undefined));
  fields = null;
  await open([{ tag: 'email', label: 'Email', required: 1 }, { tag: 'select', label: 'Size', options: ['S', 'M'] }]);
  await until(() => control('Size'));
  assert.is(control('Size').tagName, 'INPUT');
  assert.ok(warnings.some((w) => w.includes('features/fields.js failed to load')));
  set('Email', 'dana@shop.example');
  set('Size', 'M');
  submit();
  await until(() => calls.length === 1);
  assert.is(new URLSearchParams(calls[0].body).get('select'), 'M');
});

test('date picker: fetched at the first press, a pick fills the field; a failed load disables the button', async () => {
  const opened: any[] = [];
  picker = {
    format: (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`,
    picker: (host: HTMLElement, o: any) => {
      opened.push(o);
      host.textContent = 'calendar';
      return () => (host.textContent = '');
    },
  };
  await open();
  assert.not.ok(loaded.includes('features/datepicker'), 'not before the press');
  const btn = box('Birthday').querySelector('button')!;
  assert.is(btn.getAttribute('aria-haspopup'), 'dialog');
  assert.is(btn.textContent, 'Choose a date');
  btn.click();
  await until(() => opened.length === 1);
  await until(() => btn.getAttribute('aria-expanded') === 'true');
  const y = new Date();
  y.setHours(0, 0, 0, 0);
  y.setDate(y.getDate() - 1);
  assert.equal(opened[0].max, y, 'a birthday: yesterday at the latest');
  assert.is(opened[0].value, '', 'empty field: the picker opens on today');
  assert.is(opened[0].label, 'Birthday');
  opened[0].pick('02/03/1991');
  assert.is(control('Birthday').value, '02/03/1991');
  await until(() => btn.getAttribute('aria-expanded') === 'false');
  assert.is(box('Birthday').textContent!.includes('calendar'), false, 'closed after the pick');
  assert.is(shadow()!.activeElement, btn, 'focus back on the button');
  // the delivery date has no max; a press while the chunk is on its way draws one picker;
  // 1/2/2031 reaches the picker as 01/02/2031
  set('Delivery date', '1/2/2031');
  const b1 = box('Delivery date').querySelector('button')!;
  b1.click();
  b1.click();
  await until(() => opened.length === 2);
  await settle();
  assert.is(opened.length, 2, 'one picker for two quick presses');
  assert.is(opened[1].max, undefined);
  assert.is(opened[1].value, '01/02/2031');
  // a click outside closes it and leaves focus where the visitor clicked
  control('City').focus();
  opened[1].close();
  await until(() => b1.getAttribute('aria-expanded') === 'false');
  assert.is(shadow()!.activeElement, control('City'), 'focus stays on the field clicked');
  reset();
  picker = null;
  await open();
  const b2 = box('Birthday').querySelector('button')!;
  b2.click();
  await until(() => b2.disabled);
  assert.ok(warnings.some((w) => w.includes('features/datepicker.js failed to load')));
});

test.run();
