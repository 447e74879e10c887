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
  const read = () =>
    fetch(root + 'cart.js', { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
      .then((j) => B == b && ((cur = j.currency || cur), keep([+j.total_price || 0, +j.item_count || 0, list(j.items?.map((i: any) => i.product_id))])))
      .catch((x) => log('Cart Error', x));
  let t = () => {};
  P.add?.(() => (t(), (B = undefined)));
  // the context carries the cart of this page view; without it (an older app embed), one read
  if ('cart_total_price' in s) keep([+s.cart_total_price || 0, +s.cart_total_items || 0, list(s.cart_products_ids_list)]);
  else (cart = [0, 0, []]), read();
  try {
    // buffered: a cart request of this page before we armed is newer than the context
    const o = new PerformanceObserver((l) => l.getEntries().some((x) => isCart(x.name)) && (t(), (t = P.timer(read, CART_MS))));
    o.observe({ type: 'resource', buffered: true });
    P.add?.(() => o.disconnect());
  } catch (x) {
    log('Cart watch failed', x);
  }
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

/** Whether popup p's cart condition holds for cart c in currency `cu` (docs/behaviour.md P11):
 *  'cart_value' compares the total (the value in the currency's major units), 'cart_items' the
 *  item count, 'product_added' asks for any of the listed products in the cart. Unknown: null. */
export const met = (p: CartPopup, c: Cart, cu?: string): boolean | null => {
  const a = p.shopify_cart_trigger_action, f = p.shopify_cart_trigger_cart_spec_filter, v = parseFloat(p.shopify_cart_trigger_cart_spec_value as string);
  // parseFloat: an empty value is no value (+'' would be 0)
  if (a == 'product_added') return list(p.shopify_cart_trigger_products).some((id) => c[2].includes(id));
  // compared in minor units, as integers: 19.99 is 1999 cents, not 1998.9999…
  const [x, y] = a == 'cart_value' ? [c[0], Math.round(v * 10 ** decimals(cu))] : a == 'cart_items' ? [c[1], v] : [];
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
  if (!shop || met(p, [0, 0, []], cur) == null) return log(shop ? 'Cart trigger unknown: ' + p.poptin_id : 'Cart trigger off a Shopify store'), () => {};
  // once of itself too (not only through first()): a later read does not fire it again
  const check = () => met(p, cart, cur) && (subs.delete(check), fire('cart'));
  subs.add(check);
  check();
  return () => subs.delete(check);
};

export const triggers = [cartTrigger];
/** no filter of its own */
export const filters = () => true;
