// The mock storefront's carts (issue 24; spec §7 calls 17 and 18; docs/display-api.md "Mock
// storefront"): Shopify's Ajax cart contract over one cart per visitor, named by the `cart`
// cookie's random token and kept in memory, per server, at most MAX_CARTS of them (the least
// recently used one goes first). Refusals carry Shopify's JSON shapes: 422 { status, message,
// description } for stock, 404 for an unknown variant, 400 { status: 'bad_request', ... }.
import { createHash, randomBytes } from 'node:crypto';
import { CURRENCIES, convert, variantOf } from './catalogue.mjs';

export const MAX_CARTS = 10000;
/** Shopify's cart cookie lasts 14 days. */
export const CART_AGE = 14 * 24 * 3600;
const TOKEN = /^[a-f0-9]{32}$/;
/** A quantity above this is refused as bad input before stock is looked at. */
const MAX_QTY = 1e6;

/** A refused cart request: its status and Shopify's body for it. */
export class CartError extends Error {
  constructor(status, body) {
    super(body.description);
    this.status = status;
    this.body = body;
  }
}
const bad = (what) => new CartError(400, { status: 'bad_request', message: 'Parameter Missing or Invalid', description: 'Required parameter missing or invalid: ' + what });
const cartError = (status, description) => new CartError(status, { status, message: 'Cart Error', description });

const stores = new WeakMap(); // per server (its ctx): token → cart

/** The visitor's cart by its cookie (touched, so it is the last to be dropped), or a new one;
 *  `fresh` says the cookie must be set. */
export function cartOf(ctx, cookieHeader) {
  let carts = stores.get(ctx);
  if (!carts) stores.set(ctx, (carts = new Map()));
  const m = /(?:^|;\s*)cart=([^;]*)/.exec(String(cookieHeader || ''));
  const token = m && TOKEN.test(m[1]) ? m[1] : '';
  let cart = token && carts.get(token);
  if (cart) carts.delete(token);
  else {
    // a token we never made or have dropped starts an empty cart under a new one
    cart = { token: randomBytes(16).toString('hex'), currency: 'USD', lines: [], fresh: true };
    if (carts.size >= (ctx.carts || MAX_CARTS)) carts.delete(carts.keys().next().value);
  }
  carts.set(cart.token, cart);
  return cart;
}

export const cartCookie = (cart) => `cart=${cart.token}; Path=/; Max-Age=${CART_AGE}; SameSite=Lax`;

export function setCurrency(cart, code) {
  if (Object.hasOwn(CURRENCIES, code)) cart.currency = code;
}

const keyOf = (vid) => vid + ':' + createHash('md5').update(String(vid)).digest('hex');

function qty(v, what, min = 0) {
  const n = v === undefined || v === '' ? NaN : Number(v);
  if (!Number.isInteger(n) || n < min || n > MAX_QTY) throw bad(what);
  return n;
}

/** The variant of an id: none given is bad input (400), one we do not sell a 404. */
function lookup(id) {
  if (id == null || id === '') throw bad('id');
  const found = /^\d{1,16}$/.test(String(id)) && variantOf(id);
  if (!found) throw cartError(404, 'Cannot find variant');
  return found;
}

/** Refuses a line of `want` of a variant beyond its inventory (422; nothing changes). */
function stock({ product, variant }, want, had) {
  if (want <= had) return;
  const name = titleOf(product, variant);
  if (variant.inventory <= 0) throw cartError(422, `The product '${name}' is already sold out.`);
  if (want > variant.inventory) {
    throw cartError(422, had >= variant.inventory ? 'The maximum quantity of this item is already in your cart.' : `You can't add more ${name} to the cart.`);
  }
}

const titleOf = (p, v) => (v.title === 'Default Title' ? p.title : p.title + ' - ' + v.title);

/** One line as cart.js has it, in the cart's currency. */
export function lineJson(cart, line) {
  const { product: p, variant: v } = variantOf(line.id);
  const price = convert(v.price, cart.currency);
  const only = v.title === 'Default Title';
  return {
    id: v.id, properties: {}, quantity: line.quantity, variant_id: v.id, key: keyOf(v.id),
    title: titleOf(p, v), price, original_price: price, discounted_price: price,
    line_price: price * line.quantity, original_line_price: price * line.quantity,
    final_price: price, final_line_price: price * line.quantity, total_discount: 0, discounts: [],
    sku: v.sku, grams: 0, vendor: p.vendor, taxable: true, product_id: p.id,
    product_has_only_default_variant: only, gift_card: false,
    url: `/demo/store/products/${p.handle}?variant=${v.id}`, featured_image: null, image: null,
    handle: p.handle, requires_shipping: true, product_type: p.type, product_title: p.title,
    product_description: '', variant_title: only ? null : v.title, variant_options: [v.title],
    options_with_values: [{ name: only ? 'Title' : p.type === 'Coffee' ? 'Size' : 'Finish', value: v.title }],
  };
}

