// P22 buttons (features/button/button.ts, docs/behaviour.md P22): the address rules of §4 for
// button URLs, each action of the button data on a template's own element, the keyboard, and a
// click counted as a conversion (call 6 through the form's chunk, with extra_button). Time moves
// through the fake clock; call 6 is recorded by the shared fake fetch.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../src/runtime/runtime';
import * as buttonModule from '../../src/features/button/button';
import * as cartModule from '../../src/features/cart/cart';
import * as formModule from '../../src/features/form/form';
import * as leadModule from '../../src/features/lead/lead';
import format5 from '../../src/formats/lightbox/format_5';
import type { DesignProperties } from '../../src/popup/wire';
import type { ShowRequest } from '../../src/popup/rungs';
import { getCookie } from '../../src/core/storage';
import { seen } from '../../src/core/log';
import { $, clock, painted, key, request, sanitizing, shadow } from '../runtime/fixture';

const { buttonUrl } = buttonModule;
let c = clock();
const went: string[] = [];
const loaded: string[] = [];
let form: object | null = formModule;
const warnings: string[] = [];
const warn = console.warn;

const open = async (html: string, o: { dp?: DesignProperties; req?: Partial<ShowRequest> } = {}) => {
  const f = request({ dp: o.dp, req: { html: `<div data-lp="main"><h2 data-lp="title">Sale</h2>${html}</div><div data-lp="thanks"><h2>Thanks</h2></div>`, ...o.req } });
  const h = await show(f.req, {
    load: sanitizing(async (p) => {
      loaded.push(p);
      if (p === 'features/form' && !form) throw new Error('404');
      return p === 'features/button' ? buttonModule : p === 'features/cart' ? cartModule : p === 'features/form' ? form : p === 'features/lead' ? leadModule : { default: format5 };
    }),
    timer: c.timer,
    go: (url, blank) => went.push(url + (blank ? ' (new window)' : '')),
  });
  await painted(c); // mounted, as a visitor finds it (the view is reported from the mount)
  return { ...f, h: h! };
};
const btn = () => $('[data-lp=button]');
const success = () => respond((url) => (url.includes('/api/display/conversion/') ? { body: { success: true, conversion_id: 'c-1' } } : undefined));
const body = (i = 0) => Object.fromEntries(new URLSearchParams(calls[i].body));

test.before.each(() => {
  reset();
  c = clock();
  form = formModule;
  went.length = 0;
  loaded.length = 0;
  warnings.length = 0;
  seen.clear(); // log() prints a message once per page: each test reads its own lines
  console.warn = (m: string) => warnings.push(m);
});
test.after.each(() => {
  console.warn = warn;
});

test('§4 button addresses: http(s) and // as written, tel/sms/mailto kept, no scheme gets //, unsafe ones refused', () => {
  assert.is(buttonUrl('https://shop.example/sale'), 'https://shop.example/sale');
  assert.is(buttonUrl('HTTP://shop.example/'), 'HTTP://shop.example/');
  assert.is(buttonUrl('//cdn.example/x'), '//cdn.example/x');
  assert.is(buttonUrl('  shop.example/sale?x=1  '), '//shop.example/sale?x=1');
  assert.is(buttonUrl('www.shop.example'), '//www.shop.example');
  assert.is(buttonUrl('tel:+972-3-555-0101'), 'tel:+972-3-555-0101');
  assert.is(buttonUrl('SMS:+15551234567'), 'SMS:+15551234567');
  assert.is(buttonUrl('mailto:hello@shop.example?subject=Hi'), 'mailto:hello@shop.example?subject=Hi');
  assert.is(buttonUrl('ftp://files.example/menu.pdf'), 'ftp://files.example/menu.pdf', 'a scheme with an authority, as P21');
  assert.is(buttonUrl(''), '');
  assert.is(buttonUrl('/sale?x=1'), '/sale?x=1', 'a path on the page\'s site stays relative to the page, not the host "sale"');
  assert.is(buttonUrl(' /'), '/');
  for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x', 'vbscript:msgbox(1)', '\u0000javascript:x'])
    assert.is(buttonUrl(bad), '', bad);
  assert.ok(warnings.includes('[poptin] Button address refused: unsafe scheme'));
});

