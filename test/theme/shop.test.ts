// T20 the shop (src/theme/shop, docs/theme.md "Shop"; spec §4.9, §9.3): the checkout scroll's
// offset (100 px, plus the fixed header's height wider than 980 px), the cart's Update button and
// steppers, the shipping block's box, and the notices that scroll and take the focus.
import '../setup/dom';
import './window';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GAP, NOTICE, init, offset } from '../../src/theme/shop/shop';
import type { Theme } from '../../src/theme/types';

const scrolled: number[] = [];
const T = { reduced: () => true, scroll: (y: number) => scrolled.push(y) } as unknown as Theme;
const tick = () => new Promise((r) => setTimeout(r, 0));

test('§4.9: 100 px above the form, plus the fixed header on a screen wider than 980 px', () => {
  assert.is(GAP, 100);
  assert.is(offset(1280, 72), 172);
  assert.is(offset(981, 72), 172);
  assert.is(offset(980, 72), 100, '980 px is a tablet (§2.5)');
  assert.is(offset(390, 72), 100);
  assert.is(offset(1280, 0), 100, 'no fixed header');
});

test('the notices: a checkout error, a failed order review update, an error list', () => {
  document.body.innerHTML = '<div class="woocommerce-NoticeGroup-checkout"></div><div class="woocommerce-NoticeGroup-updateOrderReview"></div><ul class="woocommerce-error"></ul><div class="woocommerce-message"></div>';
  assert.is(document.querySelectorAll(NOTICE).length, 3, 'a success message is not one');
});

const CART = `<div class="woocommerce" data-module="shop" data-less="Fewer" data-more="More"><form class="woocommerce-cart-form"><table><tr>
<td><label for="q1">House blend quantity</label><input type="number" id="q1" class="qty" name="cart[a][qty]" value="1" min="0" max="3" step="1"></td>
<td><label for="q2">Sampler quantity</label><input type="number" id="q2" class="qty" name="cart[b][qty]" value="2" min="0" max="3" step="1"></td>
<td><button type="submit" name="update_cart" value="Update cart">Update cart</button></td></tr></table></form></div>`;

test('the cart: Update enabled only while a quantity differs from the printed one; named − and + beside each', () => {
  document.body.innerHTML = CART;
  init(document.querySelector('.woocommerce')!, T);
  const upd = document.querySelector<HTMLButtonElement>('[name=update_cart]')!, q1 = document.querySelector<HTMLInputElement>('#q1')!;
  assert.ok(upd.disabled);
  const steps = [...document.querySelectorAll<HTMLButtonElement>('button.qty-step')];
  assert.equal(steps.map((b) => [b.type, b.getAttribute('aria-label'), b.getAttribute('aria-controls')]), [
    ['button', 'Fewer House blend quantity', 'q1'],
    ['button', 'More House blend quantity', 'q1'],
    ['button', 'Fewer Sampler quantity', 'q2'],
    ['button', 'More Sampler quantity', 'q2'],
  ]);
  assert.is(q1.previousElementSibling, steps[0]);
  assert.is(q1.nextElementSibling, steps[1]);
  steps[1].click();
  assert.is(q1.value, '2');
  assert.not.ok(upd.disabled);
  steps[0].click();
  assert.is(q1.value, '1');
  assert.ok(upd.disabled, 'back to the printed quantity: nothing to send');
  steps[0].click();
  steps[0].click();
  assert.is(q1.value, '0', 'not below the input’s min');
  q1.value = '1';
  q1.dispatchEvent(new Event('input', { bubbles: true }));
  assert.ok(upd.disabled, 'typing counts too');
});

test('the cart: Enter in a quantity sends the cart only after a change', () => {
  document.body.innerHTML = CART;
  init(document.querySelector('.woocommerce')!, T);
  let sent = 0;
  const upd = document.querySelector<HTMLButtonElement>('[name=update_cart]')!, q2 = document.querySelector<HTMLInputElement>('#q2')!;
  upd.addEventListener('click', (e) => (sent++, e.preventDefault()));
  const enter = () => q2.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  assert.not.ok(enter(), 'the browser’s own submit is prevented');
  assert.is(sent, 0);
  q2.value = '3';
  enter();
  assert.is(sent, 1);
});

