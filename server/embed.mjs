// The Shopify app embed rendered as a store renders it (issue 24, docs/shopify.md): the block's
// Liquid (extensions/lightpop-embed/blocks/app-embed.liquid) through a real Liquid engine
// (liquidjs) with a mock shop, customer and cart, and the demo page that shows what it printed,
// /demo/store/embed (a path of its own: server/routes/store.mjs serves the other /demo/store/ pages).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Liquid } from 'liquidjs';
import { sendText } from './http.mjs';

export const EMBED_BLOCK = fileURLToPath(new URL('../extensions/lightpop-embed/blocks/app-embed.liquid', import.meta.url));
/** Shopify reads {% schema %} itself and prints nothing for it; liquidjs has no such tag */
const SCHEMA = /\{%-?\s*schema\s*-?%\}([\s\S]*?)\{%-?\s*endschema\s*-?%\}/;

/**
 * A renderer of the block: (`{ settings, shop, customer, cart }`) → the HTML it prints.
 * `settings` are the merchant's values over the schema's defaults, as Shopify's `block.settings`;
 * `customer` is null for a guest (Shopify's `customer` is nil then). `assetUrl(name)` stands for
 * Shopify's asset_url filter (the extension's CDN address): the reference server's /dist/.
 * Unknown filters throw (strictFilters), so a filter liquidjs lacks cannot pass unseen.
 */
// (the extension's assets/loader.js is the build's loader-store.js: scripts/build.mjs)
// `api`: the display host the block names (its one deploy-time line); the demo's is its own origin
export function embedRenderer({ assetUrl = (name) => '/dist/' + (name == 'loader.js' ? 'loader-store.js' : name), api = '' } = {}) {
  const source = readFileSync(EMBED_BLOCK, 'utf8').replace("'https://display.lightpop.app'", api ? JSON.stringify(api) : '$&');
  const schema = JSON.parse(SCHEMA.exec(source)[1]);
  const defaults = Object.fromEntries(schema.settings.filter((s) => 'default' in s).map((s) => [s.id, s.default]));
  const engine = new Liquid({ strictFilters: true });
  engine.registerFilter('asset_url', assetUrl);
  // Shopify's money_without_currency: an amount in hundredths (every currency's, yen's too) in
  // the cart's currency's own decimals ('1.00' for 100 in euros, '1' in yen)
  engine.registerFilter('money_without_currency', function (v) {
    let d = 2;
    try {
      d = new Intl.NumberFormat('en', { style: 'currency', currency: this.context.getSync(['cart', 'currency', 'iso_code']) || 'USD' }).resolvedOptions().maximumFractionDigits;
    } catch {} // a code Intl does not know: 2 decimals
    return (+v / 100).toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
  });
  const tpl = engine.parse(source.replace(SCHEMA, ''));
  return ({ settings = {}, shop, customer = null, cart }) =>
    engine.renderSync(tpl, { block: { settings: { ...defaults, ...settings } }, shop, customer, cart });
}

/** The demo's store: Lumen Coffee on Shopify, its shopper logged in with a 2-line cart or a guest. */
export const DEMO_SHOP = { name: 'Lumen Coffee', permanent_domain: 'lumen-coffee.myshopify.com', currency: 'EUR' };
export const DEMO_CUSTOMER = { id: 7212345678901, first_name: 'Ada', name: 'Ada Lovelace', email: 'ada@example.com' };
export const demoCart = (customer) =>
  customer
    ? {
        item_count: 3,
        total_price: 4850,
        currency: { iso_code: 'EUR' },
        items: [
          { product_id: 8012345678901, variant_id: 44012345678901, title: 'Ethiopia Guji - 250 g', quantity: 2, final_line_price: 3200 },
          { product_id: 8012345678902, variant_id: 44012345678905, title: 'Pour-over kettle', quantity: 1, final_line_price: 1650 },
        ],
      }
    : { item_count: 0, total_price: 0, currency: { iso_code: 'EUR' }, items: [] };

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** a renderer per display host (the demo's origin as the browser asked for it) */
const renders = new Map();

/** GET /demo/store/embed (a guest), ?customer=1 (logged in, 2 lines in the cart), ?off=1 (the
 *  "Show popups" setting off), ?noid=1 (no client id: call 11): the page ends with exactly what the block printed, and shows it. */
function embedPage({ req, res, query }) {
  const api = 'http://' + req.headers.host;
  if (!renders.has(api)) renders.set(api, embedRenderer({ api }));
  const render = renders.get(api);
  const customer = query.get('customer') === '1' ? DEMO_CUSTOMER : null;
  // ?noid=1: the merchant left the Client ID empty (the loader asks call 11 by the shop)
  const printed = render({ settings: { client_id: query.get('noid') === '1' ? '' : 'demo', enabled: query.get('off') !== '1' }, shop: DEMO_SHOP, customer, cart: demoCart(customer) });
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The Shopify app embed · Lumen Coffee demo</title>
<link rel="stylesheet" href="/demo/assets/demo.css">
</head>
<body>
<header class="site"><a class="brand" href="/demo/">Lumen Coffee</a>
<nav aria-label="Demo pages"><a href="/demo/store/embed">As a guest</a> <a href="/demo/store/embed?customer=1">Logged in, 2 lines in the cart</a> <a href="/demo/store/embed?off=1">Embed switched off</a> <a href="/demo/store/embed?noid=1">No client id (call 11)</a></nav>
</header>
<main>
<h1>The Shopify app embed</h1>
<p>${customer ? `Logged in as ${esc(customer.name)}, ${demoCart(customer).item_count} items in the cart.` : 'A guest with an empty cart.'}
The app embed block (<code>extensions/lightpop-embed/blocks/app-embed.liquid</code>), rendered by liquidjs with this store's <code>shop</code>, <code>customer</code> and <code>cart</code>, printed this at the end of the body:</p>
<pre id="printed">${esc(printed.trim()) || '(nothing)'}</pre>
</main>
${printed}
</body>
</html>
`;
  sendText(res, 200, 'text/html; charset=utf-8', html, { 'Cache-Control': 'no-cache' });
}

export const embedRoutes = [['GET', /^\/demo\/store\/embed$/, embedPage]];
