// features/messenger.js (P28, spec §7 "a messaging SDK is injected for social formats 3 and 7 and
// a send-to-messenger plugin for formats 4 and 8"): mounted by the runtime into a template's
// [data-lp=messenger] slot, so it is fetched only with such a popup and the SDK only when that
// popup shows. Formats 3 and 7 get the chat plugin's block, 4 and 8 the send-to-messenger button;
// the SDK renders into it (XFBML). Where the SDK comes from (docs/behaviour.md P28): the loader
// tag's data-messenger-sdk (the site owner's page: any http(s) address, a self-hosted or stand-in
// SDK), else the answer's messenger_sdk when it is on the SDK's own host, else that host's
// default for the popup's language. A failed load is a log line and the popup stays, without
// the block.
import { text, type Obj } from '../../core/text';
import { createElement as h } from 'react';
import { log } from '../../core/log';
import { scriptSrc } from '../../core/trust';
import type { PopupState } from '../../runtime/state';

export const CSS = '.lp-ms{display:flex;justify-content:center;min-height:1px}';

const HOST = 'https://connect.facebook.net/';
/** the SDK's Graph API version, our choice (the spec names none) */
const VERSION = 'v19.0';

/** one load per address and page, shared by every popup that needs it */
const loads: Record<string, Promise<any>> = {};

/** The SDK's address for this popup, or '' when the one given is refused. */
export function sdkUrl(s: PopupState): string {
  const tag = document.querySelector<HTMLScriptElement>('script[data-messenger-sdk]')?.dataset.messengerSdk;
  const own = s.dp.messenger_sdk;
  let url = tag || (own && own.startsWith(HOST) ? own : HOST + (s.lang == 'he' ? 'he_IL' : 'en_US') + '/sdk.js');
  try {
    url = new URL(url, location.href).href;
  } catch {
    url = '';
  }
  return /^https?:/.test(url) ? url : '';
}

function sdk(url: string, nonce: string): Promise<any> {
  const w = window as any;
  // the host page's own copy of the SDK is used as it is
  if (w.FB?.XFBML) return Promise.resolve(w.FB);
  return (loads[url] ||= new Promise((ok, no) => {
    const sc = document.createElement('script');
    scriptSrc(sc, url); // Trusted Types (core/trust.ts); url is an https address on the SDK's host or the page's own tag
    sc.async = true;
    sc.nonce = nonce; // X03: a strict CSP lets the loader's nonce through
    sc.onload = () => (w.FB?.XFBML ? ok(w.FB) : no(new Error('no FB.XFBML')));
    sc.onerror = () => no(new Error('network'));
    document.head.append(sc);
  }).catch((e) => {
    delete loads[url];
    throw e;
  }));
}

/** The slot component: the plugin's block, filled by the SDK once it has loaded. */
/** X05 (core/text.ts): the messaging ids and address read as text first */
export const texts = (dp: Obj) => text(dp, 'messenger_page_id messenger_app_id messenger_sdk');

export function Messenger({ s, el }: { s: PopupState; el?: HTMLElement }) {
  texts(s.dp);
  const dp = s.dp, n = +String(s.req.popup.poptin_format).replace(/\D/g, '') % 4;
  const chat = n == 3;
  // formats 3, 7 (chat) and 4, 8 (send); any other format has nothing to draw
  if (chat || n == 0) {
    const url = sdkUrl(s);
    const fail = (why: unknown) => {
      log('Messenger SDK failed to load: ' + url, why);
      if (el) el.hidden = true;
    };
    return h('div', {
      className: 'lp-ms ' + (chat ? 'fb-customerchat' : 'fb-send-to-messenger'),
      page_id: dp.messenger_page_id,
      messenger_app_id: dp.messenger_app_id,
      'data-ref': s.req.popup.poptin_id,
      color: 'blue',
      size: 'large',
      ref(d: HTMLElement | null) {
        if (!d || d.dataset.lpMs) return;
        d.dataset.lpMs = '1';
        if (!url) return fail('refused address');
        const had = (window as any).FB?.XFBML;
        sdk(url, s.req.nonce)
          .then((FB) => {
            // a host page's own SDK is already initialised, with its own app
            had || FB.init({ appId: dp.messenger_app_id, xfbml: false, version: VERSION });
            FB.XFBML.parse(d);
          })
          .catch(fail);
      },
    });
  }
  return null;
}
