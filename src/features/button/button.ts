// features/button.js (P22, spec §3 "Other", §4 "Redirect after conversion"): a template's own
// <button>, <a> or other element marked data-lp="button" gets the spec's button data as data
// attributes (docs/templates.md "Buttons"): an address (btnurl, else linkUrl) opened in this or
// a new window, another popup launched by id, a click counted as a conversion (call 6 as the form
// sends it, with extra_button), and shopifyCart, the popup's variant added to the Shopify cart
// (call 18, features/cart.js, loaded at the press). The runtime calls attach() once, before the popup is on the page; the owner's label stays.
import { log } from '../../core/log';
import { on } from '../../core/flags';
import { unsafeUrl } from '../../core/url';
import type { PopupState } from '../../runtime/state';

export const CSS = '[data-lp=button]{cursor:pointer}';

/**
 * A button's address (§4): tel:, sms: and mailto: as written; one with a scheme and an authority
 * (https://, http://, ftp://), protocol-relative (//) or a path on the page's site (/sale) as
 * written; anything else (shop.example/sale) gets a leading '//', so it is a host on the page's
 * own scheme (docs/behaviour.md P22). javascript:, data: and vbscript: are refused (X04): '' and
 * a log line.
 */
export function buttonUrl(raw: string): string {
  const u = raw.trim();
  if (unsafeUrl(u)) return log('Button address refused: unsafe scheme'), '';
  return !u || /^(tel|sms|mailto):|^[a-z][\w+.-]*:\/\/|^\//i.test(u) ? u : '//' + u;
}

/** How call 6 names the button (extra_button): its accessible label, else its text, in one line. */
const name = (el: Element) => (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 100);

export function attach(s: PopupState, el: HTMLElement) {
  const d = el.dataset, tag = el.tagName;
  // Keyboard (X07): a <button> and an <a href> are operable already; anything else the owner
  // marked (a <div>, an <a> without href) becomes a button in the Tab order, Enter and Space
  // pressing it. Never a positive tabindex (docs/templates.md "Keyboard and focus").
  if (tag == 'BUTTON') el.getAttribute('type') || el.setAttribute('type', 'button');
  else if (!(tag == 'A' && el.hasAttribute('href'))) {
    el.getAttribute('role') || el.setAttribute('role', 'button');
    el.tabIndex = 0;
    s.L.on(el, 'keydown', (e: KeyboardEvent) => {
      if (e.key == 'Enter' || e.key == ' ') {
        e.preventDefault();
        el.click();
      }
    });
  }
  let busy = 0;
  s.L.on(el, 'click', async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    // an <a href> marked as a button keeps its own address (resolved against the page, as a
    // browser follows it; '#…' is none) and target unless the data says otherwise
    const a = (k: string) => (tag == 'A' && el.getAttribute(k)) || '';
    const raw = d.btnurl || d.linkUrl || (/^[^#]/.test(a('href')) ? (el as HTMLAnchorElement).href : ''), url = raw && buttonUrl(raw);
    const id = on(d.launchPoptin) ? d.launchPoptinId || '' : '';
    const count = on(d.countConversion) && !s.convert.peek();
    // a refused address or a launch without an id: the log line, and nothing happens
    if (raw && !url) return;
    if (on(d.launchPoptin) && !id) return log('Button launchPoptin without launchPoptinId');
    const sc = on(d.shopifyCart), ld = s.env.load || ((p: string) => import(/* webpackIgnore: true */ s.req.base + p + '.js'));
    // a new window needs an address: a count-only button with _blank opens no empty tab
    let own = url || id;
    const blank = !id && url && (d.btntarget || a('target')) == '_blank';
    if (!own && !count && !sc) return;
    busy = 1;
    // a new window opens within the click (a popup blocker lets only that through); the
    // conversion follows, and this popup closes
    if (blank) s.go(url, true);
    // P27: shopifyCart adds first (call 18, features/cart.js): nothing else happens before the
    // add answered (the cart is never lost), nor when nothing was added (undefined: logged
    // there), and the popup takes the next press. Added, the cart's address
    // ('add_to_cart_redirect') is where the press goes when it has no own.
    const to =
      sc &&
      (await ld('features/cart')
        .then((m) => m.add(s, el))
        .catch((x) => log('Button action failed', x)));
    if (to == null) return (busy = 0);
    // its own address or launch redirects the popup: no close report, and no design redirect
    // after the conversion (features/form/submit.ts)
    if ((own ||= to)) s.redirected.value = true;
    if (count && s.req.preview) log('Button conversion not counted in preview');
    else if (count) {
      // call 6 as the form sends it, from the form's chunk (cached when the popup has a form);
      // like the form's redirect, the page is left only once the lead is sent or stored
      await ld('features/form')
        .then((m) => m.submit(s, [], [], false, { extra_button: name(el) }))
        .catch((x) => log('Button conversion failed', x));
    }
    if (own)
      try {
        id ? s.req.launch(id) : blank || s.go(own, false);
      } catch (x) {
        log('Button action failed', x);
      }
    // the visitor has gone on: this popup closes, so a launched modal popup can show (one at a
    // time, P13; an uncounted add that stays closes it in features/cart.js). A popup that stays
    // (content-locked, §4; a count-only press, whose submit closes it only once the lead is
    // sent, and whose refused or failed lead may be sent again) takes the next press.
    own && !s.lock ? s.close(count ? 'submit' : 'cancel_click') : (busy = 0);
  });
}