export function cartJson(cart) {
  const items = cart.lines.map((l) => lineJson(cart, l));
  const total = items.reduce((s, i) => s + i.line_price, 0);
  return {
    token: cart.token, note: null, attributes: {}, original_total_price: total, total_price: total,
    total_discount: 0, total_weight: 0, item_count: items.reduce((s, i) => s + i.quantity, 0),
    items, requires_shipping: items.length > 0, currency: cart.currency, items_subtotal_price: total,
    cart_level_discount_applications: [],
  };
}

/**
 * /cart/add.js: `{ id, quantity }` (quantity 1 when left out) or `{ items: [{ id, quantity }] }`.
 * All or nothing: one refused item adds none. Answers the added line, or { items } of them.
 */
export function add(cart, body) {
  const many = body.items !== undefined;
  const list = many ? body.items : [body];
  if (!Array.isArray(list) || !list.length || list.length > 100) throw bad('items');
  const want = new Map(cart.lines.map((l) => [l.id, l.quantity]));
  const ids = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') throw bad('items');
    const found = lookup(item.id);
    const id = found.variant.id;
    const had = want.get(id) || 0;
    const n = had + (item.quantity === undefined ? 1 : qty(item.quantity, 'quantity', 1));
    stock(found, n, had);
    want.set(id, n);
    if (!ids.includes(id)) ids.push(id);
  }
  apply(cart, want);
  const lines = ids.map((id) => lineJson(cart, cart.lines.find((l) => l.id === id)));
  return many ? { items: lines } : lines[0];
}

/** Writes `want` (variant id → quantity) back: lines keep their order, new ones go last, a 0 goes. */
function apply(cart, want) {
  for (const l of cart.lines) l.quantity = want.get(l.id);
  for (const [id, quantity] of want) if (!cart.lines.some((l) => l.id === id)) cart.lines.push({ id, quantity });
  cart.lines = cart.lines.filter((l) => l.quantity > 0);
}

/** /cart/change.js: the line by `line` (1-based), or `id` (a variant id or a line key), to
 *  `quantity` (0 removes it). Answers the cart. */
export function change(cart, body) {
  let at = -1;
  if (body.line !== undefined && body.line !== '') at = qty(body.line, 'line', 1) - 1;
  else if (body.id != null) at = cart.lines.findIndex((l) => String(l.id) === String(body.id) || keyOf(l.id) === String(body.id));
  if (!cart.lines[at]) throw cartError(400, 'no valid id or line parameter');
  const n = qty(body.quantity, 'quantity');
  const l = cart.lines[at];
  stock(variantOf(l.id), n, l.quantity);
  apply(cart, new Map(cart.lines.map((x) => [x.id, x === l ? n : x.quantity])));
  return cartJson(cart);
}

/** /cart/update.js: `updates` as { variant id or line key: quantity } (a variant not in the
 *  cart is added) or as a list of quantities in line order. All or nothing. Answers the cart. */
export function update(cart, body) {
  const u = body.updates;
  if (!u || typeof u !== 'object') throw bad('updates');
  const want = new Map(cart.lines.map((l) => [l.id, l.quantity]));
  const pairs = Array.isArray(u)
    ? u.map((q, i) => [cart.lines[i]?.id, q])
    : Object.entries(u).map(([k, q]) => [cart.lines.find((l) => keyOf(l.id) === k)?.id ?? k, q]);
  if (pairs.length > 100) throw bad('updates');
  for (const [id, q] of pairs) {
    if (id === undefined) throw bad('updates');
    const found = lookup(id);
    const n = qty(q, 'updates');
    stock(found, n, want.get(found.variant.id) || 0);
    want.set(found.variant.id, n);
  }
  apply(cart, want);
  return cartJson(cart);
}

export function clear(cart) {
  cart.lines = [];
  return cartJson(cart);
}
