// The widget's pop-ups (src/widget/pop.ts, wechat.ts, agents.ts): a channel that opens one is a
// button in the list (aria-haspopup); the pop-up is a labelled dialog that takes focus, closes
// with its close button, Escape (not while blocked) and a press outside, giving focus back to
// the widget's button; one at a time; WeChat's QR code and ID (W04); the agents as links by
// their channel's rules, call 2 when one is chosen (W06); a pop-up chunk that fails is a log line.
import { calls, reset, until } from '../setup/dom';
import { warnings } from '../setup/helpers';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { boot, type Ctx } from '../../src/widget/boot';
import { list } from '../../src/widget/list/list';
import * as popModule from '../../src/widget/pop/pop';
import * as wechatModule from '../../src/widget/wechat/wechat';
import * as agentsModule from '../../src/widget/agents/agents';
import * as whatsappModule from '../../src/widget/whatsapp/whatsapp';
import { shareSeen } from '../../src/core/log';
import type { Channel, WidgetSettings } from '../../src/widget/wire';

const WECHAT: Channel = { channel: 'WeChat', channel_type: 'WeChat', value: 'lumen-coffee', qr_code_image_url: 'https://cdn.example/qr.png', wechat_header: 'Scan to chat', wechat_header_color: '#2a7' };
const AGENTS: Channel = {
  channel: 'Whatsapp',
  channel_type: 'Whatsapp',
  value: '+15551234567',
  hover_text: 'Our baristas',
  is_agent: 1,
  pre_set_message: 'Hello',
  agent_data: [
    { value: '+1 555 000 0001', agent_title: 'Maya', agent_image: 'https://cdn.example/maya.png', pre_set_message: 'Hi Maya' },
    { value: '', agent_title: 'Nobody' },
    { value: '+15550000002', agent_title: 'Noam' },
  ],
};
const S: WidgetSettings = { ajax_url: 'https://shop.example/ajax', nonce: 'n1', analytics: 1, widgets: [] };
const MODULES: Record<string, unknown> = { pop: popModule, wechat: wechatModule, agents: agentsModule, whatsapp: whatsappModule };

let fail = false;
let ctx: Ctx;
const EMAIL: Channel = { channel: 'Email', channel_type: 'Email', value: 'hi@shop.example' };
/** a widget with these channels (and an email one: a widget of one channel has no list) */
async function open(channels: Channel[]) {
  if (channels.length == 1) channels = [...channels, EMAIL];
  boot(S, { id: 'w1', channels, header_text: 'Lumen team', header_sub_text: 'We answer within the hour' }, async () => ({
    list: (x: Ctx) => ((ctx = x), list(x, async (n) => (fail && n != 'pop' ? Promise.reject(new Error('404')) : MODULES[n]))),
  }));
  root().querySelector('button')!.click();
  await tick();
}
const root = () => document.querySelector('lp-widget')!.shadowRoot!;
const tick = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const dialog = () => root().querySelector<HTMLElement>('[role=dialog]');
const choose = async (label: string) => {
  const b = [...root().querySelectorAll<HTMLButtonElement>('button.ch')].find((x) => x.textContent!.includes(label))!;
  assert.is(b.getAttribute('aria-haspopup'), 'dialog');
  b.click();
  await tick();
};
const sent = () => calls.filter((x) => x.method == 'POST' && x.body.startsWith('action=update_chaty')).map((x) => Object.fromEntries(new URLSearchParams(x.body)));

test.before.each(() => {
  reset('https://shop.example/page');
  shareSeen(new Set());
  fail = false;
});

