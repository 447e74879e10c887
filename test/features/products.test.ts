// P27 the product recommendation block (features/products/products.ts, docs/templates.md
// "Products", docs/display-api.md call 15): call 15's payload per category (the recent products
// written on product pages, the cart's, the owner's picks, a collection), at most 3 cards with a
// smaller limit respected, the prices with §9's currency symbols read as one sentence, the stock
// left, each buttons_action, and a failed call: 'Failed to fetch shopify data', the block hidden,
// the popup shown.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../src/runtime/runtime';
import * as productsModule from '../../src/features/products/products';
import * as cartModule from '../../src/features/cart/cart';

/** the addresses the popup went to (Env.go) */
const went: string[] = [];
import { money, CART, type Settings } from '../../src/features/products/products';
import { RECENT } from '../../src/popup/keys';
import format5 from '../../src/formats/lightbox/format_5';
import { seen } from '../../src/core/log';
import { $, clock, painted, request, sanitizing, shadow } from '../runtime/fixture';

let c = clock();
const warnings: string[] = [];
const warn = console.warn;
const CALL = 'https://api.example/api/display/shopify/product-recommendation/abcdefghijklm';

/** n products as call 15 answers them (prices in major units, as Shopify's '14.00') */
const products = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    product_id: 8100000000001 + i,
    variant_id: 44100000000011 + i * 10,
    title: 'Coffee ' + (i + 1),
    handle: 'coffee-' + (i + 1),
    url: 'https://shop.example/products/coffee-' + (i + 1),
    image: 'https://cdn.example/c' + (i + 1) + '.jpg',
    price: (10 + i).toFixed(2),
    compare_at_price: i == 0 ? '12.00' : null,
    inventory_quantity: i == 0 ? 5 : 0,
  }));

const answer = (n: number, currency = 'USD') =>
  respond((u) => (u == CALL ? { body: { success: true, data: { products: products(n) }, currency } } : u.endsWith('/cart/add.js') ? { body: { items: [] } } : undefined));

const open = async (settings: Settings = {}) => {
  const f = request({ popup: { shopify_product_settings: settings } as object, req: { html: '<div data-lp="main"><h2 data-lp="title">For you</h2><div data-lp="products"></div></div>' } });
  const h = await show(f.req, { load: sanitizing(async (p) => (p === 'features/products' ? productsModule : p === 'features/cart' ? cartModule : { default: format5 })), timer: c.timer, go: (u) => went.push(u) });
  await painted(c);
  return h!;
};
const cards = () => Array.from(shadow()!.querySelectorAll('ul.lp-pl > li > article.lp-pc'));
const sent = () => JSON.parse(calls.find((x) => x.url == CALL)!.body);
const block = () => $('[data-lp=products]');

test.before.each(() => {
  reset();
  c = clock();
  warnings.length = 0;
  seen.clear();
  console.warn = (m: string) => warnings.push(m);
  delete (window as any).ShopifyAnalytics;
});
test.after.each(() => {
  console.warn = warn;
});

test('0, 1, 2, 3 and 5 products: as many cards, at most 3; none hides the block', async () => {
  for (const [n, want] of [[1, 1], [2, 2], [3, 3], [5, 3]]) {
    reset();
    answer(n);
    await open();
    await until(() => cards().length == want);
    assert.is(block().hidden, false);
    assert.equal(sent(), { category: 'last_visited', products: [], limit: 3 }, 'the default category and limit');
  }
  reset();
  answer(0);
  await open();
  await until(() => block().hidden);
  assert.is(cards().length, 0);
  assert.ok($('[data-lp=title]'), 'the popup still shows');
});

test('a smaller limit is sent and respected, a larger one is 3', async () => {
  answer(5);
  await open({ limit: 2 });
  await until(() => cards().length == 2);
  assert.is(sent().limit, 2);
  reset();
  answer(5);
  await open({ limit: '9' });
  await until(() => cards().length == 3);
  assert.is(sent().limit, 3);
});

test('a card: the image named by the title, a heading, the price read as "Price $10.00, was $12.00", the stock left', async () => {
  answer(2);
  await open();
  await until(() => cards().length == 2);
  const [a, b] = cards();
  const img = a.querySelector('img')!;
  assert.equal([img.src, img.alt], ['https://cdn.example/c1.jpg', 'Coffee 1']);
  assert.is(a.querySelector('h3')!.textContent, 'Coffee 1');
  assert.is(a.querySelector('p')!.textContent, 'Price $10.00, was $12.00');
  assert.is(a.querySelector('s')!.textContent, '$12.00', 'the compare-at price is struck');
  assert.is(a.querySelectorAll('p')[1].textContent, '5 remaining items');
  assert.is(b.querySelector('p')!.textContent, 'Price $11.00', 'no compare-at price: no "was"');
  assert.is(b.querySelectorAll('p').length, 1, 'none in stock: no count');
  assert.is(shadow()!.querySelector('ul.lp-pl')!.getAttribute('aria-label'), 'Recommended products');
});

