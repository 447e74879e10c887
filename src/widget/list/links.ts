// W02: what a press on a channel (or on one agent of a channel) does (spec §3.1 "Channel types
// with link rules"). Pure: the caller passes whether the visitor is on a phone and the page's
// title and address, nothing is read from globals, so every rule is a unit test
// (test/widget/links.test.ts). docs/widget-api.md "Channels and their links" is the table of
// rules with our readings where the spec only names a channel.
import type { Channel } from '../wire';
import { on } from '../../core/flags';
import { log } from '../../core/log';
import { unsafeUrl } from '../../core/url';

/** Where a press goes: an address and the window it opens in */
export interface Link {
  href: string;
  target: string;
}
/** The pop-ups of §2.1 a channel may open instead of a link */
export type Popup = 'whatsapp' | 'wechat' | 'form' | 'agents';
/** A link, a pop-up, or nothing (an unusable value: one log line, and the press does nothing) */
export type Press = Link | Popup | null;
/** The page the widget is on: {title} and {url} in a pre-set message or a mail subject */
export interface Page {
  title?: string;
  url?: string;
}

/** What one link rule reads: a channel's fields, or an agent's with its channel's type */
interface Src {
  value: unknown;
  url?: string;
  target?: string;
  msg?: string;
  subject?: string;
  company: boolean;
  viber?: string;
  web: boolean;
}

const WEB = '_blank'; // a web page or an app behind one: the host page stays where it was
const APP = '_self'; // tel:, sms:, mailto:, skype:, viber: hand over to an app; no empty tab
// wire values may be numbers (a phone number in JSON) or absent
export const str = (v: unknown) => (v == null ? '' : String(v)).trim();
const digits = (v: string) => v.replace(/\D/g, '');
/** tel: and sms: keep the international prefix; everything else in the number goes */
const dial = (v: string) => (v[0] == '+' ? '+' : '') + digits(v);
/** The owner may have typed the scheme too: "tel:+972…", "mailto:a@b.c" */
const bare = (v: string) => v.replace(/^(tel|sms|mailto|skype):/i, '');
/** A message in a query: encodeURIComponent throws on a lone surrogate (a cut emoji), so one
 *  becomes U+FFFD first; pairs are kept. */
const enc = (s: string) =>
  encodeURIComponent(s.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (m) => (m.length > 1 ? m : '\ufffd')));
/** A user name in a path: only what would end the path or the URL is escaped ("live:x" for
 *  Skype and dots stay readable) */
