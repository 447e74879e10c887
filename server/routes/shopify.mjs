// The display API's Shopify calls (spec §7 calls 11, 12 and 13; docs/display-api.md; issue 24,
// P27), beside call 15 (routes/products.mjs):
// - 11: GET /api/display/shopify/get-client-id/{shop}: the account whose `shopify_shop` is that
//   shop's permanent domain (`….myshopify.com`), for an app embed whose merchant left the client
//   id empty (loader-store.js);
// - 12: GET /api/display/shopify/get-price-rules/{client id}: the account's price rules, as
//   Shopify's PriceRule resource has them (the fields §3 names and a few beside them), for the
//   free-shipping or discount gap (features/gap.js);
// - 13: GET /shopify/save/browse-abandonment?clientId&customer&products&data_for&total_cart_value:
//   a logged-in shopper's viewed or cart products, stored (the owner's /owner/browse-abandonment).
import { fail, sendJson } from '../http.mjs';
import { check, jsonList, matches, oneOf, param, required, text, CLIENT_ID } from '../validate.mjs';
import { insert } from '../db.mjs';
import { getClient } from '../store.mjs';

/** a shop's permanent domain: Shopify's handle, then .myshopify.com */
export const SHOP = /^[a-z0-9][a-z0-9-]{0,60}\.myshopify\.com$/;
/** at most this many products in one call 13 (a cart's lines) */
export const MAX_PRODUCTS = 100;

function clientId({ res, params: [raw], ctx }) {
  const shop = param(raw, SHOP, 'shop');
  const row = ctx.db.prepare("SELECT id FROM clients WHERE json_extract(json, '$.shopify_shop') = ?").get(shop);
  if (!row) fail(404, 'unknown shop');
  sendJson(res, 200, { client_id: row.id });
}

function priceRules({ res, params: [raw], ctx }) {
  const client = getClient(ctx.db, param(raw, CLIENT_ID, 'client id'));
  if (!client) fail(404, 'unknown client');
  sendJson(res, 200, { price_rules: Array.isArray(client.price_rules) ? client.price_rules : [] });
}

/** one product of call 13: { product_id, product_name, category } */
const product = (p) =>
  !p || typeof p !== 'object' || Array.isArray(p) ? 'must be an object'
    : matches(/^\d{1,20}$/, 'a product id')(String(p.product_id ?? '')) || text(512)(p.product_name ?? '') || text(256)(p.category ?? '');

function browse({ res, query, ctx }) {
  const q = Object.fromEntries(query);
  check(q, {
    clientId: required(matches(CLIENT_ID, 'a client id')),
    customer: required(matches(/^[\w-]{1,64}$/, 'a customer id')),
    products: required(jsonList),
    data_for: required(oneOf('abandonment', 'cart')),
    total_cart_value: matches(/^\d{1,12}(\.\d{1,6})?$/, 'an amount'),
  });
  const products = JSON.parse(q.products);
  const bad = products.length > MAX_PRODUCTS ? `has more than ${MAX_PRODUCTS} entries` : products.map(product).find(Boolean);
  if (bad) fail(400, 'products ' + bad);
  if (!getClient(ctx.db, q.clientId)) fail(404, 'unknown client');
  insert(ctx.db, 'browse_abandonment', {
    client_id: q.clientId,
    customer: q.customer,
    data_for: q.data_for,
    products: JSON.stringify(products.map((p) => ({ product_id: String(p.product_id), product_name: String(p.product_name ?? ''), category: String(p.category ?? '') }))),
    total_cart_value: +(q.total_cart_value || 0),
  });
  sendJson(res, 200, { success: true });
}

export const shopifyRoutes = [
  ['GET', /^\/api\/display\/shopify\/get-client-id\/([^/]+)$/, clientId],
  ['GET', /^\/api\/display\/shopify\/get-price-rules\/([^/]+)$/, priceRules],
  ['GET', /^\/shopify\/save\/browse-abandonment$/, browse],
];
