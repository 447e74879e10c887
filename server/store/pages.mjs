// The mock storefront's pages (issue 24; docs/display-api.md "Mock storefront"): a home page, a
// page per product and per collection under /demo/store/, and Shopify's /cart page, each on the
// demo layout with the loader tag, the globals a Shopify storefront defines (window.Shopify,
// ShopifyAnalytics.meta, __st) and a theme's cart drawer (demo/assets/store.js).
import { sendText, fail } from '../http.mjs';
import { layout } from '../demo.mjs';
import { CURRENCIES, COLLECTIONS, PRODUCTS, SHOP, convert, productByHandle } from './catalogue.mjs';
import { cartOf, cartCookie, cartJson, setCurrency } from './cart.mjs';
import { embedRenderer } from '../embed.mjs';
import { themeParts, themeRoutes } from './theme.mjs';

const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SYMBOL = { USD: '$', EUR: '€', JPY: '¥' };

/** Shopify amounts (times 100) as the visitor reads them: $14.00, €12.88, ¥2,100. */
export function money(amount, currency) {
  const d = CURRENCIES[currency].decimals;
  return SYMBOL[currency] + (amount / 100).toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
}

/** The shopper's customer id: ?customer=ID logs in (a cookie keeps it), ?customer= logs out. */
function customerOf(req, query, res) {
  const q = query.get('customer');
  if (q !== null) {
    const id = /^\d{1,15}$/.test(q) ? q : '';
    res.setHeader('Set-Cookie', `customer=${id}; Path=/; SameSite=Lax${id ? '' : '; Max-Age=0'}`);
    return id;
  }
  const m = /(?:^|;\s*)customer=(\d{1,15})(?:;|$)/.exec(String(req.headers.cookie || ''));
  return m ? m[1] : '';
}

/** The storefront's globals, as a Shopify theme's head defines them (inline JSON, "<" escaped). */
function globals({ cart, root, locale, customer, page, product }) {
  const json = (v) => JSON.stringify(v).replace(/</g, '\\u003c');
  const meta = { currency: cart.currency, page: { ...page, ...(customer && { customerId: +customer }) } };
  if (product) {
    meta.product = {
      id: product.id, gid: 'gid://shopify/Product/' + product.id, vendor: product.vendor, type: product.type,
      variants: product.variants.map((v) => ({ id: v.id, price: convert(v.price, cart.currency), name: product.title + (v.title === 'Default Title' ? '' : ' - ' + v.title), public_title: v.title === 'Default Title' ? null : v.title, sku: v.sku })),
    };
  }
  const shopify = { shop: SHOP.domain, locale, currency: { active: cart.currency, rate: String(CURRENCIES[cart.currency].rate) }, country: 'US', routes: { root } };
  const st = { a: 1, offset: 0, pageurl: '', u: '', p: page.pageType, ...(page.resourceId && { rtyp: page.resourceType, rid: page.resourceId }), ...(customer && { cid: +customer }) };
  return `<script>window.Shopify = ${json(shopify)};
window.ShopifyAnalytics = { meta: ${json(meta)} };
window.__st = ${json(st)};</script>`;
}

function priceHtml(v, currency) {
  const p = `<span class="price">${money(convert(v.price, currency), currency)}</span>`;
  return v.compare_at_price ? `${p} <s class="compare">${money(convert(v.compare_at_price, currency), currency)}</s>` : p;
}

const soldOut = (p) => p.variants.every((v) => v.inventory <= 0);

function card(p, currency) {
  const v = p.variants.find((x) => x.inventory > 0) || p.variants[0];
  const button = soldOut(p)
    ? '<button type="button" class="button" disabled>Sold out</button>'
    : `<button type="button" class="button" data-add="${v.id}">Add to cart</button>`;
  return `<li class="product"><a href="/demo/store/products/${p.handle}">${esc(p.title)}</a> ${priceHtml(v, currency)} ${button}</li>`;
}

/** The store's frame: its nav, the cart badge, the drawer and the page. `embed`: what the page
 *  prints instead of the demo's loader.js tag (the app embed, or '' for no tag of ours). */
