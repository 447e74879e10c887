// The theme demo's shop pages (T20, docs/theme.md "Shop"): a WooCommerce-shaped cart and checkout
// in the theme's markup, with no store behind them: each answer is made from the request alone.
// - GET /demo/theme/cart: three items; ?remove=<key> the cart without that one ("removed").
// - POST /demo/theme/cart (the cart form, urlencoded `cart[<key>][qty]=n`, update_cart): the cart
//   with those quantities (0 takes the row out) and "Cart updated.".
// - GET /demo/theme/checkout: the checkout form, the shipping block hidden (its box unchecked).
// - POST /demo/theme/checkout: a required field left blank (the shipping ones only while
//   ship_to_different_address=1) answers the form again, filled as posted, with WooCommerce's
//   error notice group at its top; else an "order received" page. A body that is not urlencoded
//   gets a 415, one too large a 413 (http.mjs).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sendText, fail, readBody } from '../http.mjs';
import { themePage, CSP } from './demo.mjs';

const DIR = fileURLToPath(new URL('.', import.meta.url));
const file = (n) => readFileSync(DIR + 'sections/' + n + '.html', 'utf8');
export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const euro = (n) => '€' + n.toFixed(2);

/** the cart's items: key, name, price, quantity at first */
export const ITEMS = [
  ['a1', 'House blend, 250 g', 12, 1],
  ['b2', 'Ethiopia Yirgacheffe, 250 g', 15, 2],
  ['c3', 'Spring sampler', 18, 1],
];

function send(res, title, body) {
  const nonce = randomBytes(12).toString('base64');
  sendText(res, 200, 'text/html; charset=utf-8', themePage(title, body, nonce), { 'Content-Security-Policy': CSP(nonce), 'Cache-Control': 'no-store' });
}

const row = ([k, name, price], q) => `<tr class="woocommerce-cart-form__cart-item cart_item">
<td class="product-remove"><a class="remove" href="/demo/theme/cart?remove=${k}" aria-label="Remove ${esc(name)} from the cart">×</a></td>
<td class="product-name" data-title="Product">${esc(name)}</td>
<td class="product-price" data-title="Price">${euro(price)}</td>
<td class="product-quantity" data-title="Quantity"><div class="quantity"><label class="vh" for="qty-${k}">${esc(name)} quantity</label><input type="number" id="qty-${k}" class="input-text qty text" name="cart[${k}][qty]" value="${q}" min="0" max="99" step="1" inputmode="numeric" autocomplete="off"></div></td>
<td class="product-subtotal" data-title="Subtotal">${euro(price * q)}</td>
</tr>`;

/** the cart page with quantities q (key → n; a missing key keeps its first quantity) */
export function cartBody(q = {}, notice = '') {
  const items = ITEMS.map((i) => [i, q[i[0]] ?? i[3]]).filter(([, n]) => n > 0);
  const total = items.reduce((t, [i, n]) => t + i[2] * n, 0);
  return file('cart')
    .replace('{notice}', notice && `<div class="woocommerce-message" role="status">${notice}</div>`)
    .replace('{rows}', items.length ? items.map(([i, n]) => row(i, n)).join('\n') : '<tr><td colspan="5">Your cart is empty.</td></tr>')
    .replace('{total}', euro(total));
}

function cart({ res, query }) {
  const gone = ITEMS.find((i) => i[0] == query.get('remove'));
  send(res, 'Cart', cartBody(gone ? { [gone[0]]: 0 } : {}, gone ? `“${esc(gone[1])}” removed.` : ''));
}

async function form(req) {
  if (!/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] || '')) fail(415, 'a form body (urlencoded) only');
  return new URLSearchParams(await readBody(req));
}

async function updateCart({ req, res }) {
  const f = await form(req), q = {};
  for (const [k] of ITEMS) {
    const v = f.get(`cart[${k}][qty]`);
    if (v == null) continue;
    if (!/^\d{1,2}$/.test(v)) fail(400, 'a quantity is a whole number 0 to 99');
    q[k] = +v;
  }
  send(res, 'Cart', cartBody(q, 'Cart updated.'));
}

/** the checkout's fields: name, label, required, autocomplete; shipping_ ones in the hidden block */
export const FIELDS = [
  ['billing_first_name', 'First name', 1, 'given-name'],
  ['billing_last_name', 'Last name', 1, 'family-name'],
  ['billing_address_1', 'Street address', 1, 'address-line1'],
  ['billing_city', 'Town / City', 1, 'address-level2'],
  ['billing_email', 'Email address', 1, 'email'],
  ['shipping_first_name', 'First name', 1, 'shipping given-name'],
  ['shipping_address_1', 'Street address', 1, 'shipping address-line1'],
  ['shipping_city', 'Town / City', 1, 'shipping address-level2'],
];
const field = ([n, label, req, ac], v = '') => `<p class="form-row" id="${n}_field"><label for="${n}">${label}${req ? ' <abbr class="required" title="required">*</abbr>' : ''}</label><input type="${n.endsWith('email') ? 'email' : 'text'}" class="input-text" name="${n}" id="${n}" value="${esc(v)}" autocomplete="${ac}"${req ? ' aria-required="true"' : ''}></p>`;

/** the checkout page: posted values f, the error lines */
export function checkoutBody(f = new URLSearchParams(), errors = []) {
  const ship = f.get('ship_to_different_address') == '1';
  const fields = (p) => FIELDS.filter(([n]) => n.startsWith(p)).map((x) => field(x, f.get(x[0]) || '')).join('\n');
  return file('checkout')
    .replace('{notice}', errors.length ? `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout" role="alert"><ul class="woocommerce-error">${errors.map((e) => `<li>${e}</li>`).join('')}</ul></div>` : '')
    .replace('{billing}', fields('billing_'))
    .replace('{checked}', ship ? ' checked' : '')
    .replace('{hidden}', ship ? '' : ' hidden')
    .replace('{shipping}', fields('shipping_'))
    .replace('{total}', euro(ITEMS.reduce((t, i) => t + i[2] * i[3], 0)));
}

async function placeOrder({ req, res }) {
  const f = await form(req), ship = f.get('ship_to_different_address') == '1';
  const errors = FIELDS.filter(([n, , r]) => r && (ship || n.startsWith('billing_')) && !(f.get(n) || '').trim()).map(([n, l]) => `<strong>${n.startsWith('billing_') ? 'Billing' : 'Shipping'} ${l}</strong> is a required field.`);
  if (errors.length) return send(res, 'Checkout', checkoutBody(f, errors));
  send(res, 'Order received', `<h1>Order received</h1><div class="woocommerce"><p class="woocommerce-thankyou-order-received">Thank you, ${esc(f.get('billing_first_name'))}. Your order has been received (a demo: nothing is stored or sent).</p></div>`);
}

export const shopRoutes = [
  ['GET', /^\/demo\/theme\/cart\/?$/, cart],
  ['POST', /^\/demo\/theme\/cart\/?$/, updateCart],
  ['GET', /^\/demo\/theme\/checkout\/?$/, ({ res }) => send(res, 'Checkout', checkoutBody())],
  ['POST', /^\/demo\/theme\/checkout\/?$/, placeOrder],
];
