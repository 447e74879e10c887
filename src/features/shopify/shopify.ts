// features/shopify.js: the Shopify adapter's first slice (issue 24, P27; spec §3 cart fields and
// trigger fields, §7 calls 5-9 and 17, §8 'Cart Error'). It lends the engine one trigger, the cart
// trigger (engine/start.ts ARMING, docs/CONTRIBUTING.md "How to add an arming row"), and on a
// Shopify page (the loader tag's data-store="shopify": Boot.store) it:
// - fills STORE (popup/store.ts) with the platform and the shopper's id, for calls 5, 6, 7 and 9;
// - keeps the cart (total in minor units, item count, product ids): first the page's own context
//   (Boot.store, rendered by the app embed), then /cart.js (call 17) after the page changed it;
// - watches cart changes WITHOUT patching fetch or XMLHttpRequest (the host's own, and other
//   apps', must stay untouched: docs/CONTRIBUTING.md "Style"): a PerformanceObserver sees the
//   page's /cart/add|change|update|clear requests (locale prefix and .js optional) as resource
//   entries, and a burst of them is one /cart.js read, CART_MS after the last;
// - keeps the cart in local storage (§3: 'cart product lists and cart total for the hosted
//   stores'; docs/visitor-storage.md);
// - tells the display API of a logged-in shopper's product views and cart changes (§7 call 13:
//   browse, which loader-store.js calls on a product page whether or not a popup is armed);
// - lends a popup's slot the cart (watch: features/gap.js);
// - fires a popup's cart trigger once its cart condition holds (docs/behaviour.md P11).
import { on, type Flag } from '../../core/flags';
import { log } from '../../core/log';
import { store } from '../../core/storage';
import { STORE } from '../../popup/store';
import type { Boot, Make } from '../../popup/rungs';
import type { Popup } from '../../popup/wire';

/** §3's cart trigger fields (wire.ts leaves them to this chunk, their one reader) */
export type CartPopup = Popup & {
  shopify_cart_trigger_active?: Flag;
  shopify_cart_trigger_action?: string;
  shopify_cart_trigger_products?: unknown;
  shopify_cart_trigger_cart_spec_filter?: string;
  shopify_cart_trigger_cart_spec_value?: string | number;
};

/** ours: one /cart.js read this long after the last cart request of a burst */
export const CART_MS = 300;
/** local storage (docs/visitor-storage.md): the cart's product ids, comma-separated, and its
 *  total in minor units with its item count ('total|items') */
export const PRODUCTS = 'poptin_cart_products';
export const TOTAL = 'poptin_cart_total';
/** §7 call 13: sent this long after a logged-in shopper opens a product page */
export const BROWSE_MS = 5000;

/** The page's cart requests (§7 call 17: add, update, change and clear), an optional locale
 *  prefix ('/fr/', '/en-us/') and an optional '.js'. */
export const CART_PATH = /^\/([a-z]{2}(-[a-z]{2,4})?\/)?cart\/(add|change|update|clear)(\.js)?$/i;

/** a resource entry's address is one of the page's cart requests (same origin only) */
export const isCart = (name: string) => {
  try {
    const u = new URL(name, location.href);
    return u.origin == location.origin && CART_PATH.test(u.pathname);
  } catch {
    return false;
  }
};

/** The cart: total in minor units, item count, product ids. */
type Cart = [t: number, n: number, ids: string[]];

// The page's state, one per Boot (a single-page re-init brings a new one, stop() forgets it)
let B: Boot | undefined, cart: Cart, cur: string | undefined, subs: Set<() => void>;

/** a comma list or an array (of ids, or of objects with an id) as strings */
const list = (v: unknown): string[] => (Array.isArray(v) ? v : v == null || v === '' ? [] : ('' + v).split(',')).map((x) => '' + (x?.id ?? x).toString().trim()).filter(Boolean);

const keep = (c: Cart) => {
  cart = c;
  store('localStorage', PRODUCTS, '' + c[2]);
  store('localStorage', TOTAL, c[0] + '|' + c[1]);
  subs.forEach((f) => f());
};

/** the cart's amount units in one unit of currency `c`: the shop's money format's, else the
 *  currency's own decimals (docs/behaviour.md P11) */
const unit = (c?: string) => scale((document.querySelector('script[data-store=shopify]') as HTMLElement | null)?.dataset.money100) || 10 ** decimals(c);

/** §7 call 13 for the page's logged-in shopper (none for a guest): products `l`, `f`
 *  'abandonment' (viewed) or 'cart' (in the cart), the cart's total `t` in the currency's units */
const tell = (b: Boot, l: unknown[], f: string, t: number) => {
  const who = b.store?.store_integration_customer_id;
  who && fetch(b.api + '/shopify/save/browse-abandonment?' + new URLSearchParams({ clientId: b.clientId, customer: '' + who, products: JSON.stringify(l), data_for: f, total_cart_value: '' + t })).catch(log);
};

/** Browse abandonment (§7 call 13): loader-store.js calls it on a product page of a logged-in
 *  shopper, popups or not. BROWSE_MS later, on the same page (a shopper who left sooner is not
 *  counted), the product (ShopifyAnalytics.meta.product: the first variant's name without its
 *  variant title, the product type) and the page's cart total. */
export const browse = (b: Boot, u = location.href) =>
  setTimeout(() => {
    const m = (window as any).ShopifyAnalytics?.meta?.product, v = m?.variants?.[0];
    u == location.href && m && tell(b, [{ product_id: '' + m.id, product_name: ('' + (v?.name ?? '')).replace(' - ' + v?.public_title, ''), category: m.type || '' }], 'abandonment', +(b.store?.cart_total_price || 0) / unit(b.currency));
  }, BROWSE_MS);

