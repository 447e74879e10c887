// P27, P22: add to cart (features/cart/cart.ts, call 18) from a `shopifyCart` button
// (features/button/button.ts; docs/behaviour.md P22 and P27): the request's shape and root, the
// popup field each button reads, a 422 told by its status and logged only, another failure
// 'Cart Error', redirect or stay after the add, and nothing (no count, no navigation, no cart
// call but the add) before the add answered. The shared fake fetch answers the cart.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../src/runtime/runtime';
import * as buttonModule from '../../src/features/button/button';
import * as cartModule from '../../src/features/cart/cart';
import * as formModule from '../../src/features/form/form';
import * as leadModule from '../../src/features/lead/lead';
import format5 from '../../src/formats/lightbox/format_5';
import type { DesignProperties, Popup } from '../../src/popup/wire';
import { STORE } from '../../src/popup/store';
import { seen } from '../../src/core/log';
import { $, clock, painted, request, sanitizing, shadow } from '../runtime/fixture';

const { what } = cartModule;
let c = clock();
const went: string[] = [];
const warnings: string[] = [];
const warn = console.warn;
/** the add's answer: held back until `answer` is called when `hold` is set */
let addAnswer: { status?: number; body?: unknown } = { body: { items: [] } }, hold = false, answer = () => {};

const open = async (html: string, popup: Record<string, unknown> = {}, dp?: DesignProperties) => {
  const f = request({ popup: popup as Partial<Popup>, dp, req: { html: `<div data-lp="main"><h2 data-lp="title">Beans</h2>${html}</div><div data-lp="thanks"><h2>Thanks</h2></div>` } });
  await show(f.req, {
    load: sanitizing(async (p) => (p === 'features/button' ? buttonModule : p === 'features/cart' ? cartModule : p === 'features/form' ? formModule : p === 'features/lead' ? leadModule : { default: format5 })),
    timer: c.timer,
    go: (url, blank) => went.push(url + (blank ? ' (new window)' : '')),
  });
  await painted(c);
  return f;
};
const btns = () => [...$('[data-lp=main]').querySelectorAll<HTMLElement>('[data-lp=button]')];
const adds = () => calls.filter((x) => x.url.includes('cart/add.js'));
const conversions = () => calls.filter((x) => x.url.includes('/conversion/'));

test.before.each(() => {
  reset();
  c = clock();
  went.length = 0;
  warnings.length = 0;
  seen.clear();
  hold = false;
  addAnswer = { body: { items: [] } };
  STORE.store_integration = 'shopify';
  delete (window as any).Shopify;
  console.warn = (m: string) => warnings.push(m);
  respond((url) =>
    url.includes('cart/add.js')
      ? hold
        ? new Promise((r) => (answer = () => r(addAnswer)))
        : addAnswer
      : url.includes('/conversion/')
        ? { body: { success: true, conversion_id: 'c-1' } }
        : undefined,
  );
});
test.after.each(() => {
  console.warn = warn;
  STORE.store_integration = '';
});

test('what a field adds: a variant id, a list, product settings (object or JSON) with buttons_action', () => {
  assert.equal(what(4401), [['4401'], undefined]);
  assert.equal(what(' 4401, 4402 '), [['4401', '4402'], undefined]);
  assert.equal(what(['4401', 4402]), [['4401', '4402'], undefined]);
  assert.equal(what({ variant_id: 4403, buttons_action: 'add_to_cart_redirect' }), [['4403'], 'add_to_cart_redirect']);
  assert.equal(what('{"variant_id":"4404","buttons_action":"add_to_cart"}'), [['4404'], 'add_to_cart']);
  assert.equal(what('{oops'), [[], undefined], 'malformed JSON: no variant');
  assert.equal(what(undefined), [[], undefined]);
  assert.equal(what('abc,12345678901234567'), [[], undefined], 'not an id, and one past a safe JSON number');
});

test('call 18: POST <root>cart/add.js with { items: [{ id, quantity }] }; the first button reads add_to_cart, the second shopify_add_to_cart_2', async () => {
  (window as any).Shopify = { routes: { root: '/fr/' } };
  const { events } = await open('<button data-lp="button" data-shopify-cart="1">Add</button><button data-lp="button" data-shopify-cart="1">Add the mug</button>', {
    add_to_cart: '4401,4402',
    shopify_add_to_cart_2: { variant_id: 5501 },
  });
  btns()[1].click();
  await until(() => adds().length);
  assert.is(adds()[0].url, '/fr/cart/add.js');
  assert.is(adds()[0].method, 'POST');
  assert.equal(JSON.parse(adds()[0].body), { items: [{ id: 5501, quantity: 1 }] });
  await until(() => events.includes('close:cancel_click'));
  assert.equal(went, [], 'add_to_cart stays on the page');
  assert.equal(conversions(), [], 'not counted without countConversion');
  assert.equal(calls.length, 1, 'the add only: no clear, no other cart call');
});

