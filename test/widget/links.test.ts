// W02 link rules (src/widget/links.ts, docs/widget-api.md "Channels and their links"): every
// §3.1 channel on a desktop and on a phone, pre-set messages and mail subjects with {title} and
// {url}, unusable values (one log line, nothing happens), unsafe schemes in owner-provided
// links, and agent entries. Expected links are written out by hand, not computed the way the
// module computes them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { press, preset, whatsappSend, type Page } from '../../src/widget/list/links';
import { agentLinks, agentPress } from '../../src/widget/agents/links';
import type { Agent, Channel } from '../../src/widget/wire';
import { seen } from '../../src/core/log';

const warnings: string[] = [];
const warn = console.warn;
test.before.each(() => {
  warnings.length = 0;
  seen.clear();
  console.warn = (...a: unknown[]) => void warnings.push(String(a[0]));
});
test.after.each(() => void (console.warn = warn));

const ch = (channel_type: string, value: string, more: Partial<Channel> = {}): Channel => ({
  channel: channel_type,
  channel_type,
  value,
  ...more,
});
const page: Page = { title: 'Tom & Jerry $&', url: 'https://ex.com/a?b=1#c' };
const DESK = false;
const PHONE = true;
const link = (href: string, target: string) => ({ href, target });
/** "Hi & welcome #1 🙂 שלום Tom & Jerry $& https://ex.com/a?b=1#c", encoded */
const MSG =
  'Hi%20%26%20welcome%20%231%20%F0%9F%99%82%20%D7%A9%D7%9C%D7%95%D7%9D%20Tom%20%26%20Jerry%20%24%26%20https%3A%2F%2Fex.com%2Fa%3Fb%3D1%23c';
const TEMPLATE = 'Hi & welcome #1 🙂 שלום {title} {url}';

test('W02 WhatsApp: web version on a desktop, wa.me otherwise; the number as digits', () => {
  const wa = ch('Whatsapp', '+972 (50) 123-4567', { is_use_web_version: '1' });
  assert.equal(press(wa, DESK), link('https://web.whatsapp.com/send?phone=972501234567', '_blank'));
  assert.equal(press(wa, PHONE), link('https://wa.me/972501234567', '_blank'));
  assert.equal(press({ ...wa, is_use_web_version: 0 }, DESK), link('https://wa.me/972501234567', '_blank'));
  assert.equal(press({ ...wa, is_use_web_version: undefined }, DESK), link('https://wa.me/972501234567', '_blank'));
});

test('W02 WhatsApp pre-set message: {title} and {url} replaced, spaces & # emoji Hebrew encoded', () => {
  const wa = ch('Whatsapp', '972501234567', { is_use_web_version: 1, pre_set_message: TEMPLATE });
  assert.equal(press(wa, DESK, page), link('https://web.whatsapp.com/send?phone=972501234567&text=' + MSG, '_blank'));
  assert.equal(press(wa, PHONE, page), link('https://wa.me/972501234567?text=' + MSG, '_blank'));
  // a message of spaces only, or none: no text parameter at all
  assert.equal(press({ ...wa, pre_set_message: '   ' }, PHONE, page), link('https://wa.me/972501234567', '_blank'));
  // no page given: the placeholders go
  assert.equal(press({ ...wa, pre_set_message: 'On {title}' }, PHONE), link('https://wa.me/972501234567?text=On', '_blank'));
});

test('W02 a cut emoji (lone surrogate) in a message becomes U+FFFD, never a thrown URIError', () => {
  const wa = ch('Whatsapp', '1555', { pre_set_message: 'a\ud83d' });
  assert.equal(press(wa, PHONE), link('https://wa.me/1555?text=a%EF%BF%BD', '_blank'));
});

test('W02 preset(): every {title} and {url}, a "$&" in the title stays literal', () => {
  assert.is(preset('{title}|{title}|{url}|{other}', page), 'Tom & Jerry $&|Tom & Jerry $&|https://ex.com/a?b=1#c|{other}');
  assert.is(preset(undefined, page), '');
});