/** Set the page up once per Boot: STORE, the cart from the context, the watcher. */
const page = (b: Boot, P: Parameters<Make>[1]) => {
  if (B == b) return;
  B = b;
  subs = new Set();
  cur = b.currency;
  const s = b.store || {}, root = (window as any).Shopify?.routes?.root || '/';
  STORE.store_integration = '' + s.store_integration;
  STORE.store_integration_customer_id = '' + (s.store_integration_customer_id ?? '');
  // §8: a failed read keeps the last known cart
  const read = (first?: 1) =>
    fetch(root + 'cart.js', { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
      .then((j) => {
        if (B != b) return;
        cur = j.currency || cur;
        const l: any[] = j.items || [];
        keep([+j.total_price || 0, +j.item_count || 0, list(l.map((i) => i.product_id))]);
        // after a change the page made (not the first read of a page without the context)
        first || tell(b, l.map((i) => ({ product_id: '' + i.product_id, product_name: i.product_title, category: i.product_type || '' })), 'cart', cart[0] / unit(cur));
      })
      .catch((x) => log('Cart Error', x));
  let t = () => {};
  P.add?.(() => (t(), (B = undefined)));
  // the context carries the cart of this page view; without it (an older app embed), one read
  if ('cart_total_price' in s) keep([+s.cart_total_price || 0, +s.cart_total_items || 0, list(s.cart_products_ids_list)]);
  else (cart = [0, 0, []]), read(1);
  try {
    // buffered: a cart request of this page before we armed is newer than the context
    const o = new PerformanceObserver((l) => l.getEntries().some((x) => isCart(x.name)) && (t(), (t = P.timer(read, CART_MS))));
    o.observe({ type: 'resource', buffered: true });
    P.add?.(() => o.disconnect());
  } catch (x) {
    log('Cart watch failed', x);
  }
};

/** For a popup's slot (features/gap): f(the cart total in the currency's units, the currency)
 *  now and after each cart read, until the returned function; undefined off a Shopify page. */
export const watch = (f: (t: number, c?: string) => void) => {
  if (!B) return;
  const g = () => f(cart[0] / unit(cur), cur);
  subs.add(g);
  g();
  return () => subs.delete(g);
};

/** a currency's own decimals (USD 2, JPY 0, KWD 3); 2 (§3: cents) when it has none we know */
export const decimals = (c = 'USD') => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: c }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    log('Currency unknown: ' + c);
    return 2;
  }
};

/** How many of the cart's amount units make one unit of its currency, as the shop's own money
 *  format says: the app embed prints `{{ 100 | money_without_currency }}` (data-money100), so
 *  '1.00' or '1' (Shopify's amounts are hundredths in every currency: ¥1,500 is 150000) is 100,
 *  '100' is 1 (amounts in yen), '0.100' is 1000. Anything else (no embed): 0, and the currency's
 *  own decimals decide (docs/behaviour.md P11). */
export const scale = (m?: string) => {
  const k = 100 / parseFloat((/\d+([.,]\d+)?/.exec(m!)?.[0] ?? '').replace(',', '.'));
  return [1, 10, 100, 1000].includes(k) ? k : 0;
};

/** Whether popup p's cart condition holds for cart c whose currency's unit is `u` amount units
 *  (docs/behaviour.md P11): 'cart_value' compares the total (the value in the currency's major
 *  units), 'cart_items' the item count, 'product_added' asks for any of the listed products in
 *  the cart. Unknown: null. */
export const met = (p: CartPopup, c: Cart, u = 100): boolean | null => {
  const a = p.shopify_cart_trigger_action, f = p.shopify_cart_trigger_cart_spec_filter, v = parseFloat(p.shopify_cart_trigger_cart_spec_value as string);
  // parseFloat: an empty value is no value (+'' would be 0)
  if (a == 'product_added') return list(p.shopify_cart_trigger_products).some((id) => c[2].includes(id));
  // compared in minor units, as integers: 19.99 is 1999 cents, not 1998.9999…
  const [x, y] = a == 'cart_value' ? [c[0], Math.round(v * u)] : a == 'cart_items' ? [c[1], v] : [];
  if (x == null || !(y! >= 0)) return null;
  return f == 'greater_than' ? x > y! : f == 'equal' ? x == y : f == 'greater_than_or_equal' ? x >= y! : null;
};

/** The cart trigger ('cart'): checked when armed and after each cart read; fires once (P11:
 *  first() in core/triggers.ts). Off a Shopify page there is no cart: armed, it never fires, so
 *  the popup does not show on page load for want of its trigger. */
const cartTrigger: Make = (p: CartPopup, P, fire) => {
  const b = P.b!, shop = b?.store?.store_integration == 'shopify';
  shop && page(b, P);
  if (!on(p.shopify_cart_trigger_active)) return;
  if (!shop || met(p, [0, 0, []]) == null) return log(shop ? 'Cart trigger unknown: ' + p.poptin_id : 'Cart trigger off a Shopify store'), () => {};
  // once of itself too (not only through first()): a later read does not fire it again
  const check = () => met(p, cart, unit(cur)) && (subs.delete(check), fire('cart'));
  subs.add(check);
  check();
  return () => subs.delete(check);
};

export const triggers = [cartTrigger];
/** no filter of its own */
export const filters = () => true;
