// The lead form (P18 subset, P19 subset, P20, P21, P16) mounted by runtime.show() into the
// template's [data-lp=form]. Call 6 is recorded by the shared fake fetch; time moves only
// through the fake clock.
import { calls, media, reset, respond, settle, sheetText, until } from '../setup/dom';
import * as React from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../src/runtime/runtime';
import * as formModule from '../../src/features/form/form';
import * as leadModule from '../../src/features/lead/lead';
import * as phoneIlModule from '../../src/features/phone-il/phone-il';
import { conversionBody } from '../../src/features/form/conversion-body';
import format5 from '../../src/formats/lightbox/format_5';
import type { DesignProperties, Field, Popup } from '../../src/popup/wire';
import type { ShowRequest } from '../../src/popup/rungs';
import { getCookie } from '../../src/core/storage';
import { $, clock, key, painted, request, sanitizing, shadow } from '../runtime/fixture';
import type { PopupState } from '../../src/runtime/state';

const FIELDS: Field[] = [
  { tag: 'first_name', label: 'First name', required: 1, id: 'f1' },
  { tag: 'email', label: 'Email', placeholder: 'you@example.com', required: 1, id: 'f2', property_name: 'email_address' },
  { tag: 'phone', label: 'Phone', id: 'f3' },
  { tag: 'checkbox', label: 'I agree to receive emails', id: 'f4' },
  { tag: 'hidden', name: 'source', value: 'spring{prize_code}', id: 'f5' },
];

let c = clock();
/** what the runtime loads as features/form.js (a test may wrap it) */
let form: object = formModule;
/** what the form loads as features/lead.js (a test may swap it) */
let lead: object = leadModule;
/** what the form loads as features/phone-il.js (null: the load fails) */
let phoneIl: object | null = phoneIlModule;
/** the next loads of features/lead.js that fail (offline) */
let leadFails = 0;
/** features/phone-il.js arrives once this settles */
let hold: Promise<unknown> = Promise.resolve();
const went: string[] = [];
const loaded: string[] = [];
const open = async (o: { popup?: Partial<Popup>; dp?: DesignProperties; req?: Partial<ShowRequest> } = {}) => {
  const f = request({ ...o, popup: { poptin_fields: FIELDS, ...o.popup } });
  const h = await show(f.req, {
    load: sanitizing(async (p) => {
      loaded.push(p);
      if (p === 'features/phone-il') await hold;
      if (p === 'features/phone-il' && phoneIl == null) throw new Error('404');
      if (p === 'features/lead' && leadFails > 0 && leadFails--) throw new Error('offline');
      return p === 'features/form' ? form : p === 'features/lead' ? lead : p === 'features/phone-il' ? phoneIl : { default: format5 };
    }),
    timer: c.timer,
    go: (url, blank) => went.push(url + (blank ? ' (new window)' : '')),
  });
  return { ...f, h: h! };
};
const input = (name: string) => $<HTMLInputElement>(`form [name="${name}"]`) as HTMLInputElement;
const type = (name: string, v: string) => {
  const el = input(name);
  el.value = v;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};
const fillValid = () => {
  type('first_name', 'Dana');
  type('email', 'dana@shop.example');
  type('phone', '+1 (555) 123-4567');
  input('checkbox').click();
};
const submit = () => $('form button[type=submit]').click();
/** the message a field's aria-describedby points at */
const said = (name: string) => shadow()!.getElementById(input(name).getAttribute('aria-describedby')!)!.textContent;
const success = () =>
  respond((url) => (url.includes('/api/display/conversion/') ? { body: { success: true, conversion_id: 'c-991', integration: { conversion_code: '<!-- px -->' } } } : undefined));
/** Wait until call 6 number `n` went out and its answer was handled (log() prints a message
 *  once per process, so a warning is no signal in later tests). */
const answered = async (n = 1) => {
  await until(() => calls.length === n);
  await settle();
};
const body = (i = 0) => Object.fromEntries(new URLSearchParams(calls[i].body));
const warnings: string[] = [];
const warn = console.warn;

test.before.each(() => {
  reset();
  c = clock();
  form = formModule;
  lead = leadModule;
  phoneIl = phoneIlModule;
  leadFails = 0;
  hold = Promise.resolve();
  went.length = 0;
  loaded.length = 0;
  warnings.length = 0;
  console.warn = (m: string) => warnings.push(m);
});
test.after.each(() => {
  console.warn = warn;
});


test('issue 22: the form is drawn once as the popup comes up (not again for the sent flag it already has)', async () => {
  const real = formModule.Form.prototype.render;
  let n = 0;
  formModule.Form.prototype.render = function (this: any) {
    n++;
    return real.call(this);
  };
  try {
    await open({ popup: { poptin_fields: [FIELDS[0], FIELDS[1]] } });
    await settle();
    assert.ok(input('email'), 'drawn');
    assert.is(n, 1);
  } finally {
    formModule.Form.prototype.render = real;
  }
});

test('the form loads only when the template has data-lp="form"', async () => {
  await open();
  assert.equal(loaded, ['formats/lightbox/format_5', 'features/form']);
  reset();
  loaded.length = 0;
  await open({ req: { html: '<div data-lp="main"><p>No form</p></div>' } });
  assert.equal(loaded, ['formats/lightbox/format_5']);
  // the slot as the parser sees it, however the raw html spells it
  reset();
  loaded.length = 0;
  await open({ req: { html: '<div data-lp="main"><div DATA-LP = "&#102;orm" data-submit="Go"></div></div>' } });
  assert.equal(loaded, ['formats/lightbox/format_5', 'features/form']);
  assert.ok(shadow()!.querySelector('form input[name=email]'), 'the form is mounted');
});