test('W03 WhatsApp with its welcome pop-up on opens the pop-up; the send links the typed text', () => {
  const wa = ch('Whatsapp', '+1 555 0100', { has_welcome_message: '1', is_use_web_version: '1' });
  assert.is(press(wa, DESK), 'whatsapp');
  assert.is(press(wa, PHONE), 'whatsapp');
  assert.is(press({ ...wa, has_welcome_message: '0' }, PHONE) !== 'whatsapp', true);
  // typed text is not a template
  assert.equal(whatsappSend(wa, DESK, 'Hi {title} & more'), link('https://web.whatsapp.com/send?phone=15550100&text=Hi%20%7Btitle%7D%20%26%20more', '_blank'));
  assert.equal(whatsappSend(wa, PHONE, ''), link('https://wa.me/15550100', '_blank'));
  assert.is(press({ ...wa, value: ' - ' }, DESK), null);
  assert.equal(warnings, ['[poptin] Widget channel Whatsapp: no number']);
});

test('W04 WeChat opens its pop-up on a desktop and on a phone, with an id or a QR code', () => {
  assert.is(press(ch('WeChat', 'acme_cn'), DESK), 'wechat');
  assert.is(press(ch('WeChat', 'acme_cn'), PHONE), 'wechat');
  assert.is(press(ch('WeChat', '', { qr_code_image_url: 'https://ex.com/qr.png' }), PHONE), 'wechat');
  assert.is(press(ch('WeChat', ' ', { qr_code_image_url: ' ' }), DESK), null);
  assert.equal(warnings, ['[poptin] Widget channel WeChat: no value']);
});

test('W05 Contact_Us opens the form, whatever its value', () => {
  assert.is(press(ch('Contact_Us', ''), DESK), 'form');
  assert.is(press(ch('Contact_Us', 'x'), PHONE), 'form');
  assert.equal(warnings, []);
});

test('W02 Email: mailto, the subject with {title} and {url} encoded, a typed mailto: kept once', () => {
  assert.equal(press(ch('Email', ' hi@ex.com '), DESK), link('mailto:hi@ex.com', '_self'));
  assert.equal(press(ch('Email', 'hi@ex.com', { mail_subject: TEMPLATE }), PHONE, page), link('mailto:hi@ex.com?subject=' + MSG, '_self'));
  assert.equal(press(ch('Email', 'MAILTO:hi@ex.com', { mail_subject: 'Q' }), DESK), link('mailto:hi@ex.com?subject=Q', '_self'));
  assert.equal(press(ch('Email', 'hi@ex.com?cc=b@ex.com', { mail_subject: 'Q' }), DESK), link('mailto:hi@ex.com?cc=b@ex.com&subject=Q', '_self'));
});

test('W02 SMS: the number keeps its leading +, the body as "?&body=" (iOS and Android both read it)', () => {
  const sms = ch('SMS', '+1 (555) 123-4567');
  assert.equal(press(sms, PHONE), link('sms:+15551234567', '_self'));
  assert.equal(press(sms, DESK), link('sms:+15551234567', '_self'));
  assert.equal(press({ ...sms, pre_set_message: TEMPLATE }, PHONE, page), link('sms:+15551234567?&body=' + MSG, '_self'));
  assert.equal(press(ch('SMS', '055-123 4567'), PHONE), link('sms:0551234567', '_self'));
});

test('W02 Phone: tel: with the leading + kept and every other non-digit removed', () => {
  assert.equal(press(ch('Phone', '+972 (3) 555-1234'), PHONE), link('tel:+97235551234', '_self'));
  assert.equal(press(ch('Phone', '03-555.1234'), DESK), link('tel:035551234', '_self'));
  assert.equal(press(ch('Phone', 'tel:+1 555'), DESK), link('tel:+1555', '_self'));
  // a phone number sent as a JSON number
  assert.equal(press(ch('Phone', 97235551234 as unknown as string), PHONE), link('tel:97235551234', '_self'));
  // digits are required
  assert.is(press(ch('Phone', 'call us'), PHONE), null);
  assert.equal(warnings, ['[poptin] Widget channel Phone: no number']);
});

