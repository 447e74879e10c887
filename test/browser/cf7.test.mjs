// C01–C04 the contact-form plugin's front end in Chromium (src/cf7, dist/cf7.js; docs/theme.md
// "The contact-form plugin's front end"), on the demo's plugin-style form (/demo/theme/cf7)
// against the reference server's REST API (server/theme/cf7.mjs): by mouse at 1280, 900, 390
// and 320 px, by keyboard only, by touch on a phone; axe clean in each state; no CSP violation,
// no layout shift at load; every §3.2 status reached, the plugin's events with their detail;
// offline, an answer not JSON and a server 500 keep what was typed; a form inserted later starts;
// the Hebrew form; a cached page's refill.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
/** before the page's scripts: CSP and layout shift (recordPage), and every wpcf7 event */
const init = () => {
  window.__ev = [];
  for (const n of 'beforesubmit submit invalid unaccepted spam aborted mailsent mailfailed statuschanged reset'.split(' '))
    document.addEventListener('wpcf7' + n, (e) => window.__ev.push({ type: n, id: e.detail.contactFormId, unitTag: e.detail.unitTag, status: e.detail.status, api: e.detail.apiResponse?.status, inputs: e.detail.inputs?.length }));
};
const go = async (path = '/demo/theme/cf7', opts = {}) => {
  const t = await env.page({ init: () => {}, viewport: { width: 1280, height: 900 }, ...opts });
  await t.page.addInitScript(recordPage);
  await t.page.addInitScript(init);
  await t.page.goto(env.url(path));
  await t.page.waitForFunction(() => document.querySelector('.wpcf7.js'));
  await t.page.waitForLoadState('networkidle');
  return t;
};
const status = (page) => page.evaluate(() => document.querySelector('.wpcf7-form').dataset.status);
const until = (page, s) =>
  page.waitForFunction((s) => document.querySelector('.wpcf7-form').dataset.status == s, s).catch(async (e) => {
    // what the form shows instead, for the failure's message
    throw new Error(e.message + ' ' + JSON.stringify(await page.evaluate(() => [[...document.querySelectorAll('.wpcf7-form [name^=your]')].map((i) => i.name + '=' + i.value), document.querySelector('.wpcf7-form').dataset.status, document.querySelector('.wpcf7-response-output').textContent, [...document.querySelectorAll('.wpcf7-not-valid-tip')].map((t) => t.textContent), document.querySelector('[name="your-consent"]').checked])));
  });
const said = (page) => page.locator('.wpcf7-response-output').textContent();
const tips = (page) => page.evaluate(() => [...document.querySelectorAll('.wpcf7-not-valid-tip')].map((t) => t.closest('[data-name]').dataset.name + ': ' + t.textContent));
const clean = async (page, what) => {
  assert.equal(await axeTheme(page, '.wpcf7'), [], what);
  assert.equal(await page.evaluate(() => window.__csp), [], what + ': CSP');
};
const fill = async (page, v) => {
  for (const [k, x] of Object.entries(v)) await page.locator(`[name="${k}"]`).fill(x);
};
const GOOD = { 'your-name': 'Noa', 'your-email': 'noa@example.com', 'your-message': 'Two bags of the house blend, please.' };

test('by mouse at 1280, 900, 390 and 320 px: the schema\'s errors, focus to the first, then sent; axe clean, no shift, no CSP violation', async () => {
  for (const width of [1280, 900, 390, 320]) {
    const { page, errors } = await go('/demo/theme/cf7', { viewport: { width, height: 900 } });
    assert.is(await page.evaluate(() => window.__cls), 0, width + ': no layout shift at load');
    await clean(page, width + ' init');
    await page.locator('.wpcf7-submit').click();
    await until(page, 'invalid');
    assert.equal(await tips(page), ['your-name: Please fill out this field.', 'your-email: Please fill out this field.', 'your-message: Please fill out this field.']);
    assert.is(await page.evaluate(() => document.activeElement.name), 'your-name');
    assert.is(await page.locator('[name="your-name"]').getAttribute('aria-invalid'), 'true');
    assert.is(await said(page), 'There was a problem with your submission. Please check the fields marked below.');
    await clean(page, width + ' invalid');
    for (const [k, x] of Object.entries(GOOD)) {
      await page.locator(`[name="${k}"]`).click();
      await page.keyboard.type(x);
    }
    await page.locator('[name="your-consent"]').click();
    await page.locator('.wpcf7-submit').click();
    await until(page, 'sent');
    assert.is(await said(page), 'Thank you for your message. It has been sent.');
    assert.equal(await tips(page), []);
    await clean(page, width + ' sent');
    assert.equal(errors, []);
  }
});

