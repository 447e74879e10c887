// The popup form's submission status (core/forms/submission.ts, issue 21): today's outcomes of
// features/form.js on the shared machine, with nothing the visitor sees changed (form.test.tsx
// holds that): an empty or invalid submit is 'invalid', a valid one 'sending' until call 6
// settles, then 'sent' (acknowledged, or kept to be sent again), 'refused' (4xx) or 'failed'
// (no viewer id, an error); a preview's valid form stays 'idle'. The Form is the module's own,
// subclassed only to be found.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../src/runtime/runtime';
import * as formModule from '../../src/features/form/form';
import * as leadModule from '../../src/features/lead/lead';
import format5 from '../../src/formats/lightbox/format_5';
import type { Field, Popup } from '../../src/popup/wire';
import type { ShowRequest } from '../../src/popup/rungs';
import { $, clock, request, sanitizing } from '../runtime/fixture';

const FIELDS: Field[] = [
  { tag: 'first_name', label: 'First name', required: 1 },
  { tag: 'email', label: 'Email', required: 1 },
];
let c = clock();
/** the form on the page */
let form: formModule.Form;
class Found extends formModule.Form {
  constructor(p: formModule.Props) {
    super(p);
    form = this;
  }
}
const open = async (o: { popup?: Partial<Popup>; req?: Partial<ShowRequest> } = {}) => {
  const f = request({ ...o, popup: { poptin_fields: FIELDS, ...o.popup } });
  await show(f.req, {
    load: sanitizing(async (p) => (p === 'features/form' ? { ...formModule, Form: Found } : p === 'features/lead' ? leadModule : { default: format5 })),
    timer: c.timer,
    go: () => {},
  });
};
const type = (name: string, v: string) => {
  const el = $<HTMLInputElement>(`form [name="${name}"]`) as HTMLInputElement;
  el.value = v;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};
const fill = () => (type('first_name', 'Dana'), type('email', 'dana@shop.example'));
const submit = async () => ($('form button[type=submit]').click(), await settle());
const warn = console.warn;

test.before.each(() => {
  reset();
  c = clock();
  console.warn = () => {};
});
test.after.each(() => void (console.warn = warn));

test('idle, then invalid for an empty and for an invalid submit, then sending, then sent', async () => {
  await open();
  assert.is(form.sub(), 'idle');
  await submit();
  assert.is(form.sub(), 'invalid', 'all empty');
  type('first_name', 'Dana');
  type('email', 'dana@');
  await submit();
  assert.is(form.sub(), 'invalid', 'a typo');
  let answer!: (a: { body: unknown }) => void;
  respond((url) => (url.includes('/conversion/') ? new Promise((r) => (answer = r)) : undefined));
  type('email', 'dana@shop.example');
  await submit();
  await until(() => calls.length === 1);
  assert.is(form.sub(), 'sending');
  answer({ body: { success: true, conversion_id: 'c-1' } });
  await until(() => form.sub() === 'sent');
});

test('refused by the server (4xx); sent again after the lock; kept to be sent again is sent', async () => {
  await open();
  respond(() => ({ status: 400, body: { error: 'no' } }));
  fill();
  await submit();
  await until(() => form.sub() === 'refused');
  c.tick(2000);
  // a server that does not answer: the lead is kept and sent again, the visitor thanked (§8)
  respond(() => ({ status: 503 }));
  await submit();
  await until(() => form.sub() === 'sent');
  assert.is(calls.length, 2);
});

test('failed: no viewer id (nothing sent)', async () => {
  await open({ popup: { viewer_id: '' } });
  fill();
  await submit();
  await until(() => form.sub() === 'failed');
  assert.is(calls.length, 0);
});

test('a preview: a valid form is not sent and stays idle; an invalid one is invalid', async () => {
  await open({ req: { preview: true } });
  type('email', 'dana@');
  await submit();
  assert.is(form.sub(), 'invalid');
  fill();
  await submit();
  assert.is(form.sub(), 'idle');
  assert.is(calls.length, 0);
});

test.run();