test('WeChat: a labelled dialog with the QR code and the ID; focus in, then back on the button at Escape', async () => {
  await open([WECHAT, { channel: 'Email', channel_type: 'Email', value: 'a@b.example' }]);
  await choose('WeChat');
  const d = dialog()!;
  assert.ok(d, 'the pop-up');
  assert.is(root().querySelector('ul')!.hidden, true, 'opening a pop-up closes the list');
  assert.is((root().host as HTMLElement).className, 'lp-form-open', '§4.1 form-open on <lp-widget>, the list\'s lp-open gone');
  assert.is(root().getElementById(d.getAttribute('aria-labelledby')!)!.textContent, 'Scan to chat');
  assert.is(root().activeElement, d, 'focus moved into it');
  assert.is(d.style.getPropertyValue('--hb'), '#2a7');
  assert.is(d.style.getPropertyValue('--hc'), '#1f2328', 'dark text on a light owner colour');
  const img = d.querySelector('img')!;
  assert.is(img.src, 'https://cdn.example/qr.png');
  assert.is(img.alt, 'QR code to chat on WeChat (lumen-coffee)');
  assert.match(d.textContent!, /WeChat ID: lumen-coffee/);
  assert.ok(sent().some((b) => b.action == 'update_chaty_channel_click' && b.channel == 'WeChat'), 'call 2');
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  assert.is(dialog(), null);
  assert.is((root().host as HTMLElement).className, '');
  assert.is(root().activeElement, root().querySelector('button.b'), 'focus back on the widget button');
});

test('closing: the close button, a press outside (not inside)', async () => {
  await open([WECHAT]);
  await choose('WeChat');
  const x = dialog()!.querySelector<HTMLButtonElement>('.px')!;
  assert.is(x.getAttribute('aria-label'), 'Close');
  x.click();
  assert.is(dialog(), null);
  root().querySelector<HTMLButtonElement>('button.b')!.click();
  await tick();
  await choose('WeChat');
  dialog()!.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
  assert.ok(dialog(), 'a press inside keeps it');
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
  assert.is(dialog(), null, 'a press outside closes it');
});

test('a blocked pop-up stays at Escape and a press outside; a second pop-up closes the first', async () => {
  await open([WECHAT]);
  const p = popModule.pop(ctx, 'Sending');
  p.block(true);
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
  assert.ok(dialog(), 'blocked: still open');
  p.block(false);
  popModule.pop(ctx, 'Another');
  assert.is(root().querySelectorAll('[role=dialog]').length, 1, 'the first closed');
  assert.is(dialog()!.querySelector('h2')!.textContent, 'Another');
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  assert.is(dialog(), null);
});

test('agents: the header, each usable agent a link by its channel rules, call 2 when one is chosen', async () => {
  await open([AGENTS]);
  await choose('Our baristas');
  const d = dialog()!;
  assert.is(d.querySelector('h2')!.textContent, 'Lumen team');
  assert.is(d.querySelector('.ph p')!.textContent, 'We answer within the hour');
  const links = [...d.querySelectorAll('a')];
  assert.equal(links.map((a) => a.lastElementChild!.textContent), ['Maya', 'Noam'], 'the agent without a value is left out');
  assert.is(links[0].href, 'https://wa.me/15550000001?text=Hi%20Maya');
  assert.is(links[1].href, 'https://wa.me/15550000002?text=Hello', 'the channel message by default');
  assert.is(links[0].rel, 'noopener noreferrer');
  assert.is(links[0].querySelector('img')!.src, 'https://cdn.example/maya.png');
  assert.is(sent().filter((b) => b.action == 'update_chaty_channel_click').length, 0, 'not counted at the opening');
  links[1].addEventListener('click', (e) => e.preventDefault());
  links[1].click();
  assert.ok(sent().some((b) => b.action == 'update_chaty_channel_click' && b.channel == 'Whatsapp'), 'call 2 at the choice');
  assert.is(dialog(), null, 'closed after the choice');
});

test('agents: a null, a number or a list among agent_data costs only that entry, with a log line; the others open (issue 20)', async () => {
  warnings.length = 0;
  await open([{ ...AGENTS, agent_data: [null, 5, ['x'], ...AGENTS.agent_data!, 'Lee'] as unknown as Channel['agent_data'] }]);
  await choose('Our baristas');
  assert.equal([...dialog()!.querySelectorAll('a')].map((a) => a.lastElementChild!.textContent), ['Maya', 'Noam']);
  assert.ok(warnings.some((w) => w.includes('agent_data')), warnings.join());
});

test('the header text contrasts with an owner colour that comes without one', async () => {
  await open([WECHAT]);
  const hc = (bg: string) => popModule.pop(ctx, 'x', { bg }).body.parentElement!.style.getPropertyValue('--hc');
  assert.is(hc('#253974'), '#fff', 'white on a dark blue');
  assert.is(hc('#45DC00'), '#1f2328', 'near-black on WeChat green');
  assert.is(hc('#fff'), '#1f2328');
  assert.is(hc('red'), '', 'a named colour: the frame default');
});

