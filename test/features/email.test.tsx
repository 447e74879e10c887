// §5 email modes, features/email.js: suggestions for misspelt common domains, inline autofill,
// the business list of call 16 (once per page; a failure switches the check off), and the
// field in the form: loaded at the first input (not the focus), a suggestion accepted with one press.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { complete, DOMAINS, rule, suggest } from '../../src/features/email/email';
import { lazy, ruleChunk } from '../../src/features/form/rules';
import { show } from '../../src/runtime/runtime';
import * as formModule from '../../src/features/form/form';
import * as emailModule from '../../src/features/email/email';
import * as leadModule from '../../src/features/lead/lead';
import format5 from '../../src/formats/lightbox/format_5';
import type { Field } from '../../src/popup/wire';
import { $, clock, request, sanitizing, shadow } from '../runtime/fixture';

test('which fields take the chunk, and when', () => {
  assert.is(ruleChunk({ tag: 'email' }), 'features/email');
  assert.is(ruleChunk({ tag: 'email', validation: 'no-validation' }), '');
  assert.ok(lazy({ tag: 'email' }), 'check-typos: at the first input');
  assert.ok(lazy({ tag: 'email', validation: 'check-typos' }));
  assert.not.ok(lazy({ tag: 'email', validation: 'business-email' }), 'business: at mount, for the list');
  assert.not.ok(lazy({ tag: 'email', validation: 'typos-business' }));
});

test('suggestions: one slip from a common domain (two for the long ones); none for the domain itself or others', () => {
  const cases: [string, string][] = [
    ['dana@gmial.com', 'dana@gmail.com'],
    ['dana@gmail.co', 'dana@gmail.com'],
    ['dana@gnail.com', 'dana@gmail.com'],
    ['Dana@GMAIL.CMO', 'Dana@gmail.com'],
    ['a@hotmial.com', 'a@hotmail.com'],
    ['a@hotmail.con', 'a@hotmail.com'],
    ['a@yaho.com', 'a@yahoo.com'],
    ['a@outlok.com', 'a@outlook.com'],
    ['a@iclod.com', 'a@icloud.com'],
    ['a@protonmial.con', 'a@protonmail.com'],
    ['a@zohocrop.com', 'a@zohocorp.com'],
  ];
  for (const [v, want] of cases) assert.is(suggest(v), want, v);
  for (const v of ['dana@gmail.com', 'a@me.com', 'a@mac.com', 'a@aol.com', 'a@lumen.coffee', 'a@example.org', 'a@company.com', 'no-at-sign', '@gmial.com'])
    assert.is(suggest(v), '', v);
  assert.equal(DOMAINS, ['gmail.com', 'yahoo.com', 'icloud.com', 'me.com', 'mac.com', 'outlook.com', 'protonmail.com', 'zohocorp.com', 'aol.com', 'hotmail.com']);
});

test('autofill: a common domain completed from what is typed after the @', () => {
  assert.is(complete('dana@g'), 'dana@gmail.com');
  assert.is(complete('dana@ho'), 'dana@hotmail.com');
  assert.is(complete('dana@Y'), 'dana@Yahoo.com');
  assert.is(complete('dana@ma'), 'dana@mac.com');
  assert.is(complete('dana@'), '', 'nothing typed after the @');
  assert.is(complete('dana@gmail.com'), '', 'already whole');
  assert.is(complete('dana@lumen'), '');
  assert.is(complete('a b@g'), '');
});

test('messages by mode; a suggestion stops only the first submit of an address', () => {
  assert.not.ok(rule.test('dana@gmial.com', 'check-typos'));
  assert.is((rule.msg('en', 'dana@gmial.com', 'check-typos') as any).props.children[0], 'Did you mean ');
  assert.ok(rule.test('dana@gmial.com', 'check-typos'), 'the second time it goes');
  assert.not.ok(rule.test('dana@@x', ''));
  assert.is(rule.msg('en', 'dana@@x', ''), 'There are typos in the email');
  assert.is(rule.msg('he', 'dana@@x', ''), 'יש שגיאות הקלדה בכתובת האימייל');
  assert.ok(rule.test('dana@hotmial.com', 'business-email'), 'business-email makes no suggestion');
});

