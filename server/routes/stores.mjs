// Mock endpoints of store B (Wix) and the third cart platform (WooCommerce) for the adapters'
// tests (issue 24, second slice; docs/display-api.md "Mock storefront"; docs/behaviour.md P27),
// minimal and on the demo's own origin, as the real ones are on the shop's:
// - GET /_api/apps/current-member/{app id} (spec §7 call 19): { member: { id } } for the visitor
//   the `member` cookie names, { member: null } for a guest. Wix deprecated the endpoint: the
//   app id `deprecated` answers 404, as a removed endpoint does;
// - WooCommerce's Store API cart: GET /wp-json/wc/store/v1/cart (items, items_count, totals with
//   total_price as minor units in a string, currency_code, currency_minor_unit) and POST
//   /wp-json/wc/store/v1/cart/add-item ({ id, quantity }). A cart per visitor (the `wc_cart`
//   cookie's random token), in memory, at most MAX_CARTS (the oldest goes first). As the real
//   Store API, every cart answer carries the cart session's `Nonce` header and a POST without
//   it is refused (401 woocommerce_rest_missing_nonce), with another one too (403
//   woocommerce_rest_invalid_nonce): WooCommerce's nonce-tokens documentation.
import { createHmac, randomBytes } from 'node:crypto';
import { readObject, sendJson, sendText } from '../http.mjs';

export const MAX_CARTS = 1000;
/** The mock shop's products: id → [name, price in minor units]; its currency, 2 decimals */
export const WOO_PRODUCTS = { 101: ['House blend', 1400], 102: ['Dripper', 2850], 103: ['Kettle', 6999] };
export const WOO_CURRENCY = 'USD';
const MAX_QTY = 9999;

const cookie = (req, name) => new RegExp('(?:^|;\\s*)' + name + '=([^;]*)').exec(String(req.headers.cookie || ''))?.[1];

function member({ req, res, params: [app] }) {
  if (app === 'deprecated') return sendJson(res, 404, { message: 'Not Found' });
  const id = cookie(req, 'member');
  sendJson(res, 200, { member: id && /^[\w-]{1,64}$/.test(id) ? { id } : null });
}

const carts = new WeakMap(); // per server (its ctx): token → Map(product id → quantity)
const keys = new WeakMap(); // per server: the nonces' key

/** The Store API's nonce of a cart session (WordPress's are 10 hex characters): a keyed hash of
 *  its token, so only an answer to this visitor's cart names it */
export const nonceOf = (ctx, token) => {
  if (!keys.has(ctx)) keys.set(ctx, randomBytes(32));
  return createHmac('sha256', keys.get(ctx)).update(token).digest('hex').slice(0, 10);
};

/** The visitor's cart by its cookie, or a new one (its cookie set on the answer), with `ok`:
 *  whether the request's `Nonce` header is this cart's. Every cart answer carries the nonce. */
function cartOf(ctx, req, res) {
  let all = carts.get(ctx);
  if (!all) carts.set(ctx, (all = new Map()));
  let token = cookie(req, 'wc_cart'), cart = token && all.get(token);
  const ok = !!cart && req.headers.nonce === nonceOf(ctx, token);
  if (!cart) {
    token = randomBytes(16).toString('hex');
    if (all.size >= (ctx.carts || MAX_CARTS)) all.delete(all.keys().next().value);
    all.set(token, (cart = new Map()));
    res.setHeader('Set-Cookie', `wc_cart=${token}; Path=/; SameSite=Lax`);
  }
  res.setHeader('Nonce', nonceOf(ctx, token));
  return [cart, ok, token];
}

/** The Store API's refusals of a POST without the session's nonce (their wording, its statuses) */
export const NONCE_ERRORS = {
  woocommerce_rest_missing_nonce: 'Missing the Nonce header. This endpoint requires a valid nonce.',
  woocommerce_rest_invalid_nonce: 'Nonce is invalid.',
};
const nonceError = (res, code, status) => sendJson(res, status, { code, message: NONCE_ERRORS[code], data: { status } });

/** The Store API's cart shape, the fields the adapter reads and a few beside them */
const json = (cart) => {
  const items = [...cart].map(([id, quantity]) => ({ id: +id, name: WOO_PRODUCTS[id][0], quantity, totals: { line_total: '' + WOO_PRODUCTS[id][1] * quantity } }));
  const total = items.reduce((t, i) => t + +i.totals.line_total, 0);
  return { items, items_count: items.reduce((n, i) => n + i.quantity, 0), totals: { total_items: '' + total, total_price: '' + total, currency_code: WOO_CURRENCY, currency_minor_unit: 2 } };
};

const wooCart = ({ req, res, ctx }) => sendJson(res, 200, json(cartOf(ctx, req, res)[0]));

