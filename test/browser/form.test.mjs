// The lead form in a real browser (spec §4 "Submission", §5 validation, P18–P21): the thank-you
// screen and its auto close, the redirect after a conversion, and a blocked submit.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, until, quiet, armedTimer, rows, fillForm, settled, shot, afterOneSecond, insertPopup, serve, hostHtml } from './harness.mjs';

const env = suite(test);

const q = (sql, ...a) => rows(env.db, sql, ...a);
/** the message an input's aria-describedby points at */
const said = (input) => input.evaluate((e) => e.getRootNode().getElementById(e.getAttribute('aria-describedby')).textContent);
/** submits the form, waits for call 6's answer, and returns the stored lead of `email` */
async function submitStored(t, form, email) {
  const answered = t.page.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await form.locator('button[type=submit]').click();
  await answered;
  return until(() => q('SELECT * FROM conversions WHERE email = ?', email)[0], 'the lead');
}

async function showSeeded(t, path) {
  await t.page.goto(env.url(path));
  await afterOneSecond(t.page);
}

test('desktop lightbox with a form: fields, labels, required marks (screenshot)', async () => {
  const t = await env.page({ clock: true });
  await showSeeded(t, '/demo/p/format-5');
  await settled(t.page);
  const form = t.page.locator('poptin-root form.lp-f');
  for (const label of ['Email', 'Name', 'Phone']) assert.ok(await form.getByLabel(label, { exact: false }).first().isVisible(), label + ' field');
  assert.is(await form.locator('input[name=email]').getAttribute('type'), 'email');
  assert.is(await form.locator('input[name=phone]').getAttribute('type'), 'tel');
  assert.ok(await form.locator('input[name=email]').evaluate((e) => e.required), 'email is required');
  assert.is(await form.locator('input[type=hidden][name=lead_source]').count(), 1);
  assert.is((await form.locator('button[type=submit]').textContent()).trim(), 'Enter the draw');
  // the button takes the template's --lp-accent / --lp-accent-ink (format-5: #c2335f on white)
  // and the popup's font size, not the browser's 13.33px button default
  const btn = await form.locator('button[type=submit]').evaluate((b) => {
    const c = getComputedStyle(b);
    return { bg: c.backgroundColor, fg: c.color, size: c.fontSize, weight: c.fontWeight };
  });
  assert.equal(btn, { bg: 'rgb(194, 51, 95)', fg: 'rgb(255, 255, 255)', size: '16px', weight: '600' });
  await shot(t.page, 'desktop-lightbox-form');
  assert.equal(t.errors, []);
});

test('thank-you screen after the submit, auto closed after its 5 s, no close report', async () => {
  const t = await env.page({ clock: true });
  await showSeeded(t, '/demo/p/format-2');
  const form = await fillForm(t.page, { email: 'cy@example.com' });
  const answered = t.page.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await form.locator('button[type=submit]').click();
  await answered;
  const thanks = t.page.locator('poptin-root [data-lp=thanks]');
  await thanks.waitFor();
  assert.ok(await t.page.locator('poptin-root [data-lp=main]').isHidden(), 'the main screen is hidden');
  assert.ok((await thanks.textContent()).trim().length > 0);
  await until(() => q('SELECT * FROM conversions WHERE popup_id = ?', 'fmt02lightbox')[0], 'the conversion row');
  await settled(t.page);
  await shot(t.page, 'thank-you');
  await t.page.clock.runFor(4900);
  await quiet(t);
  assert.ok(await thanks.isVisible(), 'still up before 5 s');
  assert.ok(!/reverse/.test(await dialog(t.page).evaluate((d) => d.style.animation)), 'not closing yet: no exit animation');
  await t.page.clock.runFor(100 + 800);
  await t.page.locator('poptin-root').waitFor({ state: 'detached' });
  await quiet(t);
  assert.is(q('SELECT COUNT(*) AS n FROM closes WHERE popup_id = ?', 'fmt02lightbox')[0].n, 0);
  assert.equal(t.errors, []);
});