test('W02 user-name channels: the leading @ stripped, each on its own address', () => {
  const cases: [string, string, string][] = [
    ['Telegram', '@acme', 'https://t.me/acme'],
    ['Facebook_Messenger', 'acme.page', 'https://m.me/acme.page'],
    ['Instagram', '@acme', 'https://www.instagram.com/acme'],
    ['Twitter', '@acme', 'https://x.com/acme'],
    ['TikTok', 'acme', 'https://www.tiktok.com/@acme'],
    ['TikTok', '@acme', 'https://www.tiktok.com/@acme'],
    ['Snapchat', '@acme', 'https://www.snapchat.com/add/acme'],
    ['Vkontakte', 'acme', 'https://vk.me/acme'],
  ];
  for (const [type, value, href] of cases)
    for (const mobile of [DESK, PHONE]) assert.equal(press(ch(type, value), mobile), link(href, '_blank'), `${type} ${value}`);
});

test('W02 a full http(s) address (or one without its scheme) for a web channel is used as it is', () => {
  assert.equal(press(ch('Instagram', 'https://www.instagram.com/acme/?hl=he'), PHONE), link('https://www.instagram.com/acme/?hl=he', '_blank'));
  assert.equal(press(ch('Facebook_Messenger', 'http://m.me/acme'), DESK), link('http://m.me/acme', '_blank'));
  assert.equal(press(ch('Telegram', 't.me/acme'), DESK), link('https://t.me/acme', '_blank'));
  // a script scheme typed as a name stays a harmless path on the channel's own site
  assert.equal(press(ch('Twitter', 'javascript:alert(1)'), DESK), link('https://x.com/javascript:alert(1)', '_blank'));
  // what would end the path is escaped
  assert.equal(press(ch('Snapchat', 'a b?c#d'), DESK), link('https://www.snapchat.com/add/a%20b%3Fc%23d', '_blank'));
});

test('W02 LinkedIn: personal (/in/, the default) or company (/company/)', () => {
  assert.equal(press(ch('Linkedin', 'jane-doe'), DESK), link('https://www.linkedin.com/in/jane-doe', '_blank'));
  assert.equal(press(ch('Linkedin', 'jane-doe', { link_type: 'personal' }), PHONE), link('https://www.linkedin.com/in/jane-doe', '_blank'));
  assert.equal(press(ch('Linkedin', 'acme-inc', { link_type: 'company' }), DESK), link('https://www.linkedin.com/company/acme-inc', '_blank'));
});

test('W02 Skype: skype:NAME?chat, a live: id kept readable', () => {
  assert.equal(press(ch('Skype', 'live:acme'), DESK), link('skype:live:acme?chat', '_self'));
  assert.equal(press(ch('Skype', 'skype:acme?call'), PHONE), link('skype:acme?chat', '_self'));
});

test('W02 Viber: "+" (as %2B) on a desktop, none on a phone; a name is a public account', () => {
  const v = ch('Viber', '+380 50 123-45-67');
  assert.equal(press(v, DESK), link('viber://chat?number=%2B380501234567', '_self'));
  assert.equal(press(v, PHONE), link('viber://chat?number=380501234567', '_self'));
  assert.equal(press(ch('Viber', 'acmeshop'), PHONE), link('viber://pa?chatURI=acmeshop', '_self'));
});

