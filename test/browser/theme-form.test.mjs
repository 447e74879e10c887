// T14 the theme contact form in Chromium (src/theme/form, server/theme/contact.mjs, docs/theme.md
// "Contact form"; spec §3.8, §4.7, §5.3, §7 call 14, §8, §9.3) on the demo's contact page: by
// mouse at 1280, 900, 390 and 320 px, keyboard only, touch; the rows that follow the choices,
// the errors listed and focused, the wrong sum, the send (the fade, none under reduced motion),
// the success (lp-conversion, the stored row, the redirect), Hebrew right to left, and a 500,
// offline and a hang keeping what was typed. axe clean in each state, no CSP violation, no
// layout shift at load.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite } from './harness.mjs';
import { axeTheme, recordPage } from './theme-kit.mjs';

const env = suite(test);
const POST = /\/demo\/theme\/contact$/;
/** before the page's scripts: the page-level recorders and the conversions announced */
const init = () => {
  window.__conv = [];
  document.addEventListener('lp-conversion', (e) => window.__conv.push(e.target.tagName));
};
const go = async (opts = {}, path = '/demo/theme/contact') => {
  const t = await env.page({ init: () => {}, ...opts });
  await t.page.addInitScript(recordPage);
  await t.page.addInitScript(init);
  await t.page.goto(env.url(path));
  await t.page.waitForFunction(() => document.body.className.includes('lp-'));
  await t.page.waitForLoadState('networkidle');
  path.endsWith('contact') && assert.ok(t.requests.some((u) => /\/theme\/form\.js$/.test(u)), 'the chunk loaded');
  return t;
};
/** a label of the form, by its text */
const lab = (t) => `#contact-form label:has-text("${t}")`;
const sum = (page) => page.evaluate(() => [...document.querySelectorAll('[data-n]')].reduce((s, b) => s + +b.textContent, 0));
const block = (page) => page.evaluate(() => [...document.querySelectorAll('.form-message p, .form-message li')].map((e) => e.textContent));
const focused = (page) => page.evaluate(() => document.activeElement.id || document.activeElement.className);
const clean = async (page, what) => {
  assert.equal(await axeTheme(page, 'main'), [], what);
  assert.equal(await page.evaluate(() => window.__csp), [], what + ': no CSP violation');
};
/** hold call 14 until the returned function is called */
const gate = async (page) => {
  let open;
  const wait = new Promise((r) => (open = r));
  await page.route(POST, async (r) => (r.request().method() == 'POST' ? (await wait, r.continue()) : r.continue()));
  return open;
};

test('by mouse at 1280, 900, 390 and 320 px: the rows follow, the errors, the wrong sum, the send and the success; axe clean in each state, no shift, no CSP violation', async () => {
  for (const width of [1280, 900, 390, 320]) {
    const { page, errors } = await go({ viewport: { width, height: 800 } });
    assert.is(await page.evaluate(() => window.__cls), 0, width + ': no layout shift at load');
    await clean(page, width + ' at load');
    // nothing filled: the list, the first field focused
    await page.click('#contact-form button[type=submit]');
    await page.waitForFunction(() => document.querySelectorAll('.form-message li').length == 5);
    assert.is((await block(page))[0], 'There was a problem with your submission. Please check the fields marked below.');
    assert.is(await focused(page), 'cf-name');
    assert.is(await page.getAttribute('#cf-message', 'aria-invalid'), 'true');
    await clean(page, width + ' errors shown');
    // the phone row comes 250 ms after the choice
    await page.click(lab('By phone'));
    assert.ok(await page.isHidden('#cf-phone'), 'not at once');
    await page.waitForSelector('#cf-phone', { state: 'visible' });
    await page.click('#cf-name');
    await page.keyboard.type('Ann Lee');
    await page.click('#cf-email');
    await page.keyboard.type('ann@example.com');
    await page.click('#cf-phone');
    await page.keyboard.type('+1 555 0100');
    await page.click(lab('Wholesale'));
    await page.waitForSelector('#cf-company', { state: 'visible' });
    await page.click('#cf-company');
    await page.keyboard.type('Cafe Uno');
    await page.selectOption('#cf-topic', 'cafe');
    await page.click('#cf-message');
    await page.keyboard.type('Two kilos a week?');
    // a wrong sum: the message, new numbers, an empty answer
    const before = await page.evaluate(() => [...document.querySelectorAll('[data-n]')].map((b) => b.textContent).join('+'));
    await page.click('#cf-sum');
    await page.keyboard.type(String((await sum(page)) + 1));
    await page.click('#contact-form button[type=submit]');
    await page.waitForFunction(() => document.querySelectorAll('.form-message li').length == 1);
    assert.equal((await block(page)).slice(1), ['The answer to the sum is wrong. Here is a new one.']);
    assert.is(await page.inputValue('#cf-sum'), '');
    assert.is(await focused(page), 'cf-sum');
    const after = await page.evaluate(() => [...document.querySelectorAll('[data-n]')].map((b) => b.textContent).join('+'));
    assert.ok(after.split('+').every((n) => +n >= 1 && +n <= 15), after);
    void before; // (the new numbers may equal the old by chance: 1 in 225)
    // the send: faded while on its way
    const open = await gate(page);
    await page.keyboard.type(String(await sum(page)));
    await page.click('#contact-form button[type=submit]');
    await page.waitForFunction(() => document.getElementById('contact-form').getAttribute('aria-busy') == 'true');
    await page.waitForFunction(() => +getComputedStyle(document.getElementById('contact-form')).opacity < 0.21);
    await clean(page, width + ' sending');
    open();
    await page.waitForSelector('.form-success');
    assert.match(await page.textContent('.form-success'), /^Thank you, Ann Lee\./);
    assert.is(await focused(page), 'form-success');
    assert.equal(await page.evaluate(() => window.__conv), ['FORM']);
    await page.waitForFunction(() => getComputedStyle(document.getElementById('contact-form')).opacity == '1');
    await clean(page, width + ' sent');
    const row = env.db.prepare('SELECT * FROM theme_contact ORDER BY id DESC').get();
    assert.equal(JSON.parse(row.fields), { name: 'Ann Lee', email: 'ann@example.com', reach: 'phone', phone: '+1 555 0100', interest: ['wholesale'], company: 'Cafe Uno', topic: 'cafe', message: 'Two kilos a week?' });
    assert.equal(errors, []);
  }
});

