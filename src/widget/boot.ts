// One widget's floating button (W01), its device and orientation classes (W08) and its view
// report (call 3, W10): what widget.js draws before the visitor touches anything. The button
// lives in a shadow root with a constructed stylesheet (no inline style: strict CSP pages, as
// the popups), on <html> as the popups' host is (a transform on the page's body would make it
// the containing block of our position:fixed).
import { log } from '../core/log';
import { on } from '../core/flags';
import { listen, timer, type Off } from '../core/listen';
import type { Page } from '../core/triggers';
import { store } from '../core/storage';
import type { Channel, Widget, WidgetSettings } from './wire';
import { entries, text as texts } from '../core/text';

/** What the chunks of a widget get from widget.js (widget/list.js and its pop-ups) */
export interface Ctx {
  s: WidgetSettings;
  w: Widget;
  root: ShadowRoot;
  /** the widget's box: the list goes in first, the button last */
  box: HTMLElement;
  btn: HTMLButtonElement;
  /** a phone (the channel links' mobile forms, isMobile of calls 1–4): W08 */
  mobile(): boolean;
  he: boolean;
  /** closes the widget's open pop-up, if any (pop.ts sets it: the list opening closes it) */
  shut?(): void;
  /** calls 1–4 (§7), skipped for bots and with analytics off (§6) */
  send(action: string, data: Record<string, string>): void;
  user: string;
  /** the widget's platform (core/platform.ts) on the page (core/triggers.ts Page): listeners and
   *  timers whose callbacks cannot throw into the host page (X05), for widget.js and every chunk */
  P: Page;
}
export interface List {
  /** opens (true), closes (false) or toggles the channel list */
  toggle(open?: boolean): void;
  /** a press of the button: toggles the list, or follows a single-channel widget's channel */
  press(open?: boolean): void;
}
export interface ListModule {
  list(c: Ctx): List;
}
/** widget/when.js (W09): calls `show` when the widget's schedule, country and triggers allow */
export interface WhenModule {
  when(c: Ctx, show: () => void): void;
}
/** loads widget/<name>.js, once per page (start.ts); void when it failed (logged) */
export type Chunk = (name: 'list' | 'when') => Promise<Partial<ListModule & WhenModule> | void>;

// §9.1 W12: channel spacing is the widget size + 8 px; the size, offsets and colour are custom
// properties the host gets through the CSSOM (W01: our defaults 54 px, 25 px, a blue). The list
// and pop-ups show above the button, which stays first in the DOM (Tab goes from it into them:
// the disclosure pattern)
export const STYLE =
  ':host{all:initial}.w{position:fixed;z-index:2147483000;bottom:var(--b);display:flex;flex-direction:column-reverse;align-items:flex-end;gap:8px;font:15px/1.3 system-ui,sans-serif}' +
  '.w.l{align-items:flex-start}.w:not(.l),.w.l.x{right:var(--x);left:auto}.w.l,.w.x:not(.l){left:var(--x);right:auto}.w.h{visibility:hidden}' +
  '.b{width:var(--s);height:var(--s);border:0;border-radius:50%;padding:0;background:var(--c);color:#fff;cursor:pointer;display:grid;place-items:center;box-shadow:0 2px 8px #0004}' +
  '.b svg{width:55%;height:55%;fill:currentColor}.b:focus-visible{outline:3px solid #1f2328;outline-offset:3px;box-shadow:0 0 0 6px #fff}';

// a chat bubble (ours: a rounded box with its tail, 57 characters where the round bubble it
// replaced took 130; 45 B brotli saved on every page view with the widget)
const ICON = 'M5 3h14a2 2 0 012 2v10a2 2 0 01-2 2H9l-6 4V5a2 2 0 012-2z';
// crawler user agents (§6: no tracking calls for bots)
const BOT = /bot|crawl|spider|slurp|facebookexternalhit|bingpreview|mediapartners|lighthouse/i;
const PHONE = /Mobi|Android|iPhone|iPad|iPod/i;
const NS = 'http://www.w3.org/2000/svg';
// §9.1 W12: the on-screen position check every 120 ms
const CHECK_MS = 120;

/** X08 (docs/consent.md): `no` while the page has taken its yes back; `g` counts the withdrawals,
 *  so a widget drawn before one sends nothing after it (a trigger of widget/when.js may still
 *  fire for it) */