test('fields: labels with required asterisks, input types, the submit label from data-submit', async () => {
  await open();
  const labels = Array.from(shadow()!.querySelectorAll('form label')).map((l) => l.textContent!.trim());
  assert.equal(labels, ['First name *', 'Email *', 'Phone', 'I agree to receive emails']);
  assert.is(input('email').type, 'email');
  assert.is(input('email').required, true);
  assert.is(input('phone').type, 'tel');
  assert.is(input('phone').maxLength, -1, 'no character limit: 15 digits may take 20 characters');
  assert.is(input('phone').title, 'Please enter 7 to 15 digits and avoid using letters or symbols');
  assert.is(input('first_name').title, 'Please enter at least 2 or more characters');
  assert.is(input('first_name').maxLength, 40);
  assert.is(input('checkbox').type, 'checkbox');
  assert.is(input('source').type, 'hidden');
  assert.is(input('source').value, 'spring', '{prize_code} left empty');
  assert.is($('form button[type=submit]').textContent, 'Join');
  // each visible input is labelled
  for (const el of Array.from(shadow()!.querySelectorAll<HTMLInputElement>('form input:not([type=hidden]):not([type=checkbox])')))
    assert.ok(shadow()!.querySelector(`label[for="${el.id}"]`), el.name);
});

test('P09: focus starts on the first field; fields keep DOM order (no positive tabindex, X07)', async () => {
  await open();
  await painted(c);
  assert.is(shadow()!.activeElement, input('first_name'));
  assert.equal(['first_name', 'email', 'phone', 'checkbox'].map((n) => input(n).tabIndex), [0, 0, 0, 0]);
});

test('consent: field_checkbox_default_marked and field_checkbox_required', async () => {
  await open({ dp: { field_checkbox_default_marked: 1, field_checkbox_required: 1 } });
  assert.is(input('checkbox').checked, true);
  assert.match(shadow()!.querySelectorAll('form label')[3].textContent!, /\*$/);
  input('checkbox').click();
  await until(() => !input('checkbox').checked);
  type('first_name', 'Dana');
  type('email', 'dana@shop.example');
  submit();
  await until(() => input('checkbox').getAttribute('aria-invalid') === 'true');
  assert.is(calls.length, 0);
  assert.is(said('checkbox'), 'This field is required');
});

test('basic phone: typing strips other characters and cuts nothing; the digits decide', async () => {
  await open();
  type('phone', '+1 (555) abc-123#4');
  assert.is(input('phone').value, '+1 (555) -1234');
  type('phone', '+1 (555) 123-4567');
  assert.is(input('phone').value, '+1 (555) 123-4567', 'all 17 characters stay');
  type('phone', '1234567890123456789');
  assert.is(input('phone').value, '1234567890123456789');
  type('first_name', 'Dana');
  type('email', 'dana@shop.example');
  submit();
  await until(() => input('phone').getAttribute('aria-invalid') === 'true');
  assert.is(said('phone'), 'Please enter a valid phone number');
  await settle();
  assert.is(calls.length, 0, '19 digits: nothing is sent');
  success();
  type('phone', '+1 (555) 123-4567');
  submit();
  await until(() => calls.length === 1);
  assert.is(body().phone, '+1 (555) 123-4567');
});

test('Israeli phone (validation "israeli"): typing keeps digits and hyphens; a wrong prefix or length is refused in Hebrew; a right one is sent as typed', async () => {
  await open({ req: { lang: 'he' }, popup: { poptin_fields: FIELDS.map((f) => (f.tag == 'phone' ? { ...f, validation: 'israeli' } : f)) } });
  assert.is(input('phone').type, 'tel');
  type('phone', '+972 (50) 123 4567');
  assert.is(input('phone').value, '972501234567', 'no plus, brackets or spaces');
  type('first_name', 'דנה');
  type('email', 'dana@shop.example');
  submit();
  await until(() => input('phone').getAttribute('aria-invalid') === 'true');
  assert.is(said('phone'), 'מספר הטלפון שגוי');
  await settle();
  assert.is(calls.length, 0);
  success();
  type('phone', '050-1234567');
  submit();
  await until(() => calls.length === 1);
  assert.is(body().phone, '050-1234567');
  assert.ok(loaded.includes('features/phone-il'));
});

test('a submit before the Israeli phone rule arrived waits for it, and checks what its typing would have left', async () => {
  let release = () => {};
  hold = new Promise<void>((r) => (release = r));
  await open({ req: { lang: 'he' }, popup: { poptin_fields: FIELDS.map((f) => (f.tag == 'phone' ? { ...f, validation: 'israeli' } : f)) } });
  fillValid();
  type('phone', '+972 (50) 123 4567'); // the basic typing rule keeps it all: 12 digits would pass it
  success();
  submit();
  await settle();
  assert.is(calls.length, 0, 'nothing sent while the rule is on its way');
  assert.is(input('phone').hasAttribute('aria-invalid'), false);
  release();
  await until(() => input('phone').getAttribute('aria-invalid') === 'true');
  assert.is(said('phone'), 'מספר הטלפון שגוי');
  await settle();
  assert.is(calls.length, 0);
});

