// Shared fixtures for the engine tests (test/engine/*.test.ts and others): a fake clock that drives timers
// without sleeping, popups, a boot, cookie lifetimes read from jsdom's jar, console capture.
// No fixed flushes: wait on a condition (until() in test/setup/dom.ts), or on the event that
// proves the engine got past the point a negative check is about.
import { seen } from '../../src/core/log';
import { dom } from './dom';
import type { Boot } from '../../src/popup/rungs';
import { listeners, type Listeners, type Off } from '../../src/core/listen';
import type { DisplayRequest, Popup } from '../../src/popup/wire';

export { clock, T0, type Clock } from './clock';
import { clock, T0, type Clock } from './clock';

/** A listener set whose timers run on the fake clock; off() clears both. */
export const fakeListeners = (c: Clock) => (): Listeners => {
  const l = listeners();
  let mine: Off[] = [];
  return {
    on: l.on,
    add: l.add,
    timer: (fn, ms, repeat) => {
      const o = c.timer(fn, ms, repeat);
      mine.push(o);
      return o;
    },
    off() {
      l.off();
      mine.forEach((f) => f());
      mine = [];
    },
  };
};

/** A 13-character popup id from a short tag. */
export const pid = (tag: string) => (tag + '0000000000000').slice(0, 13);

export const popup = (tag: string, extra: Partial<Popup> = {}): Popup => ({
  poptin_id: pid(tag),
  poptin_name: 'Popup ' + tag,
  poptin_target: 'lead',
  poptin_type: 'lightbox',
  poptin_format: 'format_1',
  poptin: `<div data-lp="main"><h2 data-lp="title">Hello ${tag}</h2></div>`,
  display: true,
  account_id: 'acc1',
  viewer_id: 'viewer1',
  ...extra,
});

/** The `detail` of poptinView / poptinClose / poptinSubmit for popup(tag) (§7). */
export const detailOf = (tag: string) => ({ poptin_id: pid(tag), poptin_name: 'Popup ' + tag, poptin_target: 'lead', poptin_type: 'lightbox', account_id: 'acc1' });

/** Records the detail of each named document event; clear() empties the lists (call it per test). */
export function captureEvents<N extends string>(...names: N[]) {
  const got = {} as Record<N, any[]>;
  for (const n of names) {
    got[n] = [];
    document.addEventListener(n, (e) => got[n].push((e as CustomEvent).detail));
  }
  return { got, clear: () => names.forEach((n) => (got[n].length = 0)) };
}

export const request = (extra: Partial<DisplayRequest> = {}): DisplayRequest => ({
  domain: 'shop.example',
  url: 'https://shop.example/products/shoes?utm=1',
  referrer: '',
  previous_url: '',
  cookies: {},
  triggers: [],
  cc: '',
  poptin_forms_id: [],
  if_mobile: 0,
  page_title: 'Shoes',
  origin_landing_page: 'https://shop.example/',
  if_page_refreshed: 0,
  poptin_viewed_url: 'https://shop.example/products/shoes?utm=1',
  previous_visited_pages: 'https://shop.example/',
  previous_visited_pages_with_time_stamp: 'https://shop.example/~1000',
  converted_email: '',
  ...extra,
});

export const API = 'https://api.example';
export const BASE = 'https://cdn.example/v1/';

export const boot = (poptins: unknown[], extra: Partial<Boot> = {}): Boot => ({
  api: API,
  base: BASE,
  clientId: 'client1',
  req: request(),
  answer: { poptins: poptins as Popup[] },
  newSession: true,
  nonce: 'n0nce',
  // the process-wide set, as the loader hands its own to the engine
  seen,
  // the page started when the fake clock did
  t0: T0,
  ...extra,
});

/** max-age in seconds of a cookie, as jsdom's jar stored it */
export const maxAge = (name: string) =>
  dom.cookieJar.getCookiesSync(location.href).find((c: any) => c.key == name)?.maxAge as number | undefined;

/** Every console.warn line written since the test process started, in order. log.ts prints each
 *  message once per process: a message an earlier test logged does not print again, so look for
 *  a line, don't count lines across tests. */
export const warnings: string[] = [];
const warn = console.warn;
console.warn = (...a: unknown[]) => {
  warnings.push(String(a[0]));
};
export const restoreConsole = () => {
  console.warn = warn;
};

/** The page's own window.setTimeout, clearTimeout and Date.now on a fake clock from `start` (the
 *  widget's code uses the page's timers, not injected ones); restore() puts the real ones back. */
export function pageClock(start = Date.now()) {
  const f = clock(start);
  const w = window as any;
  const real = { st: w.setTimeout, ct: w.clearTimeout, now: Date.now };
  const offs = new Map<number, () => void>();
  let n = 0;
  w.setTimeout = (fn: () => void, ms: number) => (offs.set(++n, f.timer(fn, ms)), n);
  w.clearTimeout = (id: number) => offs.get(id)?.();
  Date.now = () => f.now();
  return { tick: f.tick, pending: f.pending, restore: () => ((w.setTimeout = real.st), (w.clearTimeout = real.ct), (Date.now = real.now)) };
}

/** A fake PerformanceObserver on globalThis, for the store adapters' cart watchers (features/
 *  shopify, features/woo): `obs` holds each observer's callback, what it observes and whether it
 *  disconnected (emptied by `obs.length = 0`); `requests(...)` has the page request these
 *  addresses: each live observer sees one entry list. */
export function fakePerformanceObserver() {
  const obs: { cb: (l: { getEntries(): { name: string }[] }) => void; opts?: object; gone?: boolean }[] = [];
  (globalThis as any).PerformanceObserver = class {
    o: (typeof obs)[0];
    constructor(cb: (typeof obs)[0]['cb']) {
      obs.push((this.o = { cb }));
    }
    observe(opts: object) {
      this.o.opts = opts;
    }
    disconnect() {
      this.o.gone = true;
    }
  };
  const requests = (...names: string[]) => obs.filter((o) => !o.gone).forEach((o) => o.cb({ getEntries: () => names.map((name) => ({ name })) }));
  return { obs, requests };
}