export const gate = { no: 0, g: 0 };

/** widget.js's platform, which every widget and chunk shares */
const P: Page = { on: listen, timer, w: window };

/** Draws widget `w` of settings `s`; `chunk` loads widget/list.js and widget/when.js. */
export function boot(s: WidgetSettings, w: Widget, chunk: Chunk): void {
  const g = gate.g;
  if (!w) return log('Widget settings do not exist');
  // the texts widget.js reads, read as texts; an entry of the channels that is not one costs
  // only itself (text.ts: the list and the pop-ups read the rest)
  texts(w, 'id default_state position widget_color cta');
  for (const ch of (w.channels = entries<Channel>(w.channels, 'channels'))) texts(ch, 'channel hover_text');
  if (w.id == null || !w.channels.length) return log('Widget settings do not exist: ' + w.id);
  const id = String(w.id);
  // a widget already on the page (the tag twice, or a single-page re-run) is not drawn again
  if ([...document.querySelectorAll('lp-widget')].some((e) => (e as HTMLElement).dataset.id == id)) return;
  const host = document.createElement('lp-widget');
  host.dataset.id = id;
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  root.adoptedStyleSheets = [sheet];
  // (at least 44 px: the button and each channel are touch targets, WCAG 2.5.5)
  const size = Math.max(44, +w.widget_size! || 54);
  const px = (n: unknown, d: number) => (+n! >= 0 && n !== '' && n != null ? +n! : d) + 'px';
  for (const [k, v] of [
    ['--s', size + 'px'],
    ['--b', px(w.bottom, 25)],
    ['--x', px(w.side, 25)],
    ['--c', w.widget_color || '#1a56db'],
  ])
    host.style.setProperty(k, v);
  const he = /^he\b/i.test(document.documentElement.lang);
  const box = document.createElement('div');
  box.className = 'w' + (w.position == 'left' ? ' l' : '');
  // the widget's side is the owner's setting, not the page's direction: laid out left to right,
  // each label reads in its own direction (list.ts)
  box.dir = 'ltr';
  const btn = document.createElement('button');
  btn.className = 'b';
  btn.type = 'button';
  // W01: a widget of one channel is that channel (named by it), not a disclosure
  const one = w.channels.length == 1 && w.channels[0];
  if (!one) btn.setAttribute('aria-expanded', 'false');
  btn.setAttribute('aria-label', w.cta || (one && (one.hover_text || one.channel)) || (he ? 'צרו קשר' : 'Contact us'));
  // (elements, not innerHTML: a page with Trusted Types refuses an HTML string)
  const svg = document.createElementNS(NS, 'svg');
  const path = document.createElementNS(NS, 'path');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  path.setAttribute('d', ICON);
  svg.append(path);
  btn.append(svg);
  box.append(btn);
  root.append(box);

  // W08: mobile or desktop, portrait or landscape, updated on resize (the media queries' change
  // events: no resize listener); §9.1 mobile is below 768 px. On the widget's box, and on <html>
  // with our prefix (lp-mobile…) so a theme can react: only our names are touched there, never
  // the page's, and they go with the last widget (WIDGET)
  const html = document.documentElement;
  const narrow = matchMedia('(max-width:767px)');
  const tall = matchMedia('(orientation:portrait)');
  const mobile = () => PHONE.test(navigator.userAgent) || narrow.matches;
  const classes = () => {
    const m = mobile();
    for (const [k, v] of [['mobile', m], ['desktop', !m], ['portrait', tall.matches], ['landscape', !tall.matches]] as const) {
      box.classList.toggle(k, v);
      if (host.isConnected) html.classList.toggle('lp-' + k, v);
    }
  };
  P.on(narrow, 'change', classes);
  P.on(tall, 'change', classes);

  // W10: the visitor's id for calls 1–4 (ours: a random id kept in local storage)
  let user = store('localStorage', 'lp_wuser');
  if (!user) store('localStorage', 'lp_wuser', (user = Math.random().toString(36).slice(2, 12)));
  // (analytics absent: on)
  const track = on(s.analytics ?? 1) && !BOT.test(navigator.userAgent);
  // §8 "the chat widget calls an error logger on ajax failure": a keepalive fetch (it outlives
  // the page as a beacon does, and unlike a beacon it says how the server answered), form-encoded
  // (no preflight); a failure or an answer other than 2xx is a log line
  const send = (action: string, data: Record<string, string>) =>
    track &&
    g == gate.g &&
    fetch(s.ajax_url, { method: 'POST', body: new URLSearchParams({ action, ...data }), keepalive: true })
      // (the body read to its end: an unread one keeps the request open in Chromium, so the page
      // never reaches network idle, which performance tools wait for)
      .then((r) => (r.ok ? r.text() : Promise.reject(r.status)))
      .catch((e) => log('Widget report failed', e));
  const c: Ctx = { s, w, root, box, btn, mobile, he, send, user, P };

  // the list: loaded at the first hover, focus or press (a press waits for it); `open` state
  // opens it at once, `hover` on a mouse hover (W01)
  let list: List | undefined;
  const get = (f: (l: List) => void) =>
    chunk('list')
      .then((m) => m && f((list ||= m.list!(c))))
      .catch((e) => log('Widget list failed', e));
  const pre = () => void chunk('list');
  // (a hover opened it: the click that follows, the same mouse reaching the button, keeps it open)
  let hovered = false;
  P.on(btn, 'pointerenter', (e: PointerEvent) => (w.default_state == 'hover' && e.pointerType == 'mouse' ? ((hovered = true), get((l) => l.toggle(true))) : pre()));
  P.on(btn, 'focus', pre);
  // (a press before the list has arrived opens it: a second press on a slow network must not
  // cancel the first)
  P.on(btn, 'click', () => {
    const open = hovered || !list || undefined;
    hovered = false;
    get((l) => l.press(open));
  });

  // WCAG 2.4.11 with §9.1's position check every 120 ms: the button never covers the page's
  // focused element. From a focus on the page (or one there at boot) until focus is nowhere or
  // in the widget, every 120 ms: a widget over the focused element moves to the other side, or
  // steps aside (hidden) when that side is taken too. A poll, so an element that moves (an
  // animation, a banner above it, a scroll, a resize) is caught too; two rectangles a check.
  let due: Off | 0 = 0;
  const check = () => {
    due = 0;
    const f = document.activeElement;
    box.classList.remove('x', 'h');
    if (!f || f == host || f == document.body || !host.isConnected) return;
    const r = f.getBoundingClientRect();
    const over = () => {
      const b = box.getBoundingClientRect();
      return r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom;
    };
    if (over()) box.classList.add('x');
    if (over()) box.classList.replace('x', 'h');
    soon();
  };
  const soon = () => (due ||= P.timer(check, CHECK_MS));
  P.on(document, 'focusin', soon);
  const show = () => {
    if (g != gate.g) return;
    host.style.display = '';
    // call 3: the widget was seen
    send('update_chaty_widget_views', {
      widgetId: id,
      channels: w.channels.map((ch) => ch.channel).join(','),
      userId: user,
      isMobile: mobile() ? '1' : '0',
      isOpen: w.default_state == 'open' ? '1' : '0',
      isSingle: w.channels.length == 1 ? '1' : '0',
      widgetNonce: s.nonce,
    });
    if (w.default_state == 'open') get((l) => l.toggle(true));
  };
  // W09: a widget with a trigger, a schedule or country targeting waits until widget/when.js
  // shows it, out of the page (display:none: not seen, not in the accessibility tree, not
  // focusable); a chunk that fails to load leaves it so (logged by start.ts)
  if (w.trigger || w.schedule || on(w.has_countries)) {
    host.style.display = 'none';
    chunk('when').then((m) => m && m.when!(c, show));
  } else show();
  html.append(host);
  classes();
  // (an element focused before the widget came: autofocus)
  check();
}

/** <lp-widget>, defined (issue 20): a page's `:not(:defined) { display: none }` (a common
 *  anti-flash rule) would hide an undefined custom element for good. An empty class of ours;
 *  when the last widget leaves the page, our classes leave <html> (W08). A second copy of
 *  widget.js finds it defined and keeps the first's. */
export const WIDGET = 'lp-widget';
try {
  customElements.define(
    WIDGET,
    class extends HTMLElement {
      disconnectedCallback() {
        if (!document.querySelector(WIDGET)) for (const k of ['mobile', 'desktop', 'portrait', 'landscape']) document.documentElement.classList.remove('lp-' + k);
      }
    },
  );
} catch {
  // (defined already, or no custom elements: nothing to do)
}
