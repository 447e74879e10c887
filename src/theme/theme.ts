// theme.js: the page-builder theme's front end (issue 25; spec widget-and-theme.md §1.2, §2.5,
// §6, §9.2-9.4; T02, T03, T22 and the loader of every other T row). A classic script like
// loader.js and widget.js (document.currentScript is null in modules):
//   <script src=".../theme.js" defer></script>
// It adds behaviour to markup the theme already printed (docs/theme.md, the markup contract),
// never layout: the page looks initialised before it runs. It
// - loads one chunk per module the page holds (`data-module="tabs"` …: theme/<name>.js, which
//   exports init(root, T)): at once, or when the element comes within 200 px of the window for
//   the modules that only matter in view (MODULES), once per element; markup inserted later (an
//   ajax page, a popup) is found by a MutationObserver, 50 ms after the last change (§9.2);
// - keeps the body's classes for the breakpoint (lp-desktop > 980 px, lp-tablet 768-980,
//   lp-phone <= 767; §2.5), updated 200 ms after a resize (§9.4), the browser's name and touch;
// - the hash (§2.5): parameters for the modules (T.params), scroll to the top on load then to the
//   hash's element, and smooth in-page anchor scrolling, 800 ms or 1600 ms beyond 4000 px (§9.4),
//   except inside tabs, review and comment-reply links and [data-smooth-scroll=off];
// - the builder modes (§6: <html data-builder="…">): links and forms do not navigate, and the
//   effect modules (animations, parallax, video) are not loaded.
// No jQuery, no framework: plain DOM.
import { log } from '../core/log';
import type { Module, Theme } from './types';
import { clean, mode, NO_SMOOTH, params, scrollMs } from './page';

/** how each module loads (docs/theme.md "Modules"): VIEW when it comes near the window (else at
 *  once), EFFECT skipped in a builder mode, MOTION skipped under reduced motion */
const VIEW = 1, EFFECT = 2, MOTION = 4;
/** the modules this build has, by their data-module name (a name not here is left alone) */
const MODULES: Record<string, number> = {
  tabs: 0,
  countdown: VIEW,
  counters: VIEW,
  accordion: 0,
  animation: VIEW | EFFECT | MOTION,
  sticky: 0,
  video: VIEW | EFFECT,
  parallax: VIEW | EFFECT | MOTION,
  views: 0,
  // T13: at once (docs/theme.md "Header")
  header: 0,
  menu: 0,
  slidemenu: 0,
  search: 0,
  sidenav: 0,
  top: 0,
  area: 0,
  form: VIEW, // T14: near the window (without it the form posts as a page)
  slider: VIEW,
  map: VIEW, // T11: the provider's script only when the map comes near (docs/theme.md "Map")
  portfolio: VIEW, // T07: near the window (docs/theme.md "Portfolio")
  gallery: 0, // T08: at once, so the hash's page shows before the scroll to it
  // T15, T16 (issue 26): at once (a split test counts the page's view as it loads)
  signup: 0,
  split: 0,
  // T20, T21: at once (docs/theme.md "Shop", "Ajax pagination")
  shop: 0,
  pages: 0,
};

const d = document, w = window;
const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The window to y over ms, easing in and out; a wheel or a touch of the visitor's stops it. */
let stop = () => {};
const glide = (y: number, ms: number) => {
  stop();
  const y0 = scrollY, t0 = performance.now();
  if (reduced() || !ms) return scrollTo(0, y);
  let id = 0;
  const step = (t: number) => {
    const k = Math.min(1, (t - t0) / ms);
    scrollTo(0, y0 + (y - y0) * (k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2));
    if (k < 1) id = requestAnimationFrame(step);
  };
  const off = () => (cancelAnimationFrame(id), removeEventListener('wheel', off), removeEventListener('touchstart', off));
  addEventListener('wheel', off, { passive: true });
  addEventListener('touchstart', off, { passive: true });
  stop = off;
  id = requestAnimationFrame(step);
};

const T: Theme = {
  mode: () => mode(),
  builder: d.documentElement.dataset.builder || '',
  reduced,
  params: (id) => params(id),
  scroll(to, ms) {
    const y = typeof to == 'number' ? to : to.getBoundingClientRect().top + scrollY - (parseFloat(getComputedStyle(to).scrollMarginTop) || 0);
    glide(Math.max(0, y), ms ?? scrollMs(y - scrollY));
  },
};

