// P27 the free-shipping or discount gap (features/gap/gap.ts, docs/templates.md "Gap",
// docs/display-api.md call 12): the thresholds of each kind (whole-cart rules only), the gap to
// the next one converted at the storefront's rate, money in the currency's own decimals, and a
// popup whose sentence follows the Shopify adapter's cart; call 12 failing, no rule, or no Shopify
// cart: a log line and the element hidden, the popup shown.
import { calls, reset, respond, settle, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { show } from '../../src/runtime/runtime';
import * as gapModule from '../../src/features/gap/gap';
import { gap, money, thresholds } from '../../src/features/gap/gap';
import { CART_MS, triggers } from '../../src/features/shopify/shopify';
import { arm } from '../../src/engine/triggers';
import format5 from '../../src/formats/lightbox/format_5';
import { seen } from '../../src/core/log';
import { $, clock, painted, request, sanitizing } from '../runtime/fixture';
import { boot, clock as pageClock, type Clock, fakeListeners, fakePerformanceObserver, popup, T0 } from '../setup/helpers';
import type { Platform } from '../../src/popup/rungs';

const { requests } = fakePerformanceObserver();
const RULES = 'https://api.example/api/display/shopify/get-price-rules/client-1';
const rule = (target_type: string, min: string | undefined, target_selection = 'all') => ({ target_type, target_selection, allocation_method: 'across', prerequisite_subtotal_range: min == null ? null : { greater_than_or_equal_to: min } });
const DEMO = [rule('shipping_line', '50.0'), rule('line_item', '80.0'), rule('line_item', '20.0', 'entitled'), rule('shipping_line', '120.0'), rule('shipping_line', undefined)];

let c = clock(), pc: Clock, L: ReturnType<ReturnType<typeof fakeListeners>>;
const warnings: string[] = [];
const warn = console.warn;

test.before.each(() => {
  reset();
  c = clock();
  pc = pageClock();
  L = fakeListeners(pc)();
  warnings.length = 0;
  seen.clear();
  console.warn = (m: string) => warnings.push(m);
  delete (window as any).Shopify;
});
test.after.each(() => {
  console.warn = warn;
  L.off();
});

test('thresholds: shipping_line or line_item rules for the whole cart, above 0, ascending; anything else none', () => {
  assert.equal(thresholds(DEMO, 'shipping'), [50, 120]);
  assert.equal(thresholds(DEMO, 'discount'), [80], 'not the entitled-products rule');
  assert.equal([thresholds(null, 'shipping'), thresholds('x', 'shipping'), thresholds([null, 7, {}], 'shipping')], [[], [], []]);
});

test('gap: the next threshold above the total, converted at the rate; 0 past every one', () => {
  assert.is(gap([50, 120], 0, 1), 50);
  assert.is(gap([50, 120], 37.5, 1), 12.5);
  assert.is(gap([50, 120], 50, 1), 70, 'at 50 the next is 120');
  assert.is(gap([50, 120], 130, 1), 0);
  // a yen cart of ¥3,000, thresholds of $50 and $120 at 150 yen to the dollar
  assert.is(gap([50, 120], 3000, 150), 4500);
  assert.is(gap([50], 7500, 150), 0);
});

test('money: the currency\'s decimals, rounded up to its smallest unit; Hebrew; an unknown code', () => {
  assert.is(money(12.5, 'USD'), '$12.50');
  assert.is(money(12.001, 'USD'), '$12.01', 'up: $12.00 would not reach it');
  assert.is(money(4500.2, 'JPY'), '¥4,501');
  assert.is(money(46.0000000001, 'EUR'), '€46.00', 'float noise is not a cent');
  assert.match(money(12.5, 'ILS', 'he'), /12\.50/);
  assert.is(money(3, 'NOPE!'), 'NOPE! 3.00');
});

const TEMPLATE = '<div data-lp="main"><h2 data-lp="title">Almost there</h2><p data-lp="gap" data-for="FOR">Free shipping over $50</p></div>';
/** a Shopify page (the adapter armed) with a cart of `total` cents in `cur` */
const shopPage = (total: number, cur = 'USD') => {
  const P: Platform = { ...L, now: pc.now, t0: T0, id: 'client1', b: boot([popup('x')], { store: { store_integration: 'shopify', cart_total_price: total, cart_total_items: 1, cart_products_ids_list: '1' }, currency: cur }) };
  arm(popup('x'), P, () => {}, triggers);
};
const open = async (kind = 'shipping', lang = 'en') => {
  const f = request({ req: { lang: lang as 'en', html: TEMPLATE.replace('FOR', kind) } });
  await show(f.req, { load: sanitizing(async (p) => (p === 'features/gap' ? gapModule : { default: format5 })), timer: c.timer });
  await painted(c);
};
const el = () => $('[data-lp=gap]');

test('a popup on a $37.50 cart: "Add $12.50 more for free shipping"; after the cart changes to $55: "You have free shipping"', async () => {
  respond((u) => (u == RULES ? { body: { price_rules: DEMO } } : u.endsWith('/cart.js') ? { body: { total_price: 13000, item_count: 2, items: [], currency: 'USD' } } : undefined));
  shopPage(3750);
  await open();
  await until(() => el().textContent == 'Add $12.50 more for free shipping');
  assert.is(el().hidden, false);
  assert.is(el().getAttribute('aria-live'), 'polite');
  requests('https://shop.example/cart/add.js');
  pc.tick(CART_MS);
  await until(() => el().textContent == 'You have free shipping');
});

test('the discount, in yen at the storefront\'s rate; in Hebrew', async () => {
  (window as any).Shopify = { currency: { active: 'JPY', rate: '150.0' } };
  respond((u) => (u == RULES ? { body: { price_rules: DEMO } } : undefined));
  shopPage(3000, 'JPY');
  await open('discount');
  await until(() => el().textContent == 'Add ¥9,000 more for your discount');
  reset();
  respond((u) => (u == RULES ? { body: { price_rules: DEMO } } : undefined));
  await open('discount', 'he');
  await until(() => /^הוסיפו עוד .*9,000.* לקבלת ההנחה$/.test(el().textContent!));
});

test('call 12 failing, no rule of the kind, no Shopify cart: a log line, the element hidden, the popup shown', async () => {
  respond((u) => (u == RULES ? { status: 500 } : undefined));
  shopPage(0);
  await open();
  await until(() => warnings.some((w) => w.includes('Price rules failed')));
  assert.is(el().hidden, true);
  assert.ok($('[data-lp=title]'));
  reset();
  respond((u) => (u == RULES ? { body: { price_rules: [rule('line_item', '80.0')] } } : undefined));
  await open('shipping');
  await until(() => warnings.some((w) => w.includes('Price rules: none for shipping')));
  assert.is(el().hidden, true);
  L.off(); // the page is no Shopify page any more
  reset();
  respond((u) => (u == RULES ? { body: { price_rules: DEMO } } : undefined));
  await open();
  await until(() => warnings.some((w) => w.includes('Price rules: no Shopify cart')));
  assert.is(el().hidden, true);
  await settle();
  assert.ok(calls.some((x) => x.url == RULES));
});

test.run();