test('keyboard only, reduced motion: Tab, arrows and Space through the form, Enter sends; no fade', async () => {
  const { page } = await go({ reducedMotion: 'reduce' });
  for (let i = 0; i < 80 && (await focused(page)) != 'cf-name'; i++) await page.keyboard.press('Tab');
  assert.is(await focused(page), 'cf-name');
  await page.keyboard.type('Ben');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ben@example');
  await page.keyboard.press('Tab'); // the checked radio
  await page.keyboard.press('ArrowDown'); // by phone
  await page.waitForSelector('#cf-phone', { state: 'visible' });
  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'cf-phone');
  await page.keyboard.type('555 0101');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // beans
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab'); // subscription, wholesale, topic
  assert.is(await focused(page), 'cf-topic', 'the hidden company is not in the Tab order');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hello');
  await page.keyboard.press('Tab');
  await page.keyboard.type(String(await sum(page)));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.form-message li').length == 1);
  assert.equal((await block(page)).slice(1), ['Email: Please enter a valid email address.']);
  assert.is(await focused(page), 'cf-email');
  await page.keyboard.type('.com');
  // the sum is still right (nothing wrong with it): Enter from the email field sends
  const open = await gate(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('contact-form').getAttribute('aria-busy') == 'true');
  assert.is(await page.evaluate(() => document.getElementById('contact-form').getAnimations().length), 0, 'no fade under reduced motion');
  open();
  await page.waitForSelector('.form-success');
  assert.is(await focused(page), 'form-success');
});

test('by touch on a phone: taps fill and send the form', async () => {
  const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  env.contexts.add(ctx);
  const page = await ctx.newPage();
  await page.addInitScript(recordPage);
  await page.addInitScript(init);
  await page.goto(env.url('/demo/theme/contact'));
  await page.waitForLoadState('networkidle');
  await page.tap('#contact-form button[type=submit]');
  await page.waitForFunction(() => document.querySelectorAll('.form-message li').length == 5);
  await page.tap('#cf-name');
  await page.keyboard.type('Cy');
  await page.tap('#cf-email');
  await page.keyboard.type('cy@example.com');
  await page.tap(lab('A subscription'));
  await page.tap('#cf-message');
  await page.keyboard.type('Hi');
  await page.tap('#cf-sum');
  await page.keyboard.type(String(await sum(page)));
  await page.tap('#contact-form button[type=submit]');
  await page.waitForSelector('.form-success');
  assert.equal(await page.evaluate(() => window.__conv), ['FORM'], 'sent by the script, not by the page');
  assert.is(await page.evaluate(() => window.__cls), 0);
  assert.equal(await page.evaluate(() => window.__csp), []);
});