const script = d.currentScript as HTMLScriptElement | null;

try {
  if (script?.src) start(new URL('v/__BUILD__/', script.src).href);
} catch (e) {
  log('Theme failed', e); // never an exception in the host page (X05)
}

function start(base: string) {
  const b = d.body.classList, ua = navigator.userAgent;
  // T03: the browser's name (Edge says Chrome and Safari too, Chrome says Safari) and touch
  b.add('lp-' + (/Edg\//.test(ua) ? 'edge' : /Firefox\//.test(ua) ? 'firefox' : /Chrome\//.test(ua) ? 'chrome' : /Safari\//.test(ua) ? 'safari' : 'other'));
  matchMedia('(pointer: coarse)').matches && b.add('lp-touch');
  let now = '';
  const classes = () => {
    const m = mode();
    m != now && (now && b.remove('lp-' + now), b.add('lp-' + (now = m)));
  };
  classes();
  let rt: ReturnType<typeof setTimeout>;
  addEventListener('resize', () => (clearTimeout(rt), (rt = setTimeout(classes, 200))));

  // the modules
  const chunks: Record<string, Promise<Module | void>> = {}, done = new WeakSet<Element>();
  const run = (el: HTMLElement, n = el.dataset.module!) =>
    (chunks[n] ||= import(/* webpackIgnore: true */ base + 'theme/' + n + '.js').catch((e) => log('theme/' + n + '.js failed to load', e))).then((m) => {
      try {
        m && m.init(el, T);
      } catch (e) {
        log('Module failed: ' + n, e);
      }
    });
  let io: IntersectionObserver | undefined;
  const scan = () =>
    d.querySelectorAll<HTMLElement>('[data-module]').forEach((el) => {
      const f = MODULES[el.dataset.module!];
      if (f == null || done.has(el)) return;
      done.add(el);
      if ((T.builder && f & EFFECT) || (f & MOTION && reduced())) return;
      if (!(f & VIEW)) return run(el);
      (io ||= new IntersectionObserver((es) => es.forEach((x) => x.isIntersecting && (io!.unobserve(x.target), run(x.target as HTMLElement))), { rootMargin: '200px' })).observe(el);
    });
  scan();
  // §9.2: markup inserted later, 50 ms after the last change
  let mt: ReturnType<typeof setTimeout>;
  new MutationObserver(() => (clearTimeout(mt), (mt = setTimeout(scan, 50)))).observe(d.body, { childList: true, subtree: true });

  // §6: in a builder mode links and forms do not navigate (an in-page link still scrolls)
  const here = (a: HTMLAnchorElement) => a.origin + a.pathname + a.search == location.origin + location.pathname + location.search;
  if (T.builder) {
    d.addEventListener('submit', (e) => e.preventDefault(), true);
    d.addEventListener('click', (e) => {
      const a = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
      a && !(here(a) && a.hash) && e.preventDefault();
    }, true);
  }

  // §2.5: an in-page link scrolls smoothly to its element, which then has the focus (the
  // keyboard goes on from there); the address gets the hash as the browser's jump would
  d.addEventListener('click', (e) => {
    const a = (e.target as Element).closest?.('a[href*="#"]') as HTMLAnchorElement | null;
    if (!a || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || !here(a) || a.closest(NO_SMOOTH)) return;
    const el = a.hash.length > 1 && d.getElementById(decodeURIComponent(a.hash.slice(1)));
    if (!el) return;
    e.preventDefault();
    history.pushState(null, '', a.hash);
    T.scroll(el);
    el.matches('a[href],button,input,select,textarea,[tabindex]') || el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  });

  // §2.5: a page opened with a hash starts at the top, then goes to the hash's element (our
  // reading, docs/theme.md "The hash"): the browser's jump is replaced by the smooth scroll
  const h = clean(location.hash), el = h && d.getElementById(h.split('|')[0]);
  if (h) {
    scrollTo(0, 0);
    const go = () => el && T.scroll(el);
    d.readyState == 'complete' ? go() : w.addEventListener('load', go, { once: true });
  }
}