async function addItem({ req, res, ctx }) {
  const [cart, ok] = cartOf(ctx, req, res);
  const b = await readObject(req);
  if (!req.headers.nonce) return nonceError(res, 'woocommerce_rest_missing_nonce', 401);
  if (!ok) return nonceError(res, 'woocommerce_rest_invalid_nonce', 403);
  const id = String(b.id), q = b.quantity == null ? 1 : +b.quantity;
  if (!Object.hasOwn(WOO_PRODUCTS, id)) return sendJson(res, 400, { code: 'woocommerce_rest_cart_invalid_product', message: 'This product cannot be added to the cart.', data: { status: 400 } });
  if (!Number.isInteger(q) || q < 1 || (cart.get(id) || 0) + q > MAX_QTY) return sendJson(res, 400, { code: 'rest_invalid_param', message: 'Invalid parameter(s): quantity', data: { status: 400 } });
  cart.set(id, (cart.get(id) || 0) + q);
  sendJson(res, 201, json(cart));
}

/** A mock platform's page: the demo's sheet, `body`, then the loader tag as that platform's embed
 *  prints it (loader-store.js with data-store, the context and `attrs`) */
const mockPage = (res, platform, title, body, attrs = '') =>
  sendText(res, 200, 'text/html; charset=utf-8', `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · demo</title><link rel="stylesheet" href="/demo/assets/demo.css"></head>
<body>
${body}
<script id="pixel-script-poptin" src="/dist/loader-store.js?id=demo" data-store="${platform}"${attrs} data-context="${JSON.stringify({ store_integration: platform }).replace(/"/g, '&quot;')}" defer></script>
</body>
</html>`, { 'Cache-Control': 'no-store' });

/** GET /demo/woo: a WooCommerce shop's page as its embed would print the loader tag
 *  (loader-store.js, data-store="woocommerce" and the context of docs/behaviour.md P27), for
 *  the Woo adapter and its add to cart in Chromium: popups targeted at /demo/woo show here. */
function wooPage({ req, res, ctx }) {
  const nonce = nonceOf(ctx, cartOf(ctx, req, res)[2]);
  mockPage(res, 'woocommerce', 'Lumen Coffee on WooCommerce', `<main><h1>Lumen Coffee on WooCommerce</h1>
<p>A mock WooCommerce page: its Store API cart is <a href="/wp-json/wc/store/v1/cart">/wp-json/wc/store/v1/cart</a> (this visitor's, by the <code>wc_cart</code> cookie; its session nonce <code data-nonce>${nonce}</code>).</p></main>`);
}

/** The order /demo/wix's stand-in fires: Wix's 'Purchase' params (its developer analytics) */
export const WIX_ORDER = {
  orderId: 'd86d077c-c5d2-42c6-8b15-f5e26f276807',
  origin: 'Stores',
  revenue: 42.5,
  currency: 'USD',
  contents: [
    { id: 'df19c1f7-07d8-a265-42f8-e8dfa824cc6e', name: 'House blend', category: 'Coffee', price: 14, currency: 'USD', quantity: 1 },
    { id: '0a8c5b7e-3d6f-4e9a-9b1c-2f4e6a8c0d12', name: 'Dripper', price: 28.5, currency: 'USD', quantity: 1 },
  ],
};

/** GET /demo/wix: a Wix site's page as its embed would print the loader tag (data-store="wix",
 *  the app id of call 19, the context), with a stand-in for Wix's developer analytics: the
 *  global comes after the page loaded and says so (wixDevelopersAnalyticsReady, as Wix does),
 *  and "Place the order" fires 'Purchase' (its Thank You page's event) to every registered
 *  callback. The member is the `member` cookie's (call 19's mock above). */
function wixPage({ res }) {
  mockPage(res, 'wix', 'Lumen Coffee on Wix', `<main><h1>Lumen Coffee on Wix</h1>
<p>A mock Wix page: signed in as the member the <code>member</code> cookie names (a guest without it). Wix's analytics registered: <output data-registered>0</output>.</p>
<button type="button" data-buy>Place the order</button></main>
<script>
addEventListener('load', () => {
  const subs = [], out = document.querySelector('[data-registered]');
  window.wixDevelopersAnalytics = { register: (id, f) => (subs.push(f), (out.textContent = subs.length)) };
  dispatchEvent(new Event('wixDevelopersAnalyticsReady'));
  document.querySelector('[data-buy]').onclick = () => subs.forEach((f) => f('Purchase', ${JSON.stringify(WIX_ORDER)}));
});
</script>`, ' data-app="lumen-app"');
}

export const storesRoutes = [
  ['GET', /^\/demo\/woo$/, wooPage],
  ['GET', /^\/demo\/wix$/, wixPage],
  ['GET', /^\/_api\/apps\/current-member\/([^/]+)$/, member],
  ['GET', /^\/wp-json\/wc\/store\/v1\/cart$/, wooCart],
  ['POST', /^\/wp-json\/wc\/store\/v1\/cart\/add-item$/, addItem],
];
