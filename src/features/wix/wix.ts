// features/wix.js: the Wix adapter, store B (issue 24, P27; spec §3 `wix_cart_details` and the
// `wix_cart_trigger_*` fields, §7 call 19). It lends the engine the Wix cart trigger
// (engine/start.ts ARMING, the `wix` row) and on a Wix page (the loader tag's data-store="wix"
// with a data-context whose store_integration is 'wix': Boot.store) it:
// - fills STORE (popup/store.ts) with 'wix' and the member id, for calls 5, 6, 7 and 9;
// - asks call 19 (GET /_api/apps/current-member/{app id} on the page's origin; the app id is
//   the tag's data-app) for the member id. Wix deprecated that endpoint: a failure, a 404 or an
//   answer without member.id is one log line and the visitor is anonymous (X05);
// - reads the cart from call 1's answer (`wix_cart_details`: lineItems, subtotal.amount in the
//   currency's major units), the cart of this page view; a change is the next page view's;
// - fires a popup's Wix cart trigger once its cart condition holds (docs/behaviour.md P11).
import { on, type Flag } from '../../core/flags';
import { log } from '../../core/log';
import { STORE } from '../../popup/store';
import type { Make } from '../../popup/rungs';
import type { Popup } from '../../popup/wire';

/** §3's Wix cart trigger fields, the twins of shopify_cart_trigger_* */
export type WixPopup = Popup & {
  wix_cart_trigger_active?: Flag;
  wix_cart_trigger_action?: string;
  wix_cart_trigger_products?: unknown;
  wix_cart_trigger_cart_spec_filter?: string;
  wix_cart_trigger_cart_spec_value?: string | number;
};

/** The cart: subtotal in major units, item count, product ids. */
export type Cart = [t: number, n: number, ids: string[]];

/** a comma list or an array (of ids, or of objects with an id) as strings */
const list = (v: unknown): string[] => (Array.isArray(v) ? v : v == null || v === '' ? [] : ('' + v).split(',')).map((x) => '' + (x?.id ?? x).toString().trim()).filter(Boolean);

/** `wix_cart_details` as a Cart: quantities summed (1 when a line has none), a line's product
 *  from productId, else catalogReference.catalogItemId (Wix's two cart shapes) */
export const cartOf = (d: any): Cart => {
  const l: any[] = Array.isArray(d?.lineItems) ? d.lineItems : [];
  return [parseFloat(d?.subtotal?.amount) || 0, l.reduce((n, i) => n + (+i?.quantity || 1), 0), list(l.map((i) => i?.productId ?? i?.catalogReference?.catalogItemId ?? ''))];
};

/** Whether p's Wix cart condition holds for cart c: the Shopify adapter's reading
 *  (features/shopify.ts met, docs/behaviour.md P11) on the wix_ fields. A copy, not an import:
 *  importing it would split a chunk off shopify.js that every Shopify page would then fetch.
 *  Wix gives the subtotal in major units, as the value is: compared as they are, no scaling. */
export const met = (p: WixPopup, c: Cart): boolean | null => {
  const a = p.wix_cart_trigger_action, f = p.wix_cart_trigger_cart_spec_filter, v = parseFloat(p.wix_cart_trigger_cart_spec_value as string);
  if (a == 'product_added') return list(p.wix_cart_trigger_products).some((id) => c[2].includes(id));
  const x = a == 'cart_value' ? c[0] : a == 'cart_items' ? c[1] : null;
  if (x == null || !(v >= 0)) return null;
  return f == 'greater_than' ? x > v : f == 'equal' ? x == v : f == 'greater_than_or_equal' ? x >= v : null;
};

/** the page's member, asked once per page view (call 19) */
let asked: unknown;
const member = (b: object) => {
  if (asked == b) return;
  asked = b;
  STORE.store_integration_customer_id = '';
  const app = (document.querySelector('script[data-store=wix]') as HTMLElement | null)?.dataset.app;
  if (!app) return log('Wix member: no app id');
  fetch(location.origin + '/_api/apps/current-member/' + encodeURIComponent(app), { credentials: 'same-origin' })
    .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
    .then((j) => (j?.member?.id ? (STORE.store_integration_customer_id = '' + j.member.id) : Promise.reject('no member')))
    .catch((x) => log('Wix member unavailable', x));
};

/** The Wix cart trigger ('cart'): the answer's cart is this page view's, so it is checked once,
 *  when armed. Off a Wix page there is no cart: armed, it never fires (not page_load). */
const cartTrigger: Make = (p: WixPopup, P, fire) => {
  const b = P.b!, wix = b?.store?.store_integration == 'wix';
  if (wix) (STORE.store_integration = 'wix'), member(b);
  if (!on(p.wix_cart_trigger_active)) return;
  const m = wix && met(p, cartOf((b.answer as any).wix_cart_details));
  if (m == null || !wix) return log(wix ? 'Cart trigger unknown: ' + p.poptin_id : 'Cart trigger off a Wix store'), () => {};
  m && fire('cart');
  return () => {};
};

export const triggers = [cartTrigger];
/** no filter of its own */
export const filters = () => true;
