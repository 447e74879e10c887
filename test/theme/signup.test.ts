// T15 the newsletter sign-up (src/theme/signup, docs/theme.md "Newsletter sign-up"; spec §3.9,
// §4.8, §5.4, §7 call 13, §8): the rules (names required when present, the one email rule, the
// native check, a required custom field, a group's one choice; hidden fields skipped and listed),
// the errors beside their fields, call 13's body, the busy button against a double submit, the
// outcomes (success shown and focused, the server's error as given, the empty reply's 'failed',
// a 5xx or a network failure 'kept' with every field as typed), the conversion event, and the
// redirect (its query, a javascript: url refused with a log line).
import { calls, reset, respond, settle } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TIMEOUT_MS, init, problem, redirect } from '../../src/theme/signup/signup';
import { message } from '../../src/core/forms/messages';
import { seen as logged } from '../../src/core/log';
import type { Theme } from '../../src/theme/types';

const HTML = `<div data-module="signup" data-nonce="n1" data-redirect="" data-redirect-query="">
<form action="/ajax" method="post"><input type="hidden" name="et_list_id" value="roast-list"><input type="hidden" name="et_provider" value="mailchimp"><input type="hidden" name="et_account" value="lumen"><input type="hidden" name="et_checksum" value="c1">
<div class="signup-fields">
<p class="field"><label for="f">First</label><input id="f" name="et_firstname"></p>
<p class="field"><label for="l">Last</label><input id="l" name="et_lastname"></p>
<p class="field"><label for="e">Email</label><input id="e" name="et_email" type="email"></p>
<p class="field"><label for="c">City</label><input id="c" name="et_custom_fields[city]" required maxlength="5"></p>
<p class="field"><label for="z">Zip</label><input id="z" name="et_custom_fields[zip]" pattern="\\d+"></p>
<fieldset class="field" data-required id="g"><legend>Brew</legend><label><input type="checkbox" name="et_custom_fields[brew]" value="Espresso" id="g1"> Espresso</label><label><input type="checkbox" name="et_custom_fields[brew]" value="Filter" id="g2"> Filter</label></fieldset>
<p class="field" hidden><label for="h">Company</label><input id="h" name="et_custom_fields[company]" required></p>
<p data-msg role="status"></p><button>Subscribe</button></div>
<p data-success tabindex="-1" hidden>Thanks</p></form></div>`;
const $ = <E extends HTMLElement = HTMLInputElement>(s: string) => document.querySelector(s) as E;
const make = (attrs: Record<string, string> = {}, T = { builder: '' } as Theme, lang = 'en') => {
  reset();
  logged.clear();
  document.documentElement.dataset.ajax = '/ajax';
  document.documentElement.lang = lang;
  document.body.innerHTML = HTML;
  Object.assign($('[data-module]').dataset, attrs);
  init($('[data-module]'), T);
};
const fill = (v: Record<string, string> = { f: 'Noa', l: 'Levi', e: 'noa@example.com', c: 'Haifa' }) => {
  for (const [k, x] of Object.entries(v)) $('#' + k).value = x;
  $('#g2').checked = true;
};
const submit = async () => ($<HTMLFormElement>('form').requestSubmit(), await settle());
const say = () => $('[data-msg]').textContent;
const m = (k: any) => message('en', k);

test('the constants: the send gives up after 10 s', () => assert.is(TIMEOUT_MS, 10000));