test('the Israeli phone is a chunk of its own: a form without it does not load it; a failed load is a log line and the basic phone rule', async () => {
  await open();
  assert.not.ok(loaded.includes('features/phone-il'), 'no Israeli phone field, no chunk');
  reset();
  phoneIl = null;
  await open({ popup: { poptin_fields: FIELDS.map((f) => (f.tag == 'phone' ? { ...f, validation: 'israeli' } : f)) } });
  await until(() => warnings.some((w) => w.startsWith('[poptin] features/phone-il.js failed to load')));
  type('phone', '+1 (555) 123-4567');
  assert.is(input('phone').value, '+1 (555) 123-4567', 'the basic phone typing');
  fillValid();
  success();
  submit();
  await until(() => calls.length === 1);
  assert.is(body().phone, '+1 (555) 123-4567', 'the basic rule let it through');
});

test('all fields empty: the form shakes, says why in an alert, and the email field is highlighted and focused until a key press', async () => {
  await open();
  submit();
  await until(() => $('form').classList.contains('lp-sh'));
  assert.ok(input('email').classList.contains('lp-hl'));
  assert.not.ok(input('first_name').classList.contains('lp-hl'));
  const msg = shadow()!.getElementById(input('email').getAttribute('aria-describedby')!)!;
  assert.is(msg.textContent, 'Please fill in the form', 'in words, besides the shake');
  assert.is(msg.getAttribute('role'), 'alert', 'announced to screen readers');
  assert.is(shadow()!.activeElement, input('email'), 'focus on the highlighted field');
  assert.is(calls.length, 0);
  key(65, 'a', input('email'));
  await until(() => !input('email').classList.contains('lp-hl') && !$('form').classList.contains('lp-sh'));
  assert.is(shadow()!.querySelector('form [role=alert]'), null, 'the message goes with the highlight');
  assert.is(input('email').hasAttribute('aria-describedby'), false);
});

test('Hebrew: the empty-form message; email, phone and url inputs read left to right in the right-to-left popup', async () => {
  await open({ req: { lang: 'he' }, popup: { poptin_fields: [...FIELDS, { tag: 'website', name: 'site', label: 'אתר' }] } });
  assert.equal(['email', 'phone', 'site', 'first_name'].map((n) => [input(n).type, input(n).getAttribute('dir')]), [
    ['email', 'ltr'], ['tel', 'ltr'], ['url', 'ltr'], ['text', null],
  ]);
  submit();
  await until(() => shadow()!.querySelector('form [role=alert]'));
  assert.is($('form [role=alert]').textContent, 'נא למלא את הטופס');
});

test('validation messages: email typos, name, phone; aria-invalid + aria-describedby; no native bubble; focus on the first invalid field', async () => {
  await open();
  let invalid = 0;
  shadow()!.addEventListener('invalid', () => invalid++, true);
  type('first_name', 'Dana');
  type('email', 'dana@@shop');
  type('phone', '12-34');
  submit();
  await until(() => input('email').getAttribute('aria-invalid') === 'true');
  assert.is(said('email'), 'There are typos in the email');
  assert.is(said('phone'), 'Please enter a valid phone number');
  assert.is(input('first_name').hasAttribute('aria-invalid'), false);
  // X07: one message per field, the inline one: no reportValidity (it fires invalid events and
  // shows the browser's bubble) and no custom validity
  assert.is(invalid, 0, 'no native validation ran');
  assert.is(input('email').validity.customError, false, 'no custom validity message');
  assert.is(shadow()!.activeElement, input('email'), 'the first invalid field has focus');
  assert.is(calls.length, 0);
  type('first_name', 'R2D2');
  submit();
  await until(() => input('first_name').getAttribute('aria-invalid') === 'true');
  assert.is(said('first_name'), 'Please enter at least 2 or more characters');
  assert.is(shadow()!.activeElement, input('first_name'));
  // fixing them clears the state
  type('first_name', 'Dana');
  type('email', 'dana@shop.example');
  type('phone', '');
  input('checkbox').click();
  success();
  submit();
  await until(() => calls.length === 1);
  await until(() => !input('email').hasAttribute('aria-invalid'));
  assert.is(invalid, 0);
});

test('required empty fields say so', async () => {
  await open();
  type('phone', '5551234');
  submit();
  await until(() => input('email').getAttribute('aria-invalid') === 'true');
  assert.is(said('email'), 'This field is required');
});

test('Hebrew messages', async () => {
  await open({ req: { lang: 'he' } });
  type('first_name', 'דנה');
  type('email', 'not an email');
  submit();
  await until(() => input('email').getAttribute('aria-invalid') === 'true');
  assert.is(said('email'), 'יש שגיאות הקלדה בכתובת האימייל');
  assert.is(input('first_name').hasAttribute('aria-invalid'), false, 'Hebrew letters are a valid name');
});

