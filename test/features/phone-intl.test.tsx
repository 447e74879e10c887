// §5 international phone, features/phone-intl.js: the rule on its own with numbers of several
// countries, then in the form: the picker at the visitor's country, the format on blur, the
// messages, the value call 6 sends, and a failed load.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rule } from '../../src/features/phone-intl/phone-intl';
import { ruleChunk } from '../../src/features/form/rules';
import { show } from '../../src/runtime/runtime';
import * as formModule from '../../src/features/form/form';
import * as intlModule from '../../src/features/phone-intl/phone-intl';
import * as leadModule from '../../src/features/lead/lead';
import format5 from '../../src/formats/lightbox/format_5';
import type { Field } from '../../src/popup/wire';
import { $, clock, request, sanitizing, shadow } from '../runtime/fixture';

test('a phone field with validation "international" takes this chunk', () => {
  assert.is(ruleChunk({ tag: 'phone', validation: 'international' }), 'features/phone-intl');
  assert.is(ruleChunk({ tag: 'name', validation: 'international' }), '');
});

test('valid and invalid numbers of several countries, national or with their +code', () => {
  const ok: [string, string][] = [
    ['US', '(201) 555-0123'],
    ['US', '+1 201 555 0123'],
    ['GB', '07400 123456'],
    ['FR', '06 12 34 56 78'],
    ['DE', '030 123456'],
    ['IL', '050-123-4567'],
    ['IN', '98765 43210'],
    ['BR', '(11) 91234-5678'],
    ['JP', '090-1234-5678'],
    ['AU', '0412 345 678'],
    ['US', '+972 50 123 4567'], // its own +code wins over the picker
  ];
  for (const [cc, v] of ok) assert.ok(rule.test(v, cc), `${cc} ${v}`);
  const bad: [string, string][] = [
    ['US', '555-0123'],
    ['US', '(201) 555-01234'],
    ['GB', '07400 1234'],
    ['FR', '06 12 34 56'],
    ['IL', '050-123-456'],
    ['US', '12345'],
    ['US', 'call me'],
    ['IL', '+1 201 555 01'],
  ];
  for (const [cc, v] of bad) assert.not.ok(rule.test(v, cc), `${cc} ${v}`);
});

test('format on blur: a valid number in its international form; anything else as typed', () => {
  assert.is(rule.fmt!('(201) 555-0123', 'US'), '+1 201 555 0123');
  assert.is(rule.fmt!('050-123-4567', 'IL'), '+972 50 123 4567');
  assert.is(rule.fmt!('06 12 34 56 78', 'FR'), '+33 6 12 34 56 78');
  assert.is(rule.fmt!('555', 'US'), '555');
  assert.is(rule.strip('+1 (201) 555-0123 ext'), '+1 (201) 555-0123 ');
});

test('messages: invalid, and required but empty, in English and Hebrew', () => {
  assert.is(rule.msg('en', '123'), 'Invalid number - please try again');
  assert.is(rule.msg('en', ''), 'Please enter a valid phone number');
  assert.is(rule.msg('he', '123'), 'מספר לא תקין - נא לנסות שוב');
  assert.is(rule.msg('he', ''), 'נא להזין מספר טלפון תקין');
});

const FIELDS: Field[] = [
  { tag: 'email', label: 'Email', required: 1 },
  { tag: 'phone', label: 'Phone', required: 1, validation: 'international' },
];
let intl: object | null = intlModule;
const warnings: string[] = [];
const warn = console.warn;
async function open(cc?: string, lang = 'en') {
  const f = request({ popup: { poptin_fields: FIELDS }, req: { lang: lang as 'en', answer: cc ? ({ cc } as any) : undefined } });
  await show(f.req, {
    load: sanitizing(async (p) =>
      p === 'features/form' ? formModule : p === 'features/lead' ? leadModule : p === 'features/phone-intl' ? intl || Promise.reject(new Error('404')) : { default: format5 },
    ),
    timer: clock().timer,
  });
  await until(() => shadow()?.querySelector('form button[type=submit]'));
  await settle();
}
const el = (sel: string) => shadow()!.querySelector(sel) as HTMLInputElement;
const type = (v: string) => {
  el('input[name=phone]').value = v;
  el('input[name=phone]').dispatchEvent(new Event('input', { bubbles: true }));
};
test.before.each(() => {
  reset();
  intl = intlModule;
  warnings.length = 0;
  console.warn = (m: string) => warnings.push(m);
});
test.after.each(() => {
  console.warn = warn;
});

test('in the form: the picker starts at the visitor\'s country (cc), else US; labelled; Hebrew names in Hebrew', async () => {
  await open('il');
  await until(() => el('select'));
  assert.is((el('select') as unknown as HTMLSelectElement).value, 'IL');
  assert.is(el('select').getAttribute('aria-label'), 'Country');
  assert.ok((el('select') as unknown as HTMLSelectElement).options.length > 200);
  reset();
  await open();
  await until(() => el('select'));
  assert.is((el('select') as unknown as HTMLSelectElement).value, 'US');
  reset();
  await open('zz', 'he');
  await until(() => el('select'));
  assert.is((el('select') as unknown as HTMLSelectElement).value, 'US', 'an unknown country: US');
  assert.match((el('select') as unknown as HTMLSelectElement).selectedOptions[0].textContent!, /^ארצות הברית \+1$/);
  // what the picker shows is what the number is checked against: a US national number passes
  reset();
  await open(12 as any);
  await until(() => el('select'));
  assert.is((el('select') as unknown as HTMLSelectElement).value, 'US', 'a cc that is not a string: US');
  assert.ok(rule.test('(201) 555-0123', 'ZZ'), 'an unknown country checks as US');
  assert.is(rule.fmt!('(201) 555-0123', 'ZZ'), '+1 201 555 0123');
});

test('in the form: empty and required, then invalid, then a pick of country makes it valid; call 6 sends the international form', async () => {
  respond((url) => (url.includes('/conversion/') ? { body: { success: true } } : undefined));
  await open('US');
  await until(() => el('select'));
  el('input[name=email]').value = 'dana@shop.example';
  $('form button[type=submit]').click();
  const said = () => shadow()!.getElementById(el('input[name=phone]').getAttribute('aria-describedby')!)?.textContent;
  await until(() => said());
  assert.is(said(), 'Please enter a valid phone number');
  type('050-123-4567');
  $('form button[type=submit]').click();
  await until(() => said() === 'Invalid number - please try again');
  const sel = el('select') as unknown as HTMLSelectElement;
  sel.value = 'IL';
  sel.dispatchEvent(new Event('change', { bubbles: true }));
  el('input[name=phone]').dispatchEvent(new Event('blur'));
  assert.is(el('input[name=phone]').value, '+972 50 123 4567', 'formatted on blur');
  $('form button[type=submit]').click();
  await until(() => calls.length === 1);
  assert.is(new URLSearchParams(calls[0].body).get('phone'), '+972 50 123 4567');
});

test('§8: the chunk fails to load: a log line and the basic phone rule', async () => {
  intl = null;
  await open('US');
  await until(() => warnings.some((w) => w.includes('features/phone-intl.js failed to load')));
  assert.not.ok(el('select'));
  type('abc+1 555 123 4567');
  assert.is(el('input[name=phone]').value, '+1 555 123 4567', 'the basic rule strips as before');
});

test.run();
