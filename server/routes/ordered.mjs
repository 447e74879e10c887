// Call 14 (spec §7): Wix's ordered products, `POST /wix/save-ordered-products` on the display
// host (docs/display-api.md "14. Wix ordered products"). features/wix.js sends it when Wix's
// developer analytics say a logged-in member bought (its 'Purchase' event): the account, the
// member and the order's products. Stored one row per product (table ordered_products) after the
// whole request validated, like the other reports; a refused request stores nothing.
import { fail, readObject, sendJson } from '../http.mjs';
import { check, text, oneOf, required, list, param, str, CLIENT_ID } from '../validate.mjs';
import { insert } from '../db.mjs';
import { getClient } from '../store.mjs';

/** at most this many products in one order (ours) */
export const MAX_PRODUCTS = 100;

/** A product of the order: an object with an id (Wix's are GUIDs; a number is taken as text). */
const product = (v) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'must be an object';
  try {
    check(v, { product_id: required(text(128)), product_name: text(), category: text() });
  } catch (e) {
    return e.message;
  }
  return null;
};

async function saveOrdered({ req, res, ctx }) {
  const b = await readObject(req);
  check(b, {
    client_id: required(text(64)),
    customer_id: required(text(128)),
    products: required(list(product, MAX_PRODUCTS)),
    // the only table the spec names for it (§7 call 14)
    source_table: required(oneOf('browse_abandonment')),
  });
  const client = getClient(ctx.db, param(String(b.client_id), CLIENT_ID, 'client_id'));
  if (!client) fail(404, 'unknown client');
  if (!b.products.length) fail(400, 'products is empty');
  ctx.db.transaction(() => {
    for (const p of b.products)
      insert(ctx.db, 'ordered_products', {
        client_id: client.id,
        customer_id: str(b.customer_id),
        product_id: str(p.product_id),
        product_name: str(p.product_name),
        category: str(p.category),
        source_table: str(b.source_table),
      });
  })();
  sendJson(res, 200, { success: true });
}

export const orderedRoutes = [['POST', /^\/wix\/save-ordered-products$/, saveOrdered]];