test('call 6: form-encoded POST with the spec fields, each field by name and newExtraFields', async () => {
  const { events } = await open();
  success();
  fillValid();
  submit();
  await until(() => calls.length === 1);
  assert.is(calls[0].url, 'https://api.example/api/display/conversion/viewer-7');
  assert.is(calls[0].method, 'POST');
  const b = body();
  assert.equal(
    {
      url: b.url, p_target: b.p_target, checkbox_checked: b.checkbox_checked, referrer: b.referrer, previous_url: b.previous_url,
      trigger: b.trigger, poptin_id: b.poptin_id, title: b.title, client_id: b.client_id, visitor: b.visitor,
      origin_landing_page: b.origin_landing_page, previous_visited_pages: b.previous_visited_pages,
      previous_visited_pages_with_current_page: b.previous_visited_pages_with_current_page,
      previous_visited_pages_with_time_stamp: b.previous_visited_pages_with_time_stamp, poptin_view_id: b.poptin_view_id,
    },
    {
      url: 'https://shop.example/products/shoes?utm=1', p_target: 'lead', checkbox_checked: '1', referrer: 'https://search.example/',
      previous_url: 'https://shop.example/', trigger: 'display_after_sec_active', poptin_id: 'abcdefghijklm', title: 'Shoes',
      client_id: 'client-1', visitor: 'user-9', origin_landing_page: 'https://shop.example/',
      previous_visited_pages: 'https://shop.example/',
      previous_visited_pages_with_current_page: 'https://shop.example/|https://shop.example/products/shoes?utm=1',
      previous_visited_pages_with_time_stamp: 'https://shop.example/~1000', poptin_view_id: 'view-42',
    },
  );
  assert.ok(b.browser_language);
  assert.ok(b.operating_system);
  // §7: every key call 6 lists, in the spec's order; the form's fields and newExtraFields last
  assert.equal([...new URLSearchParams(calls[0].body).keys()], [
    'url', 'p_target', 'checkbox_checked', 'referrer', 'previous_url', 'trigger', 'poptin_id', 'title', 'client_id', 'visitor',
    'facebook_messanger_data_ref', 'origin_landing_page', 'previous_visited_pages', 'previous_visited_pages_with_current_page',
    'previous_visited_pages_with_time_stamp', 'all_visited_pages', 'store_integration', 'store_integration_customer_id',
    'browser_language', 'operating_system', 'leader_request_cookie', 'extra_button', 'coupon', 'poptin_view_id',
    'idempotency_key', 'first_name', 'email', 'phone', 'checkbox', 'source', 'newExtraFields',
  ]);
  assert.is(b.all_visited_pages, 'https://shop.example/|https://shop.example/products/shoes?utm=1', 'every kept page, this one included');
  for (const k of ['facebook_messanger_data_ref', 'store_integration', 'store_integration_customer_id', 'leader_request_cookie', 'extra_button', 'coupon'])
    assert.is(b[k], '', k + ' is sent empty: its feature is not in this client yet');
  assert.equal([b.first_name, b.email, b.phone, b.checkbox, b.source], ['Dana', 'dana@shop.example', '+1 (555) 123-4567', '1', 'spring']);
  const extra = JSON.parse(b.newExtraFields);
  assert.is(extra.length, 5);
  assert.equal(extra[1], {
    type: 'email', name: 'email', placeholder: 'you@example.com', value: 'dana@shop.example', created_as: 'email',
    created_version: 5, property_name: 'email_address', id: 'f2',
  });
  await until(() => events.some((e) => e == 'convert'));
  // recorded by features/form/record-conversion.ts: the conversion id, the lower-cased email, the code
  assert.is(getCookie('poptin_conversion_id'), 'c-991');
  assert.is(localStorage.getItem('poptin_converted_email'), 'dana@shop.example');
  assert.ok([...document.head.childNodes].some((n) => n.nodeType == 8 && n.textContent == ' px '), 'the conversion code is in the head');
});

test('submit lock: a second submit within 2000 ms sends nothing', async () => {
  await open();
  // a refused lead (4xx) leaves the form as it was, so it may be sent again after the lock
  respond(() => ({ status: 400, body: { error: 'no' } }));
  fillValid();
  submit();
  submit();
  await answered();
  assert.is(calls.length, 1);
  c.tick(1999);
  submit();
  await settle();
  assert.is(calls.length, 1);
  c.tick(1);
  submit();
  await until(() => calls.length === 2);
});

test('submit lock: held until a slow call 6 settles, and for good after a sent lead', async () => {
  await open({ dp: { poptin_design_thank_screen: { active: 1 } } }); // thanks stays up 60 s
  let answer!: (a: { status?: number; body: unknown }) => void;
  respond((url) => (url.includes('/conversion/') ? new Promise((r) => (answer = r)) : undefined));
  fillValid();
  submit();
  await until(() => calls.length === 1);
  c.tick(5000); // well past SUBMIT_LOCK_MS, call 6 still pending (its timeout is 8 s)
  submit();
  submit();
  await settle();
  assert.is(calls.length, 1, 'no second lead while the first is in flight');
  answer({ status: 400, body: { error: 'refused' } });
  await settle();
  submit(); // a refused lead may be sent again
  await until(() => calls.length === 2);
  answer({ body: { success: true, conversion_id: 'c-1' } });
  await until(() => $('[data-lp=main]').hidden);
  c.tick(5000);
  submit();
  await settle();
  assert.is(calls.length, 2, 'a converted form stays locked');
});

test('thank-you screen: main hides, thanks shows, closes after auto_close_sec with submit (no close event)', async () => {
  const { events } = await open({ dp: { poptin_design_thank_screen: { active: 1, auto_close: 1, auto_close_sec: 3 } } });
  success();
  fillValid();
  submit();
  await until(() => $('[data-lp=main]').hidden && !$('[data-lp=thanks]').hidden);
  c.tick(2999);
  assert.ok(document.querySelector('poptin-root'));
  assert.not.match($('.lp-d').style.animation, /reverse/, 'not closing yet: no exit animation');
  c.tick(1);
  assert.match($('.lp-d').style.animation, /reverse/, 'closing at 3 s');
  c.tick(800);
  assert.is(document.querySelector('poptin-root'), null);
  assert.not.ok(events.some((e) => e.startsWith('close:')), 'a submitted popup reports no close');
  assert.ok(events.includes('removed'));
});

