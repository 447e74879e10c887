// The contact form's captcha (issue 10 "Captcha v2 and v3", §3.1 enable_recaptcha, §7 call 5's
// token / v2token), part of widget/form.js. The provider's script is loaded only when a form that
// needs one opens, from the widget's captcha_url (the reference server's stand-in in tests and
// the demo: docs/widget-api.md "Captcha"), once a page. v3 (v3_site_key) runs unseen at the
// submit; v2 (v2_site_key, only) draws its checkbox in the form. A provider that fails to load
// calls `failed`: the form says so and cannot be sent, never a silent failure.
import type { Widget } from './wire';
import { on } from '../shared/flags';

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
    s.src = src;
    s.nonce = (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce || '';
    s.onload = ready;
    s.onerror = () => no(new Error('failed to load ' + src));
    document.head.append(s);
  }).catch((e) => {
    loading = undefined;
    throw e;
  }));

/** The captcha widget `w` asks for, or null (off, or on without a key: the server asks none) */
export function captcha(w: Widget, failed: (e: unknown) => void): Captcha | null {
  const v3 = w.v3_site_key;
  const v2 = w.v2_site_key;
  if (!on(w.enable_recaptcha!) || !(v3 || v2)) return null;
  const g = w.captcha_url ? load(w.captcha_url) : Promise.reject(new Error('no captcha_url'));
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