test('the rules (§5.4): names required when present, the one email rule, a required custom field, the native check, a group needs one choice', () => {
  document.body.innerHTML = HTML;
  assert.is(problem($('#f')), 'required');
  $('#f').value = '  ';
  assert.is(problem($('#f')), 'required', 'white space is blank');
  $('#f').value = 'Noa';
  assert.is(problem($('#f')), '');
  assert.is(problem($('#l')), 'required');
  for (const v of ['', 'noa', 'noa@x', 'a@b.c', 'noa@exa..mple.com', 'noa@-x.com']) ($('#e').value = v), assert.is(problem($('#e')), 'invalid', v);
  $('#e').value = ' noa@example.com ';
  assert.is(problem($('#e')), '', 'trimmed');
  assert.is(problem($('#c')), 'required');
  $('#c').value = 'Haifa';
  assert.is(problem($('#c')), '');
  $('#z').value = 'abc';
  assert.ok(problem($('#z')), 'the native check (pattern)');
  assert.is(problem($('#z')), $('#z').validationMessage);
  $('#z').value = '';
  assert.is(problem($('#z')), '', 'not required');
  assert.is(problem($<HTMLFieldSetElement>('#g') as any), 'checkbox');
  $('#g1').checked = true;
  assert.is(problem($<HTMLFieldSetElement>('#g') as any), '');
});

test('errors beside their fields (aria-invalid, aria-describedby), the summary announced, the first focused; nothing sent; hidden fields skipped', async () => {
  make();
  await submit();
  assert.equal(calls, []);
  assert.is(say(), m('error'));
  assert.is(document.activeElement, $('#f'));
  for (const [id, k] of [['f', 'required'], ['l', 'required'], ['e', 'invalid'], ['c', 'required']]) {
    const el = $('#' + id), err = document.getElementById(el.getAttribute('aria-describedby')!)!;
    assert.is(el.getAttribute('aria-invalid'), 'true', id);
    assert.is(err.textContent, m(k), id);
    assert.is(err.parentElement, el.parentElement, id + ': beside it');
  }
  assert.is(document.getElementById($('#g').getAttribute('aria-describedby')!)!.textContent, m('checkbox'));
  assert.equal([$('#g1').getAttribute('aria-invalid'), $('#g2').getAttribute('aria-invalid')], ['true', 'true'], 'each box of the group');
  assert.is(new Set([...document.querySelectorAll('.field-error')].map((x) => x.id)).size, 5, 'unique ids');
  assert.not.ok($('#h').hasAttribute('aria-invalid'), 'the hidden field is skipped');
  // fixed, then sent: the marks are gone
  respond(() => ({ body: { success: 'ok' } }));
  fill();
  await submit();
  assert.is(document.querySelectorAll('.field-error, [aria-invalid], [aria-describedby]').length, 0, 'no mark left, the group\'s too');
  assert.is(calls.length, 1);
});

test('call 13: the fields, the nonce, the list, provider, account and checksum, custom fields, the hidden fields listed', async () => {
  make();
  fill();
  respond(() => ({ body: { success: 'ok' } }));
  await submit();
  assert.is(calls[0].url, '/ajax');
  assert.is(calls[0].method, 'POST');
  const b = new URLSearchParams(calls[0].body);
  assert.equal(Object.fromEntries(b), {
    et_list_id: 'roast-list', et_provider: 'mailchimp', et_account: 'lumen', et_checksum: 'c1', et_firstname: 'Noa', et_lastname: 'Levi', et_email: 'noa@example.com',
    'et_custom_fields[city]': 'Haifa', 'et_custom_fields[zip]': '', 'et_custom_fields[brew]': 'Filter',
    action: 'et_pb_submit_subscribe_form', et_frontend_nonce: 'n1', et_hidden_fields: '["et_custom_fields[company]"]',
  });
});

test('sending: the button busy (aria-busy, aria-disabled), a second submit while sending ignored', async () => {
  make();
  fill();
  let answer!: (a: any) => void;
  respond(() => new Promise((r) => (answer = r)));
  await submit();
  const btn = $('button');
  assert.is(btn.getAttribute('aria-busy'), 'true');
  assert.is(btn.getAttribute('aria-disabled'), 'true');
  await submit();
  assert.is(calls.length, 1, 'no double submit');
  answer({ body: { success: 'ok' } });
  await settle();
  assert.not.ok(btn.hasAttribute('aria-busy'));
  assert.not.ok(btn.hasAttribute('aria-disabled'));
});

