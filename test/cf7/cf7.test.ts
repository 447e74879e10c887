// C01–C04 the plugin's front end (src/cf7/cf7.ts) in jsdom, on the plugin's markup: init (the
// js class, the live region, one schema per form id, inserted forms after 50 ms), the §3.2
// statuses and wpcf7statuschanged, the schema's errors on change and before a send (C02), call 7
// with the plugin's events and their detail, call 8 on reset, captcha and quiz refreshed (C03),
// and the two §8 errors and a server error keeping what was typed (C04).
import { calls, respond, reset, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const W = window as any;
W.wpcf7 = { api: { root: 'https://site.example/wp-json/', namespace: 'contact-form-7/v1' } };

const SCHEMA = {
  version: 'Contact Form 7 SWV Schema 2024-10',
  rules: [
    { rule: 'required', field: 'your-name', error: 'Fill in your name.' },
    { rule: 'required', field: 'your-email', error: 'Fill in your email.' },
    { rule: 'email', field: 'your-email', error: 'Not an email.' },
    { rule: 'maxlength', field: 'your-message', error: 'Too long.', threshold: '10' },
  ],
};

/** the plugin's markup of form `id` (unit tag wpcf7-f<id>-o<o>) */
const markup = (id: number, o = 1, lang = 'en-US', dir = 'ltr') => `<div class="wpcf7 no-js" id="wpcf7-f${id}-o${o}" lang="${lang}" dir="${dir}">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>
<form action="/contact/#wpcf7-f${id}-o${o}" method="post" class="wpcf7-form init" novalidate data-status="init">
<div hidden><input type="hidden" name="_wpcf7" value="${id}"><input type="hidden" name="_wpcf7_version" value="5.9.8"><input type="hidden" name="_wpcf7_locale" value="en_US"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f${id}-o${o}"><input type="hidden" name="_wpcf7_container_post" value="12"><input type="hidden" name="_wpcf7_posted_data_hash" value=""></div>
<p><label for="n${o}">Name</label><span class="wpcf7-form-control-wrap" data-name="your-name"><input id="n${o}" class="wpcf7-form-control" aria-invalid="false" name="your-name"></span></p>
<p><label for="e${o}">Email</label><span class="wpcf7-form-control-wrap" data-name="your-email"><input id="e${o}" class="wpcf7-form-control" aria-invalid="false" name="your-email"></span></p>
<p><label for="m${o}">Message</label><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea id="m${o}" class="wpcf7-form-control" aria-invalid="false" name="your-message"></textarea></span></p>
<p><span class="wpcf7-form-control-wrap" data-name="quiz-1"><label><span class="wpcf7-quiz-label">1+1?</span> <input class="wpcf7-form-control wpcf7-quiz" name="quiz-1" aria-invalid="false"></label><input type="hidden" name="_wpcf7_quiz_answer_quiz-1" value="h1"></span></p>
<p><input type="text" name="captcha-1" value=""><img class="wpcf7-captcha-captcha-1" src="/c/1.png" alt=""><input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="1"></p>
<p><button type="submit" name="go" value="yes">Send</button></p>
<div class="wpcf7-response-output" aria-hidden="true"></div>
</form></div>`;

type Handler = (url: string, init: RequestInit) => any;
/** answers: the schema by id (SCHEMA unless `schema` says otherwise), refill [], feedback by `fb` */
const serve = (fb: Handler, schema: (id: string) => any = () => SCHEMA) =>
  respond((url, init) => {
    const m = /contact-forms\/(\d+)\/(feedback\/schema|refill|feedback)$/.exec(url.replace(/&.*$/, ''));
    if (!m) return undefined;
    if (m[2] == 'feedback/schema') return schema(m[1]) ? { body: schema(m[1]) } : undefined;
    if (m[2] == 'refill') return { body: [] };
    return fb(url, init);
  });

const events: { type: string; detail: any }[] = [];
for (const n of 'beforesubmit submit invalid unaccepted spam aborted mailsent mailfailed statuschanged reset'.split(' ')) document.addEventListener('wpcf7' + n, (e: any) => events.push({ type: e.type, detail: e.detail }));
document.addEventListener('lp-conversion', (e) => events.push({ type: e.type, detail: null }));
const types = () => events.filter((e) => e.type != 'wpcf7statuschanged').map((e) => e.type.replace('wpcf7', ''));

let nextId = 100;
/** a fresh form on a blank page (a new id: schemas are cached per id), started */
async function page(fb: Handler = () => ({ body: { status: 'mail_sent', message: 'Thanks.' } }), opts: { lang?: string; dir?: string; schema?: (id: string) => any } = {}) {
  reset();
  events.length = 0;
  serve(fb, opts.schema);
  const id = nextId++;
  document.body.innerHTML = markup(id, 1, opts.lang, opts.dir);
  const form = document.querySelector('form')!;
  await until(() => form.parentElement!.classList.contains('js'));
  await settle();
  return { form, id, $: (s: string) => form.querySelector<HTMLInputElement>(s)! };
}
const fill = (form: HTMLFormElement, v: Record<string, string>) => Object.entries(v).forEach(([k, x]) => (form.querySelector<HTMLInputElement>(`[name="${k}"]`)!.value = x));
const change = (el: Element) => el.dispatchEvent(new Event('change', { bubbles: true }));
const submit = (form: HTMLFormElement) => form.requestSubmit(form.querySelector('button')!);
const out = (form: HTMLFormElement) => form.querySelector('.wpcf7-response-output')!;
const posts = () => calls.filter((c) => c.method == 'POST');

// the module starts on import, on the forms already there; its observer of inserted markup is
// kept, to stop it when the file ends (a scan 50 ms after a change would run in the lane's next
// file, which has no document)
document.body.innerHTML = markup(1);
serve(() => undefined);
const observers: MutationObserver[] = [];
const MO = globalThis.MutationObserver;
globalThis.MutationObserver = class extends MO {
  constructor(cb: MutationCallback) {
    super(cb);
    observers.push(this);
  }
};
await import('../../src/cf7/cf7');
globalThis.MutationObserver = MO;

test('init: no-js to js, the response output a live region, wpcf7.init, the schema fetched once per form id', async () => {
  await until(() => document.querySelector('.wpcf7.js'));
  reset();
  serve(() => undefined);
  document.body.innerHTML = markup(50, 1) + markup(50, 2);
  await until(() => document.querySelectorAll('.wpcf7.js').length == 2);
  await settle();
  const o = out(document.querySelector('form')!);
  assert.is(o.getAttribute('role'), 'status');
  assert.not.ok(o.hasAttribute('aria-hidden'));
  assert.is(typeof W.wpcf7.init, 'function');
  assert.equal(calls.map((c) => c.url), ['https://site.example/wp-json/contact-form-7/v1/contact-forms/50/feedback/schema']);
});

test('inserted markup (a popup, an ajax page) starts 50 ms after the last insertion, each form once', async () => {
  await page();
  const box = document.createElement('div');
  document.body.append(box);
  box.innerHTML = markup(nextId++, 2);
  const t0 = Date.now();
  await until(() => box.querySelector('.wpcf7.js'));
  assert.ok(Date.now() - t0 >= 45, 'after the debounce');
  const f = box.querySelector('form')!;
  W.wpcf7.init(f);
  fill(f, { 'your-name': 'a', 'your-email': 'a@b.co' });
  submit(f);
  await until(() => f.dataset.status == 'sent');
  assert.is(posts().length, 1, 'one listener: one send');
});

test('C02 on change: the schema\'s error under the field, aria-invalid, aria-describedby; the fields before it too; validating meanwhile', async () => {
  const { form, $ } = await page();
  fill(form, { 'your-email': 'nope' });
  change($('[name="your-email"]'));
  const tip = form.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')!;
  assert.is(tip.textContent, 'Not an email.');
  assert.is($('[name="your-email"]').getAttribute('aria-invalid'), 'true');
  assert.is($('[name="your-email"]').getAttribute('aria-describedby'), tip.id);
  assert.is(tip.id, `wpcf7-f${nextId - 1}-o1-ve-your-email`);
  assert.ok($('[name="your-email"]').classList.contains('wpcf7-not-valid'));
  assert.is(form.querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')!.textContent, 'Fill in your name.', 'a field before it');
  assert.not.ok(form.querySelector('[data-name="your-message"] .wpcf7-not-valid-tip'), 'not the ones after');
  assert.equal(events.filter((e) => e.type == 'wpcf7statuschanged').map((e) => [e.detail.prevStatus, e.detail.status]), [['init', 'validating'], ['validating', 'init']]);
  assert.is(form.dataset.status, 'init');
  assert.ok(form.classList.contains('init') && !form.classList.contains('validating'));
  fill(form, { 'your-email': 'a@b.co', 'your-name': 'Noa' });
  change($('[name="your-email"]'));
  assert.is(form.querySelectorAll('.wpcf7-not-valid-tip').length, 0);
  assert.is($('[name="your-email"]').getAttribute('aria-invalid'), 'false');
  assert.not.ok($('[name="your-email"]').hasAttribute('aria-describedby'));
});

test('C02 before a send: nothing sent, invalid, wpcf7invalid and wpcf7submit with the plugin\'s detail, the message, focus to the first invalid field', async () => {
  const { form, id, $ } = await page();
  fill(form, { 'your-email': 'a@b.co', 'your-message': 'far too long' });
  submit(form);
  await settle();
  assert.is(posts().length, 0);
  assert.is(form.dataset.status, 'invalid');
  assert.ok(form.classList.contains('invalid') && !form.classList.contains('init'));
  assert.equal(types(), ['invalid', 'submit']);
  const d = events[events.length - 1].detail;
  assert.is(d.contactFormId, id);
  assert.is(d.unitTag, `wpcf7-f${id}-o1`);
  assert.is(d.pluginVersion, '5.9.8');
  assert.is(d.contactFormLocale, 'en_US');
  assert.is(d.containerPostId, 12);
  assert.is(d.status, 'validation_failed');
  assert.equal(d.apiResponse.invalid_fields.map((f: any) => f.field), ['your-name', 'your-message']);
  assert.ok(d.formData instanceof FormData);
  assert.ok(d.inputs.some((i: any) => i.name == 'your-email' && i.value == 'a@b.co'));
  assert.not.ok(d.inputs.some((i: any) => i.name[0] == '_'), 'no hidden _wpcf7 inputs');
  assert.is(out(form).textContent, 'There was a problem with your submission. Please check the fields marked below.');
  assert.is(document.activeElement, $('[name="your-name"]'));
});

test('C03 sent: POST FormData (with the submitter), beforesubmit then submitting, mailsent, the hash, the conversion, reset and call 8, sent again', async () => {
  let body: FormData | undefined;
  const { form, id, $ } = await page((_, init) => ((body = init.body as FormData), { body: { status: 'mail_sent', message: 'Thank you.', posted_data_hash: 'abc123' } }));
  fill(form, { 'your-name': 'Noa', 'your-email': 'a@b.co' });
  submit(form);
  assert.is(form.dataset.status, 'submitting');
  assert.equal(types(), ['beforesubmit']);
  await until(() => events.some((e) => e.type == 'wpcf7reset'));
  assert.is(posts()[0].url, `https://site.example/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`);
  assert.is(body!.get('your-name'), 'Noa');
  assert.is(body!.get('_wpcf7_unit_tag'), `wpcf7-f${id}-o1`);
  assert.is(body!.get('go'), 'yes', 'the submitter');
  assert.equal(types(), ['beforesubmit', 'mailsent', 'submit', 'lp-conversion', 'reset']);
  const sent = events.find((e) => e.type == 'wpcf7mailsent')!.detail;
  assert.is(sent.status, 'mail_sent');
  assert.is(sent.apiResponse.message, 'Thank you.');
  assert.is($('[name="_wpcf7_posted_data_hash"]').value, 'abc123');
  assert.is(out(form).textContent, 'Thank you.');
  assert.is(form.dataset.status, 'sent');
  assert.ok(calls.some((c) => c.url.endsWith(`/contact-forms/${id}/refill`)));
  assert.equal(
    events.filter((e) => e.type == 'wpcf7statuschanged').map((e) => e.detail.status),
    ['submitting', 'sent', 'resetting', 'sent'],
  );
  assert.is($('[name="your-name"]').value, '', 'reset');
});

test('C01 each answer\'s status: the class, data-status and the plugin\'s event', async () => {
  const cases: [string, string, string[]][] = [
    ['validation_failed', 'invalid', ['beforesubmit', 'invalid', 'submit']],
    ['acceptance_missing', 'unaccepted', ['beforesubmit', 'unaccepted', 'submit']],
    ['spam', 'spam', ['beforesubmit', 'spam', 'submit']],
    ['aborted', 'aborted', ['beforesubmit', 'aborted', 'submit']],
    ['mail_failed', 'failed', ['beforesubmit', 'mailfailed', 'submit']],
    ['payment_required', 'payment-required', ['beforesubmit', 'submit']],
    ['on_hold', 'custom-on-hold', ['beforesubmit', 'submit']],
  ];
  for (const [answer, shown, evs] of cases) {
    const { form } = await page(() => ({ body: { status: answer, message: 'm ' + answer, invalid_fields: answer == 'validation_failed' ? [{ field: 'your-message', message: 'Server says no.' }] : undefined } }), { schema: () => undefined });
    submit(form);
    await until(() => form.dataset.status != 'submitting');
    assert.is(form.dataset.status, shown, answer);
    assert.ok(form.classList.contains(shown) && !form.classList.contains('submitting'), answer);
    assert.equal(types(), evs, answer);
    assert.is(out(form).textContent, 'm ' + answer);
    if (answer == 'validation_failed') {
      assert.is(form.querySelector('[data-name="your-message"] .wpcf7-not-valid-tip')!.textContent, 'Server says no.');
      assert.is(document.activeElement, form.querySelector('[name="your-message"]'));
    }
  }
});

test('no schema (a 404): server validation only; one send at a time', async () => {
  let release = () => {};
  const { form } = await page(() => new Promise((r) => (release = () => r({ body: { status: 'mail_sent', message: 'ok' } }))), { schema: () => undefined });
  submit(form);
  submit(form);
  await settle();
  assert.is(posts().length, 1);
  release();
  await until(() => form.dataset.status == 'sent');
});

test('C04 offline: fetch_error\'s message, failed, what was typed kept; then a send that works', async () => {
  let up = false;
  const { form, $ } = await page(() => {
    if (!up) throw new Error('offline');
    return { body: { status: 'mail_sent', message: 'ok' } };
  });
  fill(form, { 'your-name': 'Noa', 'your-email': 'a@b.co' });
  submit(form);
  await until(() => form.dataset.status == 'failed');
  assert.is(out(form).textContent, 'You are probably offline.');
  assert.is($('[name="your-name"]').value, 'Noa');
  assert.equal(types(), ['beforesubmit']);
  up = true;
  submit(form);
  await until(() => form.dataset.status == 'sent');
});

test('C04 not JSON: invalid_json\'s message; a 500 page: kept; a 4xx with a message: the server\'s', async () => {
  for (const [a, said] of [
    [{ body: '<html>oops' }, 'The response is not a valid JSON response.'],
    [{ status: 500, body: '<html>critical error' }, 'Your message was not sent, and what you typed is kept. Please try again.'],
    [{ status: 404, body: { code: 'wpcf7_not_found', message: 'The requested contact form was not found.' } }, 'The requested contact form was not found.'],
  ] as const) {
    const { form, $ } = await page(() => a);
    fill(form, { 'your-name': 'Noa', 'your-email': 'a@b.co' });
    submit(form);
    await until(() => form.dataset.status == 'failed');
    assert.is(out(form).textContent, said);
    assert.is($('[name="your-email"]').value, 'a@b.co');
  }
});

test('Hebrew on a Hebrew form: the wrapper\'s lang', async () => {
  const { form } = await page(() => {
    throw new Error('offline');
  }, { lang: 'he-IL', dir: 'rtl' });
  fill(form, { 'your-name': 'נועה', 'your-email': 'a@b.co' });
  submit(form);
  await until(() => form.dataset.status == 'failed');
  assert.is(out(form).textContent, 'כנראה שאין חיבור לאינטרנט.');
});

test('captcha and quiz refreshed from the answer', async () => {
  const { form, $ } = await page(() => ({ body: { status: 'validation_failed', message: 'no', captcha: { 'captcha-1': 'https://site.example/c/734.png' }, quiz: { 'quiz-1': ['2+2?', 'h2'] } } }), { schema: () => undefined });
  fill(form, { 'quiz-1': '3', 'captcha-1': 'xyz' });
  submit(form);
  await until(() => form.dataset.status == 'invalid');
  assert.is($('[name="quiz-1"]').value, '');
  assert.is(form.querySelector('.wpcf7-quiz-label')!.textContent, '2+2?');
  assert.is($('[name="_wpcf7_quiz_answer_quiz-1"]').value, 'h2');
  assert.is($('[name="captcha-1"]').value, '');
  assert.is(form.querySelector('img')!.getAttribute('src'), 'https://site.example/c/734.png');
  assert.is($('[name="_wpcf7_captcha_challenge_captcha-1"]').value, '734');
});

test('a cached page resets at start (call 8); a root with ? takes the path with &', async () => {
  W.wpcf7.cached = 1;
  W.wpcf7.api.root = 'https://site.example/index.php?rest_route=/';
  try {
    const { id } = await page();
    await until(() => calls.some((c) => c.url.includes('refill')));
    assert.ok(calls.some((c) => c.url == `https://site.example/index.php?rest_route=/contact-form-7/v1/contact-forms/${id}/refill`));
    assert.ok(events.some((e) => e.type == 'wpcf7reset'));
  } finally {
    delete W.wpcf7.cached;
    W.wpcf7.api.root = 'https://site.example/wp-json/';
  }
});

// no new scan once the file ends; the one already due (50 ms after the last change) runs out here
test.after(async () => {
  observers.forEach((o) => o.disconnect());
  await new Promise((r) => setTimeout(r, 100));
});

test.run();
