// T14 the theme contact form (src/theme/form, docs/theme.md "Contact form"; spec §3.8, §4.7,
// §5.3, §7 call 14, §8, §9.3): the eight operators (checkbox groups, numbers and texts), all and
// any, the 250 ms debounce on a fake clock, the required and group checks, the generic label,
// the sum captcha, the hidden fields and the payload, the answers (success, refusal, 5xx, no
// container), the resubmission flag, Hebrew, and the server's email rule kept to email.ts's.
import { calls, respond, reset, settle } from '../setup/dom';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holds, evaluate, values } from '../../src/theme/form/rules';
import { init, RULES_MS, TIMEOUT_MS } from '../../src/theme/form/form';
import { email } from '../../src/core/forms/email';
import { seen } from '../../src/core/log';
// @ts-expect-error the server is plain JavaScript (no declarations)
import { emailOk } from '../../server/theme/contact.mjs';
import type { Theme } from '../../src/theme/types';

const T = { reduced: () => true, builder: '' } as unknown as Theme;
const FORM = readFileSync('server/theme/sections/form.html', 'utf8').replace(/\{\{token\}\}/g, 'tok.sig').replace(/\{\{qa\}\}/g, '4').replace(/\{\{qb\}\}/g, '11');
const warned: string[] = [];
console.warn = (m: string) => void warned.push(m);

// the fake clock (setTimeout and clearTimeout of the module's debounce and send timeout)
let now = 0;
let timers: { at: number; fn: () => void; id: number }[] = [];
const realSet = globalThis.setTimeout, realClear = globalThis.clearTimeout;
let nextId = 1;
const fake = () => {
  (globalThis as any).setTimeout = (fn: () => void, ms: number) => (timers.push({ at: now + ms, fn, id: nextId }), nextId++);
  (globalThis as any).clearTimeout = (id: number) => (timers = timers.filter((t) => t.id != id));
};
const go = (ms: number) => {
  const end = now + ms;
  for (let t; (t = timers.sort((a, b) => a.at - b.at)[0]) && t.at <= end; ) (timers = timers.slice(1)), (now = t.at), t.fn();
  now = end;
};

const start = (lang = 'en') => {
  reset('https://shop.example/demo/theme/contact');
  document.documentElement.lang = lang;
  seen.clear();
  warned.length = 0;
  timers = [];
  fake();
  document.body.innerHTML = `<section>${FORM}</section>`;
  const root = document.getElementById('contact-form')!;
  init(root, T);
  return root;
};
test.after.each(() => void ((globalThis.setTimeout = realSet), (globalThis.clearTimeout = realClear)));
const $ = <E extends Element = HTMLInputElement>(s: string) => document.querySelector<E>(s)!;
const pick = (name: string, value: string, on = true) => {
  const e = $(`[name=${name}][value=${value}]`);
  e.checked = on;
  e.dispatchEvent(new Event('change', { bubbles: true }));
};
const type = (name: string, v: string) => {
  const e = $<HTMLInputElement>(`[name=${name}]:not([type=hidden])`);
  e.value = v;
  e.dispatchEvent(new Event('input', { bubbles: true }));
};
const submit = () => $<HTMLFormElement>('form').requestSubmit();
const block = () => [...document.querySelectorAll('.form-message p, .form-message li')].map((e) => e.textContent);
/** a valid form: name, email, a choice, a message, the sum */
const fill = () => {
  type('name', 'Ann');
  type('email', 'ann@example.com');
  pick('interest', 'beans');
  type('message', 'Hello');
  type('captcha', '15');
};

test('the eight operators on one text value, case and spaces aside', () => {
  const a = ['Phone'];
  assert.ok(holds(a, 'is', ' phone '));
  assert.not.ok(holds(a, 'is not', 'PHONE'));
  assert.ok(holds(a, 'is not', 'email'));
  assert.not.ok(holds(a, 'is empty', ''));
  assert.ok(holds([], 'is empty', ''));
  assert.ok(holds(a, 'is not empty', ''));
  assert.not.ok(holds([], 'is not empty', ''));
  assert.ok(holds(a, 'contains', 'HON'));
  assert.not.ok(holds(a, 'does not contain', 'hon'));
  assert.ok(holds(a, 'does not contain', 'mail'));
  assert.ok(holds(['b'], 'is greater', 'a'));
  assert.ok(holds(['a'], 'is less', 'B'), 'texts compare case aside');
});