test('Hebrew right to left: the messages in Hebrew; axe clean', async () => {
  const t = await env.page({ viewport: { width: 390, height: 800 } });
  await t.page.addInitScript(recordPage);
  await t.page.route(/\/demo\/theme\/contact$/, async (r) => {
    const res = await r.fetch();
    r.fulfill({ response: res, body: (await res.text()).replace('<html lang="en"', '<html lang="he" dir="rtl"') });
  });
  await t.page.goto(env.url('/demo/theme/contact'));
  await t.page.waitForLoadState('networkidle');
  await t.page.click('#contact-form button[type=submit]');
  await t.page.waitForFunction(() => document.querySelectorAll('.form-message li').length == 5);
  const b = await block(t.page);
  assert.is(b[0], 'יש בעיה בטופס. נא לבדוק את השדות המסומנים.');
  assert.is(b[1], 'Name: זהו שדה חובה.');
  assert.is(b[3], 'What are you interested in?: נא לבחור לפחות אפשרות אחת.');
  await clean(t.page, 'Hebrew errors');
  assert.is(await t.page.evaluate(() => window.__cls), 0);
});

for (const [what, handle] of [
  ['a 500', (r) => r.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' })],
  ['offline', (r) => r.abort('internetdisconnected')],
  ['a hang', () => {}],
])
  test(`${what}: every value kept as typed, the 'kept' message, and it can be sent again`, async () => {
    const { page } = await go({ viewport: { width: 900, height: 800 } });
    // the hang: the form's own timeout, shortened by its data-timeout (docs/theme.md)
    await page.evaluate(() => (document.getElementById('contact-form').dataset.timeout = '1500'));
    await page.route(POST, (r) => (r.request().method() == 'POST' ? handle(r) : r.continue()));
    await page.fill('#cf-name', 'Dee');
    await page.fill('#cf-email', 'dee@example.com');
    await page.click(lab('Beans'));
    await page.click(lab('Wholesale'));
    await page.waitForSelector('#cf-company', { state: 'visible' });
    await page.fill('#cf-company', 'Dee & Co');
    await page.fill('#cf-message', 'Line one\nline two');
    await page.fill('#cf-sum', String(await sum(page)));
    await page.click('#contact-form button[type=submit]');
    await page.waitForFunction(() => document.querySelector('.form-message p')?.textContent.startsWith('Your message was not sent'), null, { timeout: 5000 });
    assert.equal(await block(page), ['Your message was not sent, and what you typed is kept. Please try again.']);
    assert.equal(
      await page.evaluate(() => ['cf-name', 'cf-email', 'cf-company', 'cf-message', 'cf-sum'].map((id) => document.getElementById(id).value).concat([...document.querySelectorAll('[name=interest]:checked')].map((e) => e.value))),
      ['Dee', 'dee@example.com', 'Dee & Co', 'Line one\nline two', String(await sum(page)), 'beans', 'wholesale'],
    );
    assert.not.ok(await page.evaluate(() => document.getElementById('contact-form').hasAttribute('aria-busy')));
    assert.is(await page.evaluate(() => document.activeElement.textContent), 'Send', 'the focus back on the button it was on');
    await page.waitForFunction(() => getComputedStyle(document.getElementById('contact-form')).opacity == '1');
    await clean(page, what);
    await page.unroute(POST);
    await page.click('#contact-form button[type=submit]');
    await page.waitForSelector('.form-success');
  });

test('a redirect url: after the success the page goes there', async () => {
  const { page } = await go();
  await page.evaluate(() => (document.getElementById('contact-form').dataset.redirect = '/demo/theme/about'));
  await page.fill('#cf-name', 'Eve');
  await page.fill('#cf-email', 'eve@example.com');
  await page.click(lab('Beans'));
  await page.fill('#cf-message', 'Hi');
  await page.fill('#cf-sum', String(await sum(page)));
  await Promise.all([page.waitForURL(/\/demo\/theme\/about$/), page.click('#contact-form button[type=submit]')]);
});

test('on the long page too: the same form, no shift at load', async () => {
  const { page } = await go({ viewport: { width: 1280, height: 800 } }, '/demo/theme/modules');
  await page.locator('#m-form').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/theme\/form\.js$/.test(e.name)));
  await page.waitForLoadState('networkidle');
  assert.is(await page.evaluate(() => window.__cls), 0);
  await page.click('#contact-form button[type=submit]');
  await page.waitForFunction(() => document.querySelectorAll('.form-message li').length == 5);
  assert.equal(await axeTheme(page, '#m-form'), []);
});

test.run();
