// The one DOM helper every jsdom test shares (docs/CONTRIBUTING.md "Style"): globals are set before
// any component module runs (docs/CONTRIBUTING.md "Build and toolchain"), and reset() returns body,
// head, cookies, storage and fetch to a blank state between tests.
import { until as poll } from './until.mjs';
import { JSDOM } from 'jsdom';

export const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'https://shop.example/products/shoes?utm=1',
  pretendToBeVisual: true,
});
const w = dom.window as unknown as Window & typeof globalThis;
// a unit lane (test/lane.mjs) closes it after the file, so its timers stop
(globalThis as any).LANE_WINDOWS?.push(dom.window);

const names = [
  'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage',
  'Node', 'Element', 'HTMLElement', 'HTMLInputElement', 'HTMLFormElement', 'HTMLAnchorElement',
  'HTMLTemplateElement', 'DocumentFragment', 'ShadowRoot', 'Text', 'Comment', 'Event', 'CustomEvent',
  'KeyboardEvent', 'MouseEvent', 'FocusEvent', 'InputEvent', 'SubmitEvent', 'MutationObserver',
  'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'customElements',
  'DOMParser', 'NodeFilter', 'matchMedia', 'innerWidth', 'innerHeight', 'FormData', 'CSSStyleSheet',
];
// jsdom has constructable stylesheets but no adoptedStyleSheets (the runtime styles a shadow root
// with them: runtime/sheet.ts): a plain property stands in, and each sheet keeps the text it
// was given so tests can read it as written (sheetText below)
Object.defineProperty((w as any).ShadowRoot.prototype, 'adoptedStyleSheets', { value: [], writable: true });
const replaceSync = (w as any).CSSStyleSheet.prototype.replaceSync;
(w as any).CSSStyleSheet.prototype.replaceSync = function (css: string) {
  this.text = css;
  return replaceSync.call(this, css);
};
/** The text of every sheet a shadow root adopted, in order. */
export const sheetText = (r: ShadowRoot | null) => (r ? r.adoptedStyleSheets.map((s: any) => s.text).join('') : '');
for (const k of names) {
  if (k === 'matchMedia' && !(w as any).matchMedia) continue;
  Object.defineProperty(globalThis, k, { value: (w as any)[k], configurable: true, writable: true });
}
// jsdom has no matchMedia; tests that need a query result set `mediaMatches`.
export const media: Record<string, boolean> = {};
(w as any).matchMedia = (q: string) => ({ matches: !!media[q], media: q, addEventListener() {}, removeEventListener() {} });
(globalThis as any).matchMedia = (w as any).matchMedia;

/** Calls recorded by the fake fetch / sendBeacon: tests assert on these. */
export interface Call { url: string; method: string; body: string }
export const calls: Call[] = [];
type Answer = { status?: number; body?: unknown } | undefined;
/** A promise answer holds the response back until it resolves (a slow server). */
type Responder = (url: string, init: RequestInit) => Answer | Promise<Answer>;
let responder: Responder = () => undefined;

/** Route fetch to `r`; an undefined answer is a 404, a thrown error a network failure. */
export function respond(r: Responder) {
  responder = r;
}

const fakeFetch = async (input: string | URL, init: RequestInit = {}) => {
  const url = String(input);
  calls.push({ url, method: init.method || 'GET', body: typeof init.body === 'string' ? init.body : String(init.body ?? '') });
  const a = await responder(url, init);
  const status = a ? a.status ?? 200 : 404;
  const text = a ? (typeof a.body === 'string' ? a.body : JSON.stringify(a.body ?? {})) : '';
  return { ok: status < 400, status, text: async () => text, json: async () => JSON.parse(text) } as Response;
};
Object.defineProperty(globalThis, 'fetch', { value: fakeFetch, configurable: true, writable: true });
(w as any).fetch = fakeFetch;
(w.navigator as any).sendBeacon = (url: string, data: string) => {
  calls.push({ url, method: 'BEACON', body: String(data) });
  return true;
};

export function reset(url = 'https://shop.example/products/shoes?utm=1') {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  // the runtime appends its <poptin-root> host to <html>, beside <body>
  for (const el of Array.from(document.documentElement.children)) if (el !== document.head && el !== document.body) el.remove();
  for (const c of document.cookie.split('; ')) {
    const n = c.split('=')[0];
    if (n) document.cookie = `${n}=;max-age=0;path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  calls.length = 0;
  responder = () => undefined;
  dom.reconfigure({ url });
  for (const k of Object.keys(media)) delete media[k];
  // the window size tests resize to (scale-to-fit, portrait layouts) back to jsdom's default
  (globalThis as any).innerWidth = 1024;
  (globalThis as any).innerHeight = 768;
}

/** Let pending promise callbacks run, and the renders they schedule: they are microtasks, all
 *  done before the next macrotask. Not a sleep (no time passes; time moves through the fake
 *  clock): used to assert that something did NOT happen, or what a settled chain of promises
 *  left (a step of a multi-step form). */
export const settle = () => new Promise((r) => setImmediate(r));

/** Wait until `cond` holds (setup/until.mjs), polling every 5 ms for at most `ms`. */
export const until = async (cond: () => unknown, ms = 2000): Promise<void> => void (await poll(cond, 'condition met in ' + ms + ' ms: ' + cond.toString(), ms, 5));
