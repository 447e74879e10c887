// features/woo.js: the third cart platform, WooCommerce (issue 24, P27; our reading: through its
// public Store API). It lends the engine the cart trigger on the shopify_cart_trigger_* fields
// (§3 names no third set: docs/behaviour.md P27) and on a WooCommerce page (the loader tag's
// data-store="woocommerce" with a data-context whose store_integration is 'woocommerce':
// Boot.store) it:
// - fills STORE (popup/store.ts) with 'woocommerce' (the shopper id is the context's, if any);
// - reads the cart from GET /wp-json/wc/store/v1/cart: items (id, quantity), totals.total_price
//   in minor units with totals.currency_minor_unit; a failed read is 'Cart Error' (§8) and the
//   last known cart stays;
// - watches the page's own Store API cart requests (/cart/add-item, /cart/update-item, ...,
//   /batch) WITHOUT patching fetch or XMLHttpRequest: a PerformanceObserver on resource entries,
//   and a burst of them is one read, CART_MS after the last (as features/shopify.ts);
// - fires a popup's cart trigger once its cart condition holds (docs/behaviour.md P11).
import { on } from '../../core/flags';
import { log } from '../../core/log';
import { STORE } from '../../popup/store';
import type { Boot, Make } from '../../popup/rungs';
import type { CartPopup } from '../shopify/shopify';

/** ours: one cart read this long after the last cart request of a burst (features/shopify.ts) */
export const CART_MS = 300;
/** The Store API's cart read (the page's own, pretty permalinks) */
export const CART = '/wp-json/wc/store/v1/cart';
/** The page's Store API requests that change the cart: /cart/<action> and /batch, v1 or no
 *  version, pretty permalinks or ?rest_route= (not the read itself: /cart, ours too) */
const CHANGE = /\/wc\/store(\/v1)?\/(cart\/[\w-]+|batch)\/?$/;

/** a resource entry's address is one of the page's cart changes (same origin only) */
export const isCart = (name: string) => {
  try {
    const u = new URL(name, location.href);
    return u.origin == location.origin && [u.pathname, u.searchParams.get('rest_route') || ''].some((s) => CHANGE.test(s));
  } catch {
    return false;
  }
};

/** The cart: total in minor units, item count, product ids, the currency's minor unit. */
export type Cart = [t: number, n: number, ids: string[], d: number];

/** the Store API's cart as a Cart (quantities summed; 2 decimals when it names none) */
export const cartOf = (j: any): Cart => {
  const l: any[] = Array.isArray(j?.items) ? j.items : [], d = j?.totals?.currency_minor_unit;
  return [+j?.totals?.total_price || 0, l.reduce((n, i) => n + (+i?.quantity || 0), 0), l.map((i) => '' + i?.id), d >= 0 ? +d : 2];
};

/** a comma list or an array (of ids, or of objects with an id) as strings */
const list = (v: unknown): string[] => (Array.isArray(v) ? v : v == null || v === '' ? [] : ('' + v).split(',')).map((x) => '' + (x?.id ?? x).toString().trim()).filter(Boolean);

/** Whether p's cart condition holds for cart c: the Shopify adapter's reading (features/shopify.ts
 *  met, docs/behaviour.md P11), a copy, not an import: importing it would split a chunk off
 *  shopify.js that every Shopify page would then fetch. The value, in major units, is scaled
 *  by the cart's own currency_minor_unit and compared in minor units, as integers. */
export const met = (p: CartPopup, c: Cart): boolean | null => {
  const a = p.shopify_cart_trigger_action, f = p.shopify_cart_trigger_cart_spec_filter, v = parseFloat(p.shopify_cart_trigger_cart_spec_value as string);
  if (a == 'product_added') return list(p.shopify_cart_trigger_products).some((id) => c[2].includes(id));
  const [x, y] = a == 'cart_value' ? [c[0], Math.round(v * 10 ** c[3])] : a == 'cart_items' ? [c[1], v] : [];
  if (x == null || !(y! >= 0)) return null;
  return f == 'greater_than' ? x > y! : f == 'equal' ? x == y : f == 'greater_than_or_equal' ? x >= y! : null;
};

// The page's state, one per Boot (a single-page re-init brings a new one, stop() forgets it)
let B: Boot | undefined, cart: Cart | undefined, subs: Set<() => void>;

const page = (b: Boot, P: Parameters<Make>[1]) => {
  if (B == b) return;
  B = b;
  subs = new Set();
  cart = undefined;
  STORE.store_integration = 'woocommerce';
  STORE.store_integration_customer_id = '' + (b.store!.store_integration_customer_id ?? '');
  const read = () =>
    fetch(location.origin + CART, { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
      .then((j) => B == b && ((cart = cartOf(j)), subs.forEach((f) => f())))
      .catch((x) => log('Cart Error', x));
  let t = () => {};
  P.add?.(() => (t(), (B = undefined)));
  read();
  try {
    // not buffered: the read above is newer than the page's cart requests before it
    const o = new PerformanceObserver((l) => l.getEntries().some((x) => isCart(x.name)) && (t(), (t = P.timer(read, CART_MS))));
    o.observe({ type: 'resource' });
    P.add?.(() => o.disconnect());
  } catch (x) {
    log('Cart watch failed', x);
  }
};

/** The cart trigger ('cart'): checked after each cart read; fires once. Armed only on a
 *  WooCommerce page (the `woo` row): off one, shopify.js lends this trigger. */
const cartTrigger: Make = (p: CartPopup, P, fire) => {
  const b = P.b!;
  if (b?.store?.store_integration != 'woocommerce') return;
  page(b, P);
  if (!on(p.shopify_cart_trigger_active)) return;
  if (met(p, [0, 0, [], 2]) == null) return log('Cart trigger unknown: ' + p.poptin_id), () => {};
  const check = () => cart && met(p, cart) && (subs.delete(check), fire('cart'));
  subs.add(check);
  check();
  return () => subs.delete(check);
};

export const triggers = [cartTrigger];
/** no filter of its own */
export const filters = () => true;