test('a cart form put in the old one’s place (WooCommerce’s cart.js after an ajax update) gets its steppers and Update rule too', async () => {
  document.body.innerHTML = CART;
  const root = document.querySelector<HTMLElement>('.woocommerce')!;
  init(root, T);
  root.querySelector('form')!.outerHTML = CART.replace(/^<div[^>]*>|<\/div>$/g, '').replace('value="1"', 'value="3"');
  await tick();
  assert.is(document.querySelectorAll('button.qty-step').length, 4, 'once each, not twice');
  const upd = document.querySelector<HTMLButtonElement>('[name=update_cart]')!;
  assert.ok(upd.disabled);
  document.querySelector<HTMLButtonElement>('button.qty-step')!.click();
  assert.is(document.querySelector<HTMLInputElement>('#q1')!.value, '2');
  assert.not.ok(upd.disabled);
});

test('default stepper names without data-less / data-more', () => {
  document.body.innerHTML = CART.replace(' data-less="Fewer" data-more="More"', '');
  init(document.querySelector('.woocommerce')!, T);
  assert.equal([...document.querySelectorAll('button.qty-step')].slice(0, 2).map((b) => b.getAttribute('aria-label')), ['Decrease House blend quantity', 'Increase House blend quantity']);
});

const CHECKOUT = (checked = '') => `<header data-module="header" data-fixed></header><div class="woocommerce" data-module="shop"><form class="checkout">
<h3><label><input id="ship-to-different-address-checkbox" type="checkbox"${checked}> Ship to a different address?</label></h3>
<div class="shipping_address"${checked ? '' : ' hidden'}><input name="shipping_city"></div>
<button id="place_order">Place order</button></form></div>`;

test('§4.9: the shipping block shows only while its box is checked (aria-expanded, aria-controls)', () => {
  for (const c of ['', ' checked']) {
    document.body.innerHTML = CHECKOUT(c);
    init(document.querySelector('.woocommerce')!, T);
    const box = document.querySelector<HTMLInputElement>('#ship-to-different-address-checkbox')!, block = document.querySelector<HTMLElement>('.shipping_address')!;
    assert.is(box.getAttribute('aria-controls'), 'lp-shipping');
    assert.is(block.id, 'lp-shipping');
    assert.is(box.getAttribute('aria-expanded'), String(!!c));
    assert.is(block.hidden, !c);
    box.click();
    assert.is(box.getAttribute('aria-expanded'), String(!c));
    assert.is(block.hidden, !!c);
  }
});

test('§4.9: a notice WooCommerce inserts scrolls to the form and takes the focus; a new one again', async () => {
  document.body.innerHTML = CHECKOUT();
  init(document.querySelector('.woocommerce')!, T);
  scrolled.length = 0;
  const form = document.querySelector('form')!;
  form.insertAdjacentHTML('afterbegin', '<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout"><ul class="woocommerce-error" role="alert"><li>Billing First name is a required field.</li></ul></div>');
  await tick();
  // jsdom: the form at 0, the window 1024 px wide, the header 0 px high
  assert.equal(scrolled, [-100]);
  const n = document.querySelector<HTMLElement>('.woocommerce-NoticeGroup')!;
  assert.is(document.activeElement, n);
  assert.is(n.getAttribute('tabindex'), '-1');
  form.insertAdjacentHTML('beforeend', '<p>unrelated</p>');
  await tick();
  assert.is(scrolled.length, 1, 'the same notice: no second scroll');
  n.remove();
  form.insertAdjacentHTML('afterbegin', '<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-updateOrderReview"><ul class="woocommerce-error"><li>Session expired.</li></ul></div>');
  await tick();
  assert.is(scrolled.length, 2);
  assert.ok(document.activeElement!.matches('.woocommerce-NoticeGroup-updateOrderReview'));
});

test('a page answered with a notice already in the form (posted without script): scroll and focus at once', () => {
  document.body.innerHTML = CHECKOUT().replace('<h3>', '<ul class="woocommerce-error" role="alert"><li>x</li></ul><h3>');
  scrolled.length = 0;
  init(document.querySelector('.woocommerce')!, T);
  assert.is(scrolled.length, 1);
  assert.ok(document.activeElement!.matches('.woocommerce-error'));
});

test.run();
