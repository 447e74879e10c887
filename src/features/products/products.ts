// features/products.js (P27, spec §3 product card and product settings, §7 call 15, §8, §9): a
// template's data-lp="products" element shows up to 3 recommended products of the shop
// (docs/templates.md "Products"). The popup's shopify_product_settings names the category; call
// 15 answers the cards; each card is an article in a list: image, title, price (and the struck
// compare-at price), the stock left, and the button of buttons_action. A failed call is the
// log line 'Failed to fetch shopify data' (§8) and the block hides; the popup still shows (X05).
import { log } from '../../core/log';
import { store } from '../../core/storage';
import { RECENT } from '../../popup/keys';
import { httpUrl } from '../../core/url';
import { strings } from '../../core/strings';
import type { PopupState } from '../../runtime/state';

/** §9: at most 3 products; a smaller limit is respected */
export const MAX = 3;
/** the Shopify adapter's (features/shopify.js PRODUCTS): the cart's product ids, comma-separated */
export const CART = 'poptin_cart_products';

/** Our reading of §3's product settings (docs/display-api.md call 15). */
export interface Settings {
  category?: string;
  limit?: number | string;
  buttons_action?: string;
  button_text?: string;
  /** manual: the owner's picks */
  products?: { product_id?: string | number }[];
  /** product_collection: the collection's handle or id */
  collection?: string | number;
}

/** §9's symbol map, compact: the code, its symbol; a '0' after a code: no decimals. An
 *  unknown code prints the code itself. */
const MAP: Record<string, string> = {};
'USD$ EUR€ GBP£ JPY0¥ CAD$ AUD$ NZD$ CHFCHF  SEKkr  NOKkr  DKKkr  PLNzł ILS₪ INR₹ CNY¥ KRW0₩ BRLR$ MXN$ ZARR TRY₺ RUB₽ UAH₴ HKD$ SGD$ AEDAED  THB฿ VND0₫ PHP₱ IDRRp CZKKč HUFFt  ISK0kr  CLP0$'
  .split(/ (?=[A-Z]{3})/)
  .forEach((x) => (MAP[x.slice(0, 3)] = x.slice(3)));

/** A price in major units (a number or Shopify's '14.00') in currency `c`: '$14.00', '¥2,100',
 *  'XYZ 14.00'. */
export const money = (v: unknown, c = 'USD') => {
  let m = MAP[c], d = 2;
  if (m?.[0] == '0') (d = 0), (m = m.slice(1));
  return (m ?? c + ' ') + (+(v as string)).toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
};

const t = strings(
  { price: 'Price ', was: ', was ', left: ' remaining items', add: 'Add to cart', view: 'View product', list: 'Recommended products' },
  { price: 'מחיר ', was: ', במקום ', left: ' פריטים נותרו', add: 'הוספה לסל', view: 'לצפייה במוצר', list: 'מוצרים מומלצים' },
);

/** ids from a list of ids or of objects with a product_id, or a comma list */
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => '' + (x?.product_id ?? x)) : v ? ('' + v).split(',') : []).filter(Boolean);

export const CSS =
  '.lp-pl{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,130px),1fr));gap:12px;margin:0;padding:0;list-style:none}' +
  '.lp-pc{display:flex;flex-direction:column;gap:4px;height:100%;text-align:center}' +
  '.lp-pc img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:6px}' +
  '.lp-pc h3{margin:0;font-size:16px;overflow-wrap:anywhere}' +
  '.lp-pc p{margin:0}.lp-pc s{margin-inline-start:6px;opacity:.7}' +
  '.lp-pb{margin-top:auto;display:block;min-height:44px;box-sizing:border-box;padding:10px 12px;border:0;border-radius:6px;background:var(--lp-accent,#1d2433);color:var(--lp-accent-ink,#fff);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}' +
  '.lp-pb:focus-visible{outline:3px solid;outline-offset:2px}' +
  '.lp-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}';

export function attach(s: PopupState, el: HTMLElement) {
  const p = (s.req.popup as { shopify_product_settings?: Settings }).shopify_product_settings || {},
    lang = s.lang,
    cat = p.category || 'last_visited',
    max = Math.min(MAX, Math.max(1, +(p.limit || MAX) | 0)),
    a = p.buttons_action,
    fail = (x?: unknown) => (log('Failed to fetch shopify data', x), (el.hidden = true));
  const make = (tag: string, to: Element, text = '', cls = '') => {
    const n = document.createElement(tag);
    n.textContent = text;
    cls && (n.className = cls);
    return to.appendChild(n);
  };
  fetch(s.req.api + '/api/display/shopify/product-recommendation/' + s.req.popup.poptin_id, {
    method: 'POST',
    body: JSON.stringify({
      category: cat,
      products: cat == 'product_in_cart' ? ids(store('localStorage', CART)) : cat == 'manual' ? ids(p.products) : cat == 'product_collection' ? ids(p.collection) : ids(store('localStorage', RECENT)),
      limit: max,
    }),
  })
    .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
    .then((j) => {
      if (!j?.success || !Array.isArray(j.data?.products)) return fail(j);
      const list = j.data.products.slice(0, max), cur = j.currency;
      // nothing to recommend: no empty list in the popup
      if (!list.length) return void (el.hidden = true);
      const ul = make('ul', el, '', 'lp-pl');
      ul.setAttribute('aria-label', t(lang, 'list'));
      for (const x of list) {
        const card = make('article', make('li', ul), '', 'lp-pc'), title = '' + (x.title ?? ''), url = httpUrl(x.url || (x.handle && '/products/' + x.handle));
        const src = httpUrl(x.image);
        if (src) {
          const img = make('img', card) as HTMLImageElement;
          img.src = src;
          img.alt = title;
          img.loading = 'lazy';
        }
        make('h3', card, title);
        // read as one sentence: "Price $10.00, was $12.00"
        const pr = make('p', card);
        make('span', pr, t(lang, 'price'), 'lp-sr');
        make('b', pr, money(x.price, cur));
        if (+x.compare_at_price > +x.price) make('span', pr, t(lang, 'was'), 'lp-sr'), make('s', pr, money(x.compare_at_price, cur));
        if (+x.inventory_quantity > 0) make('p', card, x.inventory_quantity + t(lang, 'left'));
        // §9 buttons_action: redirect(_blank) links to the product page; add_to_cart(_redirect)
        // asks the Shopify adapter through an event (docs/templates.md "Products"); no_buttons
        // and anything else: none
        if (/^redirect/.test(a!) && url) {
          const l = make('a', card, p.button_text || t(lang, 'view'), 'lp-pb') as HTMLAnchorElement;
          l.href = url;
          if (a == 'redirect_blank') (l.target = '_blank'), (l.rel = 'noopener');
        } else if (/^add_to_cart/.test(a!) && x.variant_id) {
          const b = make('button', card, p.button_text || t(lang, 'add'), 'lp-pb') as HTMLButtonElement;
          b.type = 'button';
          // call 18 through features/cart.js, fetched at the first press (the buttons' chunk
          // does the same); add_to_cart_redirect then goes to the cart
          s.L.on(b, 'click', () =>
            (s.env.load || ((n: string) => import(/* webpackIgnore: true */ s.req.base + n + '.js')))('features/cart')
              .then((m) => m.put(['' + x.variant_id]).then((ok: boolean) => ok && a == 'add_to_cart_redirect' && s.go(m.root() + 'cart', false)))
              .catch((e) => log('Cart Error', e)),
          );
        }
      }
    })
    .catch(fail);
}
