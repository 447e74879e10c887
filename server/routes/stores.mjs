// Mock endpoints of store B (Wix) and the third cart platform (WooCommerce) for the adapters'
// tests (issue 24, second slice; docs/display-api.md "Mock storefront"; docs/behaviour.md P27),
// minimal and on the demo's own origin, as the real ones are on the shop's:
// - GET /_api/apps/current-member/{app id} (spec §7 call 19): { member: { id } } for the visitor
//   the `member` cookie names, { member: null } for a guest. Wix deprecated the endpoint: the
//   app id `deprecated` answers 404, as a removed endpoint does;
// - WooCommerce's Store API cart: GET /wp-json/wc/store/v1/cart (items, items_count, totals with
//   total_price as minor units in a string, currency_code, currency_minor_unit) and POST
//   /wp-json/wc/store/v1/cart/add-item ({ id, quantity }). A cart per visitor (the `wc_cart`
//   cookie's random token), in memory, at most MAX_CARTS (the oldest goes first).
import { randomBytes } from 'node:crypto';
import { readObject, sendJson } from '../http.mjs';

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

/** The visitor's cart by its cookie, or a new one (its cookie set on the answer). */
function cartOf(ctx, req, res) {
  let all = carts.get(ctx);
  if (!all) carts.set(ctx, (all = new Map()));
  let token = cookie(req, 'wc_cart');
  if (token && all.has(token)) return all.get(token);
  token = randomBytes(16).toString('hex');
  if (all.size >= (ctx.carts || MAX_CARTS)) all.delete(all.keys().next().value);
  const cart = new Map();
  all.set(token, cart);
  res.setHeader('Set-Cookie', `wc_cart=${token}; Path=/; SameSite=Lax`);
  return cart;
}

/** The Store API's cart shape, the fields the adapter reads and a few beside them */
const json = (cart) => {
  const items = [...cart].map(([id, quantity]) => ({ id: +id, name: WOO_PRODUCTS[id][0], quantity, totals: { line_total: '' + WOO_PRODUCTS[id][1] * quantity } }));
  const total = items.reduce((t, i) => t + +i.totals.line_total, 0);
  return { items, items_count: items.reduce((n, i) => n + i.quantity, 0), totals: { total_items: '' + total, total_price: '' + total, currency_code: WOO_CURRENCY, currency_minor_unit: 2 } };
};

const wooCart = ({ req, res, ctx }) => sendJson(res, 200, json(cartOf(ctx, req, res)));

async function addItem({ req, res, ctx }) {
  const cart = cartOf(ctx, req, res);
  const b = await readObject(req);
  const id = String(b.id), q = b.quantity == null ? 1 : +b.quantity;
  if (!Object.hasOwn(WOO_PRODUCTS, id)) return sendJson(res, 400, { code: 'woocommerce_rest_cart_invalid_product', message: 'This product cannot be added to the cart.', data: { status: 400 } });
  if (!Number.isInteger(q) || q < 1 || (cart.get(id) || 0) + q > MAX_QTY) return sendJson(res, 400, { code: 'rest_invalid_param', message: 'Invalid parameter(s): quantity', data: { status: 400 } });
  cart.set(id, (cart.get(id) || 0) + q);
  sendJson(res, 201, json(cart));
}

export const storesRoutes = [
  ['GET', /^\/_api\/apps\/current-member\/([^/]+)$/, member],
  ['GET', /^\/wp-json\/wc\/store\/v1\/cart$/, wooCart],
  ['POST', /^\/wp-json\/wc\/store\/v1\/cart\/add-item$/, addItem],
];
