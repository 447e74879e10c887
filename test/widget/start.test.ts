// The widget tag (src/widget/start.ts, boot.ts): settings inline or by site id, one labelled
// button per widget (W01), device and orientation classes (W08), the view report (call 3, W10)
// skipped for bots and with analytics off, the list chunk loaded once at the first hover, focus
// or press (at once for the open state), a widget with a trigger, schedule or countries hidden
// until widget/when.js shows it (W09), and every malformed input a log line, never a throw.
import { calls, media, reset, respond, settle } from '../setup/dom';
import { warnings } from '../setup/helpers';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { start } from '../../src/widget/start';
import { shareSeen } from '../../src/core/log';
import type { Widget, WidgetSettings } from '../../src/widget/wire';

const W = (id: string, o: Partial<Widget> = {}): Widget => ({ id, channels: [{ channel: 'Whatsapp', channel_type: 'Whatsapp', value: '+1 555 0100' }, { channel: 'Email', channel_type: 'Email', value: 'hi@shop.example' }], ...o });
const S = (widgets: Widget[], o: Partial<WidgetSettings> = {}): WidgetSettings => ({ ajax_url: '/api/widget/ajax', nonce: 'n0nce', widgets, ...o });

let loads: string[], toggles: (boolean | undefined)[], shows: (() => void)[];
const load = async (u: string) => (loads.push(u), { list: () => ({ toggle: (o?: boolean) => void toggles.push(o), press: (o?: boolean) => void toggles.push(o) }), when: (_: unknown, show: () => void) => void shows.push(show) });
const tag = (data: Record<string, string> = {}) => {
  const t = document.createElement('script');
  t.src = 'https://cdn.example/dist/widget.js';
  Object.assign(t.dataset, data);
  return t;
};
const inline = (s: unknown) => {
  const j = document.createElement('script');
  j.type = 'application/json';
  j.setAttribute('data-lp-widget', '');
  j.textContent = typeof s == 'string' ? s : JSON.stringify(s);
  document.body.append(j);
};
const hosts = () => [...document.querySelectorAll('lp-widget')] as HTMLElement[];
const button = (i = 0) => hosts()[i].shadowRoot!.querySelector('button')!;
const box = (i = 0) => hosts()[i].shadowRoot!.querySelector('.w')!;
// calls 1–4: keepalive POSTs to ajax_url, form-encoded (call 5 is multipart)
const beacons = () => calls.filter((c) => c.method == 'POST' && c.body.startsWith('action=update_chaty')).map((c): Record<string, string> => ({ url: c.url, ...Object.fromEntries(new URLSearchParams(c.body)) }));
const UA = navigator.userAgent;
const setUA = (v: string) => Object.defineProperty(navigator, 'userAgent', { value: v, configurable: true });

test.before.each(() => {
  reset('https://shop.example/page');
  shareSeen(new Set());
  loads = [];
  toggles = [];
  shows = [];
  setUA(UA);
});

test('inline settings: one labelled button per widget, its classes, call 3 with the spec fields', async () => {
  inline(S([W('1', { cta: 'Chat with us', position: 'left', widget_size: 60 }), W('2')]));
  await start(tag(), 'https://cdn.example/dist/v/x/', load);
  assert.is(hosts().length, 2);
  assert.is(button(0).getAttribute('aria-label'), 'Chat with us');
  assert.is(button(1).getAttribute('aria-label'), 'Contact us');
  assert.is(button(0).getAttribute('aria-expanded'), 'false');
  assert.is(hosts()[0].style.getPropertyValue('--s'), '60px');
  assert.ok(box(0).classList.contains('l'), 'on the left');
  assert.equal([...box(1).classList].sort(), ['desktop', 'landscape', 'w']);
  const b = beacons();
  assert.is(b.length, 2);
  assert.equal(b[0], {
    url: 'https://shop.example/api/widget/ajax',
    action: 'update_chaty_widget_views',
    widgetId: '1',
    channels: 'Whatsapp,Email',
    userId: b[0].userId,
    isMobile: '0',
    isOpen: '0',
    isSingle: '0',
    widgetNonce: 'n0nce',
  });
  assert.match(b[0].userId, /^[a-z0-9]{6,}$/);
  assert.is(b[1].userId, b[0].userId, 'one visitor id');
  assert.is(loads.length, 0, 'no list before an interaction');
});

