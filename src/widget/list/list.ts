// widget/list.js: the channel list of one widget (W01, W02, W07, W10), fetched by widget.js at
// the first hover, focus or press of its button. Plain DOM, no framework: a disclosure (the
// button's aria-expanded) over a list of real links, so a middle click, a long press and a
// screen reader's links list work as on any link. Link rules are links.ts (W02).
import { missing } from '../../polyfills/missing';
import { log } from '../../core/log';
import { cookies, setCookie } from '../../core/storage';
import type { Ctx, List } from '../boot';
import type { Channel } from '../wire';
import { icon } from './icon';
import { press, type Popup } from './links';
import { entries, text as texts } from '../../core/text';


// the pop-ups this build has (W03–W06)
const POPS: Popup[] = ['whatsapp', 'wechat', 'agents', 'form'];
/** A chunk of the widget's, beside this one (with the frame, widget/pop.js, asked for beside it) */
const chunk = (name: string) => import(/* webpackIgnore: true */ new URL(name + '.js', import.meta.url).href);

// §9.1 W12: spacing is the widget size + 8 px; `.i` is every icon's, the agents' too
export const STYLE =
  // (a long list on a short window scrolls inside itself: every channel stays reachable)
  '.ls{list-style:none;margin:0 -6px;padding:6px;display:flex;flex-direction:column;gap:8px;align-items:inherit;max-height:calc(100vh - var(--b) - var(--s) - 20px);overflow-y:auto;overscroll-behavior:contain}.ls[hidden]{display:none}' +
  '.ch{display:flex;align-items:center;gap:10px;color:#1f2328;text-decoration:none;cursor:pointer;border:0;padding:0;background:none;font:inherit}.w:not(.l) .ch{flex-direction:row-reverse}' +
  '.i{flex:none;width:var(--s);height:var(--s);border-radius:50%;display:grid;place-items:center;background:var(--ic,#49566b);color:#fff;box-shadow:0 2px 8px #0004;overflow:hidden}' +
  '.i svg{width:55%;height:55%;fill:currentColor}.i img{width:100%;height:100%;object-fit:cover}' +
  '.ch .t{background:#fff;padding:6px 10px;border-radius:6px;box-shadow:0 1px 4px #0003;max-width:60vw}' +
  '.ch:focus-visible{outline:none}.ch:focus-visible .i{outline:3px solid #1f2328;outline-offset:2px;box-shadow:0 0 0 7px #fff}' +
  // the button's hover, a decoration: here, not in widget.js (52 B there on every page view;
  // the first hover is what loads this chunk)
  '@media (prefers-reduced-motion:no-preference){.b{transition:transform .2s}.b:hover{transform:scale(1.06)}}';

// §9.1: a click is counted again after 2 days; its record is kept 7 days
const DAY = 864e5;
const RECOUNT = 2 * DAY, KEEP = 7 * DAY;