const WA: Channel = {
  channel: 'Whatsapp',
  channel_type: 'Whatsapp',
  value: '+1 (555) 123-4567',
  has_welcome_message: 1,
  wp_popup_headline: 'Lumen Coffee',
  wp_popup_head_bg_color: '#4AA485',
  wp_popup_nickname: 'Maya',
  wp_popup_profile: 'https://cdn.example/maya.png',
  chat_welcome_message: '<p>Hi there <b>friend</b><br>Welcome</p><p>How can we help?<img src=x onerror="alert(1)"></p><script>alert(2)</script>Loose text',
  pre_set_message: 'About {title}',
};

test('WhatsApp: the welcome bubble as text, the time, the pre-set message; Enter sends what was typed to the chat and counts it; Shift+Enter is a new line', async () => {
  const opened: unknown[][] = [];
  const wo = window.open;
  window.open = ((...a: unknown[]) => (opened.push(a), null)) as typeof window.open;
  document.title = 'Lumen beans';
  try {
    await open([WA]);
    await choose('Whatsapp');
    const d = dialog()!;
    assert.is(d.querySelector('h2')!.textContent, 'Lumen Coffee');
    assert.is(d.style.getPropertyValue('--hc'), '#1f2328', 'a readable header on the owner colour');
    const bubble = d.querySelector('.wb')!;
    assert.is(bubble.querySelector('b')!.textContent, 'Maya');
    assert.equal([...bubble.querySelectorAll('p')].map((p) => p.textContent), ['Hi there friend', 'Welcome', 'How can we help?', 'Loose text']);
    assert.not.match(bubble.textContent!, /alert/);
    assert.is(bubble.querySelector('img,script'), null, 'no markup of the owner\'s message');
    assert.match(bubble.querySelector('time')!.textContent!, /\d{1,2}:\d{2}/);
    assert.is(d.querySelector('.wa img')!.getAttribute('src'), 'https://cdn.example/maya.png');
    const box = d.querySelector('textarea')!;
    assert.is(sent().filter((b) => b.action == 'update_chaty_channel_click').length, 0, 'not counted at the opening');
    assert.is(root().activeElement, box, 'focus in the message box');
    assert.is(box.value, 'About Lumen beans');
    assert.is(box.getAttribute('aria-label'), 'Your message');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, cancelable: true }));
    assert.is(opened.length, 0, 'Shift+Enter: a new line, not a send');
    box.value = 'Do you ship to Haifa? #beans & more';
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', cancelable: true }));
    await tick();
    assert.equal(opened, [['https://wa.me/15551234567?text=Do%20you%20ship%20to%20Haifa%3F%20%23beans%20%26%20more', '_blank', 'noopener']]);
    assert.ok(sent().some((b) => b.action == 'update_chaty_channel_click' && b.channel == 'Whatsapp'), 'call 2 at the send');
    assert.is(dialog(), null, 'closed after the send');
  } finally {
    window.open = wo;
  }
});

test('never taking focus from the page, nor closing on an input method\'s Escape; the list opening closes the pop-up; a late pop-up does not open', async () => {
  await open([WECHAT]);
  await choose('WeChat');
  const input = document.createElement('input');
  document.body.append(input);
  input.focus();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', isComposing: true }));
  assert.ok(dialog(), 'Escape while composing: still open');
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  assert.is(dialog(), null);
  assert.is(document.activeElement, input, 'focus stays in the page');
  // the list opening closes the pop-up
  root().querySelector<HTMLButtonElement>('button.b')!.click();
  await tick();
  await choose('WeChat');
  assert.ok(dialog());
  root().querySelector<HTMLButtonElement>('button.b')!.click();
  await tick();
  assert.is(dialog(), null, 'closed by the list');
  assert.is(root().querySelector('ul')!.hidden, false);
  // a press outside before the pop-up's chunk arrives: it does not open
  [...root().querySelectorAll<HTMLButtonElement>('button.ch')][0].click();
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
  await tick();
  assert.is(dialog(), null, 'the visitor moved on');
});

