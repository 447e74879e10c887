// Multi-step forms (issue 9; docs/templates.md "Multi-step forms"): data-steps on the form slot
// splits the fields; each step is checked before the next shows; Back keeps what was typed; one
// call 6 at the end, with every field; a bad data-steps is a log line and one step.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../src/runtime/runtime';
import * as formModule from '../../src/features/form/form';
import * as leadModule from '../../src/features/lead/lead';
import * as stepsModule from '../../src/features/steps/steps';
import format5 from '../../src/formats/lightbox/format_5';
import type { Field } from '../../src/popup/wire';
import { $, clock, request, sanitizing, shadow } from '../runtime/fixture';

const FIELDS: Field[] = [
  { tag: 'email', label: 'Email', required: 1 },
  { tag: 'first_name', label: 'First name', required: 1 },
  { tag: 'city', label: 'City', required: 1 },
  { tag: 'checkbox', label: 'I agree', required: 1 },
  { tag: 'hidden', name: 'source', value: 'steps' },
];
const warnings: string[] = [];
const warn = console.warn;
const loads: string[] = [];
async function open(steps: string | null, o: { lang?: string; preview?: boolean; next?: string; fail?: boolean } = {}) {
  const html = `<div data-lp="main"><h2 data-lp="title">Join</h2><div data-lp="form" ${steps == null ? '' : `data-steps="${steps}"`} ${o.next ? `data-next="${o.next}"` : ''} data-submit="Join"></div></div>`;
  const f = request({ popup: { poptin_fields: FIELDS }, req: { html, lang: (o.lang || 'en') as 'en', preview: !!o.preview } });
  await show(f.req, {
    load: sanitizing(async (p) => (loads.push(p), p === 'features/steps' ? (o.fail ? Promise.reject(new Error('404')) : stepsModule) : p === 'features/form' ? formModule : p === 'features/lead' ? leadModule : p === 'features/email' ? Promise.reject(new Error('404')) : { default: format5 })),
    timer: clock().timer,
  });
  await until(() => shadow()?.querySelector('form button[type=submit]'));
  await settle();
}
const input = (n: string) => shadow()!.querySelector<HTMLInputElement>(`form [name="${n}"]`)!;
const shown = () =>
  Array.from(shadow()!.querySelectorAll<HTMLElement>('form .lp-fd'))
    .filter((b) => !b.hidden)
    .map((b) => b.querySelector('input')!.name);
const btn = () => shadow()!.querySelector<HTMLButtonElement>('form button[type=submit]')!;
const progress = () => shadow()!.querySelector('.lp-st')?.textContent;
const type = (n: string, v: string) => {
  input(n).value = v;
  input(n).dispatchEvent(new Event('input', { bubbles: true }));
};
const press = async () => {
  btn().click();
  await settle();
  await settle();
};
test.before.each(() => {
  reset();
  warnings.length = 0;
  loads.length = 0;
  console.warn = (m: string) => warnings.push(m);
  respond((url) => (url.includes('/conversion/') ? { body: { success: true } } : undefined));
});
test.after.each(() => {
  console.warn = warn;
});

test('two steps: the first checked before the next shows; Back keeps what was typed; one call 6 with every field', async () => {
  await open('2');
  assert.equal(shown(), ['email', 'first_name']);
  assert.is(progress(), 'Step 1 of 2');
  assert.is(btn().textContent, 'Next');
  assert.not.ok(shadow()!.querySelector('.lp-bk'), 'no Back on the first step');
  // all empty: the step shakes
  await press();
  assert.ok(shadow()!.querySelector('form.lp-sh'));
  type('email', 'dana@shop.example');
  await press();
  assert.equal(shown(), ['email', 'first_name'], 'a bad field keeps the step');
  assert.is(shadow()!.activeElement, input('first_name'));
  type('first_name', 'Dana');
  await press();
  assert.equal(shown(), ['city', 'checkbox']);
  assert.is(progress(), 'Step 2 of 2');
  assert.is(shadow()!.querySelector('.lp-st')!.getAttribute('aria-live'), 'polite');
  assert.is(btn().textContent, 'Join');
  assert.is(shadow()!.activeElement, input('city'), 'focus on the step\'s first field');
  assert.is(calls.filter((c) => c.url.includes('/conversion/')).length, 0, 'no conversion yet');
  // back and forth
  (shadow()!.querySelector('.lp-bk') as HTMLButtonElement).click();
  await settle();
  assert.equal(shown(), ['email', 'first_name']);
  assert.is(input('first_name').value, 'Dana');
  assert.is(shadow()!.activeElement, input('email'));
  await press();
  type('city', 'Haifa');
  await press();
  assert.match(shadow()!.querySelector('.lp-er')!.textContent!, /required/, 'the consent box is checked in its step');
  input('checkbox').click();
  await press();
  await until(() => calls.some((c) => c.url.includes('/conversion/')));
  const b = new URLSearchParams(calls.find((c) => c.url.includes('/conversion/'))!.body);
  assert.equal(['email', 'first_name', 'city', 'checkbox', 'source'].map((n) => b.get(n)), ['dana@shop.example', 'Dana', 'Haifa', '1', 'steps']);
  assert.is(calls.filter((c) => c.url.includes('/conversion/')).length, 1);
});

test('three steps with data-next, Hebrew progress; preview walks the steps and stops at the end', async () => {
  await open('1,1', { lang: 'he', next: 'המשך', preview: true });
  assert.is(progress(), 'שלב 1 מתוך 3');
  assert.is(btn().textContent, 'המשך');
  type('email', 'dana@shop.example');
  await press();
  type('first_name', 'Dana');
  await press();
  assert.equal(shown(), ['city', 'checkbox'], 'the rest in the last step');
  assert.is(shadow()!.querySelector('.lp-bk')!.textContent, 'חזרה');
  type('city', 'Haifa');
  input('checkbox').click();
  await press();
  assert.is(calls.filter((c) => c.url.includes('/conversion/')).length, 0, 'preview: no submission');
  assert.ok(shadow()!.querySelector('[role=status].lp-er'));
});

test('a bad data-steps is a log line and one step', async () => {
  for (const steps of ['x', '2,-1', '0', '1.5']) {
    reset();
    warnings.length = 0;
    await open(steps);
    assert.equal(shown(), ['email', 'first_name', 'city', 'checkbox'], steps);
    assert.not.ok(progress());
    assert.ok(warnings.some((w) => w.includes('Form steps ignored: ' + steps)), steps);
  }
});

test('only a slot with data-steps loads features/steps.js; a failed load is a log line and one step that still submits', async () => {
  await open(null);
  assert.equal(shown(), ['email', 'first_name', 'city', 'checkbox']);
  assert.not.ok(loads.includes('features/steps'), 'a one-step form does not load it');
  assert.is(btn().textContent, 'Join');
  reset();
  loads.length = 0;
  await open('2', { fail: true });
  assert.ok(loads.includes('features/steps'));
  assert.ok(warnings.some((w) => w.includes('features/steps.js failed to load')));
  assert.equal(shown(), ['email', 'first_name', 'city', 'checkbox'], 'every field in one step');
  assert.not.ok(progress());
  type('email', 'dana@shop.example');
  type('first_name', 'Dana');
  type('city', 'Haifa');
  input('checkbox').click();
  await press();
  await until(() => calls.some((c) => c.url.includes('/conversion/')));
});

test.run();
