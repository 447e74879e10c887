// P19 date picker in Chromium (docs/behaviour.md P19 "Date picker"), on its own: the built chunk
// (features/datepicker.js) drawn inside a shown demo popup's shadow root after its name field,
// as the form will draw it. Real keys (Enter and Space pick once, not twice), Escape that closes
// the calendar and not the popup, clicks inside and outside, a fit at 320 px, Hebrew right to
// left, reduced motion, axe. Through the form itself (its button, focus on close, the lead) is
// the form's browser test.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, rows, afterOneSecond, settled, shot } from './harness.mjs';
import { axe, axeSource } from './audit.mjs';

const env = suite(test);
const AXE = axeSource();

/** Loads the chunk the page's build serves and opens a calendar after the popup's name field
 *  (`value`, `lang`, min/max as dd/mm/yyyy); window.__dp records picks and closes. */
const openPicker = (t, o) =>
  t.page.evaluate(async ({ src, value, lang, min, max }) => {
    const root = document.querySelector('poptin-root').shadowRoot;
    const m = await import(src);
    const s = new CSSStyleSheet();
    s.replaceSync(m.CSS);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, s];
    const field = root.querySelector('input[name=name]').closest('.lp-fd');
    const host = document.createElement('div');
    field.after(host);
    window.__dp = { picked: [], closed: 0 };
    window.__dp.off = m.picker(host, {
      value, lang, label: lang == 'he' ? 'תאריך לידה' : 'Birthday',
      min: min && m.parse(min), max: max && m.parse(max),
      pick: (v) => window.__dp.picked.push(v),
      close: () => window.__dp.closed++,
    });
  }, { ...o, src: t.requests.find((u) => /\/v\/\w+\/runtime\.js$/.test(u)).replace(/runtime\.js$/, 'features/datepicker.js') });
const dp = (page) => page.evaluate(() => ({ picked: window.__dp.picked, closed: window.__dp.closed }));
const focusName = (page) => page.evaluate(() => document.querySelector('poptin-root').shadowRoot.activeElement?.getAttribute('aria-label'));
const closes = (id) => rows(env.db, 'SELECT COUNT(*) AS n FROM closes WHERE popup_id = ?', id)[0].n;