test('success: the fields hidden, the success shown and focused, an lp-conversion event from the form', async () => {
  make();
  fill();
  let conv = 0;
  document.body.addEventListener('lp-conversion', (e) => (conv++, assert.is(e.target, $('form'))));
  respond(() => ({ body: { success: 'ok' } }));
  await submit();
  assert.ok($('.signup-fields').hidden);
  assert.not.ok($('[data-success]').hidden);
  assert.is(document.activeElement, $('[data-success]'));
  assert.is(conv, 1);
});

test("error: the server's text as given; an empty or unreadable reply says 'failed'; the fields stay", async () => {
  for (const [a, want] of [[{ status: 400, body: { error: 'Already <b>subscribed</b>' } }, 'Already <b>subscribed</b>'], [{ body: '' }, m('failed')], [{ body: {} }, m('failed')], [{ body: 'nope' }, m('failed')]] as const) {
    make();
    fill();
    respond(() => a as any);
    await submit();
    assert.is(say(), want, JSON.stringify(a));
    assert.is($('[data-msg]').children.length, 0, 'text, not markup');
    assert.not.ok($('.signup-fields').hidden);
    assert.is($('#e').value, 'noa@example.com');
  }
});

test("a 5xx or a network failure: 'kept', every field as typed, and it may be sent again", async () => {
  for (const r of [() => ({ status: 500, body: { error: 'x' } }), () => ({ status: 503, body: '' }), () => { throw new TypeError('offline'); }]) {
    make();
    fill();
    respond(r as any);
    await submit();
    assert.is(say(), m('kept'));
    assert.equal([$('#f').value, $('#l').value, $('#e').value, $('#c').value, $('#g2').checked], ['Noa', 'Levi', 'noa@example.com', 'Haifa', true]);
    respond(() => ({ body: { success: 'ok' } }));
    await submit();
    assert.is(calls.length, 2, 'sent again');
    assert.not.ok($('[data-success]').hidden);
  }
});

test('the redirect: its query of first_name, last_name, email (encoded, the url’s own kept); only http(s)', () => {
  const v: Record<string, string> = { et_firstname: 'Noa B', et_lastname: 'Levi', et_email: 'noa+1@example.com' };
  assert.is(redirect('https://x.example/thanks?src=nl', 'first_name, email', (n) => v[n]), 'https://x.example/thanks?src=nl&first_name=Noa+B&email=noa%2B1%40example.com');
  assert.is(redirect('https://x.example/t', '', (n) => v[n]), 'https://x.example/t');
  assert.is(redirect('https://x.example/t', 'last_name,ip,css_id', (n) => v[n]), 'https://x.example/t?last_name=Levi', 'unknown keys are skipped');
  assert.is(redirect('/thanks', 'email', (n) => v[n]), 'https://shop.example/thanks?email=noa%2B1%40example.com', 'relative to the page');
  for (const u of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'http://[']) assert.is(redirect(u, '', (n) => v[n]), '', u);
});

// (the redirect itself is a real navigation: the browser test follows it; jsdom has none)
test('success with a javascript: redirect: refused with a log line, the success shown instead', async () => {
  make({ redirect: 'javascript:alert(1)', redirectQuery: 'email' });
  fill();
  respond(() => ({ body: { success: 'ok' } }));
  await submit();
  assert.ok([...logged].some((l) => l == 'Signup: redirect refused: javascript:alert(1)'));
  assert.not.ok($('[data-success]').hidden);
  assert.is(document.activeElement, $('[data-success]'));
});

test('in Hebrew (<html lang="he">): the messages of the forms core in Hebrew', async () => {
  make({}, { builder: '' } as Theme, 'he');
  await submit();
  assert.is(say(), message('he', 'error'));
  assert.is(document.getElementById($('#f').getAttribute('aria-describedby')!)!.textContent, message('he', 'required'));
});

test('a builder mode: nothing sent; a form without its parts: a log line', async () => {
  make({}, { builder: 'visual' } as Theme);
  fill();
  await submit();
  assert.equal(calls, []);
  reset();
  document.body.innerHTML = '<div data-module="signup"><form></form></div>';
  init($('[data-module]'), {} as Theme);
  assert.ok([...logged].some((l) => /missing/.test(l)));
});

test.run();
