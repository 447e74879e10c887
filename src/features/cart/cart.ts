// Add to cart (issue 24, P27, P22; spec §3 `add_to_cart`, `shopify_add_to_cart_2…6` and the
// product settings' `variant_id`, `buttons_action`; §7 call 18; §8 'Cart add returns 422').
// features/cart.js: features/button.js loads it only when a `shopifyCart` button is pressed, so
// neither a popup with buttons nor a store page (features/shopify.js) pays for it. The adapter's
// cart watcher (features/shopify.js, features/woo.js) sees this request as any other cart request
// and reads the cart after it.
import { on } from '../../core/flags';
import { log } from '../../core/log';
import { STORE } from '../../popup/store';
import type { PopupState } from '../../runtime/state';

/**
 * What the popup's N-th `shopifyCart` button adds (docs/behaviour.md P27, our reading): the first
 * reads `add_to_cart`, the N-th `shopify_add_to_cart_N` (2…6). A value is a variant id, a list of
 * them (an array or a comma list; up to 15 digits, a safe JSON number), or product settings (an object, or its JSON text) whose
 * `variant_id` is the id(s) and whose `buttons_action` says what follows; one of each variant.
 */
export const what = (v: any): [ids: string[], action?: string] => {
  try {
    if (typeof v == 'string' && v.trim()[0] == '{') v = JSON.parse(v);
  } catch {
    v = '';
  }
  const o = v && typeof v == 'object' && !Array.isArray(v) ? v : { variant_id: v };
  const i = o.variant_id;
  return [(Array.isArray(i) ? i : i == null ? [] : ('' + i).split(',')).map((x: unknown) => ('' + x).trim()).filter((x: string) => /^\d{1,15}$/.test(x)), o.buttons_action];
};

/**
 * Call 18 for button `el` of popup `s`: POST `<root>cart/add.js` with `{ items: [{ id, quantity }] }`
 * (the root is `window.Shopify.routes.root`, default '/'). Resolves to '' (added: the visitor
 * stays, the popup closes unless the press is counted, and the adapter's watcher sees the
 * request and reads the cart), the cart's address
 * (added, `buttons_action` `add_to_cart_redirect`), or undefined: nothing was added (off a
 * Shopify page, no variant, a 422 matched on its status and logged only, any other failure 'Cart
 * Error'). Nothing here clears the cart or leaves the page: the button goes on only after the
 * answer.
 */
export const add = async (s: PopupState, el: Element): Promise<string | void> => {
  // the popup's own buttons: each popup has its shadow root (runtime.ts)
  const p = s.req.popup as any, n = [...(el.getRootNode() as ParentNode).querySelectorAll<HTMLElement>('[data-shopify-cart]')].filter((b) => on(b.dataset.shopifyCart!)).indexOf(el as HTMLElement) + 1;
  const [ids, action] = what(n < 2 ? p.add_to_cart : p['shopify_add_to_cart_' + n]);
  const w = STORE.store_integration == 'woocommerce';
  if (!w && STORE.store_integration != 'shopify') return log('Button shopifyCart off a Shopify store');
  if (!ids.length) return log('Button shopifyCart without a variant: ' + p.poptin_id);
  if (!(await put(ids, w))) return;
  // WooCommerce's cart page: the one its page names (wcSettings, printed by WooCommerce's blocks), else its default
  if (action == 'add_to_cart_redirect') return w ? (window as any).wcSettings?.storePages?.cart?.permalink || '/cart/' : root() + 'cart';
  // added, and the visitor stays: the popup has done its part and closes, unless the press is
  // counted (the button's submit goes on as a form's: thank-you screen or close) or locked (§4)
  on(el.getAttribute('data-count-conversion')!) || s.lock || s.close('cancel_click');
  return '';
};

/** the shop's root (a locale's prefix included) */
export const root = (): string => (window as any).Shopify?.routes?.root || '/';

/** WooCommerce's Store API cart (features/woo.ts reads it too) */
const WOO = '/wp-json/wc/store/v1/cart';

/** Call 18 itself, for a button and for the product block's cards (features/products): true
 *  once the variants are in the cart; false after a refusal (logged only) or a failure ('Cart
 *  Error'). `w`: on WooCommerce, each id through the Store API's add-item, in order, stopping at
 *  the first refusal (the ones before it stay in the cart). */
export const put = async (ids: string[], w?: boolean): Promise<boolean> => {
  const post = async (u: string, b: unknown, h?: object) => {
    r = await fetch(u, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...h },
      body: JSON.stringify(b),
    });
    // read to its end: only then is the request a resource entry the adapter's watcher sees
    await r.text();
    return r.ok;
  };
  let r: Response;
  try {
    if (w) {
      // the Store API refuses a cart POST without the session's current nonce, which each of its
      // answers carries in a Nonce header (WooCommerce's nonce tokens): a cart read's is fresh,
      // where the page's printed one may be a cached page's. (Same-origin credentials are
      // fetch's default; the path is the page's origin's, as WooCommerce's own scripts use it.)
      r = await fetch(WOO);
      const h = { Nonce: r.headers.get('Nonce') };
      if (!r.ok) throw r.status;
      for (const id of ids) if (!(await post(WOO + '/add-item', { id: +id, quantity: 1 }, h))) break;
    } else await post(root() + 'cart/add.js', { items: ids.map((id) => ({ id: +id, quantity: 1 })) });
    // §8: a refusal is told by its status, whatever its text: Shopify's 422 (sold out, not
    // enough stock), the Store API's 4xx (out of stock, no such product, a stale nonce)
    if (r!.status == 422 || (w && r!.status < 500 && !r!.ok)) return log('Cart add refused', r!.status), false;
    if (!r!.ok) throw r!.status;
    return true;
  } catch (x) {
    return log('Cart Error', x), false;
  }
};
