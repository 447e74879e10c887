// P22 coupons (features/coupon/coupon.ts, docs/behaviour.md P22): the code from data-code or
// design_properties.coupon.code, the copy through navigator.clipboard with 'Copied' (Hebrew
// 'הועתק') for 500 ms on the fake clock, announced by a polite status; the fallback that selects
// the code with a hint where the clipboard is missing or refused; call 6 with `coupon` once per
// popup view, never in preview, never the visitor's conversion.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../src/runtime/runtime';
import * as couponModule from '../../src/features/coupon/coupon';
import * as formModule from '../../src/features/form/form';
import * as leadModule from '../../src/features/lead/lead';
import format5 from '../../src/formats/lightbox/format_5';
import type { DesignProperties } from '../../src/popup/wire';
import type { ShowRequest } from '../../src/popup/rungs';
import { getCookie } from '../../src/core/storage';
import { seen } from '../../src/core/log';
import { $, clock, painted, request, sanitizing, shadow } from '../runtime/fixture';

let c = clock();
const warnings: string[] = [];
const warn = console.warn;
/** what navigator.clipboard.writeText does: 'ok', 'refuse' (a rejected promise), or no API at all */
let clip: 'ok' | 'refuse' | 'none' = 'ok';
const copied: string[] = [];
Object.defineProperty(navigator, 'clipboard', {
  configurable: true,
  get: () =>
    clip == 'none'
      ? undefined
      : { writeText: (t: string) => (clip == 'ok' ? (copied.push(t), Promise.resolve()) : Promise.reject(new Error('NotAllowedError'))) },
});

const open = async (html: string, o: { dp?: DesignProperties & { coupon?: object }; req?: Partial<ShowRequest> } = {}) => {
  const f = request({ dp: o.dp, req: { html: `<div data-lp="main"><h2 data-lp="title">Your gift</h2>${html}</div>`, ...o.req } });
  const h = await show(f.req, {
    load: sanitizing(async (p) => (p === 'features/coupon' ? couponModule : p === 'features/form' ? formModule : p === 'features/lead' ? leadModule : { default: format5 })),
    timer: c.timer,
  });
  await painted(c); // mounted, as a visitor finds it (the view is reported from the mount)
  return { ...f, h: h! };
};
const code = () => $('.lp-cc');
const copyBtn = () => $<HTMLButtonElement>('.lp-cb');
const status = () => $('[role=status].lp-ct');
const success = () => respond((url) => (url.includes('/api/display/conversion/') ? { body: { success: true, conversion_id: 'c-1' } } : undefined));

test.before.each(() => {
  reset();
  c = clock();
  clip = 'ok';
  copied.length = 0;
  warnings.length = 0;
  seen.clear();
  console.warn = (m: string) => warnings.push(m);
});
test.after.each(() => {
  console.warn = warn;
});

test('the code: data-code wins, else design_properties.coupon.code; the copy button; no code hides the element', async () => {
  await open('<div data-lp="coupon" data-code=" SPRING20 "><b>Your code:</b></div>', { dp: { coupon: { code: 'OTHER', coupon_type: 'static' } } });
  const box = code() as HTMLInputElement;
  assert.equal([box.value, box.readOnly, box.dir, box.getAttribute('aria-label')], ['SPRING20', true, 'ltr', 'Coupon code']);
  assert.is($('[data-lp=coupon] b').textContent, 'Your code:', "the owner's caption stays");
  assert.is(copyBtn().type, 'button');
  assert.is(copyBtn().textContent, 'Copy code');
  assert.is(status().textContent, '', 'the status region exists, empty, before anything is said');
  reset();
  await open('<div data-lp="coupon"></div>', { dp: { coupon: { code: 'WELCOME10' } } });
  assert.is((code() as HTMLInputElement).value, 'WELCOME10');
  reset();
  await open('<div data-lp="coupon"></div>');
  assert.is(shadow()!.querySelector('.lp-cc'), null);
  assert.is($('[data-lp=coupon]').hidden, true);
  assert.ok(warnings.includes('[poptin] Coupon without a code'));
  assert.ok($('[data-lp=title]'), 'the popup still shows');
});

test("copy: the clipboard gets the code, 'Copied' is said for 500 ms (fake clock), then cleared; again on the next copy", async () => {
  success();
  await open('<div data-lp="coupon" data-code="SPRING20"></div>');
  copyBtn().click();
  await until(() => status().textContent == 'Copied');
  assert.equal(copied, ['SPRING20']);
  assert.ok(status().classList.contains('t'), 'shown as a tooltip');
  c.tick(499);
  assert.is(status().textContent, 'Copied', 'still at 499 ms');
  c.tick(1);
  assert.is(status().textContent, '', 'gone at 500 ms');
  code().click(); // the code itself copies too
  await until(() => status().textContent == 'Copied');
  c.tick(300);
  copyBtn().click();
  await until(() => copied.length == 3);
  await settle();
  c.tick(300);
  assert.is(status().textContent, 'Copied', 'a new copy starts a new 500 ms');
  c.tick(200);
  assert.is(status().textContent, '');
  await until(() => calls.length == 1); // its report is out: nothing spills into the next test
});