test('is greater, is less: numbers when both are numbers, texts otherwise; empty never', () => {
  assert.ok(holds(['10'], 'is greater', '9'), '10 > 9 as numbers (as texts "10" < "9")');
  assert.not.ok(holds(['10'], 'is less', '9'));
  assert.ok(holds(['-3.5'], 'is less', '2'));
  assert.ok(holds(['10 kg'], 'is less', '9'), 'not a number: texts ("1…" before "9")');
  assert.not.ok(holds([], 'is greater', '0'));
  assert.not.ok(holds([], 'is less', '0'));
  assert.not.ok(holds(['5'], 'is greater', '5'));
});

test('a checkbox group: is, contains, greater and less hold when any ticked value does; the negations when none does', () => {
  const a = ['beans', 'wholesale'];
  assert.ok(holds(a, 'is', 'wholesale'));
  assert.not.ok(holds(a, 'is not', 'beans'));
  assert.ok(holds(a, 'is not', 'subscription'));
  assert.ok(holds(a, 'contains', 'sale'));
  assert.not.ok(holds(a, 'does not contain', 'bean'));
  assert.ok(holds(['1', '20'], 'is greater', '10'));
  assert.ok(holds(['1', '20'], 'is less', '10'));
  assert.ok(holds(a, 'is not empty', ''));
});

test('an unknown operator holds, with one log line', () => {
  assert.ok(holds(['x'], 'is about', 'x'));
  assert.ok(warned.some((w) => w.includes('unknown operator: is about')));
});

test('values: ticked boxes, the chosen radio and option, a text; blanks and hidden fields none', () => {
  start();
  const f = $<HTMLFormElement>('form');
  assert.equal(values(f, 'reach'), ['email']);
  assert.equal(values(f, 'interest'), []);
  pick('interest', 'beans');
  pick('interest', 'wholesale');
  assert.equal(values(f, 'interest'), ['beans', 'wholesale']);
  assert.equal(values(f, 'topic'), ['order']);
  type('name', '   ');
  assert.equal(values(f, 'name'), []);
  $('#cf-phone').value = '123';
  assert.equal(values(f, 'phone'), [], 'the phone row is hidden');
});

test('all and any; a row hanging on a hidden field counts it empty', () => {
  document.body.innerHTML = `<form><input name="a" value="1"><p id="b" data-rules='[["a","is","1"]]'><input name="b" value="x"></p>
    <p id="all" data-rules='[["a","is","1"],["b","is","x"]]'>all</p><p id="any" data-relation="any" data-rules='[["a","is","3"],["b","is","x"]]'>any</p>
    <p id="none" data-rules='[["a","is","2"]]'>none</p><p id="bad" data-rules='{"a":1}'>bad</p></form>`;
  const f = document.querySelector('form')!, shown = () => ['b', 'all', 'any', 'none', 'bad'].map((id) => +!document.getElementById(id)!.hidden).join('');
  evaluate(f);
  assert.is(shown(), '11101', 'a broken rule list leaves its row as printed');
  (f.elements.namedItem('a') as HTMLInputElement).value = '2';
  evaluate(f);
  assert.is(shown(), '00011', 'b hidden: all and any lose its value');
});

test('the rows follow the fields 250 ms after the last change (§9.3), not before', () => {
  assert.is(RULES_MS, 250);
  start();
  const phone = $('#cf-phone').closest('p')!;
  assert.ok(phone.hidden);
  pick('reach', 'phone');
  go(RULES_MS - 1);
  assert.ok(phone.hidden, 'not before 250 ms');
  type('name', 'A'); // another change starts the wait again
  go(RULES_MS - 1);
  assert.ok(phone.hidden, 'the wait starts again at each change');
  go(1);
  assert.not.ok(phone.hidden);
  pick('reach', 'email');
  go(RULES_MS);
  assert.ok(phone.hidden);
  // a select and a checkbox group under any
  const company = $('#cf-company').closest('p')!;
  const sel = $<HTMLSelectElement>('#cf-topic');
  sel.value = 'cafe';
  sel.dispatchEvent(new Event('change', { bubbles: true }));
  go(RULES_MS);
  assert.not.ok(company.hidden, 'topic is cafe');
  sel.value = 'order';
  sel.dispatchEvent(new Event('change', { bubbles: true }));
  pick('interest', 'wholesale');
  go(RULES_MS);
  assert.not.ok(company.hidden, 'interest contains wholesale');
});