test('btnurl in the same window: the address with //, the popup closes without a close report (redirected)', async () => {
  const { events } = await open('<button data-lp="button" data-btnurl="shop.example/sale">Shop the sale</button>');
  assert.is(btn().textContent, 'Shop the sale', "the owner's label stays");
  assert.is(btn().getAttribute('type'), 'button');
  btn().click();
  await until(() => went.length);
  assert.equal(went, ['//shop.example/sale']);
  assert.not.ok(events.some((e) => e.startsWith('close:')), 'a redirected popup does not report a close (§4)');
  assert.equal(calls.filter((x) => x.url.includes('/conversion/')), [], 'not a conversion');
  assert.not.ok(loaded.includes('features/form'), 'no form chunk without countConversion');
  c.tick(1000);
  assert.ok(events.includes('removed'), events.join());
});

test('btntarget _blank: a new window within the click; linkUrl is an address too; an <a href> keeps its own', async () => {
  await open('<button data-lp="button" data-btnurl="https://shop.example/menu" data-btntarget="_blank">Menu</button>');
  btn().click();
  assert.equal(went, ['https://shop.example/menu (new window)'], 'opened in the click itself, not after a wait');
  reset();
  went.length = 0;
  await open('<button data-lp="button" data-link-url="mailto:hello@shop.example">Write to us</button>');
  btn().click();
  await until(() => went.length);
  assert.equal(went, ['mailto:hello@shop.example']);
  reset();
  went.length = 0;
  await open('<a data-lp="button" href="https://shop.example/about" target="_blank">About</a>');
  assert.is(btn().getAttribute('role'), null, 'a link stays a link');
  btn().click();
  assert.equal(went, ['https://shop.example/about (new window)']);
});

test('a refused address: one log line and nothing happens (no conversion, no close)', async () => {
  const { events } = await open('<button data-lp="button" data-btnurl="javascript:alert(document.cookie)" data-count-conversion="1">Go</button>');
  btn().click();
  await settle();
  c.tick(1000);
  assert.equal(went, []);
  assert.equal(calls.filter((x) => x.url.includes('/conversion/')), []);
  assert.not.ok(events.some((e) => e.startsWith('close') || e == 'removed'));
  assert.ok(warnings.includes('[poptin] Button address refused: unsafe scheme'));
});

test('launchPoptin: the other popup through the launch path (P21), this one closes; without an id a log line', async () => {
  const { events } = await open('<button data-lp="button" data-launch-poptin="1" data-launch-poptin-id="zyxwvutsrqpon">Spin the wheel</button>');
  btn().click();
  await until(() => events.includes('launch:zyxwvutsrqpon'));
  assert.equal(went, []);
  c.tick(1000);
  assert.ok(events.includes('removed'), 'closed, so a launched modal popup can show');
  assert.not.ok(events.some((e) => e.startsWith('close:')));
  reset();
  const r = await open('<button data-lp="button" data-launch-poptin="1">Spin</button>');
  btn().click();
  await settle();
  assert.not.ok(r.events.some((e) => e.startsWith('launch')));
  assert.ok(warnings.includes('[poptin] Button launchPoptin without launchPoptinId'));
});

test('shopifyCart off a Shopify store: its chunk at the press, one log line, nothing else (test/features/cart.test.ts has the add)', async () => {
  const { events } = await open('<button data-lp="button" data-shopify-cart="1">Add to cart</button>');
  btn().click();
  btn().click();
  await settle();
  await until(() => warnings.length);
  assert.ok(loaded.includes('features/cart'));
  assert.equal(warnings.filter((w) => w.includes('shopifyCart')), ['[poptin] Button shopifyCart off a Shopify store']);
  assert.equal(calls, [], 'no cart request');
  assert.equal([went, events.filter((e) => e != 'view')], [[], []]);
});

test('countConversion: call 6 as the form sends it with extra_button; the submit flow (thank-you screen, record) follows', async () => {
  success();
  const { events } = await open('<button data-lp="button" data-count-conversion="1">  I want\n it  </button>', {
    dp: { poptin_design_thank_screen: { active: 1, auto_close: 1, auto_close_sec: 3 } },
  });
  btn().click();
  btn().click();
  await until(() => calls.length == 1);
  await until(() => events.includes('convert'));
  assert.ok(loaded.includes('features/form'));
  const b = body();
  assert.is(b.extra_button, 'I want it');
  assert.is(b.coupon, '');
  assert.is(b.poptin_id, 'abcdefghijklm');
  assert.is(b.newExtraFields, '[]');
  assert.is(b.poptin_view_id, 'view-42');
  assert.ok(b.idempotency_key);
  assert.ok(calls[0].url.endsWith('/api/display/conversion/viewer-7'));
  assert.is(getCookie('poptin_converted_abcdefghijklm'), 'o', 'recorded like a form conversion');
  await until(() => !shadow()!.querySelector<HTMLElement>('[data-lp=thanks]')!.hidden);
  btn().click();
  await settle();
  assert.is(calls.length, 1, 'once: a converted popup does not count again');
  c.tick(2999);
  assert.not.ok(events.includes('removed'));
  c.tick(1 + 800);
  assert.ok(events.includes('removed'), 'auto_close_sec, then the exit');
});

