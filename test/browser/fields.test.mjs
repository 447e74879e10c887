// Every field kind of §3 (P18, P19) as a visitor uses it in Chromium: the demo "every field"
// popup completed with the keyboard alone (radios with arrows, boxes with Space, a select and a
// multi-select with keys, the date picker with Enter and arrows), its errors announced and
// checked by axe, the lead stored with one column per field in the owner's CSV, and the Hebrew
// one right to left. features/fields.js and features/datepicker.js load only where needed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, until, rows, afterOneSecond, settled, shot } from './harness.mjs';
import { axe, axeSource } from './audit.mjs';

const env = suite(test);
const AXE = axeSource();
const q = (sql, ...a) => rows(env.db, sql, ...a);

/** The focused element through the popup's shadow root: its tag, type and accessible hint */
const focused = (page) =>
  page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return [a.tagName.toLowerCase(), a.getAttribute('type'), a.getAttribute('name') || a.getAttribute('aria-label') || a.textContent.trim().slice(0, 20)].filter(Boolean).join(' ');
  });
/** Tab until the focus is on `want` (a prefix of focused()), at most 12 presses */
async function tabTo(page, want) {
  for (let i = 0; i < 12; i++) {
    if ((await focused(page)).startsWith(want)) return;
    await page.keyboard.press('Tab');
  }
  assert.unreachable(`no focus on ${want}: ${await focused(page)}`);
}

test('a basic form fetches neither features/fields.js nor the date picker', async () => {
  const t = await env.page({ clock: true });
  await t.page.goto(env.url('/demo/p/format-5'));
  await afterOneSecond(t.page);
  await t.page.locator('poptin-root form').waitFor();
  assert.not.ok(t.requests.some((u) => /features\/(fields|datepicker)\.js/.test(u)));
});