test('submit checks at once: required fields, a group with no choice, the email rule; listed under the error message, marked, the first focused; nothing sent', async () => {
  start();
  type('email', 'ann@@example');
  submit();
  assert.equal(block(), [
    'There was a problem with your submission. Please check the fields marked below.',
    'Name: This field is required.',
    'Email: Please enter a valid email address.',
    'What are you interested in?: Please choose at least one option.',
    'Message: This field is required.',
    'What is 4 + 11?: This field is required.',
  ]);
  assert.is(document.activeElement, $('#cf-name'));
  assert.is($('#cf-name').getAttribute('aria-invalid'), 'true');
  assert.ok($('#cf-name').closest('p')!.classList.contains('is-error'));
  assert.equal([...document.querySelectorAll('[name=interest]')].map((e) => e.getAttribute('aria-invalid')), ['true', 'true', 'true']);
  assert.ok($('[name=interest]').closest('fieldset')!.classList.contains('is-error'));
  assert.not.ok($('[name=reach]').hasAttribute('aria-invalid'), 'a radio group with its choice');
  assert.not.ok($('#cf-phone').hasAttribute('aria-invalid'), 'the hidden phone is skipped though required');
  await settle();
  assert.is(calls.length, 0);
  // fixed: the marks go
  fill();
  type('captcha', '1');
  submit();
  assert.not.ok($('#cf-name').hasAttribute('aria-invalid'));
  assert.is(document.querySelectorAll('.is-error').length, 1, 'only the captcha');
});

test('an empty label falls back to the generic one (§5.3)', () => {
  start();
  fill();
  $('label[for=cf-name]').textContent = ' * ';
  type('name', '');
  submit();
  assert.equal(block().slice(1), ['This field: This field is required.']);
});

test('the captcha: a wrong sum says so, draws new numbers 1-15 (shown and sent) and clears the answer', () => {
  start();
  fill();
  type('captcha', '14');
  const random = Math.random;
  let r = [0, 0.999];
  Math.random = () => r.shift()!;
  submit();
  Math.random = random;
  assert.equal(block().slice(1), ['The answer to the sum is wrong. Here is a new one.']);
  assert.equal([...document.querySelectorAll('[data-n]')].map((e) => e.textContent), ['1', '15']);
  assert.equal([$('[name=captcha_a]').value, $('[name=captcha_b]').value], ['1', '15']);
  assert.is($('#cf-sum').value, '');
  assert.is(document.activeElement, $('#cf-sum'));
  assert.is(calls.length, 0);
});

test('the payload: the visible fields, the email fields, the token, the hidden fields as JSON; one send while it is on its way', async () => {
  start();
  fill();
  $('#cf-phone').value = '555'; // typed, then hidden: not sent
  let answer!: (a: { status: number; body: string }) => void;
  respond(() => new Promise((r) => (answer = r)));
  submit();
  submit();
  await settle();
  assert.is(calls.length, 1, 'the flag blocks a second send');
  assert.is(calls[0].url, 'https://shop.example/demo/theme/contact');
  const q = new URLSearchParams(calls[0].body);
  assert.equal([...q.keys()], ['lp_token', 'name', 'email', 'reach', 'interest', 'topic', 'message', 'captcha_a', 'captcha_b', 'captcha', 'lp_emails', 'lp_hidden']);
  assert.is(q.get('lp_token'), 'tok.sig');
  assert.is(q.get('lp_emails'), '["email"]');
  assert.is(q.get('lp_hidden'), '["phone","company"]');
  assert.is(q.get('captcha'), '15');
  assert.is($('#contact-form').getAttribute('aria-busy'), 'true');
  assert.ok($('form').hasAttribute('inert'), 'inactive while on its way');
  answer({ status: 200, body: '<p>no container</p>' });
  await settle();
  assert.not.ok($('#contact-form').hasAttribute('aria-busy'));
  assert.not.ok($('form').hasAttribute('inert'));
});

const reply = (inner: string) => `<!doctype html><html><body><main><div id="contact-form" data-module="form"><div class="form-message" role="alert">${inner}</div><p class="form-success">Thank you, Ann.</p></div></main></body></html>`;

test('a reply without error text is a success: lp-conversion from the form, the container from the reply', async () => {
  const root = start();
  fill();
  let conv = 0;
  document.body.addEventListener('lp-conversion', (e) => (conv++, assert.is((e.target as Element).tagName, 'FORM')));
  respond(() => ({ status: 200, body: reply('') }));
  submit();
  await settle();
  assert.is(conv, 1);
  assert.is(root.querySelector('.form-success')?.textContent, 'Thank you, Ann.');
  assert.is(document.activeElement, root.querySelector('.form-success'), 'the answer has the focus');
  assert.not.ok(root.querySelector('form'));
});