export function list(c: Ctx, load = chunk): List {
  const { w, s, root, box, btn, he, P } = c;
  // §8 (second spec): missing browser features are logged, once a page, and the widget carries on
  missing();
  // the texts of the settings, the widget, its channels and agents that widget.js left, read as
  // texts (text.ts); an agent entry that is not one costs only itself (issue 20)
  texts(s, 'country_url page_id');
  texts(w, 'widget_token widget_index header_text header_sub_text header_bg_color header_text_color v2_site_key v3_site_key captcha_url');
  for (const ch of w.channels) {
    texts(ch, 'channel_type value svg_icon custom_image_url icon_color url target click_event pre_set_message mail_subject viber_url link_type qr_code_image_url');
    for (const a of (ch.agent_data = entries(ch.agent_data, 'agent_data'))) texts(a, 'value agent_title agent_image svg_icon agent_bg_color pre_set_message link_type viber_url');
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  const ul = document.createElement('ul');
  ul.className = 'ls';
  ul.id = 'lp-ls';
  ul.hidden = true;
  ul.setAttribute('aria-label', he ? 'ערוצי יצירת קשר' : 'Contact channels');
  btn.setAttribute('aria-controls', ul.id);
  const data = (x: Record<string, string> = {}) => ({ widgetId: String(w.id), userId: c.user, isMobile: c.mobile() ? '1' : '0', nonce: s.nonce, ...x });
  // calls 1 and 4 name the channels the visitor was shown (not one the list left out)
  const shown: string[] = [];
  // W10: a click is recorded in the widget's cookie; counted (call 1 or 2) when its record is
  // missing or 2 days old
  const name = 'lp_wc_' + String(w.id).replace(/[^\w-]/g, '');
  const count = (key: string) => {
    let rec: Record<string, number> = {};
    try {
      const r = JSON.parse(cookies(name)[name] || '{}');
      if (r && typeof r == 'object') rec = r;
    } catch {
      // (a cookie we cannot read is a fresh record)
    }
    const now = Date.now();
    const fresh = now - (+rec[key] || 0) >= RECOUNT;
    if (fresh) rec[key] = now;
    setCookie(name, JSON.stringify(rec), KEEP);
    return fresh;
  };

  const page = { title: document.title, url: location.href };
  // the pop-up asked for last; anything the visitor does next forgets it
  let want: object | undefined;
  for (const ch of w.channels) {
    const a = press(ch, c.mobile(), page);
    // a channel without a usable link (press() logged why), or one whose pop-up this build does
    // not have, is left out
    if (!a || (typeof a == 'string' && !POPS.includes(a))) continue;
    const li = document.createElement('li');
    // a link is a link; a pop-up's channel a button that opens it (W04, W06)
    const el = document.createElement(typeof a == 'string' ? 'button' : 'a');
    el.className = 'ch';
    const pick = () => count(ch.channel) && c.send('update_chaty_channel_click', data({ channel: ch.channel }));
    if (typeof a == 'string') {
      (el as HTMLButtonElement).type = 'button';
      el.setAttribute('aria-haspopup', 'dialog');
      P.on(el, 'click', () => {
        toggle(false);
        // (a pop-up that arrives after the visitor moved on, by a press, Escape or the list
        // again, does not open: it would pull focus from where they are)
        const me = (want = {});
        // call 2 (W10): WeChat's press is all there is to count; the agents count at the choice
        // of one, WhatsApp at its send (§7 "a channel click or WhatsApp form submit"), the
        // contact form as it opens (form.ts)
        if (a == 'wechat') pick();
        Promise.all([load('pop'), load(a)]).then(
          ([, m]) => want == me && m.open(c, ch, page, pick),
          (e) => (log('widget/' + a + '.js failed to load', e), want == me && btn.focus()),
        );
      });
    } else {
      const link = el as HTMLAnchorElement;
      link.href = a.href;
      link.target = a.target;
      if (a.target == '_blank') link.rel = 'noopener noreferrer';
      P.on(link, 'click', () => (pick(), toggle(false)));
    }
    el.append(icon(ch), label(ch));
    li.append(el);
    ul.append(li);
    shown.push(ch.channel);
  }
  const names = shown.join(',');
  box.append(ul);
  // W01: a widget of one channel: its button's press follows that channel (a link, or its
  // pop-up), with call 1 as §7 says ("a single-channel click"); no list
  const single = w.channels.length == 1 && ul.querySelector<HTMLElement>('.ch');

  let first = true;
  const toggle = (open = !!ul.hidden) => {
    want = undefined;
    // the list opening closes the widget's pop-up (one thing open at a time)
    if (open) c.shut?.();
    if (open == !ul.hidden) return;
    ul.hidden = !open;
    btn.setAttribute('aria-expanded', String(open));
    box.classList.toggle('open', open);
    // W01, §4.1's open class, on <lp-widget> too: the page's CSS can select it (docs/widget-api.md
    // "Classes for the page's CSS")
    (root.host as HTMLElement).classList.toggle('lp-open', open);
    if (open && first) {
      first = false;
      // calls 1 and 4: the list was opened and its channels seen (W10)
      if (count('')) c.send('update_chaty_widget_click', data({ channels: names, isSingle: w.channels.length == 1 ? '1' : '0' }));
      c.send('update_chaty_channel_views', data({ channels: names }));
    }
  };
  // W07: Escape closes the list (focus back on the button when it was in the list); a press
  // outside the widget closes it
  P.on(document, 'keydown', (e: KeyboardEvent) => {
    if (e.key == 'Escape') want = undefined;
    if (e.key == 'Escape' && !e.isComposing && !ul.hidden) {
      const inside = ul.contains(root.activeElement);
      toggle(false);
      if (inside) btn.focus();
    }
  });
  P.on(document, 'pointerdown', (e: PointerEvent) => !e.composedPath().includes(box) && toggle(false));
  // (a channel's click closes the list first, then asks for its pop-up: `want` is set after)
  // W01 hover: leaving the widget closes a list the hover opened, after a grace (ours: 400 ms)
  if (w.default_state == 'hover') {
    let t: (() => void) | undefined;
    P.on(box, 'pointerleave', (e: PointerEvent) => e.pointerType == 'mouse' && (t = P.timer(() => toggle(false), 400)));
    P.on(box, 'pointerenter', () => t?.());
  }
  if (!ul.childElementCount) log('Widget has no usable channel: ' + w.id);
  return {
    toggle,
    press: (open) =>
      single ? (count('') && c.send('update_chaty_widget_click', data({ channels: names, isSingle: '1' })), single.click()) : toggle(open),
  };
}

/** The channel's visible name: its hover text, else the channel's own name */
function label(ch: Channel): HTMLElement {
  const t = document.createElement('span');
  t.className = 't';
  t.dir = 'auto';
  t.textContent = ch.hover_text || String(ch.channel || '').replace(/_/g, ' ');
  return t;
}