test('redirect after the conversion lands on the thank-you page with the form data', async () => {
  const t = await env.page({ clock: true });
  await showSeeded(t, '/demo/p/format-7');
  const form = await fillForm(t.page, { email: 'dee@example.com', name: 'Dee' });
  const answered = t.page.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await form.locator('button[type=submit]').click();
  await answered;
  // the answer is on the wire; the page arms the redirect when it has read it
  await armedTimer(t.page, 200);
  const nav = t.page.waitForNavigation();
  await t.page.clock.runFor(200); // §9 direct redirect delay
  const res = await nav;
  assert.is(res.status(), 200, 'the redirect target exists');
  const u = new URL(t.page.url());
  assert.is(u.pathname, '/demo/p/thank-you');
  assert.is(u.searchParams.get('email'), 'dee@example.com', 'the form data is sent along');
  assert.is(u.searchParams.get('name'), 'Dee');
  assert.is(await t.page.locator('h1').textContent(), 'Thank you');
  await until(() => q('SELECT * FROM conversions WHERE popup_id = ?', 'fmt07lightbox')[0], 'the conversion row');
  assert.is(q('SELECT COUNT(*) AS n FROM closes WHERE popup_id = ?', 'fmt07lightbox')[0].n, 0, 'a redirected popup does not report a close');
  assert.equal(t.errors, []);
});

test('validation: an empty form shakes and says why; a typo is flagged inline only (no native bubble), focused; nothing is sent', async () => {
  const t = await env.page({ clock: true });
  await showSeeded(t, '/demo/p/format-10');
  const form = t.page.locator('poptin-root form.lp-f');
  // reportValidity / checkValidity fire 'invalid' at each invalid control: count them
  await t.page.evaluate(() => {
    window.__invalid = 0;
    document.querySelector('poptin-root').shadowRoot.addEventListener('invalid', () => window.__invalid++, true);
  });
  const focused = () => t.page.evaluate(() => document.querySelector('poptin-root').shadowRoot.activeElement?.getAttribute('name'));
  await form.locator('button[type=submit]').click();
  await t.page.locator('poptin-root form.lp-f.lp-sh').waitFor({ state: 'attached' });
  assert.match(await form.locator('input[name=email]').getAttribute('class'), /lp-hl/);
  // §5 all-empty rule, X07: in words, announced, and tied to the highlighted field
  const alert = form.locator('[role=alert]');
  assert.is((await alert.textContent()).trim(), 'Please fill in the form');
  assert.ok(await alert.isVisible());
  assert.is(await form.locator('input[name=email]').getAttribute('aria-describedby'), await alert.getAttribute('id'));
  assert.is(await focused(), 'email');
  await form.locator('input[name=email]').fill('ann@example');
  await form.locator('button[type=submit]').click();
  await form.locator('input[name=email][aria-invalid=true]').waitFor({ state: 'attached' });
  assert.is((await form.locator('[role=alert]').first().textContent()).trim(), 'There are typos in the email');
  assert.is(await focused(), 'email', 'the first invalid field has focus');
  assert.is(await t.page.evaluate(() => window.__invalid), 0, 'no native validation bubble on top of the inline message');
  await quiet(t);
  assert.not.ok(t.requests.some((u) => u.includes('/api/display/conversion/')), 'no conversion request');
  assert.is(q('SELECT COUNT(*) AS n FROM conversions WHERE popup_id = ?', 'fmt10lightbox')[0].n, 0);
  assert.equal(t.errors, []);
});