function shell({ req, res, query, cart, title, body, page, product, locale = localeOf(query), embed = benchEmbed(req, query, cart) }) {
  const root = locale === 'en' ? '/' : `/${locale}/`;
  const customer = customerOf(req, query, res);
  const cookies = [].concat(res.getHeader('Set-Cookie') || []);
  if (cart.fresh) cookies.push(cartCookie(cart));
  cart.fresh = false;
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  const count = cartJson(cart).item_count;
  const store = `${globals({ cart, root, locale, customer, page, product })}
<nav class="store" aria-label="Store"><a href="/demo/store/">Store home</a> <a href="/demo/store/collections/coffee">Coffee</a> <a href="/demo/store/collections/brewing">Brewing</a> <a href="${root}cart" class="cart-link">Cart (<span data-cart-count>${count}</span>)</a>${customer ? ` <span>Signed in as customer ${esc(customer)}</span>` : ''}</nav>
<aside class="drawer" data-cart-drawer hidden aria-label="Cart"><h2>Your cart</h2><p data-cart-message role="status"></p><ul data-cart-lines></ul><a href="${root}cart">View cart</a></aside>
${body}`;
  const t = themeOf(query);
  // a page with the app embed prints its loader tag (loader-store.js) instead of loader.js's
  const html = layout({ title, body: (t ? t.body : '') + store, client: embed == null ? 'demo' : '', scripts: (embed ?? '') + '\n<script src="/demo/assets/store.js" defer></script>' + (t ? t.script : '') });
  return t ? html.replace('</head>', t.head + '</head>') : html;
}

const send = (res, text) => sendText(res, 200, 'text/html; charset=utf-8', text, { 'Cache-Control': 'no-store' });
/** The visitor's cart, after a `?currency=` that changes its currency (Shopify's switcher). */
const visitorCart = (req, query, ctx) => {
  const c = cartOf(ctx, req.headers.cookie);
  setCurrency(c, query.get('currency'));
  return c;
};
/** `?locale=fr` shops under Shopify's locale root, /fr/ (its cart calls go to /fr/cart/...). */
const localeOf = (query) => (/^[a-z]{2}$/.test(query.get('locale') || '') ? query.get('locale') : 'en');
const rootOf = (query) => (localeOf(query) === 'en' ? '/' : `/${localeOf(query)}/`);

function home({ req, res, query, ctx }) {
  const cart = visitorCart(req, query, ctx);
  const cur = cart.currency;
  const body = `<article><h1>${esc(SHOP.name)} store</h1>
<p>A mock Shopify storefront: its cart answers Shopify's Ajax cart API on this origin (<code>/cart.js</code>, <code>/cart/add.js</code> …). Add <code>?currency=EUR</code> or <code>?currency=JPY</code> to shop in another currency, <code>?customer=ID</code> to sign in.</p>
<ul class="products">${PRODUCTS.map((p) => card(p, cur)).join('\n')}</ul></article>`;
  send(res, shell({ req, res, query, cart, title: 'Store', body, page: { pageType: 'home' } }));
}

function collection({ req, res, params: [handle], query, ctx }) {
  const c = Object.hasOwn(COLLECTIONS, handle) && COLLECTIONS[handle];
  if (!c) fail(404, 'not found');
  const cart = visitorCart(req, query, ctx);
  const cur = cart.currency;
  const body = `<article><h1>${esc(c.title)}</h1>
<ul class="products">${c.handles.map((h) => card(productByHandle(h), cur)).join('\n')}</ul></article>`;
  send(res, shell({ req, res, query, cart, title: c.title, body, page: { pageType: 'collection', resourceType: 'collection', resourceId: Object.keys(COLLECTIONS).indexOf(handle) + 1 } }));
}

function product({ req, res, params: [handle], query, ctx }) {
  const p = productByHandle(handle);
  if (!p) fail(404, 'not found');
  const cart = visitorCart(req, query, ctx);
  const cur = cart.currency;
  const root = rootOf(query);
  const options = p.variants.map((v) => `<option value="${v.id}">${esc(v.title)}, ${money(convert(v.price, cur), cur)}${v.inventory <= 0 ? ' (sold out)' : ''}</option>`).join('');
  // one form, two ways a theme adds: its Ajax button (store.js, JSON) and the plain form post
  const body = `<article><h1>${esc(p.title)}</h1>
<p>${priceHtml(p.variants[0], cur)}${soldOut(p) ? ' <strong>Sold out</strong>' : ''}</p>
<form action="${root}cart/add" method="post" class="product-form">
<label>Option <select name="id">${options}</select></label>
<label>Quantity <input name="quantity" type="number" min="1" value="1"></label>
<button type="submit" class="button" data-add-form>Add to cart</button>
<button type="submit" class="button secondary">Add and go to the cart</button>
</form></article>`;
  send(res, shell({ req, res, query, cart, title: p.title, body, page: { pageType: 'product', resourceType: 'product', resourceId: p.id }, product: p }));
}

