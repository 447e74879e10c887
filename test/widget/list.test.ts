// The channel list (src/widget/list.ts, icon.ts): real links in the settings' order (W02), the
// disclosure's aria-expanded, Escape and a press outside closing it (W07), calls 1, 2 and 4 with
// the widget's click cookie (a click counted again after 2 days, kept 7: W10, §9.1), the hover
// state, and the owner's SVG icon kept to its shapes.
import { calls, reset } from '../setup/dom';
import { maxAge, pageClock } from '../setup/helpers';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { boot, type Ctx, type List } from '../../src/widget/boot';
import { list } from '../../src/widget/list/list';
import type { Channel, Widget, WidgetSettings } from '../../src/widget/wire';

const CH: Channel[] = [
  { channel: 'Whatsapp', channel_type: 'Whatsapp', value: '+1 (555) 010-0100', hover_text: 'WhatsApp us', pre_set_message: 'Hi from {title}' },
  { channel: 'Email', channel_type: 'Email', value: 'hi@shop.example', mail_subject: 'Hello' },
  { channel: 'Link', channel_type: 'Link', value: 'javascript:alert(1)' },
  { channel: 'Contact_Us', channel_type: 'Contact_Us', value: '' },
  {
    channel: 'Phone',
    channel_type: 'Phone',
    value: '+15550100',
    svg_icon: '<svg viewBox="0 0 24 24" onload="alert(1)"><script>alert(2)</script><path d="M1 1h22v22z" style="fill:red" fill="#fff"/><a href="https://x.example"><circle r="3"/></a></svg>',
  },
];
const S: WidgetSettings = { ajax_url: 'https://shop.example/ajax', nonce: 'n1', analytics: 1, widgets: [] };

let c: Ctx, l: List;
const clock = () => pageClock();
/** boots widget `o` and hands back its context and list (the chunk is this module) */
async function open(o: Partial<Widget> = {}) {
  const w: Widget = { id: 'w1', channels: CH, ...o };
  boot(S, w, async () => ({ list: (x: Ctx) => ((c = x), (l = list(x))) }));
}
const btn = () => document.querySelector('lp-widget')!.shadowRoot!.querySelector('button')!;
const ul = () => document.querySelector('lp-widget')!.shadowRoot!.querySelector('ul')!;
const links = () => [...ul().querySelectorAll('a')];
const sent = () => calls.filter((x) => x.method == 'POST' && x.body.startsWith('action=update_chaty')).map((x) => Object.fromEntries(new URLSearchParams(x.body)));
const press = async () => {
  btn().click();
  await Promise.resolve();
  await Promise.resolve();
};

test.before.each(() => {
  reset('https://shop.example/page');
  document.title = 'Lumen Coffee';
});

test('the channels as real links in order; a press opens and closes the list; the button says so', async () => {
  await open();
  await press();
  assert.ok(l, 'the list was made at the first press');
  assert.is(ul().hidden, false);
  assert.is(btn().getAttribute('aria-expanded'), 'true');
  assert.ok(document.querySelector('lp-widget')!.classList.contains('lp-open'), 'the open class on <lp-widget>, for the page');
  assert.is(btn().getAttribute('aria-controls'), ul().id);
  assert.is(ul().getAttribute('aria-label'), 'Contact channels');
  // the unsafe link is left out; the contact form's channel is a button, not a link (pop.test.ts)
  assert.equal(links().map((a) => a.querySelector('.t')!.textContent), ['WhatsApp us', 'Email', 'Phone']);
  assert.is(links()[0].href, 'https://wa.me/15550100100?text=Hi%20from%20Lumen%20Coffee');
  assert.is(links()[0].target, '_blank');
  assert.is(links()[0].rel, 'noopener noreferrer');
  assert.is(links()[1].href, 'mailto:hi@shop.example?subject=Hello');
  assert.is(links()[1].target, '_self');
  await press();
  assert.is(ul().hidden, true);
  assert.is(btn().getAttribute('aria-expanded'), 'false');
  assert.not.ok(document.querySelector('lp-widget')!.classList.contains('lp-open'));
});

test('the owner SVG keeps its shapes only: no script, handler, style or link', async () => {
  await open();
  await press();
  const svg = links()[2].querySelector('svg')!;
  assert.ok(svg);
  assert.is(svg.getAttribute('viewBox'), '0 0 24 24');
  assert.is(svg.getAttribute('onload'), null);
  assert.is(svg.querySelector('script'), null);
  assert.is(svg.querySelector('a'), null);
  const p = svg.querySelector('path')!;
  assert.is(p.getAttribute('d'), 'M1 1h22v22z');
  assert.is(p.getAttribute('style'), null);
  assert.is(p.getAttribute('fill'), '#fff');
  assert.is(links()[0].querySelector('.i')!.textContent, 'W', 'no icon: the first letter');
  assert.is(links()[0].querySelector('.i')!.getAttribute('aria-hidden'), 'true');
});