test('by keyboard only: Tab, type, Space on the consent, Enter to send; a wrong email said on leaving the field', async () => {
  const { page } = await go();
  await page.keyboard.press('Tab'); // the skip link
  let name = '';
  for (let i = 0; i < 30 && name != 'your-name'; i++) {
    await page.keyboard.press('Tab');
    name = await page.evaluate(() => document.activeElement.name || '');
  }
  assert.is(name, 'your-name');
  await page.keyboard.type('Noa');
  await page.keyboard.press('Tab');
  await page.keyboard.type('noa@example');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip'));
  assert.equal(await tips(page), ['your-email: Please enter an email address.']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('End');
  await page.keyboard.type('.com');
  // on to the message: Tab past phone, website, guests, date, time, topic
  for (const n of ['your-phone', 'your-website', 'your-guests', 'your-date', 'your-time', 'your-topic', 'your-message']) {
    await page.keyboard.press('Tab');
    if (n == 'your-date') await page.keyboard.press('Tab').then(() => page.keyboard.press('Tab'));
    void n;
  }
  let at = await page.evaluate(() => document.activeElement.name);
  for (let i = 0; i < 6 && at != 'your-message'; i++) {
    await page.keyboard.press('Tab');
    at = await page.evaluate(() => document.activeElement.name);
  }
  assert.is(at, 'your-message');
  assert.equal(await tips(page), [], 'the email error cleared when it changed');
  await page.keyboard.type(GOOD['your-message']);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  assert.ok(await page.locator('[name="your-consent"]').isChecked());
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await until(page, 'sent');
  await clean(page, 'keyboard sent');
});

test('by touch on a phone: tap, type, tap send', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.addInitScript(recordPage);
  await page.goto(env.url('/demo/theme/cf7'));
  await page.waitForFunction(() => document.querySelector('.wpcf7.js'));
  await page.waitForLoadState('networkidle');
  for (const [k, x] of Object.entries(GOOD)) {
    await page.locator(`[name="${k}"]`).tap();
    // a tap focuses by its synthesized mouse events, which may come after tap() returns
    await page.waitForFunction((k) => document.activeElement?.name == k, k);
    // a phone's keyboard inserts text (its IME), it does not press keys
    await page.keyboard.insertText(x);
  }
  await page.locator('[name="your-consent"]').tap();
  await page.locator('.wpcf7-submit').tap();
  await until(page, 'sent');
  assert.is(await page.evaluate(() => window.__cls), 0);
});

test('every §3.2 status reached, wpcf7statuschanged each time, the plugin\'s events with their detail', async () => {
  const { page } = await go();
  const send = async (v, s) => {
    await fill(page, v);
    await page.locator('.wpcf7-submit').click();
    await until(page, s);
  };
  // validating: a change checks the fields up to it, then back to init
  await page.locator('[name="your-email"]').fill('nope');
  await page.locator('[name="your-email"]').blur();
  await page.waitForFunction(() => window.__ev.some((e) => e.type == 'statuschanged' && e.status == 'init'));
  await send({}, 'invalid');
  await send(GOOD, 'unaccepted');
  await page.locator('[name="your-consent"]').check();
  for (const [w, s] of [['#spam', 'spam'], ['#abort', 'aborted'], ['#fail', 'failed'], ['#pay', 'payment-required']]) await send({ 'your-message': 'Hello there ' + w }, s);
  await send({ 'your-email': 'noa@example.com', 'your-message': GOOD['your-message'] }, 'sent');
  const ev = await page.evaluate(() => window.__ev);
  const seen = new Set(ev.filter((e) => e.type == 'statuschanged').map((e) => e.status));
  assert.equal([...seen].sort(), ['aborted', 'failed', 'init', 'invalid', 'payment-required', 'resetting', 'sent', 'spam', 'submitting', 'unaccepted', 'validating']);
  const named = ev.filter((e) => e.type != 'statuschanged');
  assert.equal(named.map((e) => e.type).join(' '),
    'invalid submit beforesubmit unaccepted submit beforesubmit spam submit beforesubmit aborted submit beforesubmit mailfailed submit beforesubmit submit beforesubmit mailsent submit reset');
  const sent = named.find((e) => e.type == 'mailsent');
  assert.equal(sent, { type: 'mailsent', id: 7, unitTag: 'wpcf7-f7-o1', status: 'mail_sent', api: 'mail_sent', inputs: sent.inputs });
  assert.ok(sent.inputs >= 9, 'the inputs, without the hidden _wpcf7 ones');
  assert.match(await page.locator('[name="_wpcf7_posted_data_hash"]').inputValue(), /^[0-9a-f]{32}$/);
  const stored = env.db.prepare("SELECT status FROM cf7_submissions WHERE unit_tag = 'wpcf7-f7-o1' ORDER BY id DESC LIMIT 5").all().map((r) => r.status);
  assert.equal(stored, ['mail_sent', 'payment_required', 'mail_failed', 'aborted', 'spam']);
});

