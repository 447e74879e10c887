// loader.js: the only code every page view pays for (X01). It reads the tag, sends call 1 and
// fetches engine.js only when the answer has a popup to arm (docs/CONTRIBUTING.md "The ladder").
// A classic IIFE, because document.currentScript is null in module scripts.
import type { Boot, EngineModule } from '../popup/rungs';
import { opener } from '../popup/opener';
import { STORE } from '../popup/store';
import { EMAIL, LEAD, RECENT, REMIND } from '../popup/keys';
import { log, seen } from '../core/log';
import { on } from '../core/flags';
import { cookies, setCookie, store } from '../core/storage';
import { LS, visit, type Keep } from './visit';
import { CLIENT_MS, SITE_TIME_REFRESH_MS, SPA_CHECK_MS } from './constants';

const w = window as any;

/** '1' in loader-store.js, the app embed's build; '' in loader.js (rollup.config.mjs storeFlag) */
const SEAM = '__STORE__' as string;

/** Runs `f` in a task of its own, after the tasks already queued, where the Prioritized Task
 *  Scheduling API exists (Chromium, Firefox), else now: the loader's start is then three short
 *  tasks (the tag; the visit's reads and call 1; its writes) instead of one long one
 *  (Lighthouse's Total Blocking Time, issue 24: docs/bench.md, docs/limitations.md). Not a
 *  timer: a page's fake clock would hold it back. */
const task = (f: () => unknown) => w.scheduler?.postTask(f).catch(log) || f();

/** the page's address without its hash: a hash change is not a new page (P08) */
const here = () => location.href.split('#')[0];

const script = (document.currentScript || document.getElementById('pixel-script-poptin')) as HTMLScriptElement | null;

/** `jQuery.fn.jquery` older than 1.7 (§1): the product shows nothing on such a page. */
const oldLibrary = (v: unknown) => /^1\.[0-6](\D|$)/.test(v as string); // test(undefined) reads 'undefined': false

// window.poptin: the one global we own (docs/CONTRIBUTING.md "Style"). The widget's tag may have
// made it first (for consent, X08); our show() marks a loader already running (a second tag).
const P = (w.poptin ||= {});

if (!script || !script.src) log('Poptin pixel Code not exist');
else if (oldLibrary(w.jQuery?.fn?.jquery)) log('Upgrade your jQuery to atleast 1.7 to show poptins');
else if (!P.show) {
  try {
    boot(script);
  } catch (e) {
    log('Boot failed', e); // X05: never an exception in the host page
  }
}