test('thank-you auto close defaults to 5 s; without auto_close it closes after 60 s', async () => {
  let r = await open({ dp: { poptin_design_thank_screen: { active: 1, auto_close: 1 } } });
  success();
  fillValid();
  submit();
  await until(() => $('[data-lp=main]').hidden);
  c.tick(4999);
  assert.ok(shadow()!.querySelector('.lp-d:not([style*=reverse])'));
  c.tick(1);
  await until(() => /reverse/.test($('.lp-d').style.animation));
  reset();
  r = await open({ dp: { poptin_design_thank_screen: { active: 1 } } });
  success();
  fillValid();
  submit();
  await until(() => $('[data-lp=main]').hidden);
  c.tick(59999);
  await settle();
  assert.not.match($('.lp-d').style.animation, /reverse/);
  c.tick(1);
  await until(() => /reverse/.test($('.lp-d').style.animation));
  assert.not.ok(r.events.some((e) => e.startsWith('close:')));
});

test("the form, once sent, asks the screen-flow owner to move on (runtime/flow.ts): when it says no, 'Sent successfully!'", async () => {
  let s: PopupState | undefined;
  form = { ...formModule, Form: (p: formModule.Props) => ((s = p.s), <formModule.Form {...p} />) };
  await open({ dp: { poptin_design_thank_screen: { active: 1 } } });
  let asked = 0;
  // (a flow with no screen after this one says no)
  s!.flow.next = () => (asked++, false);
  success();
  fillValid();
  submit();
  await until(() => $('form button[type=submit]').textContent === 'Sent successfully!');
  assert.is(asked, 1);
  assert.ok($('[data-lp=thanks]').hidden);
  assert.not.ok($('[data-lp=main]').hidden);
});

test("no thank-you screen: 'Sent successfully!' then close after 0.1 s", async () => {
  const { events } = await open();
  success();
  fillValid();
  submit();
  await until(() => $('form button[type=submit]').textContent === 'Sent successfully!');
  c.tick(99);
  assert.not.match($('.lp-d').style.animation, /reverse/);
  c.tick(1);
  c.tick(800);
  assert.is(document.querySelector('poptin-root'), null);
  assert.not.ok(events.some((e) => e.startsWith('close:')));
});

test('Hebrew: the Hebrew sent text, and 2 s before closing for non-click targets (0.1 s for click)', async () => {
  await open({ req: { lang: 'he' } });
  success();
  fillValid();
  submit();
  await until(() => $('form button[type=submit]').textContent === 'נשלח בהצלחה!');
  c.tick(1999);
  assert.not.match($('.lp-d').style.animation, /reverse/);
  c.tick(1);
  await until(() => /reverse/.test($('.lp-d').style.animation));
  reset();
  await open({ req: { lang: 'he' }, popup: { poptin_target: 'click' } });
  success();
  fillValid();
  submit();
  await until(() => $('form button[type=submit]').textContent === 'נשלח בהצלחה!');
  c.tick(100);
  await until(() => /reverse/.test($('.lp-d').style.animation));
});

test('redirect after 200 ms with the form data as a query string, in a new window', async () => {
  const { events } = await open({
    dp: {
      poptin_design_redirect: 1, poptin_design_redirect_url: 'shop.example/welcome?from={conversion_path}',
      poptin_design_redirect_send_form_data: 1, poptin_design_redirect_new_window: 1,
    },
  });
  success();
  fillValid();
  submit();
  // the redirect timer is set in the same step as the conversion report
  await until(() => events.some((e) => e == 'convert'));
  c.tick(199);
  assert.equal(went, []);
  c.tick(1);
  assert.is(went.length, 1);
  const [url, flag] = went[0].split(' (');
  assert.is(flag, 'new window)');
  const u = new URL(url);
  assert.is(u.origin + u.pathname, 'http://shop.example/welcome');
  assert.is(u.searchParams.get('from'), '/products/shoes');
  assert.is(u.searchParams.get('email'), 'dana@shop.example');
  assert.is(u.searchParams.get('first_name'), 'Dana');
});

test('§5: the 40-character name limit applies to a required name only', async () => {
  await open({ popup: { poptin_fields: [{ tag: 'first_name', label: 'First name', id: 'f1' }, FIELDS[1]] } });
  assert.is(input('first_name').maxLength, -1, 'optional: no limit');
  assert.is(input('first_name').title, '', 'optional: no name rule to explain');
});

test('P21 under reduced motion: the popup goes at once after 0.1 s, the 200 ms redirect still runs', async () => {
  media['(prefers-reduced-motion: reduce)'] = true;
  const { events } = await open({ dp: { poptin_design_redirect: 1, poptin_design_redirect_url: 'https://shop.example/welcome' } });
  success();
  fillValid();
  submit();
  await until(() => events.some((e) => e == 'convert'));
  c.tick(100);
  assert.not.ok(shadow(), 'removed at 0.1 s, no exit animation');
  c.tick(99);
  assert.equal(went, []);
  c.tick(1);
  assert.equal(went, ['https://shop.example/welcome']);
});