test('countConversion with an address: the lead is sent (or stored) first, then the page goes; no design redirect', async () => {
  success();
  const { events } = await open('<button data-lp="button" data-count-conversion="1" data-btnurl="https://shop.example/sale">Shop</button>', {
    dp: { poptin_design_redirect: 1, poptin_design_redirect_url: 'https://elsewhere.example/' },
  });
  btn().click();
  await until(() => went.length);
  assert.equal(went, ['https://shop.example/sale'], 'the button\'s own address, not the design redirect');
  assert.is(calls.length, 1);
  assert.is(body().extra_button, 'Shop');
  c.tick(1000);
  assert.equal(went.length, 1);
  assert.ok(events.includes('convert'));
  assert.not.ok(events.some((e) => e.startsWith('close:')));
});

test('countConversion: not in preview; a form chunk that fails to load is a log line and a second click tries again', async () => {
  const p = await open('<button data-lp="button" data-count-conversion="1">Yes</button>', { req: { preview: true } });
  btn().click();
  await settle();
  assert.equal(calls, []);
  assert.not.ok(p.events.includes('convert'));
  reset();
  form = null;
  await open('<button data-lp="button" data-count-conversion="1">Yes</button>');
  btn().click();
  await until(() => warnings.some((w) => w.startsWith('[poptin] Button conversion failed')));
  assert.equal(calls, []);
  form = formModule;
  success();
  btn().click();
  await until(() => calls.length == 1);
});

test('keyboard: a <div> becomes a button in the Tab order (never a positive tabindex), Enter and Space press it', async () => {
  await open('<div data-lp="button" tabindex="5" data-btnurl="https://shop.example/">Visit</div>');
  const d = btn();
  assert.is(d.getAttribute('role'), 'button');
  assert.is(d.tabIndex, 0);
  key(32, ' ', d);
  await until(() => went.length == 1);
  reset();
  went.length = 0;
  await open('<span data-lp="button" role="link" data-btnurl="https://shop.example/">Visit</span>');
  assert.is(btn().getAttribute('role'), 'link', "the owner's role stays");
  key(13, 'Enter', btn());
  await until(() => went.length == 1);
  key(65, 'a', btn());
  await settle();
  assert.is(went.length, 1);
});

test('a site path: the page goes to it as written (relative to the page), not to a host', async () => {
  await open('<button data-lp="button" data-btnurl="/sale">Sale</button>');
  btn().click();
  await until(() => went.length);
  assert.equal(went, ['/sale']);
});

test('btntarget _blank needs an address: a count-only button opens no empty window', async () => {
  await open('<button data-lp="button" data-count-conversion="1" data-btntarget="_blank">Yes</button>', { req: { preview: true } });
  btn().click();
  await settle();
  assert.equal(went, []);
  reset();
  await open('<a data-lp="button" href="#more" target="_blank" data-count-conversion="1">Yes</a>', { req: { preview: true } });
  btn().click();
  await settle();
  assert.equal(went, [], "an <a>'s own target without an address either");
});

test('a refused conversion (4xx): the popup stays and a second press sends again', async () => {
  respond((url) => (url.includes('/api/display/conversion/') ? { status: 422, body: {} } : undefined));
  const { events } = await open('<button data-lp="button" data-count-conversion="1">Yes</button>');
  btn().click();
  await until(() => warnings.includes('[poptin] Conversion refused: 422'));
  await settle();
  assert.not.ok(events.includes('convert'));
  success();
  btn().click();
  await until(() => calls.length == 2);
  await until(() => events.includes('convert'));
});

test('content lock: the button acts, the popup stays', async () => {
  const { events } = await open('<button data-lp="button" data-btnurl="https://shop.example/" data-btntarget="_blank">Open</button>', {
    dp: { poptin_design_content_lock: 1 },
  });
  btn().click();
  await settle();
  c.tick(1000);
  assert.equal(went, ['https://shop.example/ (new window)']);
  assert.not.ok(events.includes('removed'));
  btn().click();
  await settle();
  assert.equal(went, ['https://shop.example/ (new window)', 'https://shop.example/ (new window)'], 'a second press acts too');
});

test.run();