function boot(tag: HTMLScriptElement, id?: string): unknown {
  const src = new URL(tag.src);
  const clientId = id || src.searchParams.get('id') || '';
  // P27, §7 call 11 (loader-store.js only): an app embed without a client id names its shop;
  // the account is the one this site's cookie kept (§9: 365 days), else the display API's
  // answer for the shop
  if (SEAM && !clientId && tag.dataset.shop)
    return cookies().poptin_client_id
      ? boot(tag, cookies().poptin_client_id)
      : fetch((tag.dataset.api || src.origin).replace(/\/+$/, '') + '/api/display/shopify/get-client-id/' + encodeURIComponent(tag.dataset.shop))
          .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
          .then((j) => boot(tag, '' + j.client_id))
          .catch((e) => log('Client id lookup failed', e));
  // the tag is loader.js?id=CLIENT_ID (README); the id names a cookie (visit.ts), so only
  // letters, digits, '_' and '-' make one
  if (!/^[\w-]{1,64}$/.test(clientId)) return log('Missing client id');
  const api = (tag.dataset.api || src.origin).replace(/\/+$/, '');
  // this build's chunks, beside loader.js in a folder cached for a year (rollup.config.mjs)
  // (loader-store.js: a store's app embed serves this file from the platform's CDN, where the
  // extension's assets are flat: its chunks are on the display API's host, /dist/, issue 24)
  const base = new URL('v/__BUILD__/', SEAM && tag.dataset.api ? api + '/dist/' : src).href;
  const nonce = tag.nonce || '';
  // P02, issue 24: a store's app embed prints call 1's store and cart fields on the tag
  // (data-context, a JSON object: docs/shopify.md), so call 1 carries the cart without a request
  // before it. Only in loader-store.js, the app embed's build of this file ('__STORE__' is ''
  // in loader.js's build, which drops this code: rollup.config.mjs). Only those fields (the
  // page cannot overwrite another field of call 1); a malformed one is a log line.
  const ctx: Record<string, string> = {};
  if (SEAM) {
    try {
      const c = JSON.parse(tag.dataset.context || '{}');
      for (const k in c) /^(store_integration(_customer_id)?|wix_cart_id|cart_\w+)$/.test(k) && c[k] != null && typeof c[k] != 'object' && (ctx[k] = '' + c[k]);
    } catch (e) {
      log('Store context malformed', e);
    }
    // P27: the shopper is the embed's (Liquid's customer.id); without it the storefront's
    // undocumented globals, a fallback only (Shopify may change them)
    const m = w.ShopifyAnalytics?.meta, c = m?.page?.customerId ?? w.__st?.cid;
    ctx.store_integration_customer_id ||= c ? '' + c : '';
    ctx.store_integration_customer_id || delete ctx.store_integration_customer_id;
    // (call 8's platform and shopper, which the loader sends itself)
    for (const k in STORE) ctx[k] && ((STORE as any)[k] = ctx[k]);
  }
  let engine: Promise<EngineModule | void> | undefined;
  let current: Boot;
  let ready: Promise<unknown>;
  let page = '';
  let depth = 0; // history.length when the page was (re-)initialised
  // spec item 3: "seconds on page" count from the page's load (navigation start), and after a
  // single-page re-init from the re-init: the engine's timers subtract what has passed
  let t0 = Date.now() - performance.now();

  // POST to the display API (calls 1 and 8). JSON goes as text/plain: a simple CORS request, so
  // no preflight round trip.
  const post = (path: string, body: unknown) =>
    fetch(`${api}/api/display/${path}${encodeURIComponent(clientId)}`, { method: 'POST', body: JSON.stringify(body) });

  // a chunk of this build, engine.js or features/lead.js, or undefined after a log line (one import()
  // site, for size)
  const chunk = (name: string) => import(/* webpackIgnore: true */ base + name + '.js').catch((e) => log(name + '.js failed to load', e));
  // Loads and starts engine.js once per page (re-init starts it again with the new answer).
  // shared.js (log, listeners, storage…) is a static import of engine.js: asked for beside it, not
  // after engine.js is parsed (one round trip, not two)
  // (not after a no that came while it loaded: X08)
  const load = (b: Boot) =>
    (engine ||= (chunk('shared'), chunk('engine')))
      .then((m) => (m && ok && m.start(b), m));

  const run = () => {
    page = here();
    depth = history.length;
    const preview = new URLSearchParams(location.search).get('poptin_preview_id') || '';
    const v = visit(Date.now(), preview, clientId);
    const b: Boot = (current = { api, base, clientId, req: v.req, answer: { poptins: [] }, newSession: v.newSession, nonce, seen, t0 });
    if (SEAM) {
      Object.assign(v.req, ctx);
      // (this build's engine arms the cart trigger too: features/shopify.js, P11)
      v.req.triggers = [...v.req.triggers, 'cart'];
      b.store = ctx;
      b.currency = tag.dataset.currency;
      // P27, §9: a product page is remembered (the last 3, newest first: the product block's
      // last_visited), and a logged-in shopper's view is told to the display API (call 13,
      // features/shopify.js browse), whether or not a popup is armed here
      const id = w.ShopifyAnalytics?.meta?.product?.id;
      if (id) {
        store(LS, RECENT, '' + [id, ...store(LS, RECENT).split(',').filter((x) => x && x != id)].slice(0, 3));
        ctx.store_integration_customer_id && chunk('features/shopify').then((x) => x && x.browse(b));
      }
    }
    // Call 1.
    // The loader only decides whether engine.js is worth fetching; the engine validates each
    // entry (answer.ts). A failed or malformed answer is a log line and nothing else (§8).
    ready = post('', v.req)
      .then((r) => {
        if (!r.ok) throw r.status;
        return r.json();
      })
      .catch((e) => log('Display request failed', e))
      .then((a: any) => {
        // a re-init since, or a no to consent since (X08): this answer is not acted on
        if (!a || b != current || !ok) return;
        // §9: user ip and country code are kept 365 days, in a cookie and in local storage; one
        // character check for both (letters, digits, '.', ':' only: nothing a cookie could
        // misread), for size
        const kept: [string, unknown][] = [
          ['poptin_user_country_code', a.country_code || a.cc],
          ['poptin_user_ip', a.ip],
        ];
        // (typeof first: X05, a list or an object here must not be made a string: a deeply
        // nested one overflows the stack)
        for (const [k, val] of kept)
          if (typeof val == 'string' && /^[\da-z.:]{2,45}$/i.test(val)) {
            setCookie(k, val as string, CLIENT_MS);
            store(LS, k, val as string);
          }
        b.answer = a;
        // §9 call 8: the website-session heartbeat runs on every page view, not only where
        // engine.js loads; never in preview (P16) or for a restricted answer (§8)
        const restricted = on(a.is_client_restriction);
        b.beat = !preview && !restricted;
        if (a.display === 'not_allowed') log(typeof a.message == 'string' && a.message ? a.message : 'Display not allowed');
        // a restricted answer shows only the upgrade popup: engine.js is fetched when there is
        // one and the visitor has not asked to be reminded later (P03; the engine checks again)
        const upgrade = restricted && a.client_restriction_setting?.upgrade_popup && !v.req.cookies[REMIND];
        // a malformed list (not an array) goes to the engine too, which logs it (answer.ts): rare,
        // and one log line less in loader.js
        const ps = a.poptins;
        if ((ps && (!Array.isArray(ps) || ps.some((p: any) => p && p.display === true))) || upgrade) load(b);
      })
      .catch(log);
    // (not after a no to consent that came between: X08)
    task(() => ok && v.write());
    return v.keep;
  };

  // set by go(): the cookies refreshed while the page stays open, and the mark of a started loader
  let keep: Keep | undefined;
  // X08: a tag with data-consent="wait" stores and sends nothing until the page says yes
  // (poptin.consent(true), or poptin.consented set true before this tag ran: docs/consent.md);
  // a no, or a yes taken back, leaves the visitor untouched from then on
  let ok = tag.dataset.consent != 'wait' || P.consented === true;
  let n = 0;
  // P27, §7 call 14: on a Wix page, Wix's analytics for custom code (register(id, (event,
  // params) => …), once it exists: Wix fires wixDevelopersAnalyticsReady) tell of a purchase,
  // popups or not; a Purchase loads features/wix.js, which reports a member's order
  if (SEAM && ctx.store_integration == 'wix') {
    const reg = () => {
      try {
        w.wixDevelopersAnalytics.register('lp', (e: string, d: unknown) => e == 'Purchase' && ok && chunk('features/wix').then((x) => x && x.bought(current, d)));
      } catch (e) {
        log('Wix purchase failed', e);
      }
    };
    w.wixDevelopersAnalytics ? reg() : addEventListener('wixDevelopersAnalyticsReady', reg, { once: true });
  }
  const go = () => {
    keep = run();
    // issue 7, no lead is lost: a lead call 6 has not acknowledged yet is sent again by
    // features/lead.js, fetched only on a page view where one waits (one record per lead; a
    // host key that merely contains the prefix costs a fetch that finds nothing)
    store(LS).includes(LEAD) && chunk('features/lead').then((m) => m && m.drain(nonce));
    // §9: the website session time refreshed every 20 s, and every third time (60 s) the
    // referrer and previous-url markers, the session cookie (visit.ts orders `keep` that way)
    // and the heartbeat (call 8, §7: a failure is a log line, nothing shown, §8; an open page
    // needs no beacon). One timer for both: HEARTBEAT_MS == MARKER_REFRESH_MS == 3 x 20 s.
    setInterval(() => {
      if (!ok) return;
      const all = ++n % 3 == 0;
      keep!.slice(all ? 0 : 3).forEach((k) => k[1] && setCookie(...k));
      // (its body read: an unread one keeps the request open in Chromium, and the page would
      // never reach network idle again)
      all && current.beat && post('total-website-session/', { email: store(LS, EMAIL), url: location.hostname, ...STORE }).then((r) => r.text()).catch(log);
    }, SITE_TIME_REFRESH_MS);
  };

  // Opens a popup outside its own triggers: opener clicks (call 2) and poptin.show (call 3).
  // It waits for call 1 so the engine starts once, with the answer.
  const open = (id: string, how: 'click' | 'manual') => {
    // a malformed id is refused by the engine (a log line, no request): every page view would
    // pay for the same check here
    ok && task(() => ready.then(() => engine || load(current)).then((m) => ok && m && m.open(id, how)));
  };

  // P08, §2: a single-page app re-inits on pushState and popstate, never on replaceState (UTM
  // and consent clean-up scripts call it on load; a re-init would remove the visible popup).
  const moved = () => here() != page;
  const stop = () => engine?.then((m) => m && m.stop());
  const reinit = () => {
    if (!ok) return;
    t0 = Date.now();
    stop();
    keep = run();
  };
  const popped = () => moved() && reinit();
  // a replace keeps the page: only the remembered address follows it
  const replaced = () => (page = here());
  // Without the Navigation API a pushState is seen by a URL check (no host global is patched,
  // docs/CONTRIBUTING.md "Style"): after each click (routers push in their click handler) and on
  // the 5 s single-page recheck (§9). A new address that added a history entry is a push; one that
  // did not is a replace.
  const check = () => keep && moved() && (history.length != depth ? reinit() : replaced());

  // P10: openers (answer.ts opener(): the composed path, so openers inside a popup work too)
  document.addEventListener('click', (e) => {
    const id = opener(e);
    // (while waiting for consent the link is left to the page)
    if (id && ok) {
      e.preventDefault();
      open(id, 'click');
    }
    setTimeout(check);
  }, true);
  setInterval(check, SPA_CHECK_MS);

  // The Navigation API names each navigation: push and traverse re-init, replace does not.
  w.navigation?.addEventListener('currententrychange', (e: any) => (e.navigationType == 'replace' ? replaced() : popped()));
  addEventListener('popstate', popped);

  // The documented API (README "API"). show(id): the engine checks the id (ID.test reads a
  // number as its digits; answer.ts). consent(): the widget's tag may have one already, which
  // hears the answer too (X08).
  const other = P.consent;
  P.show = (id: string) => open(id, 'manual');
  P.reinit = reinit;
  P.consent = (yes: unknown) => {
    const was = ok;
    P.consented = ok = !!yes;
    try {
      // a yes boots, or after a no boots again (a re-init: call 1 and the engine anew); a no
      // stops the engine, and every later write and request above checks `ok`
      ok ? was || (keep ? reinit() : go()) : stop();
      other?.(yes);
    } catch (e) {
      log('Boot failed', e); // (the page's consent tool called us: never a throw back into it)
    }
  };
  task(() => ok && (keep || go()));
}