test('W02 Viber: viber_url wins on both devices; a viber: address typed as the value is kept', () => {
  const v = ch('Viber', '+380501234567', { viber_url: ' https://invite.viber.com/?g2=AQB ' });
  assert.equal(press(v, DESK), link('https://invite.viber.com/?g2=AQB', '_blank'));
  assert.equal(press(v, PHONE), link('https://invite.viber.com/?g2=AQB', '_blank'));
  assert.equal(press(ch('Viber', '', { viber_url: 'viber://pa?chatURI=acme' }), PHONE), link('viber://pa?chatURI=acme', '_self'));
  assert.equal(press(ch('Viber', 'viber://chat?number=%2B1555'), DESK), link('viber://chat?number=%2B1555', '_self'));
});

test('W02 X04 an unsafe viber_url is refused, not replaced by the number', () => {
  for (const bad of ['javascript:alert(1)', 'java\tscript:alert(1)', ' DATA:text/html,<b>x', 'vbscript:msgbox(1)', 'jav\nascript:x']) {
    seen.clear();
    warnings.length = 0;
    assert.is(press(ch('Viber', '+380501234567', { viber_url: bad }), PHONE), null, bad);
    assert.equal(warnings, ['[poptin] Widget channel Viber: unsafe link refused'], bad);
  }
});

test('W02 Link and custom links: url (else value), the channel\'s own target, else by scheme', () => {
  assert.equal(press(ch('Link', 'https://ex.com/contact', { target: '_self' }), DESK), link('https://ex.com/contact', '_self'));
  assert.equal(press(ch('Link', 'https://ex.com/contact'), PHONE), link('https://ex.com/contact', '_blank'));
  assert.equal(press(ch('Link', 'tel:+1555'), PHONE), link('tel:+1555', '_self'));
  assert.equal(press(ch('Link', '/contact', { target: 'evil' }), DESK), link('/contact', '_blank'));
  const custom = ch('Custom_Link', '', { url: 'https://ex.com/book', target: '_blank' });
  assert.equal(press(custom, DESK), link('https://ex.com/book', '_blank'));
  assert.equal(press({ ...custom, value: 'https://ex.com/other' }, PHONE), link('https://ex.com/book', '_blank'));
  assert.equal(press(ch('Waze', 'https://waze.com/ul?ll=1,2'), PHONE), link('https://waze.com/ul?ll=1,2', '_blank'));
});

test('W02 X04 a custom link or Link with a script scheme, however spelt, is refused with one log line', () => {
  const bad = ['javascript:alert(1)', '  JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x', '\u0000javascript:x'];
  for (const url of bad) {
    for (const c of [ch('Custom_Link', '', { url }), ch('Link', url)]) {
      seen.clear();
      warnings.length = 0;
      assert.is(press(c, DESK), null, JSON.stringify(url));
      assert.equal(warnings, [`[poptin] Widget channel ${c.channel}: unsafe link refused`]);
    }
  }
});

test('W02 an empty or blank value is nothing and one log line, for every link channel', () => {
  const types = ['Whatsapp', 'Email', 'Facebook_Messenger', 'SMS', 'Telegram', 'Twitter', 'Instagram', 'Phone', 'Skype', 'Snapchat', 'Vkontakte', 'Linkedin', 'Viber', 'TikTok', 'Link', 'Custom_Link'];
  for (const type of types)
    for (const value of ['', '  \t ']) {
      seen.clear();
      warnings.length = 0;
      assert.is(press(ch(type, value), DESK), null, type);
      assert.is(press(ch(type, value), PHONE), null, type);
      assert.is(warnings.length, 1, type);
      assert.match(warnings[0], `[poptin] Widget channel ${type}: no `);
    }
});

test('W02 the type comes from channel when channel_type is empty, in any letter case', () => {
  assert.equal(press({ channel: 'Telegram', channel_type: '', value: 'acme' }, DESK), link('https://t.me/acme', '_blank'));
  assert.equal(press(ch('PHONE', '+1 555'), DESK), link('tel:+1555', '_self'));
});

