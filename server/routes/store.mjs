// The mock storefront's cart endpoints (issue 24; spec §7 calls 17 and 18; docs/display-api.md
// "Mock storefront"), answered on the demo's own origin as a Shopify shop answers them: under
// the shop's root or a locale's (`/fr/cart/add.js`), `.js` for the Ajax calls and without it
// for a theme's form posts, which go on to the cart page (302, as Shopify's, or the form's
// own `return_to`).
import { readBody, sendJson, sendText, isObject, closeAfterAnswer } from '../http.mjs';
import { boundaryOf, readMultipart } from '../multipart.mjs';
import { CartError, cartOf, cartCookie, cartJson, setCurrency, add, change, update, clear } from '../store/cart.mjs';
import { cartRoute } from '../store/pages.mjs';

const LOCALE = '(\\/[a-z]{2}(?:-[a-z]{2})?)?';
const ACTIONS = { add, change, update, clear };
/** Nesting of a form field's name: `items[0][id]` at most this deep. */
const DEPTH = 3;

/** Form fields as Shopify reads them: `items[0][id]` → items: [{ id }], `updates[123]` →
 *  updates: { 123 } (a
 *  variant id), `updates[]` → updates: [..]. A name that would reach a prototype is dropped. */
export function nest(pairs) {
  const out = {};
  for (const [name, value] of pairs) {
    const path = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!path) continue;
    const keys = [path[1], ...[...path[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (keys.length > DEPTH || keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) continue;
    let at = out;
    keys.forEach((k, i) => {
      const last = i === keys.length - 1;
      if (k === '') k = Array.isArray(at) ? at.length : Object.keys(at).length;
      if (last) return void (at[k] = value);
      if (at[k] == null || typeof at[k] !== 'object') at[k] = /^\d{0,2}$/.test(keys[i + 1]) ? [] : {}; // items[0], updates[]: a list
      at = at[k];
    });
  }
  return out;
}

/** The request's parameters: JSON, a form (urlencoded or multipart, as a theme's FormData). */
async function params(req) {
  const type = String(req.headers['content-type'] || '').split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data') {
    const { fields } = await readMultipart(req, boundaryOf(req.headers['content-type']), {
      limit: 64 * 1024,
      maxParts: 100,
      onFile: () => {
        throw new CartError(400, { status: 'bad_request', message: 'Parameter Missing or Invalid', description: 'files are not taken' });
      },
    });
    return nest(fields.map((f) => [f.name, f.value]));
  }
  const text = await readBody(req);
  if (type === 'application/json' || (type !== 'application/x-www-form-urlencoded' && /^\s*\{/.test(text))) {
    let v;
    try {
      v = JSON.parse(text);
    } catch {
      v = null;
    }
    if (!isObject(v)) throw new CartError(400, { status: 'bad_request', message: 'Parameter Missing or Invalid', description: 'the body is not a JSON object' });
    return v;
  }
  return nest(new URLSearchParams(text));
}

/** Answers with the cart cookie when the cart is new (Shopify sets it on the first cart call). */
function cookie(res, cart) {
  if (cart.fresh) res.setHeader('Set-Cookie', cartCookie(cart));
  cart.fresh = false;
}

function cartJs({ req, res, query, ctx }) {
  const cart = cartOf(ctx, req.headers.cookie);
  setCurrency(cart, query.get('currency'));
  cookie(res, cart);
  sendJson(res, 200, cartJson(cart));
}

/** A theme's Ajax call asks for JSON without `.js` (Dawn posts FormData to /cart/add with Accept:
 *  application/javascript); a plain form post gets the page. */
const wantsJson = (req) => /json|javascript/.test(String(req.headers.accept || '')) || req.headers['x-requested-with'] === 'XMLHttpRequest';

async function action({ req, res, params: [locale = '', name, js], ctx }) {
  const cart = cartOf(ctx, req.headers.cookie);
  cookie(res, cart);
  const json = !!js || wantsJson(req);
  let input;
  let body;
  try {
    input = await params(req);
    body = ACTIONS[name](cart, input);
  } catch (e) {
    if (!(e instanceof CartError)) throw e;
    if (!req.complete) closeAfterAnswer(req, res); // a refused file part: the rest is not read
    if (json) return sendJson(res, e.status, e.body);
    return sendText(res, e.status, 'text/html; charset=utf-8', `<!doctype html><title>Cart error</title><p>${e.body.description.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p><p><a href="${locale}/cart">Your cart</a></p>`);
  }
  if (json) return sendJson(res, 200, body);
  // Shopify's form posts go on to the cart, or to the form's return_to when it is a path here
  const back = typeof input.return_to === 'string' && /^\/(?![/\\])/.test(input.return_to) ? input.return_to : locale + '/cart';
  res.writeHead(302, { Location: back, 'Content-Length': 0 });
  res.end();
}

export const storeRoutes = [
  ['GET', new RegExp(`^${LOCALE}\\/cart\\.js$`), cartJs],
  ['GET', new RegExp(`^${LOCALE}\\/cart\\/?$`), cartRoute],
  ['POST', new RegExp(`^${LOCALE}\\/cart\\/(add|change|update|clear)(\\.js)?$`), action],
];