test('every field kind completed with the keyboard alone; errors first; the lead has every value; the CSV a column per field', async () => {
  const t = await env.page({ clock: true, viewport: { width: 390, height: 844 } });
  await t.page.goto(env.url('/demo/p/fields'));
  await afterOneSecond(t.page);
  const form = t.page.locator('poptin-root form.lp-f');
  await form.locator('fieldset').first().waitFor();
  assert.ok(t.requests.some((u) => u.includes('features/fields.js')));
  assert.not.ok(t.requests.some((u) => u.includes('features/datepicker.js')), 'the picker waits for its button');
  const k = t.page.keyboard;
  // errors first: email only, then submit with Enter
  await tabTo(t.page, 'input email');
  await k.type('dana@shop.example');
  await k.press('Enter');
  await until(() => form.locator('.lp-er').count(), 'the errors');
  const msgs = await form.locator('.lp-er').allTextContents();
  assert.ok(msgs.includes('Please choose at least one option'), msgs.join(' | '));
  assert.ok(msgs.includes('This field is required'));
  assert.equal(await axe(t.page, AXE), [], 'axe in the error state');
  await shot(t.page, 'fields-errors-390');
  // focus went to the first invalid field: the first name
  assert.is(await focused(t.page), 'input text first_name');
  await k.type('Dana');
  // the international phone: its country picker starts at the visitor's country (US here)
  await tabTo(t.page, 'select');
  assert.is(await form.locator('select[aria-label=Country]').inputValue(), 'US');
  await k.press('Tab');
  await k.type('2015550123');
  await tabTo(t.page, 'textarea');
  assert.is(await form.locator('input[name=phone]').inputValue(), '+1 201 555 0123', 'formatted on blur');
  await k.type('Ring twice');
  // gender: Tab enters the group, arrows choose
  await k.press('Tab');
  assert.match(await focused(t.page), /^input radio/);
  await k.press('ArrowDown'); // (the group's first radio has focus; the arrow moves to and picks the second)
  await tabTo(t.page, 'input text country');
  await k.type('France');
  await tabTo(t.page, 'input text birthday');
  // the calendar from its button: Enter opens it on today's month, arrows move, Enter picks
  await k.press('Tab');
  assert.is(await focused(t.page), 'button button Choose a date');
  await k.press('Enter');
  await t.page.locator('poptin-root .lp-dp').waitFor();
  assert.ok(t.requests.some((u) => u.includes('features/datepicker.js')));
  await k.press('ArrowLeft'); // yesterday: a birthday's last day (today is disabled)
  await k.press('Shift+PageUp'); // a year before
  await k.press('Enter');
  const birthday = await form.locator('input[name=birthday]').inputValue();
  assert.match(birthday, /^\d\d\/\d\d\/\d{4}$/);
  assert.is(await focused(t.page), 'button button Choose a date', 'focus back on the button');
  // preferences: Space ticks a box
  await tabTo(t.page, 'input checkbox lp-f0-13');
  await k.press('Space');
  await k.press('Tab');
  await k.press('Tab');
  await k.press('Space');
  await tabTo(t.page, 'input radio lp-f0-18');
  await k.press('Space');
  await tabTo(t.page, 'select select');
  await k.press('ArrowDown'); // (the group's first radio has focus; the arrow moves to and picks the second)
  await k.press('ArrowDown'); // (the group's first radio has focus; the arrow moves to and picks the second)
  await tabTo(t.page, 'select multi_select');
  await k.press('ArrowDown'); // (the group's first radio has focus; the arrow moves to and picks the second)
  await k.press('Shift+ArrowDown');
  await tabTo(t.page, 'input text number');
  await k.type('2.567');
  await k.press('Tab');
  assert.is(await form.locator('input[name=number]').inputValue(), '2.57', 'rounded on blur');
  await tabTo(t.page, 'input checkbox consent');
  await k.press('Space');
  const answered = t.page.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await k.press('Tab');
  await k.press('Enter');
  await answered;
  const lead = await until(() => q('SELECT * FROM conversions WHERE email = ?', 'dana@shop.example')[0], 'the lead');
  const f = JSON.parse(lead.fields);
  assert.equal(
    [f.first_name, f.phone, f.message, f.gender, f.country, f.birthday, f.preferences, f.radio, f.select, f.multi_select, f.number, f.consent, f.lead_source],
    ['Dana', '+1 201 555 0123', 'Ring twice', 'Female', 'France', birthday, 'Espresso, Cold brew', 'Whole bean', '500 g', 'Light, Medium', '2.57', '1', 'every-field'],
  );
  const csv = await (await fetch(env.url('/owner/leads.csv?client=demo'))).text();
  const head = csv.split('\r\n')[0];
  for (const n of ['first_name', 'last_name', 'gender', 'country', 'zip_postal_code', 'birthday', 'preferences', 'website', 'date', 'free_text', 'custom', 'radio', 'extras', 'select', 'multi_select', 'number', 'consent'])
    assert.ok(head.split(',').includes(n), n + ' column');
  assert.equal(t.errors, []);
});

test('email: autofill under the field taken with the right arrow; a slip in a common domain offered and taken with the keyboard', async () => {
  const t = await env.page({ clock: true, viewport: { width: 390, height: 844 } });
  await t.page.goto(env.url('/demo/p/fields'));
  await afterOneSecond(t.page);
  const form = t.page.locator('poptin-root form.lp-f');
  const email = form.locator('input[name=email]');
  await email.focus();
  await t.page.keyboard.type('ruth@ho');
  await until(() => form.locator('.lp-ac').textContent().then((x) => x.startsWith('ruth@hotmail.com')), 'the hint');
  await t.page.keyboard.press('ArrowRight');
  assert.is(await email.inputValue(), 'ruth@hotmail.com');
  await email.fill('ruth@gmial.com');
  await t.page.keyboard.press('Enter');
  const sg = form.locator('.lp-sg');
  await sg.waitFor();
  assert.is((await sg.locator('..').textContent()).trim(), 'Did you mean ruth@gmail.com?');
  assert.equal(await axe(t.page, AXE), [], 'axe with the suggestion');
  await shot(t.page, 'fields-suggestion-390');
  await sg.focus();
  await t.page.keyboard.press('Enter');
  assert.is(await email.inputValue(), 'ruth@gmail.com');
  assert.is(await form.locator('.lp-sg').count(), 0, 'the message went');
  assert.equal(t.errors, []);
});