test('a redirect to poptin:ID launches another popup; javascript: is refused', async () => {
  const r = await open({ dp: { poptin_design_redirect: 1, poptin_design_redirect_url: 'poptin:zyxwvutsrqpon' } });
  success();
  fillValid();
  submit();
  await until(() => r.events.some((e) => e == 'convert'));
  c.tick(200);
  assert.ok(r.events.includes('launch:zyxwvutsrqpon'));
  reset();
  await open({ dp: { poptin_design_redirect: 1, poptin_design_redirect_url: ' JavaScript:alert(document.cookie)' } });
  success();
  fillValid();
  submit();
  await until(() => calls.length === 1);
  await until(() => warnings.includes('[poptin] Redirect refused: unsafe scheme'));
  c.tick(1000);
  assert.equal(went, []);
});

test('issue 20: features/lead.js failed to load (offline), the browser online: asked again 2 s later, the lead sent at once', async () => {
  await open({ dp: { poptin_design_thank_screen: { active: 1 } } });
  respond((url) => (url.includes('/conversion/') ? { body: { success: true, conversion_id: 'c-9' } } : undefined));
  leadFails = 2; // the first input's load and the submit's
  fillValid();
  submit();
  await until(() => warnings.some((w) => w.startsWith('[poptin] Lead kept until the browser is online')));
  assert.equal(Object.keys(localStorage).filter((k) => k.startsWith('poptin_lead_')).length, 1, 'kept');
  assert.is(calls.length, 0);
  c.tick(2000);
  await answered();
  assert.equal(Object.keys(localStorage).filter((k) => k.startsWith('poptin_lead_')), [], 'acknowledged');
  assert.is(getCookie('poptin_conversion_id'), 'c-9');
});

test('§8: an exception during submit is logged and the redirect still runs', async () => {
  const { events } = await open({ dp: { poptin_design_redirect: 1, poptin_design_redirect_url: 'https://x.example/next' } });
  lead = {
    send: () => {
      throw new Error('boom');
    },
  };
  fillValid();
  submit();
  await until(() => warnings.some((w) => w.startsWith('[poptin] Submit failed')));
  c.tick(200);
  assert.equal(went, ['https://x.example/next']);
  assert.not.ok(events.some((e) => e == 'convert'));
});

test('no lead lost: 500, then a retry after 2 s with the same key is acknowledged; the visitor sees the thank-you at once', async () => {
  const { events } = await open({ dp: { poptin_design_thank_screen: { active: 1 } } });
  let n = 0;
  respond((url) => (url.includes('/conversion/') ? (n++ ? { body: { success: true, conversion_id: 'c-7' } } : { status: 500, body: {} }) : undefined));
  fillValid();
  submit();
  await answered();
  assert.ok(warnings.includes('[poptin] Conversion failed'), '§8: logged');
  // §8: nothing about the failure is shown; the lead is kept, so the visitor is thanked
  await until(() => $('[data-lp=main]').hidden && !$('[data-lp=thanks]').hidden);
  assert.ok(events.some((e) => e == 'convert'), 'the popup counts as submitted');
  const key = body().idempotency_key;
  assert.match(key, /^[a-z0-9]{8,}$/);
  assert.ok(localStorage.getItem('poptin_lead_' + key), 'the lead waits in local storage');
  assert.equal(Object.keys(localStorage).filter((k) => k.startsWith('poptin_lead')), ['poptin_lead_' + key], 'one record for the lead (issue 20)');
  assert.is(getCookie('poptin_conversion_id'), '', 'no conversion id before the server acknowledges');
  c.tick(1999);
  await settle();
  assert.is(calls.length, 1);
  c.tick(1);
  await answered(2);
  assert.is(body(1).idempotency_key, key, 'the same lead, the same key');
  assert.is(calls[1].body, calls[0].body, 'the same body');
  assert.is(localStorage.getItem('poptin_lead_' + key), null, 'acknowledged: gone');
  assert.equal(Object.keys(localStorage).filter((k) => k.startsWith('poptin_lead')), [], 'nothing left for the next page view');
  assert.is(getCookie('poptin_conversion_id'), 'c-7');
});

test('P16: preview: submission disabled with a notice, no call', async () => {
  await open({ req: { preview: true } });
  fillValid();
  submit();
  // (the form's polite 'sent' region is a role=status too: wait for the notice itself)
  await until(() => shadow()!.querySelector('form .lp-er[role=status]'));
  assert.is($('form .lp-er[role=status]').textContent, 'Submission is disabled in preview.');
  await settle();
  assert.is(calls.length, 0);
});

test('call 6: a field named like a call-6 key travels only in newExtraFields (no duplicate key)', async () => {
  await open({
    popup: {
      poptin_fields: [
        { tag: 'email', label: 'Email', required: 1 },
        { tag: 'text', name: 'title', label: 'Job title' },
        { tag: 'text', name: 'coupon', label: 'Coupon' },
      ],
    },
  });
  success();
  type('email', 'dana@shop.example');
  type('title', 'CTO');
  type('coupon', 'SPRING');
  submit();
  await until(() => calls.length === 1);
  const q = new URLSearchParams(calls[0].body);
  assert.equal(q.getAll('title'), ['Shoes'], 'the page title, once');
  assert.equal(q.getAll('coupon'), [''], 'the empty §7 coupon key, once');
  assert.is(q.get('email'), 'dana@shop.example');
  const extra = JSON.parse(q.get('newExtraFields')!);
  assert.equal(extra.map((x: { name: string; value: string }) => [x.name, x.value]), [['email', 'dana@shop.example'], ['title', 'CTO'], ['coupon', 'SPRING']]);
  assert.ok(warnings.includes('[poptin] Field name collides: title'));
  assert.ok(warnings.includes('[poptin] Field name collides: coupon'));
});