test('Escape and a press outside close it; Escape from inside puts focus back on the button', async () => {
  await open();
  await press();
  links()[1].focus();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  assert.is(ul().hidden, true);
  assert.is(document.querySelector('lp-widget')!.shadowRoot!.activeElement, btn());
  await press();
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
  assert.is(ul().hidden, true);
  await press();
  ul().dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
  assert.is(ul().hidden, false, 'a press inside keeps it');
});

test('calls 1 and 4 at the first open, call 2 at a channel; a click counted again only after 2 days; the record kept 7', async () => {
  const t = clock();
  try {
    await open();
    calls.length = 0;
    await press();
    assert.equal(
      sent().map((b) => b.action),
      ['update_chaty_widget_click', 'update_chaty_channel_views'],
    );
    assert.equal(sent()[0], { action: 'update_chaty_widget_click', widgetId: 'w1', userId: c.user, isMobile: '0', nonce: 'n1', channels: 'Whatsapp,Email,Contact_Us,Phone', isSingle: '0' }, 'the channels shown (not the unsafe link)');
    assert.is(maxAge('lp_wc_w1'), 7 * 86400);
    links()[1].addEventListener('click', (e) => e.preventDefault());
    links()[1].click();
    assert.equal(sent()[2], { action: 'update_chaty_channel_click', widgetId: 'w1', userId: c.user, isMobile: '0', nonce: 'n1', channel: 'Email' });
    assert.is(ul().hidden, true, 'a channel press closes the list');
    calls.length = 0;
    // the same page a day later (a new list): nothing counted again; after 2 days, counted
    reset('https://shop.example/page');
    t.tick(86400e3);
    // (reset cleared our cookie: a day-old record put back)
    document.cookie = `lp_wc_w1=${encodeURIComponent(JSON.stringify({ '': Date.now() - 86400e3, Email: Date.now() - 86400e3 }))};path=/`;
    await open();
    calls.length = 0;
    await press();
    assert.equal(sent().map((b) => b.action), ['update_chaty_channel_views']);
    links()[1].addEventListener('click', (e) => e.preventDefault());
    links()[1].click();
    assert.is(sent().length, 1);
    reset('https://shop.example/page');
    document.cookie = `lp_wc_w1=${encodeURIComponent(JSON.stringify({ '': Date.now() - 2 * 86400e3 }))};path=/`;
    await open();
    calls.length = 0;
    await press();
    assert.equal(sent().map((b) => b.action), ['update_chaty_widget_click', 'update_chaty_channel_views']);
  } finally {
    t.restore();
  }
});

test('hover state: a mouse hover opens it, leaving closes it after 400 ms, coming back keeps it', async () => {
  const t = clock();
  try {
    let toggled: List | undefined;
    const w: Widget = { id: 'w2', channels: CH, default_state: 'hover' };
    boot(S, w, async () => ({ list: (x: Ctx) => (toggled = l = list(x)) }));
    const b = btn();
    b.dispatchEvent(Object.assign(new Event('pointerenter'), { pointerType: 'mouse' }));
    await Promise.resolve();
    await Promise.resolve();
    assert.ok(toggled);
    assert.is(ul().hidden, false);
    // the click of the mouse that hovered keeps it open; the next one closes it
    b.click();
    await Promise.resolve();
    await Promise.resolve();
    assert.is(ul().hidden, false, 'the click after the hover');
    b.click();
    await Promise.resolve();
    await Promise.resolve();
    assert.is(ul().hidden, true, 'a second click');
    b.click();
    await Promise.resolve();
    await Promise.resolve();
    assert.is(ul().hidden, false);
    const box = document.querySelector('lp-widget')!.shadowRoot!.querySelector('.w')!;
    box.dispatchEvent(Object.assign(new Event('pointerleave'), { pointerType: 'mouse' }));
    t.tick(300);
    box.dispatchEvent(Object.assign(new Event('pointerenter'), { pointerType: 'mouse' }));
    t.tick(500);
    assert.is(ul().hidden, false);
    box.dispatchEvent(Object.assign(new Event('pointerleave'), { pointerType: 'mouse' }));
    t.tick(400);
    assert.is(ul().hidden, true);
  } finally {
    t.restore();
  }
});

test('Hebrew page: the list is named in Hebrew', async () => {
  document.documentElement.lang = 'he';
  try {
    await open();
    await press();
    assert.is(ul().getAttribute('aria-label'), 'ערוצי יצירת קשר');
    assert.is(btn().getAttribute('aria-label'), 'צרו קשר');
  } finally {
    document.documentElement.lang = '';
  }
});

test.run();