test('one pop-up on the page: a second widget\'s closes the first', async () => {
  await open([WECHAT]);
  const first = ctx;
  boot(S, { id: 'w2', channels: [WECHAT] }, async () => ({ list: (x: Ctx) => ((ctx = x), list(x, async (n) => MODULES[n])) }));
  const second = document.querySelectorAll('lp-widget')[1].shadowRoot!;
  second.querySelector<HTMLButtonElement>('button')!.click();
  await tick();
  popModule.pop(first, 'First');
  popModule.pop(ctx, 'Second');
  assert.is(root().querySelector('[role=dialog]'), null, 'the first widget\'s closed');
  assert.ok(second.querySelector('[role=dialog]'));
});

test('a click cookie holding something else than a record is a fresh record, not an error', async () => {
  document.cookie = 'lp_wc_w1=null;path=/';
  await open([WECHAT]);
  await choose('WeChat');
  assert.ok(sent().some((b) => b.action == 'update_chaty_channel_click'));
});

test('a widget of one channel: the button is that channel (named by it, no list), a press opens its pop-up; call 1 says single', async () => {
  boot(S, { id: 'solo', channels: [WECHAT] }, async () => ({ list: (x: Ctx) => ((ctx = x), list(x, async (n) => MODULES[n])) }));
  const b = root().querySelector<HTMLButtonElement>('button.b')!;
  assert.is(b.getAttribute('aria-label'), 'WeChat');
  assert.is(b.getAttribute('aria-expanded'), null, 'not a disclosure');
  b.click();
  await tick();
  assert.ok(dialog(), 'the WeChat pop-up at once');
  assert.is(root().querySelector('ul')!.hidden, true, 'no list');
  assert.ok(sent().some((x) => x.action == 'update_chaty_widget_click' && x.isSingle == '1' && x.channels == 'WeChat'), 'call 1, single');
});

test('WhatsApp\'s emoji picker: fetched at its first press, one tab stop with arrow keys, an emoji at the caret, Escape closes only the picker', async () => {
  await open([{ ...WA, emoji_picker: 1 }]);
  await choose('Whatsapp');
  const d = dialog()!;
  const box = d.querySelector('textarea')!;
  box.value = 'Hi  there';
  box.setSelectionRange(3, 3);
  const em = d.querySelector<HTMLButtonElement>('button.we')!;
  assert.is(em.getAttribute('aria-label'), 'Emoji');
  assert.is(em.getAttribute('aria-expanded'), 'false');
  em.click();
  await until(() => d.querySelector('.em'));
  const g = d.querySelector('.em')!;
  assert.is(g.getAttribute('role'), 'group');
  assert.is(em.getAttribute('aria-expanded'), 'true');
  assert.is(em.getAttribute('aria-controls'), g.id);
  const all = [...g.querySelectorAll('button')];
  assert.ok(all.length >= 64);
  assert.equal(all.filter((b) => b.tabIndex == 0).length, 1, 'one tab stop');
  assert.is(root().activeElement, all[0]);
  const key = (k: string) => root().activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  key('ArrowRight');
  assert.is(root().activeElement, all[1]);
  key('ArrowDown');
  assert.is(root().activeElement, all[9]);
  key('End');
  assert.is(root().activeElement, all[all.length - 1]);
  assert.is(all[all.length - 1].tabIndex, 0);
  all[1].click();
  assert.is(box.value, 'Hi ' + all[1].textContent + ' there', 'at the caret');
  key('Escape');
  assert.is(d.querySelector('.em'), null, 'the picker closed');
  assert.ok(dialog(), 'the pop-up stays');
  assert.is(root().activeElement, em, 'focus back on its button');
});

test('a pop-up chunk that fails to load is a log line; the list closed, nothing thrown', async () => {
  fail = true;
  warnings.length = 0;
  await open([WECHAT]);
  await choose('WeChat');
  assert.is(dialog(), null);
  assert.is(root().querySelector('ul')!.hidden, true, 'the list closed');
  assert.is(root().activeElement, root().querySelector('button.b'), 'focus back on the button');
  assert.ok(warnings.some((w) => w.includes('widget/wechat.js failed to load')));
});

test('Hebrew: the close button and the QR code named in Hebrew', async () => {
  document.documentElement.lang = 'he';
  try {
    await open([WECHAT]);
    await choose('WeChat');
    assert.is(dialog()!.querySelector('.px')!.getAttribute('aria-label'), 'סגירה');
    assert.match(dialog()!.querySelector('img')!.alt, /^קוד QR/);
  } finally {
    document.documentElement.lang = '';
  }
});

test.run();