test('no lead is lost: the lead is in storage during the wait for call 5\'s view id, then sent with it', async () => {
  let view: ((v: string) => void) | undefined;
  await open({ req: { onView: () => new Promise<string>((r) => (view = r)) } });
  await until(() => !!view); // call 5 is on its way
  success();
  fillValid();
  submit();
  await settle();
  assert.is(calls.length, 0, 'waiting for the view id');
  // the visitor could leave now: the next page view's loader finds the lead, its one record
  const keys = Object.keys(localStorage).filter((k) => k.startsWith('poptin_lead'));
  assert.is(keys.length, 1);
  const kept = JSON.parse(localStorage.getItem(keys[0])!);
  assert.is(new URLSearchParams(kept.b).get('email'), 'dana@shop.example');
  assert.ok(kept.t > Date.now(), 'leased: no other tab sends it during the wait');
  view!('v-123');
  await until(() => calls.length === 1);
  assert.is(body().poptin_view_id, 'v-123');
  await until(() => !Object.keys(localStorage).some((k) => k.startsWith('poptin_lead_')));
});

test('call 6: waits at most 3000 ms for a hanging call 5, then sends poptin_view_id empty', async () => {
  await open({ req: { onView: () => new Promise<string>(() => {}) } });
  success();
  fillValid();
  submit();
  await settle();
  c.tick(2999);
  await settle();
  assert.is(calls.length, 0, 'still waiting for the view id');
  c.tick(1);
  await until(() => calls.length === 1);
  assert.is(body().poptin_view_id, '');
  assert.is(body().email, 'dana@shop.example');
});

test('call 6: sent with keepalive (the lead survives an unload); a body over 64 KiB goes without', async () => {
  await open();
  const kept: (boolean | undefined)[] = [];
  respond((url, init) => (kept.push(init.keepalive), url.includes('/conversion/') ? { body: { success: false } } : undefined));
  fillValid();
  submit();
  await until(() => kept.length === 1);
  assert.equal(kept, [true]);
  reset();
  kept.length = 0;
  await open({ popup: { poptin_fields: [...FIELDS.slice(0, 4), { tag: 'hidden', name: 'source', value: 'x'.repeat(70000) }] } });
  respond((_, init) => (kept.push(init.keepalive), { body: { success: false } }));
  fillValid();
  submit();
  await until(() => kept.length === 1);
  assert.equal(kept, [false]);
});

test('call 6 answer: only success true acknowledges; ids and codes only when strings', async () => {
  let r = await open();
  respond(() => ({ body: { success: 'false', conversion_id: 'c-1' } }));
  fillValid();
  submit();
  await answered();
  assert.is(getCookie('poptin_conversion_id'), '', 'no acknowledgement');
  assert.ok(localStorage.getItem('poptin_lead_' + body().idempotency_key), 'kept to be sent again');
  reset();
  r = await open();
  respond(() => ({ body: { success: true, conversion_id: 991, integration: { conversion_code: { html: '<script>' } } } }));
  fillValid();
  submit();
  await until(() => r.events.some((e) => e == 'convert'));
  assert.is(getCookie('poptin_conversion_id'), '', 'a number is no conversion id');
  assert.is(document.head.querySelector('script'), null, 'an object is no conversion code');
  assert.is(localStorage.getItem('poptin_converted_email'), 'dana@shop.example');
  assert.is(localStorage.getItem('poptin_lead_' + body().idempotency_key), null, 'acknowledged');
});

test('call 6: the viewer id is encoded into the path; without one no request and a log line', async () => {
  await open({ popup: { viewer_id: 'a/b c?d' } });
  success();
  fillValid();
  submit();
  await until(() => calls.length === 1);
  assert.is(calls[0].url, 'https://api.example/api/display/conversion/a%2Fb%20c%3Fd');
  for (const viewer_id of [undefined, '', 42]) {
    reset();
    const r = await open({ popup: { viewer_id: viewer_id as string } });
    success();
    fillValid();
    submit();
    await until(() => warnings.includes('[poptin] Missing viewer id'));
    await settle();
    assert.is(calls.length, 0, String(viewer_id));
    assert.not.ok(r.events.some((e) => e == 'convert'));
    assert.is($('form button[type=submit]').textContent, 'Join', 'the form stays as it was');
  }
});

test('checkboxes: each checkbox field keeps its own state', async () => {
  await open({
    popup: {
      poptin_fields: [
        { tag: 'email', label: 'Email', required: 1 },
        { tag: 'checkbox', name: 'news', label: 'News' },
        { tag: 'checkbox', name: 'terms', label: 'Terms' },
      ],
    },
  });
  input('terms').click();
  await until(() => input('terms').checked);
  await settle();
  assert.is(input('news').checked, false, 'the other checkbox is untouched');
  success();
  type('email', 'dana@shop.example');
  submit();
  await until(() => calls.length === 1);
  assert.equal([body().news, body().terms], ['', '1']);
});

test('§9: the thank-you screen fades in; the fade class goes after 800 ms; none under reduced motion', async () => {
  await open({ dp: { poptin_design_thank_screen: { active: 1 } } });
  success();
  fillValid();
  submit();
  await until(() => !$('[data-lp=thanks]').hidden);
  assert.ok($('[data-lp=thanks]').classList.contains('lp-tf'));
  assert.match(sheetText(shadow()), /\.lp-tf\{animation:lp-fade 800ms\}/);
  c.tick(799);
  assert.ok($('[data-lp=thanks]').classList.contains('lp-tf'));
  c.tick(1);
  assert.not.ok($('[data-lp=thanks]').classList.contains('lp-tf'));
  reset();
  media['(prefers-reduced-motion: reduce)'] = true;
  await open({ dp: { poptin_design_thank_screen: { active: 1 } } });
  success();
  fillValid();
  submit();
  await until(() => !$('[data-lp=thanks]').hidden);
  assert.not.ok($('[data-lp=thanks]').classList.contains('lp-tf'));
});