test('multi-step: each step checked before the next, keyboard only; one lead at the end; Hebrew at 320 px', async () => {
  const t = await env.page({ clock: true, viewport: { width: 390, height: 844 } });
  await t.page.goto(env.url('/demo/p/multi-step'));
  await afterOneSecond(t.page);
  const form = t.page.locator('poptin-root form.lp-f');
  await form.locator('fieldset').first().waitFor({ state: 'attached' });
  const k = t.page.keyboard;
  assert.is(await form.locator('.lp-st').textContent(), 'Step 1 of 2');
  assert.is(await form.locator('fieldset').first().isVisible(), false, 'step 2 waits');
  await tabTo(t.page, 'input email');
  await k.type('noor@lumen.coffee');
  await k.press('Enter');
  await until(() => form.locator('.lp-er').count(), 'the first name is required');
  assert.is(await focused(t.page), 'input text first_name');
  await k.type('Noor');
  await k.press('Enter');
  await until(() => form.locator('.lp-st').textContent().then((x) => x == 'Step 2 of 2'), 'step 2');
  assert.match(await focused(t.page), /^input radio/, 'focus on the step\'s first field');
  assert.equal(await axe(t.page, AXE), [], 'axe on step 2');
  await k.press('ArrowDown');
  await tabTo(t.page, 'input checkbox lp-f0-3');
  await k.press('Space');
  await tabTo(t.page, 'input checkbox consent');
  await k.press('Space');
  const answered = t.page.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await tabTo(t.page, 'button submit');
  await k.press('Enter');
  await answered;
  const lead = await until(() => q('SELECT * FROM conversions WHERE email = ?', 'noor@lumen.coffee')[0], 'the lead');
  const f = JSON.parse(lead.fields);
  assert.equal([f.first_name, f.gender, f.preferences, f.consent], ['Noor', 'Female', 'Espresso', '1']);
  assert.is(q('SELECT COUNT(*) AS n FROM conversions WHERE popup_id = ?', 'multistep0001')[0].n, 1);
  // Hebrew at 320 px: the progress in Hebrew, nothing wider than the window, axe clean
  const h = await env.page({ clock: true, viewport: { width: 320, height: 568 } });
  await h.page.goto(env.url('/demo/p/multi-step-hebrew'));
  await afterOneSecond(h.page);
  const hf = h.page.locator('poptin-root form.lp-f');
  await hf.locator('.lp-st').waitFor();
  assert.is(await hf.locator('.lp-st').textContent(), 'שלב 1 מתוך 2');
  assert.is(await hf.locator('button[type=submit]').textContent(), 'הבא');
  assert.ok(await h.page.evaluate(() => document.documentElement.scrollWidth <= 320));
  await settled(h.page);
  assert.equal(await axe(h.page, AXE), []);
  await shot(h.page, 'multi-step-hebrew-320');
  assert.equal(t.errors, []);
  assert.equal(h.errors, []);
});

test('Hebrew: right to left, Hebrew choices and messages, axe clean at 320 px', async () => {
  const t = await env.page({ clock: true, viewport: { width: 320, height: 568 } });
  await t.page.goto(env.url('/demo/p/fields-hebrew'));
  await afterOneSecond(t.page);
  const form = t.page.locator('poptin-root form.lp-f');
  await form.locator('fieldset').first().waitFor();
  assert.equal(await form.locator('fieldset').first().locator('input').evaluateAll((l) => l.map((i) => i.value)), ['זכר', 'נקבה', 'אחר']);
  assert.is(await form.locator('fieldset').first().evaluate((e) => getComputedStyle(e).direction), 'rtl');
  await form.locator('input[name=email]').fill('dana@shop.example');
  await form.locator('button[type=submit]').click();
  await until(() => form.locator('.lp-er').count(), 'the errors');
  assert.ok((await form.locator('.lp-er').allTextContents()).includes('נא לבחור לפחות אפשרות אחת'));
  // nothing wider than the window: the popup reflows
  assert.ok(await t.page.evaluate(() => document.documentElement.scrollWidth <= 320));
  await settled(t.page);
  assert.equal(await axe(t.page, AXE), []);
  await shot(t.page, 'fields-hebrew-320');
  assert.equal(t.errors, []);
});

test.run();