test('currency symbols: USD $, EUR €, JPY ¥ without decimals, an unknown code printed', async () => {
  assert.is(money('14.00', 'USD'), '$14.00');
  assert.is(money(14.5, 'EUR'), '€14.50');
  assert.is(money('2100', 'JPY'), '¥2,100');
  assert.is(money('1234.5', 'GBP'), '£1,234.50');
  assert.is(money('9.9', 'XYZ'), 'XYZ 9.90');
  answer(1, 'JPY');
  await open();
  await until(() => cards().length == 1);
  assert.is(cards()[0].querySelector('p')!.textContent, 'Price ¥10, was ¥12');
});

test('buttons_action: redirect links to the product, redirect_blank in a new tab with noopener, no_buttons none', async () => {
  answer(1);
  await open({ buttons_action: 'redirect' });
  await until(() => cards().length);
  let l = cards()[0].querySelector<HTMLAnchorElement>('a.lp-pb')!;
  assert.equal([l.href, l.target, l.textContent], ['https://shop.example/products/coffee-1', '', 'View product']);
  reset();
  answer(1);
  await open({ buttons_action: 'redirect_blank', button_text: 'See it' });
  await until(() => cards().length);
  l = cards()[0].querySelector<HTMLAnchorElement>('a.lp-pb')!;
  assert.equal([l.href, l.target, l.rel, l.textContent], ['https://shop.example/products/coffee-1', '_blank', 'noopener', 'See it']);
  for (const a of ['no_buttons', undefined]) {
    reset();
    answer(1);
    await open({ buttons_action: a });
    await until(() => cards().length);
    assert.is(cards()[0].querySelector('.lp-pb'), null);
  }
});

test('add_to_cart and add_to_cart_redirect: the card adds its variant (call 18 through features/cart.js), then stays or goes to the cart; a 422 is logged only', async () => {
  for (const [a, go] of [['add_to_cart', []], ['add_to_cart_redirect', ['/fr/cart']]] as const) {
    reset();
    went.length = 0;
    (window as any).Shopify = { routes: { root: '/fr/' } };
    answer(2);
    await open({ buttons_action: a });
    await until(() => cards().length == 2);
    const b = cards()[1].querySelector<HTMLButtonElement>('button.lp-pb')!;
    assert.equal([b.type, b.textContent], ['button', 'Add to cart']);
    b.click();
    await until(() => calls.some((x) => x.url.endsWith('/fr/cart/add.js')));
    assert.equal(JSON.parse(calls.find((x) => x.url.endsWith('/fr/cart/add.js'))!.body), { items: [{ id: 44100000000021, quantity: 1 }] });
    await settle();
    await settle();
    assert.equal(went, go);
  }
});

test('categories: last_visited sends the recent products (kept by loader-store.js: test/dist/loader.test.mjs), product_in_cart the cart, manual the picks, product_collection the collection', async () => {
  localStorage.setItem(RECENT, '7,4,3');
  answer(1);
  await open({ category: 'last_visited' });
  await until(() => cards().length);
  assert.equal(sent().products, ['7', '4', '3']);
  reset();
  localStorage.setItem(CART, '11,12');
  answer(1);
  await open({ category: 'product_in_cart' });
  await until(() => cards().length);
  assert.equal(sent(), { category: 'product_in_cart', products: ['11', '12'], limit: 3 });
  reset();
  answer(1);
  await open({ category: 'manual', products: [{ product_id: 5 }, { product_id: '6' }] });
  await until(() => cards().length);
  assert.equal(sent().products, ['5', '6']);
  reset();
  answer(1);
  await open({ category: 'product_collection', collection: 'coffee' });
  await until(() => cards().length);
  assert.equal(sent().products, ['coffee']);
});

test("a failed call 15 (HTTP error, network error, success false): 'Failed to fetch shopify data', the block hidden, the popup shown", async () => {
  const cases: Parameters<typeof respond>[0][] = [
    (u) => (u == CALL ? { status: 500, body: 'no' } : undefined),
    (u) => {
      if (u == CALL) throw new TypeError('Failed to fetch');
    },
    (u) => (u == CALL ? { body: { success: false } } : undefined),
  ];
  for (const r of cases) {
    reset();
    seen.clear();
    warnings.length = 0;
    respond(r);
    const h = await open();
    assert.ok(h, 'the popup shows');
    await until(() => block().hidden);
    assert.ok(warnings.includes('[poptin] Failed to fetch shopify data'));
    assert.is(cards().length, 0);
    assert.ok($('[data-lp=title]'));
  }
});

test.run();