test('a 422 is matched on its status (any text) and logged only: no count, no redirect, the popup stays and takes the next press', async () => {
  addAnswer = { status: 422, body: { status: 422, message: 'Erreur du panier', description: 'Épuisé' } };
  const { events } = await open('<button data-lp="button" data-shopify-cart="1" data-count-conversion="1">Add</button>', {
    add_to_cart: { variant_id: 4401, buttons_action: 'add_to_cart_redirect' },
  });
  btns()[0].click();
  await until(() => warnings.some((w) => w.startsWith('[poptin] Cart add refused')));
  await settle();
  c.tick(1000);
  assert.equal(went, []);
  assert.equal(conversions(), []);
  assert.not.ok(events.some((e) => e.startsWith('close') || e == 'removed'), events.join());
  assert.not.ok(warnings.some((w) => w.startsWith('[poptin] Cart Error')), 'a 422 is not a Cart Error');
  addAnswer = { status: 500, body: 'oops' };
  btns()[0].click();
  await until(() => adds().length == 2);
  await until(() => warnings.some((w) => w.startsWith('[poptin] Cart Error')));
  assert.equal(went, []);
  assert.equal(conversions(), []);
});

test('add_to_cart_redirect: counted, then <root>cart, only after the add answered', async () => {
  hold = true;
  const { events } = await open('<button data-lp="button" data-shopify-cart="1" data-count-conversion="1">Add and check out</button>', {
    add_to_cart: { variant_id: 4401, buttons_action: 'add_to_cart_redirect' },
  });
  btns()[0].click();
  await until(() => adds().length);
  await settle();
  c.tick(5000);
  await settle();
  assert.equal(went, [], 'no navigation while the add is unanswered');
  assert.equal(conversions(), [], 'no count while the add is unanswered');
  answer();
  await until(() => went.length);
  assert.equal(went, ['/cart']);
  assert.is(conversions().length, 1, 'counted once added');
  assert.is(Object.fromEntries(new URLSearchParams(conversions()[0].body)).extra_button, 'Add and check out');
  assert.ok(calls.indexOf(conversions()[0]) > calls.indexOf(adds()[0]));
  assert.not.ok(events.some((e) => e == 'close:cancel_click'), events.join());
});

test('add_to_cart counted: the conversion after the add, the submit goes on (thank-you screen), no cancel close', async () => {
  const { events } = await open('<button data-lp="button" data-shopify-cart="1" data-count-conversion="1">Add</button>', { add_to_cart: 4401 }, { poptin_design_thank_screen: { active: 1, auto_close: 0, auto_close_sec: 0 } });
  btns()[0].click();
  await until(() => events.includes('convert'));
  assert.ok(calls.indexOf(conversions()[0]) > calls.indexOf(adds()[0]), 'counted after the add');
  await until(() => !shadow()!.querySelector<HTMLElement>('[data-lp=thanks]')!.hidden);
  assert.not.ok(events.includes('close:cancel_click'), events.join());
  assert.equal(went, []);
});

test("a button's own address wins over the cart redirect, after the add", async () => {
  await open('<button data-lp="button" data-shopify-cart="1" data-btnurl="/checkout">Add and pay</button>', { add_to_cart: { variant_id: 4401, buttons_action: 'add_to_cart_redirect' } });
  btns()[0].click();
  await until(() => went.length);
  assert.equal(went, ['/checkout']);
  assert.is(adds().length, 1);
});

test('off a Shopify or WooCommerce page, or without a variant: a log line, no request, nothing happens', async () => {
  STORE.store_integration = '';
  const { events } = await open('<button data-lp="button" data-shopify-cart="1">Add</button>', { add_to_cart: 4401 });
  btns()[0].click();
  await until(() => warnings.includes('[poptin] Button shopifyCart off a Shopify store'));
  STORE.store_integration = 'shopify';
  reset();
  await open('<button data-lp="button" data-shopify-cart="1">Add</button>');
  btns()[0].click();
  await until(() => warnings.some((w) => w.startsWith('[poptin] Button shopifyCart without a variant')));
  await settle();
  assert.equal(adds(), []);
  assert.equal(went, []);
  assert.not.ok(events.some((e) => e.startsWith('close')));
});