const agents: Agent[] = [
  { value: '+972 50 111 2222', agent_title: 'Dana', use_whatsapp_web: 'yes', pre_set_message: 'About {title}' },
  { value: '972503334444', agent_title: 'Avi' },
  { value: '  ', agent_title: 'Empty' },
];

test('W06 a channel with agents on opens the agent list; with no usable agent, its own link', () => {
  const wa = ch('Whatsapp', '1555', { is_agent: 1, agent_data: agents, has_welcome_message: 1 });
  assert.is(press(wa, DESK), 'agents');
  assert.is(press(wa, PHONE), 'agents');
  assert.equal(press({ ...wa, agent_data: [{ value: ' ' }], has_welcome_message: 0 }, PHONE), link('https://wa.me/1555', '_blank'));
  assert.equal(press({ ...wa, agent_data: undefined, has_welcome_message: 0 }, PHONE), link('https://wa.me/1555', '_blank'));
  assert.equal(press({ ...ch('Phone', '1555', { agent_data: agents }), is_agent: 0 }, PHONE), link('tel:1555', '_self'));
});

test('W06 agent links by the channel\'s type: own web choice and message, else the channel\'s', () => {
  const wa = ch('Whatsapp', '1555', { is_agent: 1, agent_data: agents, is_use_web_version: 0, pre_set_message: 'Hi' });
  const desk = agentLinks(wa, DESK, page);
  assert.equal(desk.map((a) => [a.agent.agent_title, a.href, a.target]), [
    ['Dana', 'https://web.whatsapp.com/send?phone=972501112222&text=About%20Tom%20%26%20Jerry%20%24%26', '_blank'],
    ['Avi', 'https://wa.me/972503334444?text=Hi', '_blank'],
  ]);
  assert.equal(warnings, ['[poptin] Widget channel Whatsapp agent Empty: no value']);
  assert.equal(agentLinks(wa, PHONE, page).map((a) => a.href), [
    'https://wa.me/972501112222?text=About%20Tom%20%26%20Jerry%20%24%26',
    'https://wa.me/972503334444?text=Hi',
  ]);
  // the channel's web version when the agent says nothing
  assert.equal(agentPress(agents[1], { ...wa, is_use_web_version: '1', pre_set_message: '' }, DESK), link('https://web.whatsapp.com/send?phone=972503334444', '_blank'));
});

test('W06 agents: LinkedIn kinds, Viber links (unsafe refused), and no link for a WeChat agent', () => {
  const li = ch('Linkedin', '', { is_agent: 1 });
  assert.equal(agentPress({ value: 'jane', link_type: 'personal' }, li, DESK), link('https://www.linkedin.com/in/jane', '_blank'));
  assert.equal(agentPress({ value: 'acme', link_type: 'company' }, li, PHONE), link('https://www.linkedin.com/company/acme', '_blank'));
  const vb = ch('Viber', '', { is_agent: 1 });
  assert.equal(agentPress({ value: '+1 555' }, vb, DESK), link('viber://chat?number=%2B1555', '_self'));
  assert.equal(agentPress({ value: '+1 555' }, vb, PHONE), link('viber://chat?number=1555', '_self'));
  assert.equal(agentPress({ value: '+1 555', viber_url: 'viber://pa?chatURI=x' }, vb, DESK), link('viber://pa?chatURI=x', '_self'));
  assert.is(agentPress({ value: '+1 555', viber_url: 'javascript:alert(1)', agent_title: 'Bad' }, vb, DESK), null);
  assert.is(agentPress({ value: 'acme_cn', agent_title: 'Li' }, ch('WeChat', ''), DESK), null);
  assert.equal(warnings, ['[poptin] Widget channel Viber agent Bad: unsafe link refused', '[poptin] Widget channel WeChat agent Li: no link']);
});

test('W02 log lines are deduplicated: a press repeated logs once', () => {
  const c = ch('Telegram', '');
  press(c, DESK);
  press(c, PHONE);
  assert.is(warnings.length, 1);
});

test.run();
