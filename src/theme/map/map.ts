// theme/map.js (T11; spec widget-and-theme.md §3.10, §9.3; docs/theme.md "Map"): the glue between
// a map the theme printed and the map provider's script (the Google Maps JavaScript API's public
// contract, or anything that keeps it: the reference server's stand-in). The element already shows
// the fallback (the address as text and a link out) and keeps its size by CSS, so nothing moves
// when the map draws. theme.js inits it when it comes near the window (MODULES: VIEW): only then
// is the provider's script tag made, once a page per address, with the page's nonce and our
// callback. A provider that fails (its script's error, no google.maps once it ran, or no callback
// within WAIT ms) leaves the fallback showing, its note shown (`.map-note`, printed hidden), the
// class lp-map-failed and one log line: never a blank box.
import { log } from '../../core/log';
import type { Mode, Theme } from '../types';

/** §9.3: the marker image's size, px */
export const MARKER = [46, 43];
/** our reading: the zoom when data-zoom names none (a street and its neighbours) */
export const ZOOM = 14;
/** ms the provider has to call back once its script is asked for (then the fallback) */
export const WAIT = 10000;

/** a flag is on when present, unless "off", "false", "no" or "0" (as the slider's) */
const flag = (v?: string) => v != null && !/^(off|false|no|0)$/i.test(v);
/** a number in [lo, hi], else def */
const num = (v: string | undefined, def: number, lo: number, hi: number) => (v && +v >= lo && +v <= hi ? +v : def);
const pos = (d: DOMStringMap, c = { lat: 0, lng: 0 }) => ({ lat: num(d.lat, c.lat, -90, 90), lng: num(d.lng, c.lng, -180, 180) });

/** the pins, `.map-pin` children: where (data-lat, data-lng), the marker's title and the element
 *  whose content the info window shows */
export const pins = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('.map-pin')].map((p) => ({ at: pos(p.dataset), title: p.dataset.title || '', el: p }));

/** §3.10's options as the provider's Map takes them: the centre (data-lat, data-lng; else the
 *  first pin), the zoom, grayscale as a style (saturation -100), the wheel only with data-wheel,
 *  and dragging everywhere but on a phone, where only with data-phone-drag (one finger scrolls
 *  the page otherwise). gestureHandling 'none' says the same to a provider past `draggable`. */
export const options = (el: HTMLElement, mode: Mode) => {
  const d = el.dataset, drag = mode != 'phone' || flag(d.phoneDrag), p = pins(el)[0];
  return {
    center: pos(d, p && p.at),
    zoom: num(d.zoom, ZOOM, 0, 22),
    scrollwheel: flag(d.wheel),
    draggable: drag,
    gestureHandling: drag ? 'auto' : 'none',
    styles: flag(d.grayscale) ? [{ stylers: [{ saturation: -100 }] }] : [],
  };
};

/** The provider's address from data-src with our callback, or '' when refused: this origin's
 *  scripts or Google's Maps API over https, never another host (a markup attribute must not
 *  name a script to run, under 'strict-dynamic' least of all). */
export const address = (src: string | undefined, cb: string) => {
  try {
    const u = new URL(src || 'data:', location.href);
    if (u.origin != location.origin && u.origin + u.pathname != 'https://maps.googleapis.com/maps/api/js') return '';
    u.searchParams.set('callback', cb);
    return u.href;
  } catch {
    return '';
  }
};

const w = window as any, d = document, asked: Record<string, Promise<any>> = {};
let n = 0;

/** google.maps once the provider at src has called back (at once when the page has it already);
 *  an async script (as every script made by a script); rejects on its script's error, no
 *  google.maps after it ran, or WAIT ms without a callback */
export const load = (src: string | undefined, wait = WAIT) =>
  (asked[src!] ||= new Promise((ok, no) => {
    const g = () => w.google && w.google.maps, cb = 'lpMap' + n++, url = address(src, cb), s = d.createElement('script');
    if (g()) return ok(g()); // already on the page (another map, the theme's own script)
    if (!url) throw Error('refused');
    w[cb] = () => (g() ? ok(g()) : no(Error('no google.maps')));
    setTimeout(() => no(Error('timeout')), wait);
    s.src = url;
    s.nonce = d.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || '';
    s.onload = () => g() || no(Error('no google.maps'));
    s.onerror = () => no(Error('error'));
    d.head.append(s);
  }));

export function init(root: HTMLElement, T: Theme) {
  const box = d.createElement('div'), o = options(root, T.mode()), ps = pins(root), url = root.dataset.marker;
  load(root.dataset.src)
    .then((g) => {
      box.className = 'map-canvas';
      root.append(box);
      const map = new g.Map(box, o);
      let open: any;
      ps.forEach((p) => {
        const m = new g.Marker({ position: p.at, map, title: p.title, icon: url && { url, scaledSize: new g.Size(...MARKER) } });
        // the pin's element goes to its info window (out of the box, where it would show)
        p.el.remove();
        p.el.hidden = false;
        const i = new g.InfoWindow({ content: p.el });
        m.addListener('click', () => (open && open.close(), i.open(map, m), (open = i)));
      });
      root.classList.add('lp-map-on');
    })
    .catch((e) => {
      // the fallback stays (or comes back), with the note the theme printed hidden saying why
      // the map is missing (in the page's language, as the countdown's ended text)
      box.remove();
      root.classList.add('lp-map-failed');
      root.querySelectorAll<HTMLElement>('.map-note').forEach((n) => (n.hidden = false));
      log('Map provider failed: ' + root.dataset.src, e);
    });
}