// WooCommerce (issue 24, P27): the same button on a WooCommerce page adds through the Store API.
// The shared fake fetch has no headers: the cart read's answer gets the session's Nonce here.
const NONCE = 'a1b2c3d4e5';
const storeApi = (add: { status?: number; body?: unknown } | (() => never) = { status: 201, body: { items: [] } }, read: { status?: number } = {}) => {
  const sent: [string, string | null][] = [];
  respond((url, init) => {
    if (url.endsWith('/wp-json/wc/store/v1/cart')) return { body: { items: [] }, ...read };
    if (url.endsWith('/wp-json/wc/store/v1/cart/add-item')) {
      sent.push([init.credentials as string, (init.headers as Record<string, string>).Nonce]);
      return typeof add == 'function' ? add() : add;
    }
    return url.includes('/conversion/') ? { body: { success: true, conversion_id: 'c-1' } } : undefined;
  });
  const f = globalThis.fetch;
  globalThis.fetch = (async (u: string, i: RequestInit) => Object.assign(await f(u, i), { headers: new Headers(String(u).endsWith('/cart') ? { Nonce: NONCE } : {}) })) as typeof fetch;
  undo = () => (globalThis.fetch = f);
  return sent;
};
let undo = () => {};
const woo = () => calls.filter((x) => x.url.includes('/wc/store/'));
test.after.each(() => {
  undo();
  undo = () => {};
  delete (window as any).wcSettings;
});

test('WooCommerce: each id through POST /wp-json/wc/store/v1/cart/add-item { id, quantity }, with the session nonce of a cart read first; add_to_cart stays', async () => {
  STORE.store_integration = 'woocommerce';
  const sent = storeApi();
  const { events } = await open('<button data-lp="button" data-shopify-cart="1">Add</button>', { add_to_cart: '102,101' });
  btns()[0].click();
  await until(() => events.includes('close:cancel_click'));
  assert.equal(
    woo().map((x) => [x.method, x.url, x.body ? JSON.parse(x.body) : undefined]),
    [
      ['GET', '/wp-json/wc/store/v1/cart', ''],
      ['POST', '/wp-json/wc/store/v1/cart/add-item', { id: 102, quantity: 1 }],
      ['POST', '/wp-json/wc/store/v1/cart/add-item', { id: 101, quantity: 1 }],
    ].map(([m, u, b]) => [m, u, b || undefined]),
  );
  assert.equal(sent, [['same-origin', NONCE], ['same-origin', NONCE]]);
  assert.equal(adds(), [], 'no Shopify call');
  assert.equal(went, []);
  assert.not.ok(warnings.some((w) => /Cart/.test(w)), warnings.join());
});

test("WooCommerce: a refusal (the Store API's 4xx, any text) is logged only, the ids after it not sent; a 5xx, a network failure or a failed nonce read is 'Cart Error'", async () => {
  STORE.store_integration = 'woocommerce';
  storeApi({ status: 400, body: { code: 'woocommerce_rest_product_out_of_stock', message: 'Épuisé', data: { status: 400 } } });
  const { events } = await open('<button data-lp="button" data-shopify-cart="1" data-count-conversion="1">Add</button>', { add_to_cart: { variant_id: '103,101', buttons_action: 'add_to_cart_redirect' } });
  btns()[0].click();
  await until(() => warnings.some((w) => w.startsWith('[poptin] Cart add refused')));
  await settle();
  assert.is(woo().filter((x) => x.method == 'POST').length, 1, 'stops at the refusal');
  assert.not.ok(warnings.some((w) => w.startsWith('[poptin] Cart Error')), 'a 4xx is not a Cart Error');
  for (const [add, read] of [[{ status: 500, body: 'oops' }, {}], [() => { throw new TypeError('offline'); }, {}], [undefined, { status: 404 }]] as const) {
    undo();
    warnings.length = 0;
    seen.clear();
    calls.length = 0;
    storeApi(add, read);
    btns()[0].click();
    await until(() => warnings.some((w) => w.startsWith('[poptin] Cart Error')));
    await settle();
    if (read.status) assert.equal(woo().filter((x) => x.method == 'POST'), [], 'no add without a nonce');
  }
  assert.equal(went, []);
  assert.equal(conversions(), []);
  assert.not.ok(events.some((e) => e.startsWith('close')), events.join());
});

test("WooCommerce add_to_cart_redirect: the cart page the page names (wcSettings.storePages.cart.permalink), else /cart/", async () => {
  STORE.store_integration = 'woocommerce';
  storeApi();
  await open('<button data-lp="button" data-shopify-cart="1">Add</button>', { add_to_cart: { variant_id: 101, buttons_action: 'add_to_cart_redirect' } });
  btns()[0].click();
  await until(() => went.length);
  assert.equal(went, ['/cart/']);
  undo();
  reset();
  went.length = 0;
  (window as any).wcSettings = { storePages: { cart: { id: 7, permalink: 'https://shop.example/panier/' } } };
  storeApi();
  await open('<button data-lp="button" data-shopify-cart="1">Add</button>', { add_to_cart: { variant_id: 101, buttons_action: 'add_to_cart_redirect' } });
  btns()[0].click();
  await until(() => went.length);
  assert.equal(went, ['https://shop.example/panier/']);
});

test.run();
