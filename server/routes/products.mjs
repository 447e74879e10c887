// Call 15 (spec §7, §9; docs/display-api.md "15. Product recommendation"): the product block's
// cards (features/products.js, P27), answered from the mock storefront's catalogue
// (server/store/catalogue.mjs). Our reading of the categories, where the spec names them only:
// last_visited and manual answer the products asked for, in their order; product_in_cart the
// products of the cart's products' types that are not in the cart; product_collection the
// collection asked for (its handle, the first of `products`). Sold-out products are left out
// (a recommendation the visitor cannot buy); each card shows the first variant in stock.
import { fail, readObject, sendJson } from '../http.mjs';
import { check, list, oneOf, param, required, text, POPUP_ID } from '../validate.mjs';
import { getPopup } from '../store.mjs';
import { COLLECTIONS, PRODUCTS, SHOP, productByHandle } from '../store/catalogue.mjs';

/** §9: at most 3 products */
export const MAX_PRODUCTS = 3;
export const CATEGORIES = ['last_visited', 'manual', 'product_collection', 'product_in_cart'];

/** Shopify's amount (times 100) as its product JSON prints a price: '14.00' */
const major = (n) => (n == null ? null : (n / 100).toFixed(2));

/** One card (spec §3 "Product card"), or null for a product with nothing in stock. */
function card(p, origin) {
  const v = p.variants.find((x) => x.inventory > 0);
  if (!v) return null;
  return {
    product_id: p.id,
    variant_id: v.id,
    title: p.title,
    handle: p.handle,
    url: origin + '/demo/store/products/' + p.handle,
    image: null, // the mock shop has no pictures
    desc: p.type,
    price: major(v.price),
    compare_at_price: major(v.compare_at_price),
    inventory_quantity: v.inventory,
  };
}

const byId = (id) => PRODUCTS.find((p) => String(p.id) === String(id));

/** The catalogue's products a category names, before the sold-out ones leave. */
function pick(category, ids) {
  if (category === 'product_collection') return (COLLECTIONS[ids[0]]?.handles || []).map(productByHandle);
  if (category === 'product_in_cart') {
    const types = new Set(ids.map(byId).filter(Boolean).map((p) => p.type));
    return PRODUCTS.filter((p) => types.has(p.type) && !ids.includes(String(p.id)));
  }
  return ids.map(byId).filter(Boolean);
}

/** POST /api/display/shopify/product-recommendation/{popup id} → { success, data: { products }, currency } */
async function recommend({ req, res, params, ctx }) {
  const b = await readObject(req);
  check(b, {
    category: required(oneOf(...CATEGORIES)),
    products: list(text(64), 50),
    limit: (v) => (Number.isInteger(+v) && +v >= 1 ? null : 'must be a whole number from 1'),
  });
  if (!getPopup(ctx.db, param(params[0], POPUP_ID, 'popup id'))) fail(404, 'unknown popup');
  const ids = [...new Set((b.products || []).map(String))];
  const limit = Math.min(MAX_PRODUCTS, b.limit == null ? MAX_PRODUCTS : +b.limit);
  const origin = ctx.origin(req);
  const products = pick(b.category, ids).map((p) => card(p, origin)).filter(Boolean).slice(0, limit);
  sendJson(res, 200, { success: true, data: { products }, currency: SHOP.currency });
}

export const productRoutes = [['POST', /^\/api\/display\/shopify\/product-recommendation\/([^/]+)$/, recommend]];