test('C04 offline: "You are probably offline.", announced (a status region), what was typed kept', async () => {
  const { page, ctx } = await go();
  await fill(page, GOOD);
  await page.locator('[name="your-consent"]').check();
  await ctx.setOffline(true);
  await page.locator('.wpcf7-submit').click();
  await until(page, 'failed');
  assert.is(await said(page), 'You are probably offline.');
  assert.is(await page.locator('.wpcf7-response-output').getAttribute('role'), 'status');
  assert.is(await page.locator('.wpcf7-response-output').getAttribute('aria-hidden'), null);
  assert.is(await page.locator('[name="your-message"]').inputValue(), GOOD['your-message']);
  await clean(page, 'offline');
  await ctx.setOffline(false);
  await page.locator('.wpcf7-submit').click();
  await until(page, 'sent');
});

test('C04 an answer not JSON, and a server 500: said, what was typed kept', async () => {
  const { page } = await go();
  await fill(page, { ...GOOD, 'your-message': 'Hello there #notjson' });
  await page.locator('[name="your-consent"]').check();
  await page.locator('.wpcf7-submit').click();
  await until(page, 'failed');
  assert.is(await said(page), 'The response is not a valid JSON response.');
  await fill(page, { 'your-message': 'Hello there #crash' });
  await page.locator('.wpcf7-submit').click();
  await page.waitForFunction(() => document.querySelector('.wpcf7-response-output').textContent.startsWith('Your message was not sent'));
  assert.is(await said(page), 'Your message was not sent, and what you typed is kept. Please try again.');
  assert.is(await page.locator('[name="your-name"]').inputValue(), 'Noa');
  assert.is(await page.locator('[name="your-message"]').inputValue(), 'Hello there #crash');
});

test('a form inserted later (a popup, an ajax page) starts and sends', async () => {
  const { page } = await go();
  await page.evaluate(async () => {
    const html = await (await fetch('/demo/theme/cf7?notag=1')).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const box = document.createElement('div');
    box.id = 'later';
    box.innerHTML = doc.querySelector('.wpcf7').outerHTML.replaceAll('wpcf7-f7-o1', 'wpcf7-f7-o2');
    document.querySelector('main').append(box);
  });
  await page.waitForFunction(() => document.querySelector('#later .wpcf7.js'));
  const f = page.locator('#later');
  for (const [k, x] of Object.entries(GOOD)) await f.locator(`[name="${k}"]`).fill(x);
  await f.locator('[name="your-consent"]').check();
  await f.locator('.wpcf7-submit').click();
  await page.waitForFunction(() => document.querySelector('#later form').dataset.status == 'sent');
  assert.is(await status(page), 'init', 'the first form untouched');
  assert.equal(await page.evaluate(() => window.__csp), []);
});

test('the Hebrew form: right to left, its errors in Hebrew, axe clean', async () => {
  const { page, ctx } = await go('/demo/theme/cf7?lang=he', { viewport: { width: 390, height: 844 } });
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('.wpcf7-form')).direction), 'rtl');
  await page.locator('.wpcf7-submit').click();
  await until(page, 'invalid');
  assert.is((await tips(page))[0], 'your-name: נא למלא את השדה.');
  assert.is(await said(page), 'יש בעיה בטופס. נא לבדוק את השדות המסומנים.');
  await clean(page, 'he invalid');
  await fill(page, GOOD);
  await page.locator('[name="your-consent"]').check();
  await ctx.setOffline(true);
  await page.locator('.wpcf7-submit').click();
  await until(page, 'failed');
  assert.is(await said(page), 'כנראה שאין חיבור לאינטרנט.');
});

test('without JavaScript: the form posts to its page, which prints the answer as the plugin does', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.goto(env.url('/demo/theme/cf7'));
  await page.locator('[name="your-email"]').fill('noa@example');
  await page.locator('.wpcf7-submit').click();
  await page.waitForURL(/#wpcf7-f7-o1$/);
  assert.is(await page.locator('.wpcf7-form').getAttribute('data-status'), 'invalid');
  assert.equal(await tips(page), ['your-name: Please fill out this field.', 'your-email: Please enter an email address.', 'your-message: Please fill out this field.']);
  assert.is(await page.locator('[name="your-email"]').inputValue(), 'noa@example');
  assert.is(await said(page), 'One or more fields have an error. Please check and try again.');
  for (const [k, x] of Object.entries(GOOD)) await page.locator(`[name="${k}"]`).fill(x);
  await page.locator('[name="your-consent"]').check();
  await page.locator('.wpcf7-submit').click();
  await page.waitForFunction(() => document.querySelector('.wpcf7-form').dataset.status == 'sent');
  assert.is(await said(page), 'Thank you for your message. It has been sent.');
});

test('a cached page (wpcf7.cached) resets at load: call 8', async () => {
  const { page, requests } = await go('/demo/theme/cf7?cached=1');
  await page.waitForFunction(() => window.__ev.some((e) => e.type == 'reset'));
  assert.ok(requests.some((u) => u.endsWith('/wp-json/contact-form-7/v1/contact-forms/7/refill')));
  assert.is(await status(page), 'init');
});

test.run();