test('Hebrew popup: right to left, but its email and phone inputs are left to right', async () => {
  const t = await env.page({ clock: true });
  await showSeeded(t, '/demo/p/format-11');
  const dir = (sel) => t.page.locator(sel).first().evaluate((e) => getComputedStyle(e).direction);
  assert.is(await dir('poptin-root form.lp-f'), 'rtl');
  assert.is(await dir('poptin-root form.lp-f input[name=email]'), 'ltr');
  assert.is(await dir('poptin-root form.lp-f input[name=phone]'), 'ltr');
  assert.is(await dir('poptin-root form.lp-f input[name=name]'), 'rtl');
  // its phone is the Israeli one (seed: validation "israeli", §5 advanced phone)
  const form = await fillForm(t.page, { email: 'israeli.phone@example.com', phone: '' });
  const phone = form.locator('input[name=phone]');
  await phone.pressSequentially('+972 (52) 765 4321');
  assert.is(await phone.inputValue(), '972527654321', 'digits and hyphens only');
  await form.locator('button[type=submit]').click();
  await form.locator('input[name=phone][aria-invalid=true]').waitFor({ state: 'attached' });
  assert.is(await said(phone), 'מספר הטלפון שגוי');
  await phone.fill('');
  await phone.pressSequentially('052-7654321');
  const row = await submitStored(t, form, 'israeli.phone@example.com');
  assert.is(JSON.parse(row.fields).phone, '052-7654321');
  assert.equal(t.errors, []);
});

test('§5 basic phone: a typed +1 (555) 123-4567 reaches the stored lead whole; 16 digits are refused in words', async () => {
  const t = await env.page({ clock: true });
  await showSeeded(t, '/demo/p/format-4');
  const form = await fillForm(t.page, { email: 'phone.whole@example.com', phone: '' });
  const phone = form.locator('input[name=phone]');
  // real key presses, so the input handler sees every character as a visitor types it
  await phone.pressSequentially('+1 (555) 123-4567');
  assert.is(await phone.inputValue(), '+1 (555) 123-4567', 'nothing stripped, nothing cut');
  await phone.fill('');
  await phone.pressSequentially('+1 (234) 567-890-123-456x');
  assert.is(await phone.inputValue(), '+1 (234) 567-890-123-456', 'the letter goes, the 16 digits stay');
  await form.locator('button[type=submit]').click();
  await form.locator('input[name=phone][aria-invalid=true]').waitFor({ state: 'attached' });
  assert.is(await said(phone), 'Please enter a valid phone number');
  await quiet(t);
  assert.not.ok(t.requests.some((u) => u.includes('/api/display/conversion/')), '16 digits: nothing sent');
  await phone.fill('');
  await phone.pressSequentially('+1 (555) 123-4567');
  const row = await submitStored(t, form, 'phone.whole@example.com');
  assert.is(JSON.parse(row.fields).phone, '+1 (555) 123-4567');
  // §7 call 6: every listed key arrives (all_visited_pages holds this page; the rest are empty)
  assert.ok(row.all_visited_pages.endsWith('/demo/p/format-4'), row.all_visited_pages);
  const sent = JSON.parse(row.fields);
  for (const k of ['facebook_messanger_data_ref', 'store_integration', 'store_integration_customer_id', 'leader_request_cookie', 'extra_button', 'coupon'])
    assert.is(sent[k], '', k);
  assert.equal(t.errors, []);
});

test('X05: an answer with 10,000 form fields shows 50 without freezing the page (it took ~70 s)', async () => {
  const fields = Array.from({ length: 10000 }, (_, i) => ({ tag: i ? 'text' : 'email', name: 'f' + i, label: 'Field ' + i, required: i % 2 }));
  insertPopup(env.db, { id: 'manyfields001', page: '/t/many-fields', popup: { poptin_fields: fields, display_after_sec_active: 0 } });
  const t = await env.page({
    init: () => {
      window.__long = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(e.duration))).observe({ type: 'longtask', buffered: true });
    },
  });
  await serve(t.page, env.url('/t/many-fields'), hostHtml());
  await t.page.goto(env.url('/t/many-fields'));
  const form = t.page.locator('poptin-root form.lp-f');
  await form.locator('input[name=f49]').waitFor();
  assert.is(await form.locator('input').count(), 50);
  assert.ok(t.logs.some((l) => l.startsWith('[poptin] Form fields over 50 ignored')));
  const longest = Math.max(0, ...(await t.page.evaluate(() => window.__long)));
  // unthrottled, on a shared machine: the whole page load's longest task, well under 0.5 s (the
  // bench measures the 50 ms target at 4x CPU throttling)
  assert.ok(longest < 500, 'longest task ' + longest + ' ms');
  assert.equal(t.errors, []);
});

test.run();