test('X05: a form holds at most 50 fields; the rest are logged once and neither shown nor sent', async () => {
  const many: Field[] = Array.from({ length: 10000 }, (_, i) => ({ tag: i ? 'text' : 'email', name: 'f' + i, label: 'F' + i }));
  await open({ popup: { poptin_fields: many } });
  await until(() => shadow()!.querySelectorAll('form input').length == 50); // 10 a frame
  await settle();
  assert.is(shadow()!.querySelectorAll('form input').length, 50);
  assert.ok(input('f49'));
  assert.is(shadow()!.querySelector('form [name=f50]'), null);
  assert.equal(warnings.filter((w) => w.startsWith('[poptin] Form fields over 50')), ['[poptin] Form fields over 50 ignored']);
  success();
  type('f0', 'dana@shop.example');
  type('f1', 'x');
  submit();
  await until(() => calls.length === 1);
  const b = new URLSearchParams(calls[0].body);
  assert.is(JSON.parse(b.get('newExtraFields')!).length, 50);
  assert.is(b.get('f49'), '');
  assert.is(b.has('f50'), false);
  assert.is(warnings.filter((w) => w.startsWith('[poptin] Form fields over')).length, 1, 'logged once, re-renders included');
});

test('security item 3: a form at the cap draws 10 fields before the popup goes on the page, the rest 10 a frame', async () => {
  const many: Field[] = Array.from({ length: 50 }, (_, i) => ({ tag: i ? 'text' : 'email', name: 'f' + i, label: 'F' + i }));
  // each render of the form: the fields it was asked for, and whether the popup was on the page
  const renders: string[] = [];
  const Form = (p: formModule.Props) => (renders.push(p.rows + (document.querySelector('poptin-root') ? ' shown' : '')), <formModule.Form {...p} />);
  const f = request({ popup: { poptin_fields: many } });
  const h = await show(f.req, { load: sanitizing(async (p) => (p === 'features/form' ? { ...formModule, Form } : { default: format5 })), timer: c.timer });
  assert.ok(h);
  assert.is(renders[0], '10', 'the first ten, off the page');
  assert.ok(renders.every((r) => r == '10' || r.endsWith('shown')), renders.join());
  // a submit before the last fields are drawn does nothing (no call 6, no error)
  const errors: unknown[] = [];
  const onError = (e: ErrorEvent) => errors.push(e.error);
  window.addEventListener('error', onError);
  success();
  type('f0', 'dana@shop.example');
  submit();
  await settle();
  window.removeEventListener('error', onError);
  assert.equal([calls.length, errors], [0, []]);
  await until(() => shadow()!.querySelectorAll('form input').length === 50);
  assert.equal([...new Set(renders.map((r) => r.split(' ')[0]))], ['10', '20', '30', '40', '50']);
});

test('call 6 body: linear in the fields (a Set of the fixed keys); fields may share a name with each other', () => {
  const f = request({ popup: { poptin_fields: [] } });
  const n = 20000;
  const fields: Field[] = Array.from({ length: n }, (_, i) => ({ tag: 'checkbox', name: i % 2 ? 'likes' : 'url' }));
  // a lookup in the body itself (URLSearchParams has/get/getAll) scans every pair in it: per
  // field, that is quadratic; the fixed keys are looked up in a Set, once per field (counted,
  // not timed: a timed assertion fails on a busy machine)
  const P = URLSearchParams.prototype as any;
  const scans = { n: 0 };
  const real = ['has', 'get', 'getAll'].map((k) => [k, P[k]] as const);
  for (const [k, fn] of real) P[k] = function (this: URLSearchParams, ...a: unknown[]) { scans.n++; return fn.apply(this, a); };
  const has = Set.prototype.has;
  let lookups = 0;
  Set.prototype.has = function (this: Set<unknown>, v: unknown) { lookups++; return has.call(this, v); };
  let b: URLSearchParams;
  try {
    b = conversionBody(f.req, fields, fields.map(() => '1'), false, '', navigator, 'k');
  } finally {
    for (const [k, fn] of real) P[k] = fn;
    Set.prototype.has = has;
  }
  assert.is(scans.n, 0, 'no lookup in the growing body');
  // (a collision's log line looks up its once-per-page Set too)
  assert.ok(lookups >= n && lookups <= 2 * n, lookups + ' Set lookups for ' + n + ' fields');
  assert.is(b.getAll('likes').length, n / 2, 'a checkbox group is a list');
  assert.equal(b.getAll('url'), ['https://shop.example/products/shoes?utm=1'], 'a field named like a key is not sent by name');
});

test('X02: every --lp-* custom property the form reads is reset on :host', async () => {
  await open();
  const css = sheetText(shadow());
  const read = [...new Set(Array.from(css.matchAll(/var\((--lp-[\w-]+)/g), (m) => m[1]))];
  assert.ok(read.length >= 2, 'the form reads --lp-accent and --lp-accent-ink');
  const host = /:host\{([^}]*)\}/.exec(css)![1];
  for (const v of read) assert.ok(host.includes(v + ':initial'), v);
});

test.run();
