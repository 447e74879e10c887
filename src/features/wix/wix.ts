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
// - fires a popup's Wix cart trigger once its cart condition holds (docs/behaviour.md P11);
// - sends a member's ordered products (call 14: bought) when Wix's developer analytics events
//   (the API Wix gives custom-code scripts: wixDevelopersAnalytics, which loader-store.js
//   listens to) say a purchase happened.
import { on, type Flag } from '../../core/flags';
import { log } from '../../core/log';
import { STORE } from '../../popup/store';
import type { Boot, Make } from '../../popup/rungs';
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
const list = (v: unknown): string[] => (Array.isArray(v) ? v : v == null || v === '' ? [] : ('' + v).split(',')).map((x) => ('' + (x?.id ?? x)).trim()).filter(Boolean);

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

/** the page's member (call 19), asked once per page view (Boot): resolves to its id, '' for a
 *  guest */
let asked: unknown, who: Promise<string>;
/** the orders call 14 reported (once per order, across page views) */
const sent = new Set<string>();

/** Call 19 for page view b, once: GET /_api/apps/current-member/{the tag's data-app} on the
 *  page's origin, with its cookies (fetch's defaults); a 404 or an error page is no JSON with a
 *  member: the log line, a guest. */
const member = (b: unknown) => {
  if (asked == b) return who;
  asked = b;
  STORE.store_integration_customer_id = '';
  const app = (document.querySelector('script[data-store=wix]') as HTMLElement | null)?.dataset.app;
  return (who = !app
    ? (log('Wix member: no app id'), Promise.resolve(''))
    : fetch('/_api/apps/current-member/' + encodeURIComponent(app))
        .then((r) => r.json())
        .then((j) => (j?.member?.id ? (STORE.store_integration_customer_id = '' + j.member.id) : Promise.reject(0)))
        .catch((x) => (log('Wix member unavailable', x), '')));
};

/**
 * Call 14 for Wix's 'Purchase' event (its Thank You page; params orderId and contents[] of id,
 * name, category, price, quantity): a member's products, once per order. A guest's: nothing
 * (the call names a customer). loader-store.js listens to Wix's analytics on every Wix page
 * (popups or not) and loads this chunk for a Purchase. Sent as the engine sends its reports:
 * JSON as text, no preflight.
 */
export const bought = async (b: Boot, d: any) => {
  const o = d?.orderId, l = d?.contents;
  if (!o || !(l?.map && l[0])) return log('Wix purchase failed', d);
  const id = await member(b);
  id &&
    !sent.has(o) &&
    sent.add(o) &&
    fetch(b.api + '/wix/save-ordered-products', {
      method: 'POST',
      body: JSON.stringify({
        client_id: b.clientId,
        customer_id: id,
        products: l.map((i: any) => ({ product_id: i?.id, product_name: i?.name, category: i?.category || '' })),
        source_table: 'browse_abandonment',
      }),
    }).catch((x) => log('Wix purchase failed', x));
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