const FIELDS = (validation?: string): Field[] => [
  { tag: 'email', label: 'Email', required: 1, validation },
  { tag: 'name', label: 'Name' },
];
let email: object | null = emailModule;
const loaded: string[] = [];
const warnings: string[] = [];
const warn = console.warn;
async function open(validation?: string, lang = 'en') {
  const f = request({ popup: { poptin_fields: FIELDS(validation) }, req: { lang: lang as 'en' } });
  await show(f.req, {
    load: sanitizing(async (p) => {
      loaded.push(p);
      return p === 'features/form' ? formModule : p === 'features/lead' ? leadModule : p === 'features/email' ? email || Promise.reject(new Error('404')) : { default: format5 };
    }),
    timer: clock().timer,
  });
  await until(() => shadow()?.querySelector('form button[type=submit]'));
  await settle();
}
const input = () => shadow()!.querySelector<HTMLInputElement>('input[name=email]')!;
const said = () => shadow()!.getElementById(input().getAttribute('aria-describedby') || '-')?.textContent || '';
const typeKey = (v: string) => {
  const el = input();
  el.value = v;
  el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: v.slice(-1) }));
};
test.before.each(() => {
  reset();
  email = emailModule;
  loaded.length = 0;
  warnings.length = 0;
  console.warn = (m: string) => warnings.push(m);
});
test.after.each(() => {
  console.warn = warn;
});

test('check-typos: fetched at the first input, not the focus; autofill shows the whole address under the field, Tab or the right arrow takes it; not in Hebrew', async () => {
  await open();
  assert.not.ok(loaded.includes('features/email'), 'not at mount');
  input().focus();
  await settle();
  assert.not.ok(loaded.includes('features/email'), 'not at the focus (the popup focuses its first field itself)');
  typeKey('d');
  await until(() => loaded.includes('features/email'));
  await settle();
  typeKey('dana@g');
  const hint = () => shadow()!.querySelector('.lp-ac')!;
  assert.is(hint().textContent, 'dana@gmail.com (Tab or right arrow to accept)');
  assert.is(hint().getAttribute('role'), 'status');
  assert.is(input().value, 'dana@g', 'nothing typed for the visitor');
  // the right arrow takes it
  const key = (k: string) => input().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  assert.is(key('ArrowRight'), false, 'the arrow is used');
  assert.is(input().value, 'dana@gmail.com');
  assert.is(hint().textContent, '');
  // Tab takes it too, and moves on as usual (the default is not prevented)
  typeKey('ruth@ho');
  assert.is(key('Tab'), true);
  assert.is(input().value, 'ruth@hotmail.com');
  // a deletion is not completed again; an arrow without a hint is the arrow
  typeKey('ruth@ya');
  input().value = 'ruth@y';
  input().dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
  assert.is(hint().textContent, '');
  assert.is(key('ArrowRight'), true);
  assert.is(input().value, 'ruth@y');
  reset();
  loaded.length = 0;
  await open(undefined, 'he');
  typeKey('d');
  await until(() => loaded.includes('features/email'));
  await settle();
  typeKey('dana@g');
  assert.not.ok(shadow()!.querySelector('.lp-ac'), 'no autofill in Hebrew');
});

test('the suggestion: shown at the submit, one press fills the field and clears it; the lead goes', async () => {
  respond((url) => (url.includes('/conversion/') ? { body: { success: true } } : undefined));
  await open();
  typeKey('d');
  await until(() => loaded.includes('features/email'));
  await settle();
  input().value = 'ruth@gmial.com';
  $('form button[type=submit]').click();
  await until(() => said().startsWith('Did you mean'));
  assert.is(said(), 'Did you mean ruth@gmail.com?');
  (shadow()!.querySelector('.lp-sg') as HTMLButtonElement).click();
  assert.is(input().value, 'ruth@gmail.com');
  await until(() => !said());
  assert.is(shadow()!.activeElement, input());
  $('form button[type=submit]').click();
  await until(() => calls.length === 1);
  assert.is(new URLSearchParams(calls[0].body).get('email'), 'ruth@gmail.com');
});

test('business-email: call 16 once per page at mount, free domains refused', async () => {
  let asked = 0;
  respond((url) => (url.endsWith('/api/display/validation-emails') ? (asked++, { body: 'gmail.com\nMailinator.com\n\n' }) : url.includes('/conversion/') ? { body: { success: true } } : undefined));
  await open('business-email');
  await until(() => loaded.includes('features/email'));
  await until(() => asked === 1);
  await settle();
  input().value = 'dana@mailinator.com';
  $('form button[type=submit]').click();
  await until(() => said());
  assert.is(said(), 'Only business emails are allowed');
  input().value = 'dana@lumen.coffee';
  $('form button[type=submit]').click();
  await until(() => calls.some((c) => c.url.includes('/conversion/')));
  reset();
  await open('typos-business');
  await settle();
  assert.is(asked, 1, 'the list is fetched once per page');
  input().value = 'dana@GMAIL.com';
  $('form button[type=submit]').click();
  await until(() => said());
  assert.is(said(), 'Only business emails are allowed');
});

test.run();
