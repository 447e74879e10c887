// theme/shop.js (T20; spec widget-and-theme.md §2.3, §2.4, §4.9, §9.3): the theme's WooCommerce
// cart table and checkout form (docs/theme.md "Shop"), on the markup WooCommerce prints inside
// `<div class="woocommerce" data-module="shop">`. Both forms work without this script (they post
// to their page); it adds, without jQuery:
// - the cart: "Update cart" enabled only while a quantity differs from the printed one, Enter in a
//   quantity updates the cart, and a − and a + button beside each quantity (named by the
//   quantity's own label), put in room the sheet keeps for them (no layout shift); a cart form
//   WooCommerce's cart.js puts in its place after an ajax update gets the same;
// - the checkout (§4.9): the shipping address block shown only while "ship to a different
//   address" is checked (aria-expanded, aria-controls), and on a checkout error or a failed
//   checkout update (the notices WooCommerce's checkout.js puts into the form) a scroll to the
//   form, 100 px above it plus the fixed header's height wider than 980 px, and the focus on the
//   notice so a screen reader reads it.
import type { Theme } from '../types';

/** §4.9: the checkout scroll stops this far above the checkout form */
export const GAP = 100;

/** §4.9: how far above the checkout form the scroll stops: GAP, plus the fixed header's height on
 *  a screen wider than 980 px (`header` is 0 without a fixed header). §9.3's "shop sticky and
 *  fixed header offsets add 50 px" is the shop's sticky elements' rule (a product page), not
 *  this one: §4.9 names the checkout's own numbers (docs/theme.md "Shop", our reading) */
export const offset = (width: number, header: number) => GAP + (width > 980 ? header : 0);

/** the notices WooCommerce's checkout.js prepends to the form: a checkout error (checkout_error)
 *  and a failed order review update (update_order_review); the first match is the outer one */
export const NOTICE = '.woocommerce-NoticeGroup-checkout,.woocommerce-NoticeGroup-updateOrderReview,.woocommerce-error';

export function init(root: HTMLElement, T: Theme) {
  const d = document, done = new WeakSet<Element>();
  // WooCommerce's cart.js (ajax) replaces the cart form after an update: the new one is set up too
  const cartUp = () => {
    const cart = root.querySelector('form.woocommerce-cart-form'), upd = cart?.querySelector<HTMLButtonElement>('[name=update_cart]');
    if (!cart || !upd || done.has(cart)) return;
    done.add(cart);
    const qs = [...cart.querySelectorAll<HTMLInputElement>('input.qty')];
    // nothing to send while every quantity is the printed one (a form the browser restored on
    // Back may differ already)
    const sync = () => (upd.disabled = qs.every((q) => q.value == q.defaultValue));
    qs.forEach((q) => {
      const name = q.labels?.[0]?.textContent;
      const step = (up: number) => {
        const b = d.createElement('button');
        b.type = 'button';
        b.className = 'qty-step';
        b.textContent = up ? '+' : '−';
        b.setAttribute('aria-label', (root.dataset[up ? 'more' : 'less'] || (up ? 'Increase' : 'Decrease')) + ' ' + name);
        b.setAttribute('aria-controls', q.id);
        b.onclick = () => {
          up ? q.stepUp() : q.stepDown();
          // WooCommerce's and other scripts listen for the input's own events
          q.dispatchEvent(new Event('input', { bubbles: true }));
          q.dispatchEvent(new Event('change', { bubbles: true }));
        };
        return b;
      };
      q.before(step(0));
      q.after(step(1));
    });
    cart.addEventListener('input', sync);
    // Enter in a quantity sends the cart (the form's first submit button may be another's)
    cart.addEventListener('keydown', (e) => {
      if ((e as KeyboardEvent).key == 'Enter' && (e.target as Element).matches('input.qty')) e.preventDefault(), sync() || upd.click();
    });
    sync();
  };

  const form = root.querySelector<HTMLFormElement>('form.checkout');
  cartUp();
  new MutationObserver(() => (cartUp(), form && check())).observe(root, { childList: true, subtree: true });
  if (!form) return;
  const box = form.querySelector<HTMLInputElement>('#ship-to-different-address-checkbox'), block = form.querySelector<HTMLElement>('.shipping_address');
  if (box && block) {
    block.id ||= 'lp-shipping';
    box.setAttribute('aria-controls', block.id);
    const show = () => (box.setAttribute('aria-expanded', '' + box.checked), (block.hidden = !box.checked));
    box.addEventListener('change', show);
    show();
  }
  // WooCommerce replaces its notices on each error: a new one scrolls and takes the focus again
  let last: Element | null = null;
  const check = () => {
    const n = form.querySelector<HTMLElement>(NOTICE), h = d.querySelector<HTMLElement>('[data-module=header][data-fixed]');
    if (!n || n == last) return;
    last = n;
    T.scroll(form.getBoundingClientRect().top + scrollY - offset(innerWidth, h ? h.offsetHeight : 0));
    n.tabIndex = -1;
    n.focus({ preventScroll: true });
  };
  // the page the server answered a failed checkout with (the form posted without script)
  check();
}