test("X07: the status stays in the accessibility tree: visually hidden while empty (never display:none), the tooltip when it speaks", () => {
  // jsdom applies a document <style>, not a shadow root's adopted sheets: the chunk's CSS on
  // the states of the status, as copy() leaves them
  document.head.insertAdjacentHTML('beforeend', `<style>${couponModule.CSS}</style>`);
  document.body.innerHTML = '<div class="lp-cw"><span class="lp-ct"></span><span class="lp-ct t"></span><span class="lp-ct t">Copied</span><span class="lp-ct">The code is selected</span></div>';
  const [empty, emptied, tip, hint] = [...document.querySelectorAll<HTMLElement>('.lp-ct')].map((e) => getComputedStyle(e));
  for (const [cs, what] of [[empty, 'empty'], [emptied, 'empty after a tooltip']] as const) {
    assert.is.not(cs.display, 'none', what + ': a live region kept in the accessibility tree');
    assert.is.not(cs.visibility, 'hidden', what);
    assert.equal([cs.position, cs.width, cs.height, cs.overflow, cs.clipPath, cs.padding], ['absolute', '1px', '1px', 'hidden', 'inset(50%)', '0px'], what + ': visually hidden');
  }
  assert.equal([tip.position, tip.width, tip.clipPath], ['absolute', 'max-content', 'none'], "'Copied' shows as the tooltip");
  assert.equal([hint.position, hint.clipPath, hint.display], ['static', 'none', 'inline'], 'the hint in the flow');
});

test('Hebrew: the button and the tooltip in Hebrew, the code left to right', async () => {
  await open('<div data-lp="coupon" data-code="CHAG15"></div>', { req: { lang: 'he' } });
  assert.is(copyBtn().textContent, 'העתקת הקוד');
  assert.is(code().getAttribute('aria-label'), 'קוד קופון');
  copyBtn().click();
  await until(() => status().textContent == 'הועתק');
  c.tick(500);
  assert.is(status().textContent, '');
  await until(() => calls.length == 1); // its report is out: nothing spills into the next test
});

test('fallback: a refused clipboard selects the code and says how, announced; no API at all does the same', async () => {
  for (const mode of ['refuse', 'none'] as const) {
    reset();
    clip = mode;
    await open('<div data-lp="coupon" data-code="SPRING20"></div>');
    copyBtn().click();
    await until(() => status().textContent != '');
    assert.is(status().textContent, 'The code is selected: copy it to use it', mode);
    assert.not.ok(status().classList.contains('t'), 'a hint in the flow, not a passing tooltip');
    const box = code() as HTMLInputElement;
    assert.is(shadow()!.activeElement, box, 'focus on the code, ' + mode);
    assert.equal([box.selectionStart, box.selectionEnd], [0, 8], 'all of it selected, ' + mode);
    c.tick(5000);
    assert.ok(status().textContent, 'the hint stays');
    assert.ok(warnings.some((w) => w.startsWith('[poptin] Clipboard unavailable: code selected')));
    await until(() => calls.length == 1); // the report goes out all the same
  }
});

test('call 6 with `coupon` once per popup view; not the visitor\'s conversion; not in preview', async () => {
  success();
  const { events } = await open('<div data-lp="coupon" data-code="SPRING20"></div>');
  copyBtn().click();
  copyBtn().click();
  code().click();
  await until(() => calls.length == 1);
  await settle();
  const b = Object.fromEntries(new URLSearchParams(calls[0].body));
  assert.is(b.coupon, 'SPRING20');
  assert.is(b.extra_button, '');
  assert.is(b.poptin_id, 'abcdefghijklm');
  assert.is(b.poptin_view_id, 'view-42');
  assert.ok(calls[0].url.endsWith('/api/display/conversion/viewer-7'));
  assert.not.ok(events.includes('convert'), 'no submitted marker: the form beside it is not "sent"');
  assert.not.ok(getCookie('poptin_converted_abcdefghijklm'));
  c.tick(10000);
  assert.not.ok(events.includes('removed'), 'the popup stays');
  assert.is(calls.length, 1, 'once per view');
  // the next view reports again
  reset();
  success();
  await open('<div data-lp="coupon" data-code="SPRING20"></div>');
  copyBtn().click();
  await until(() => calls.length == 1);
  reset();
  await open('<div data-lp="coupon" data-code="SPRING20"></div>', { req: { preview: true } });
  copyBtn().click();
  await until(() => status().textContent == 'Copied');
  await settle();
  assert.equal(calls, [], 'P16: nothing reported in preview');
});

test.run();