for (const u of ['javascript:alert(1)', 'http://[', 'data:text/html,hi'])
  test(`a redirect url ${u}: refused with a log line, the success kept`, async () => {
    const root = start();
    root.dataset.redirect = u;
    fill();
    respond(() => ({ status: 200, body: reply('') }));
    submit();
    await settle();
    assert.ok(warned.some((w) => w.includes('Form redirect refused: ' + u)));
    assert.is(location.href, 'https://shop.example/demo/theme/contact');
    assert.ok(root.querySelector('.form-success'));
    assert.equal(block(), []);
  });

test('a refusal (4xx with error text): its container shown, what was typed put back (not the captcha), the rows decided', async () => {
  const root = start();
  fill();
  pick('reach', 'phone');
  pick('interest', 'wholesale');
  $<HTMLSelectElement>('#cf-topic').value = 'other';
  type('phone', '555 1234');
  let conv = 0;
  document.body.addEventListener('lp-conversion', () => conv++);
  respond(() => ({ status: 422, body: `<html><body>${FORM.replace('role="alert"></div>', 'role="alert"><p>Server says no.</p></div>')}</body></html>` }));
  submit();
  await settle();
  assert.is(conv, 0);
  assert.equal(block(), ['Server says no.']);
  assert.is(document.activeElement, $('.form-message'));
  assert.is($('#cf-name').value, 'Ann');
  assert.is($('#cf-phone').value, '555 1234');
  assert.ok($('[name=reach][value=phone]').checked);
  assert.equal(values($('form'), 'interest'), ['beans', 'wholesale']);
  assert.is($<HTMLSelectElement>('#cf-topic').value, 'other');
  assert.is($('#cf-sum').value, '', 'the captcha is the new one');
  assert.not.ok($('#cf-phone').closest('p')!.hidden);
  assert.not.ok($('#cf-company').closest('p')!.hidden);
  // and it can be sent again
  respond(() => ({ status: 200, body: reply('') }));
  type('captcha', '15');
  submit();
  await settle();
  assert.is(calls.length, 2);
  assert.ok(root.querySelector('.form-success'));
});

for (const [what, r] of [
  ['a 500', () => ({ status: 500, body: reply('') })],
  ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['a reply without the container', () => ({ status: 200, body: '<p>Hi</p>' })],
] as const)
  test(`${what}: everything kept as typed, the 'kept' message`, async () => {
    start();
    fill();
    respond(r as () => never);
    submit();
    await settle();
    assert.equal(block(), ['Your message was not sent, and what you typed is kept. Please try again.']);
    assert.equal([$('#cf-name').value, $('#cf-email').value, $('#cf-message').value, $('#cf-sum').value], ['Ann', 'ann@example.com', 'Hello', '15']);
    assert.ok($('[name=interest][value=beans]').checked);
  });

test('no answer in TIMEOUT_MS: the send is given up (aborted), the values kept', async () => {
  assert.is(TIMEOUT_MS, 15000, 'docs/theme.md says 15 s');
  start();
  fill();
  let signal!: AbortSignal;
  respond((_, init) => new Promise((_r, no) => ((signal = init.signal!), signal.addEventListener('abort', () => no(new Error('aborted'))))));
  submit();
  await settle();
  go(TIMEOUT_MS - 1);
  assert.not.ok(signal.aborted);
  go(1);
  await settle();
  assert.equal(block(), ['Your message was not sent, and what you typed is kept. Please try again.']);
  assert.is($('#cf-message').value, 'Hello');
});

test('Hebrew on <html lang="he">', () => {
  start('he');
  submit();
  assert.is(block()[0], 'יש בעיה בטופס. נא לבדוק את השדות המסומנים.');
  assert.is(block()[1], 'Name: זהו שדה חובה.');
});

test('in a builder mode nothing is sent', async () => {
  reset();
  document.body.innerHTML = FORM;
  init(document.getElementById('contact-form')!, { ...T, builder: 'visual' });
  $<HTMLFormElement>('form').requestSubmit();
  await settle();
  assert.is(calls.length, 0);
  assert.equal(block(), []);
});

test("the server's email rule gives email.ts's answers", () => {
  for (const v of ['ann@example.com', 'a.b+c@x-y.co.uk', 'a@b.c', 'ann@example', 'ann@@example.com', 'ann@-x.com', 'ann@x-.com', 'ann@x..com', 'ann@.x.com', 'a n@x.com', 'ann@x.com.', 'ab@c.d', "o'neil@x.io", 'ann@x_y.com'])
    assert.is(emailOk(v), email(v), v);
});

test.run();