const name = (v: string) => v.replace(/^@+/, '').replace(/[\s?#&%/\\"<>]/g, encodeURIComponent);

/** {title} and {url} in a pre-set message or a mail subject (Chaty's placeholders), replaced by
 *  a function so a "$&" in a page title stays literal */
export const preset = (text: string | undefined, page: Page = {}) =>
  str(str(text).replace(/\{(title|url)\}/g, (_, k: string) => str(k == 'title' ? page.title : page.url)));

const fail = (who: string, why: string): null => (log(`Widget channel ${who}: ${why}`), null);

/** Every href leaves through here: an owner-provided link with a script scheme is refused as
 *  the popups refuse redirects (X04, src/core/url.ts) */
const out = (who: string, href: string, target: string): Link | null =>
  unsafeUrl(href) ? fail(who, 'unsafe link refused') : { href, target };

/** A custom link's own target when it is a real one, else by scheme */
const targetOf = (href: string, t?: string) =>
  /^_(blank|self|parent|top)$/.test(str(t)) ? str(t) : /^[a-z][\w+.-]*:/i.test(href) && !/^https?:/i.test(href) ? APP : WEB;

/** Web channels: a user name after a fixed address; a full http(s) address (or one without its
 *  scheme, "instagram.com/acme") is the owner's own link and is used as it is */
const PROFILE: Record<string, (n: string, x: Src) => string> = {
  telegram: (n) => 'https://t.me/' + n,
  facebook_messenger: (n) => 'https://m.me/' + n,
  instagram: (n) => 'https://www.instagram.com/' + n,
  twitter: (n) => 'https://x.com/' + n,
  tiktok: (n) => 'https://www.tiktok.com/@' + n,
  snapchat: (n) => 'https://www.snapchat.com/add/' + n,
  vkontakte: (n) => 'https://vk.me/' + n,
  linkedin: (n, x) => 'https://www.linkedin.com/' + (x.company ? 'company/' : 'in/') + n,
};

/** WhatsApp: digits only (wa.me rejects "+", spaces and dashes); on a desktop with the web
 *  version on, WhatsApp Web's send page, else wa.me (which opens the app on a phone) */
const whatsappHref = (d: string, text: string, mobile: boolean, web: boolean) =>
  !mobile && web
    ? 'https://web.whatsapp.com/send?phone=' + d + (text ? '&text=' + enc(text) : '')
    : 'https://wa.me/' + d + (text ? '?text=' + enc(text) : '');

export function link(type: string, x: Src, mobile: boolean, page: Page, who: string): Link | null {
  const v = str(x.value);
  const build = PROFILE[type];
  if (type == 'viber') {
    // viber_url (an invite or public-account link) wins, then a viber: address typed as the
    // value; both are the owner's own, so checked
    const own = str(x.viber) || (/^viber:/i.test(v) ? v : '');
    if (own) return out(who, own, targetOf(own));
  }
  if (type == 'link' || !(build || /^(whatsapp|email|sms|phone|skype|viber|wechat|contact_us)$/.test(type))) {
    // Link and custom links: the owner's address (url, else value) and target
    const href = str(x.url) || v;
    return href ? out(who, href, targetOf(href, x.target)) : fail(who, 'no link');
  }
  if (!v) return fail(who, 'no value');
  if (build) {
    const href = /^https?:\/\//i.test(v) ? v : /^[\w-]+(\.[\w-]+)+\//.test(v) ? 'https://' + v : build(name(v), x);
    return out(who, href, WEB);
  }
  const b = bare(v);
  const d = digits(b);
  if (!b) return fail(who, 'no value');
  switch (type) {
    case 'whatsapp':
      return d ? out(who, whatsappHref(d, preset(x.msg, page), mobile, x.web), WEB) : fail(who, 'no number');
    case 'phone':
      return d ? out(who, 'tel:' + dial(b), APP) : fail(who, 'no number');
    case 'sms': {
      // "?&body=": iOS reads the body after "&", Android after "?"; each skips the empty
      // parameter the other wants, so one form works on both
      const body = preset(x.msg, page);
      return d ? out(who, 'sms:' + dial(b) + (body ? '?&body=' + enc(body) : ''), APP) : fail(who, 'no number');
    }
    case 'email': {
      const subject = preset(x.subject, page);
      const to = b.replace(/\s/g, '');
      return out(who, 'mailto:' + to + (subject ? (to.includes('?') ? '&' : '?') + 'subject=' + enc(subject) : ''), APP);
    }
    case 'skype':
      return out(who, 'skype:' + name(b.replace(/\?.*/, '')) + '?chat', APP);
    case 'viber':
      // a name, not a number: a public account (Chaty's reading too)
      if (/[a-z]/i.test(b)) return out(who, 'viber://pa?chatURI=' + name(b), APP);
      // Viber's desktop app wants the international "+", sent as %2B since a bare "+" in a
      // query may be read as a space; on a phone the number goes without it (Chaty's server
      // rule: "+" on desktop only)
      return d ? out(who, 'viber://chat?number=' + (mobile ? '' : '%2B') + d, APP) : fail(who, 'no number');
  }
  // WeChat has no address that opens a chat with an id, and Contact_Us is the form
  return fail(who, 'no link');
}

export const typeOf = (ch: Channel) => str(ch.channel_type || ch.channel).toLowerCase();

const fromChannel = (ch: Channel): Src => ({
  value: ch.value,
  url: ch.url,
  target: ch.target,
  msg: ch.pre_set_message,
  subject: ch.mail_subject,
  company: ch.link_type == 'company',
  viber: ch.viber_url,
  web: on(ch.is_use_web_version),
});

/** What a press on a channel does (W02, §3.1). WeChat always opens its pop-up, on a phone
 *  too: there is no link that opens a WeChat chat with an id (weixin:// only starts the app),
 *  so the pop-up shows the QR code when there is one and the id to copy. */
export function press(ch: Channel, mobile: boolean, page: Page = {}): Press {
  const type = typeOf(ch);
  const who = str(ch.channel) || type;
  if (on(ch.is_agent) && (ch.agent_data || []).some((a) => str(a.value))) return 'agents';
  if (type == 'contact_us') return 'form';
  if (type == 'wechat') return str(ch.value) || str(ch.qr_code_image_url) ? 'wechat' : fail(who, 'no value');
  if (type == 'whatsapp' && on(ch.has_welcome_message))
    return digits(bare(str(ch.value))) ? 'whatsapp' : fail(who, 'no number');
  return link(type, fromChannel(ch), mobile, page, who);
}

/** The WhatsApp pop-up's send (W03): the same address as the channel's link, with the text the
 *  visitor typed (not a template: {title} stays as typed) */
export function whatsappSend(ch: Channel, mobile: boolean, text: string): Link | null {
  const who = str(ch.channel) || 'Whatsapp';
  const d = digits(bare(str(ch.value)));
  return d ? out(who, whatsappHref(d, str(text), mobile, on(ch.is_use_web_version)), WEB) : fail(who, 'no number');
}
