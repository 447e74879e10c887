// Trusted Types (issue 20, host-page safety 2), the widget's half: on a page whose policy says
// `require-trusted-types-for 'script'; trusted-types lightpop` beside a strict nonce script
// policy, the widget's list with an owner's SVG icon, the WhatsApp pop-up with its welcome
// message, and both contact forms with the captcha stand-in (v3, v2) work and send, with zero
// securitypolicyviolation events. The demo's ?csp=strict page (fresh nonces on its tags) gets the
// Trusted Types directives added to its header here. (The popups' side is csp.test.mjs's.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, until, rows } from './harness.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);
const TT = "require-trusted-types-for 'script'; trusted-types lightpop";

/** Every violation the page reports, from before its first script (kept in the page, and
 *  handed to the test as it happens: a page that navigates away loses its own list) */
function violations() {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    const v = `${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim();
    window.__csp.push(v);
    window.__reportCsp?.(v);
  });
}

/** The demo widget page under the strict policy plus Trusted Types */
async function open() {
  const t = await env.page({ viewport: { width: 1280, height: 900 }, init: violations });
  t.violations = [];
  await t.page.exposeFunction('__reportCsp', (v) => t.violations.push(v));
  await t.page.route(/\/demo\/w\/demo\?csp=strict$/, async (r) => {
    const res = await r.fetch();
    const csp = res.headers()['content-security-policy'];
    r.fulfill({ response: res, headers: { ...res.headers(), 'content-security-policy': `${csp}; ${TT}` } });
  });
  const res = await t.page.goto(env.url('/demo/w/demo?csp=strict'));
  assert.match(res.headers()['content-security-policy'] || '', /script-src 'nonce-/);
  // the page enforces it: a plain string into an HTML sink throws
  assert.ok(await t.page.evaluate(() => { try { document.createElement('div').innerHTML = '<b>x</b>'; return false; } catch { return true; } }), 'Trusted Types enforced');
  await t.page.evaluate(() => (window.__csp.length = 0));
  t.violations.length = 0;
  return t;
}
const host = (page, id) => page.locator(`lp-widget[data-id="${id}"]`);

test('the list with an SVG icon, the WhatsApp welcome message, the v3 contact form sent: it works, zero violations', async () => {
  const t = await open();
  const w = host(t.page, 'lumen-1');
  await w.locator('button.b').click();
  await w.locator('ul').waitFor();
  // the custom link's owner SVG (svg_icon), parsed through the policy and kept to its shapes
  const menu = w.locator('a.ch', { hasText: 'Our menu' });
  assert.is(await menu.locator('.i svg path').count(), 1, 'the owner\'s icon, not its first letter');
  // WhatsApp's welcome message: the owner's HTML read as text, a paragraph a block
  await w.locator('button.ch', { hasText: 'WhatsApp' }).click();
  const d = w.locator('[role=dialog]');
  await d.locator('textarea').waitFor();
  assert.equal(await d.locator('.wb p').allTextContents(), ['Hi there 👋', 'How can we help with your coffee?']);
  // its emoji picker, and the WeChat pop-up: every other part of the widget on this page
  await d.locator('button.we').click();
  await d.locator('.em').waitFor();
  await t.page.keyboard.press('Escape');
  await t.page.keyboard.press('Escape');
  await w.locator('button.b').click();
  await w.locator('button.ch', { hasText: 'WeChat' }).click();
  await d.locator('img.qr').waitFor();
  await t.page.keyboard.press('Escape');
  // the contact form with v3 from the stand-in, sent
  await w.locator('button.b').click();
  await w.locator('button.ch', { hasText: 'Contact us' }).click();
  const f = w.locator('[role=dialog] form');
  await f.waitFor();
  await f.locator('#cf0').fill('Ann Lee');
  await f.locator('#cf1').fill('ann@example.org');
  await f.locator('#cf3').selectOption('Wholesale');
  await f.locator('#cf4').fill('Two bags a week?');
  await f.locator('.fb').click();
  await until(() => q("SELECT COUNT(*) AS n FROM widget_submissions WHERE widget_id = 'lumen-1'")[0].n == 1, 'stored');
  await until(() => f.locator('[role=status]').textContent().then((s) => /Thank you/.test(s)), 'the thanks');
  assert.ok(t.requests.some((u) => u.endsWith('/demo/assets/captcha-standin.js')), 'the stand-in loaded');
  assert.equal(await t.page.evaluate(() => window.__csp), [], 'no violation');
  assert.ok(!t.logs.some((l) => /Trusted Types|failed/i.test(l)), t.logs.join(' | '));
  assert.equal(t.errors, []);
});

test('the v2 contact form: the stand-in\'s checkbox drawn, ticked and sent; zero violations', async () => {
  const t = await open();
  const w = host(t.page, 'lumen-2');
  await w.locator('button.b').click();
  await w.locator('ul').waitFor();
  // the agent list first
  await w.locator('button.ch', { hasText: 'Our baristas' }).click();
  await w.locator('[role=dialog] a', { hasText: 'Maya' }).waitFor();
  await t.page.keyboard.press('Escape');
  await w.locator('button.b').click();
  await w.locator('button.ch', { hasText: 'Leave a message' }).click();
  const f = w.locator('[role=dialog] form');
  const tick = f.locator('[data-standin=captcha]');
  await tick.waitFor();
  await f.locator('#cf1').fill('ann@example.org');
  await f.locator('#cf2').fill('Hello');
  await tick.click();
  await until(() => tick.getAttribute('aria-checked').then((v) => v == 'true'), 'ticked');
  await f.locator('.fb').click();
  await t.page.waitForURL(/\/demo\/p\/thank-you/);
  assert.is(q("SELECT COUNT(*) AS n FROM widget_submissions WHERE widget_id = 'lumen-2'")[0].n, 1);
  assert.equal(t.violations, [], 'no violation');
  assert.equal(t.errors, []);
});

test.run();