/** the app embed's renderer per display host */
const renders = new Map();
/** What the app embed prints for `client` on this request's store page, with this visitor's cart
 *  (the block names the demo's own origin as the app's display host: server/embed.mjs). */
function appEmbed(req, cart, client) {
  const c = cartJson(cart);
  const api = 'http://' + req.headers.host;
  if (!renders.has(api)) renders.set(api, embedRenderer({ api }));
  return renders.get(api)({
    settings: { client_id: client },
    shop: { permanent_domain: SHOP.domain, currency: SHOP.currency },
    cart: { item_count: c.item_count, total_price: c.total_price, currency: { iso_code: c.currency }, items: c.items },
  });
}

/** Lighthouse on the mock store (bench/run.mjs ONLY=store, docs/bench.md): `?embed=` picks what a
 *  store page prints, so the bench scores three variants of the same page. `off`: no tag of ours;
 *  `idle`: the app embed for the seed's store-idle (its answer has nothing to show); `armed`: for
 *  store-armed (a popup due after 60 s on each bench page, armed but not shown while Lighthouse
 *  watches). Without it (or another value): undefined, the demo's loader.js tag as before. */
const VARIANTS = { off: null, idle: 'store-idle', armed: 'store-armed' };
function benchEmbed(req, query, cart) {
  const v = query.get('embed');
  if (!Object.hasOwn(VARIANTS, v)) return undefined;
  return VARIANTS[v] ? appEmbed(req, cart, VARIANTS[v]) : '';
}
/** `?theme=dawn` (bench/store.mjs): the page dressed in a real theme's weight (server/store/
 *  theme.mjs: its stylesheet, hero image and deferred bundle), so its Lighthouse score without us
 *  is a typical theme's, below 100. Without it (or another value): null, the page as before. */
const themeOf = (query) => (query.get('theme') === 'dawn' ? themeParts : null);
/** /demo/store/popup: a store page with the app embed (the Shopify adapter runs: loader-store.js,
 *  data-store="shopify", this visitor's cart in data-context) and the seed's popup with
 *  shopifyCart buttons (docs/behaviour.md P22, P27: add to cart, call 18). */
function popupPage({ req, res, query, ctx }) {
  const cart = visitorCart(req, query, ctx);
  const embed = appEmbed(req, cart, 'demo');
  const body = `<article><h1>Add to cart from a popup</h1>
<p>The popup's buttons add a kettle to this cart (call 18), or try the sold-out finish (Shopify's 422, logged only). The badge and <a href="/cart.js">/cart.js</a> show the cart.</p></article>`;
  send(res, shell({ req, res, query, cart, title: 'Add to cart from a popup', body, page: { pageType: 'page' }, embed }));
}

/** Shopify's /cart page (where a form post goes on to), and under a locale's root (/fr/cart). */
export function cartRoute({ req, res, params: [prefix = ''], query, ctx }) {
  const cart = visitorCart(req, query, ctx);
  const locale = prefix ? prefix.slice(1) : 'en';
  const c = cartJson(cart);
  const rows = c.items.map((i) => `<tr><td><a href="${esc(i.url)}">${esc(i.title)}</a></td><td>${i.quantity}</td><td>${money(i.line_price, c.currency)}</td></tr>`).join('\n');
  const body = `<article><h1>Your cart</h1>
${c.items.length ? `<table><thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p>Total: <strong data-cart-total>${money(c.total_price, c.currency)}</strong> (${c.item_count} items)</p>
<form action="${prefix}/cart/clear" method="post"><button type="submit" class="button secondary">Empty the cart</button></form>` : '<p>Your cart is empty.</p>'}
<p><a href="/demo/store/">Continue shopping</a></p></article>`;
  send(res, shell({ req, res, query, cart, title: 'Your cart', body, page: { pageType: 'cart' }, locale }));
}

export const storePageRoutes = [
  ['GET', /^\/demo\/store\/?$/, home],
  ['GET', /^\/demo\/store\/collections\/([a-z0-9-]{1,64})\/?$/, collection],
  ['GET', /^\/demo\/store\/products\/([a-z0-9-]{1,64})\/?$/, product],
  ['GET', /^\/demo\/store\/popup$/, popupPage],
  ...themeRoutes, // the ?theme=dawn assets under /demo/store/theme/
];
