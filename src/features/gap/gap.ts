// features/gap.js: the free-shipping or discount gap (issue 24, P27; spec §3 `price_rules`, §7
// call 12: "used to compute the threshold and the gap to free shipping or discount"). A template's
// data-lp="gap" element (docs/templates.md "Gap") says how much more the shopper's cart needs:
// "Add $12.50 more for free shipping", then "You have free shipping". data-for="discount" asks
// for the discount's threshold instead. The thresholds are the account's price rules (call 12) in
// the shop's currency; the cart (features/shopify.js watch) is in the shopper's, so a threshold
// is converted with the storefront's rate (window.Shopify.currency.rate) before it is compared.
// The sentence follows the cart while the popup is up, announced politely. Off a Shopify page,
// without a rule of that kind, or when call 12 fails ('Price rules failed'), the element hides
// and the popup shows as it would without it (X05).
import { log } from '../../core/log';
import { strings } from '../../core/strings';
import { watch } from '../shopify/shopify';
import type { PopupState } from '../../runtime/state';

const t = strings(
  { shipping: 'Add {} more for free shipping', shipping0: 'You have free shipping', discount: 'Add {} more for your discount', discount0: 'Your discount is unlocked' },
  { shipping: 'הוסיפו עוד {} למשלוח חינם', shipping0: 'המשלוח שלכם חינם', discount: 'הוסיפו עוד {} לקבלת ההנחה', discount0: 'ההנחה שלכם זמינה' },
);

/** The thresholds (shop currency, ascending) of the rules of one kind (P27, our reading of §3):
 *  'shipping' the shipping_line rules, 'discount' the line_item ones, each for the whole cart
 *  (target_selection 'all': a rule for entitled products only says nothing of the cart's total),
 *  with a prerequisite subtotal above 0. */
export const thresholds = (rules: unknown, kind: string): number[] =>
  (Array.isArray(rules) ? rules : [])
    .filter((r) => r?.target_type == (kind == 'discount' ? 'line_item' : 'shipping_line') && r.target_selection == 'all')
    .map((r) => parseFloat(r.prerequisite_subtotal_range?.greater_than_or_equal_to))
    .filter((x) => x > 0)
    .sort((a, b) => a - b);

/** What the cart (total `c`, the shopper's currency) still needs: the next threshold above it,
 *  converted at `rate`, minus the total; 0 once past every one. */
export const gap = (th: number[], c: number, rate: number) => {
  const n = th.map((x) => x * rate).find((x) => x > c);
  return n == null ? 0 : n - c;
};

/** `x` in currency `c` as the shopper reads it, rounded up to the currency's smallest unit ($12.50,
 *  ¥1,875, 12,50 € in Hebrew's order) */
export const money = (x: number, c = 'USD', lang = 'en') => {
  try {
    const f = new Intl.NumberFormat(lang == 'he' ? 'he' : 'en', { style: 'currency', currency: c }), d = 10 ** (f.resolvedOptions().maximumFractionDigits ?? 2);
    return f.format(Math.ceil(Math.round(x * d * 1e6) / 1e6) / d);
  } catch {
    // a code Intl does not know: the code and the amount
    return c + ' ' + x.toFixed(2);
  }
};

export function attach(s: PopupState, el: HTMLElement) {
  const kind = el.dataset.for == 'discount' ? 'discount' : 'shipping', w = window as any;
  el.hidden = true;
  el.setAttribute('aria-live', 'polite');
  fetch(s.req.api + '/api/display/shopify/get-price-rules/' + encodeURIComponent(s.req.clientId))
    .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
    .then((j) => {
      const th = thresholds(j?.price_rules, kind), rate = parseFloat(w.Shopify?.currency?.rate) || 1;
      if (!th.length) return log('Price rules: none for ' + kind);
      const off = watch((c, cu) => {
        const g = gap(th, c, rate);
        el.textContent = g ? t(s.lang, kind).replace('{}', money(g, cu, s.lang)) : t(s.lang, (kind + '0') as 'shipping0');
        el.hidden = false;
      });
      off ? s.L.add(off) : log('Price rules: no Shopify cart');
    })
    .catch((x) => log('Price rules failed', x));
}

/** no sheet of its own: the template styles the element */
export const CSS = '';