test('a phone-sized window or a phone: the mobile class and isMobile; portrait', async () => {
  media['(max-width:767px)'] = true;
  media['(orientation:portrait)'] = true;
  inline(S([W('1')]));
  await start(tag(), 'b/', load);
  assert.equal([...box().classList].sort(), ['mobile', 'portrait', 'w']);
  assert.is(beacons()[0].isMobile, '1');
  reset();
  setUA('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
  inline(S([W('1')]));
  await start(tag(), 'b/', load);
  assert.ok(box().classList.contains('mobile'));
});

test('W08 on <html> for the page\'s CSS: lp-mobile or lp-desktop, lp-portrait or lp-landscape beside the page\'s own classes, gone with the last widget; <lp-widget> is defined (a :not(:defined) rule does not hide it)', async () => {
  const html = document.documentElement;
  html.className = 'theme js';
  inline(S([W('1'), W('2')]));
  await start(tag(), 'b/', load);
  assert.equal(html.className.split(' ').sort(), ['js', 'lp-desktop', 'lp-landscape', 'theme']);
  assert.ok(hosts()[0].matches(':defined'), 'defined');
  hosts()[0].remove();
  assert.equal(html.className.split(' ').sort(), ['js', 'lp-desktop', 'lp-landscape', 'theme'], 'one widget left');
  hosts()[0].remove();
  assert.is(html.className, 'theme js', 'ours gone with the last widget, the page\'s kept');
  media['(max-width:767px)'] = true;
  media['(orientation:portrait)'] = true;
  inline(S([W('3')]));
  await start(tag(), 'b/', load);
  assert.equal(html.className.split(' ').sort(), ['js', 'lp-mobile', 'lp-portrait', 'theme']);
  html.className = '';
});

test('the captcha stand-in\'s address comes from the tag (data-test-captcha), never from the settings JSON', async () => {
  let seen: WidgetSettings | undefined;
  const grab = async () => ({ list: (c: { s: WidgetSettings }) => ((seen = c.s), { toggle() {}, press() {} }) });
  const evil = { tag: { dataset: { testCaptcha: 'https://evil.example/x.js' } } } as unknown as Partial<WidgetSettings>;
  inline(S([W('1', { default_state: 'open' })], evil));
  const t = tag();
  await start(t, 'b/', grab);
  await settle();
  assert.is(seen!.tag, t, 'the tag, not the JSON\'s');
  assert.is(seen!.tag!.dataset.testCaptcha, undefined);
  reset();
  inline(S([W('1', { default_state: 'open' })], evil));
  await start(tag({ testCaptcha: '/demo/assets/captcha-standin.js' }), 'b/', grab);
  await settle();
  assert.is(seen!.tag!.dataset.testCaptcha, '/demo/assets/captcha-standin.js', 'the tag\'s');
});

test('settings by site id from the tag origin (or data-api); a relative ajax_url is that server\'s', async () => {
  respond((url) => (url == 'https://api.example/api/widget/settings?site=lumen%20coffee' ? { body: S([W('7')]) } : undefined));
  await start(tag({ site: 'lumen coffee', api: 'https://api.example/' }), 'b/', load);
  assert.is(hosts().length, 1);
  assert.is(beacons()[0].url, 'https://api.example/api/widget/ajax');
});

test('the list loads once, at the first hover, focus or press; a press toggles it; the open state opens it at once', async () => {
  inline(S([W('1'), W('2', { default_state: 'open' })]));
  await start(tag(), 'https://cdn.example/dist/v/x/', load);
  await settle();
  assert.equal(loads, ['https://cdn.example/dist/v/x/widget/core.js', 'https://cdn.example/dist/v/x/widget/list.js'], 'the open widget loaded it (and widget/core.js beside it)');
  assert.equal(toggles, [true]);
  button(0).dispatchEvent(new Event('focus'));
  // two presses before the list has arrived (a slow network) open it: the second does not
  // cancel the first
  button(0).click();
  button(0).click();
  await settle();
  assert.is(loads.length, 2, 'one load for the page');
  assert.equal(toggles, [true, true, true]);
  // once it is there, a press toggles it
  button(0).click();
  await settle();
  assert.equal(toggles, [true, true, true, undefined]);
  assert.is(beacons()[1].isOpen, '1');
});

test('analytics off, or a crawler: no report', async () => {
  inline(S([W('1')], { analytics: 0 }));
  await start(tag(), 'b/', load);
  assert.is(hosts().length, 1);
  assert.is(beacons().length, 0);
  reset();
  setUA('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
  inline(S([W('1')]));
  await start(tag(), 'b/', load);
  assert.is(beacons().length, 0);
});

test('malformed input is a log line and nothing drawn, never a throw', async () => {
  for (const bad of ['{not json', JSON.stringify({ widgets: [] }), JSON.stringify({ ajax_url: '/a', widgets: 'x' }), JSON.stringify(null)]) {
    reset();
    shareSeen(new Set());
    warnings.length = 0;
    inline(bad);
    await start(tag(), 'b/', load);
    assert.is(hosts().length, 0, bad);
    assert.ok(warnings.some((w) => w.includes('Widget settings do not exist')), bad);
  }
  // no settings at all; a server that fails
  reset();
  shareSeen(new Set());
  warnings.length = 0;
  await start(tag(), 'b/', load);
  assert.ok(warnings.some((w) => w.includes('Widget settings do not exist')));
  reset();
  shareSeen(new Set());
  warnings.length = 0;
  respond(() => ({ status: 500 }));
  await start(tag({ site: 'x' }), 'b/', load);
  assert.is(hosts().length, 0);
  assert.ok(warnings.some((w) => w.includes('Widget settings do not exist')));
  // one widget without channels costs only itself; the same id twice is drawn once
  reset();
  shareSeen(new Set());
  warnings.length = 0;
  inline(S([W('1', { channels: [] }), W('2'), W('2'), null as unknown as Widget]));
  await start(tag(), 'b/', load);
  assert.equal(hosts().map((h) => h.dataset.id), ['2']);
  assert.ok(warnings.some((w) => w.includes('Widget settings do not exist: 1')));
});

test('W09: a widget with a trigger, a schedule or country targeting loads widget/when.js once and stays out of the page until it says show', async () => {
  inline(S([W('1', { trigger: { time_delay: 2 } }), W('2', { schedule: { days: [] } }), W('3', { has_countries: '1', countries: ['IL'] }), W('4', { has_countries: 0, default_state: 'open' }), W('5', { trigger: { exit_intent: 1 }, default_state: 'open' })]));
  await start(tag(), 'https://cdn.example/dist/v/x/', load);
  await settle();
  assert.equal(
    loads.filter((u) => !u.endsWith('list.js')),
    ['https://cdn.example/dist/v/x/widget/core.js', 'https://cdn.example/dist/v/x/widget/when.js'],
    'widget/core.js beside it, each once',
  );
  assert.equal(hosts().map((h) => h.style.display), ['none', 'none', 'none', '', 'none'], 'display:none: not focusable, not in the accessibility tree');
  assert.equal(beacons().map((b) => b.widgetId), ['4'], 'call 3 only for the widget seen');
  assert.equal(toggles, [true], 'widget 4 opened; widget 5 waits');
  assert.is(shows.length, 4);
  shows[3]();
  await settle();
  assert.is(hosts()[4].style.display, '');
  assert.equal(beacons().map((b) => b.widgetId), ['4', '5']);
  assert.equal(toggles, [true, true], 'the open state opens when shown');
});

test('§8 "an error logger on ajax failure": a report answered 500, or not at all, is a log line; the widget stays', async () => {
  warnings.length = 0;
  respond((url) => (url.endsWith('/api/widget/ajax') ? { status: 500 } : undefined));
  inline(S([W('1')]));
  await start(tag(), 'b/', load);
  await settle();
  assert.is(beacons().length, 1, 'call 3 sent');
  assert.ok(warnings.some((w) => w.includes('Widget report failed')), warnings.join());
  reset();
  shareSeen(new Set());
  warnings.length = 0;
  respond(() => Promise.reject(new TypeError('Failed to fetch')));
  inline(S([W('1')]));
  await start(tag(), 'b/', load);
  await settle();
  assert.ok(warnings.some((w) => w.includes('Widget report failed')), warnings.join());
  assert.is(hosts().length, 1);
});

test('a when chunk that fails to load is a log line; the widget stays hidden, unreported', async () => {
  warnings.length = 0;
  inline(S([W('1', { trigger: { scroll_percent: 10 } })]));
  await start(tag(), 'b/', (u) => (u.endsWith('when.js') ? Promise.reject(new Error('404')) : load(u)));
  await settle();
  assert.ok(warnings.some((w) => w.includes('widget/when.js failed to load')));
  assert.is(hosts()[0].style.display, 'none');
  assert.is(beacons().length, 0);
});

test('a list chunk that fails to load is a log line; the button stays', async () => {
  warnings.length = 0;
  inline(S([W('1')]));
  await start(tag(), 'b/', () => Promise.reject(new Error('404')));
  button().click();
  await settle();
  assert.ok(warnings.some((w) => w.includes('widget/list.js failed to load')));
  assert.is(hosts().length, 1);
});

test.run();
