// The contact form's captcha (issue 10 "Captcha v2 and v3", §3.1 enable_recaptcha, §7 call 5's
// token / v2token), part of widget/form.js. The provider's script is loaded only when a form that
// needs one opens, once a page, and only from a provider's address (`provider`, issue 20): the
// settings name a script that runs in the page, so whoever writes them must not be able to name
// any. v3 (v3_site_key) runs unseen at the submit; v2 (v2_site_key, only) draws its checkbox in
// the form. A provider that is refused or fails to load calls `failed`: the form says so and
// cannot be sent, never a silent failure. docs/widget-api.md "Captcha".
import type { Widget } from '../wire';
import { on } from '../../core/flags';
import { scriptSrc } from '../../core/trust';

/** The part of the provider's `grecaptcha` we use (the stand-in keeps the same calls) */
interface G {
  ready(f: () => void): void;
  execute(key: string, o: { action: string }): Promise<string>;
  render(el: HTMLElement, o: { sitekey: string }): number;
  getResponse(id?: number): string;
  reset(id?: number): void;
}
export interface Captcha {
  /** v3: the token goes as `token`, else (v2) as `v2token` */
  v3: boolean;
  /** v2: the box its checkbox is drawn in (the form places it) */
  box?: HTMLElement;
  /** the token to send ('' when a v2 checkbox is not ticked); rejects when the provider failed */
  token(): Promise<string>;
  /** a v2 token is spent (or refused) once sent: the checkbox is ticked again for the next */
  reset(): void;
}

let loading: Promise<G> | undefined;
const grecaptcha = () => (window as unknown as { grecaptcha?: G }).grecaptcha;

/** The script to load for `url` (the widget's captcha_url; absent: Google's), or '' when it is
 *  refused. Google reCAPTCHA's api.js at www.google.com or www.recaptcha.net over https, asked
 *  with `render` (the v3 key, or 'explicit' for v2) and nothing else of its query (an `onload`
 *  there would call a function of the page's by name); or exactly `standin`, the address the
 *  widget's own tag names in data-test-captcha (the reference server's stand-in: a tag attribute,
 *  which the settings JSON cannot set). Never data:, blob:, javascript: or another host. */
export function provider(url: string | undefined, standin: string | undefined, render: string): string {
  try {
    const u = new URL(url || 'https://www.google.com/recaptcha/api.js', location.href);
    if (standin && u.href == new URL(standin, location.href).href) return u.href;
    if (u.protocol == 'https:' && /^www\.(google\.com|recaptcha\.net)$/.test(u.host) && u.pathname == '/recaptcha/api.js')
      return u.origin + u.pathname + '?render=' + encodeURIComponent(render);
  } catch {
    // (not an address)
  }
  return '';
}

/** The provider's script, once a page; a failed load is tried again by the next form. The page's
 *  nonce, when it has one, goes on our script (a CSP with nonces and no 'strict-dynamic'). */
const load = (src: string) =>
  (loading ||= new Promise<G>((ok, no) => {
    const ready = () => {
      const g = grecaptcha();
      g ? g.ready(() => ok(g)) : no(new Error('no grecaptcha in ' + src));
    };
    if (grecaptcha()) return ready();
    const s = document.createElement('script');
    // (through the Trusted Types policy: src is a provider's address, checked above)
    scriptSrc(s, src);
    s.nonce = (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce || '';
    s.onload = ready;
    s.onerror = () => no(new Error('failed to load ' + src));
    document.head.append(s);
  }).catch((e) => {
    loading = undefined;
    throw e;
  }));

/** The captcha widget `w` asks for, or null (off, or on without a key: the server asks none);
 *  `standin`: the stand-in's address the widget's tag names (provider()) */
export function captcha(w: Widget, standin: string | undefined, failed: (e: unknown) => void): Captcha | null {
  const v3 = w.v3_site_key;
  const v2 = w.v2_site_key;
  if (!on(w.enable_recaptcha!) || !(v3 || v2)) return null;
  const src = provider(w.captcha_url, standin, v3 || 'explicit');
  const g = src ? load(src) : Promise.reject(new Error('captcha_url refused: ' + w.captcha_url));
  if (v3) {
    g.catch(failed);
    return { v3: true, token: () => g.then((x) => x.execute(v3, { action: 'contact_form' })), reset() {} };
  }
  const box = document.createElement('div');
  let id: number | undefined;
  // (a load that fails, or a render that throws: the provider failed)
  g.then((x) => (id = x.render(box, { sitekey: v2! }))).catch(failed);
  return { v3: false, box, token: () => g.then((x) => x.getResponse(id)), reset: () => void g.then((x) => x.reset(id), () => {}) };
}