test('English at 320 px: fits the form, every key, Enter/Space pick once, Escape closes only the calendar, clicks inside and out, axe', async () => {
  const t = await env.page({ clock: true, viewport: { width: 320, height: 568 } });
  await t.page.goto(env.url('/demo/p/format-1'));
  await afterOneSecond(t.page);
  await t.page.clock.runFor(900); // past the popup's 800 ms Escape delay (§2): its Escape would now close it
  await openPicker(t, { value: '31/01/2024', lang: 'en', min: '10/01/2024', max: '15/03/2024' });
  assert.is(await focusName(t.page), 'Wednesday, 31 January 2024', 'focus on the selected day');
  const fit = await t.page.evaluate(() => {
    const root = document.querySelector('poptin-root').shadowRoot;
    const box = root.querySelector('.lp-dp').getBoundingClientRect(), form = root.querySelector('.lp-fd').getBoundingClientRect();
    const days = [...root.querySelectorAll('.lp-dp td button')].map((b) => b.getBoundingClientRect());
    const c = root.querySelector('.lp-c');
    return { inForm: box.left >= form.left - 0.5 && box.right <= form.right + 0.5, w: Math.min(...days.map((r) => r.width)), h: Math.min(...days.map((r) => r.height)), scrollX: c.scrollWidth - c.clientWidth, anim: getComputedStyle(root.querySelector('.lp-dp')).animationName };
  });
  assert.ok(fit.inForm, 'within the form column');
  assert.ok(fit.w >= 30 && fit.h >= 39.5, `day targets ${fit.w}×${fit.h} px`);
  assert.is(fit.scrollX, 0, 'no sideways scroll');
  assert.is(fit.anim, 'lp-dp', 'the opening fade without reduced motion');
  await settled(t.page);
  await shot(t.page, 'datepicker-320-en');

  const k = async (key, want) => {
    await t.page.keyboard.press(key);
    assert.is(await focusName(t.page), want, key);
  };
  await k('ArrowRight', 'Thursday, 1 February 2024');
  await k('ArrowDown', 'Thursday, 8 February 2024');
  await k('ArrowLeft', 'Wednesday, 7 February 2024');
  await k('ArrowUp', 'Wednesday, 31 January 2024');
  await k('Home', 'Monday, 29 January 2024');
  await k('End', 'Sunday, 4 February 2024');
  await k('PageDown', 'Monday, 4 March 2024');
  await k('PageDown', 'Friday, 15 March 2024'); // 4 April is past max
  await k('Shift+PageUp', 'Wednesday, 10 January 2024'); // a year back is before min
  await k('PageUp', 'Wednesday, 10 January 2024');
  assert.is(await dialog(t.page).locator('.lp-dp [aria-live]').textContent(), 'January 2024');
  assert.is(await t.page.evaluate(() => document.querySelector('poptin-root').shadowRoot.querySelectorAll('.lp-dp [tabindex="0"]').length), 1);
  await t.page.keyboard.press('Enter');
  await k('ArrowRight', 'Thursday, 11 January 2024');
  await t.page.keyboard.press('Space');
  assert.equal((await dp(t.page)).picked, ['10/01/2024', '11/01/2024'], 'each key picks once');

  // Escape: the calendar's close, and the popup stays
  await t.page.keyboard.press('Escape');
  assert.is((await dp(t.page)).closed, 1);
  await t.page.clock.runFor(100);
  assert.ok(await dialog(t.page).isVisible());
  assert.is(closes('fmt01lightbox'), 0, 'the popup was not closed');

  // mouse: a month button and a disabled day are inside and pick nothing; a day picks; outside closes
  const cal = dialog(t.page).locator('.lp-dp');
  await cal.getByRole('button', { name: 'Next month' }).click();
  assert.is(await cal.locator('[aria-live]').textContent(), 'February 2024');
  await cal.getByRole('button', { name: 'Previous month' }).click();
  assert.ok(await cal.getByRole('button', { name: 'Previous month' }).isDisabled(), 'nothing to pick before min');
  assert.ok(await cal.getByRole('button', { name: 'Tuesday, 9 January 2024' }).isDisabled());
  await cal.getByRole('button', { name: 'Tuesday, 9 January 2024' }).click({ force: true });
  await cal.getByRole('button', { name: 'Friday, 19 January 2024' }).click();
  assert.equal(await dp(t.page), { picked: ['10/01/2024', '11/01/2024', '19/01/2024'], closed: 1 });
  assert.equal(await axe(t.page, AXE), [], 'axe with the calendar open');
  await dialog(t.page).locator('input[name=email]').click();
  assert.is((await dp(t.page)).closed, 2, 'a click on another field closes it');
  await t.page.evaluate(() => window.__dp.off());
  assert.is(await dialog(t.page).locator('.lp-dp').count(), 0, 'removed');
  assert.equal([t.errors, t.logs], [[], []]);
});

test('Hebrew at 390 px, reduced motion: right to left from Sunday, arrows mirrored, no animation, axe', async () => {
  const t = await env.page({ clock: true, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  await t.page.goto(env.url('/demo/p/format-11'));
  await afterOneSecond(t.page);
  await openPicker(t, { value: '14/03/2024', lang: 'he' });
  const cal = dialog(t.page).locator('.lp-dp');
  assert.is(await cal.getAttribute('dir'), 'rtl');
  assert.is(await cal.locator('[aria-live]').textContent(), 'מרץ 2024');
  const x = async (name) => (await cal.getByRole('button', { name }).boundingBox()).x;
  assert.ok((await x('החודש הקודם')) > (await x('החודש הבא')), 'the previous month on the right');
  assert.ok((await x('יום ראשון, 10 במרץ 2024')) > (await x('יום שבת, 16 במרץ 2024')), 'Sunday on the right, Saturday on the left');
  assert.is(await cal.evaluate((e) => getComputedStyle(e).animationName), 'none', 'no animation under reduced motion');
  await t.page.keyboard.press('ArrowLeft');
  assert.is(await focusName(t.page), 'יום שישי, 15 במרץ 2024', 'left is forward');
  await t.page.keyboard.press('ArrowRight');
  await t.page.keyboard.press('ArrowRight');
  assert.is(await focusName(t.page), 'יום רביעי, 13 במרץ 2024');
  await t.page.keyboard.press('Enter');
  assert.equal((await dp(t.page)).picked, ['13/03/2024']);
  assert.equal(await axe(t.page, AXE), []);
  await settled(t.page);
  await shot(t.page, 'datepicker-390-he');
  assert.equal([t.errors, t.logs], [[], []]);
});

test.run();
