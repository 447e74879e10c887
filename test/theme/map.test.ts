// T11 the map's glue in jsdom (src/theme/map; docs/theme.md "Map"; spec §3.10, §9.3): the options
// from the markup and their defaults, the phone-dragging rule, grayscale as a style, the pins,
// the provider's address (this origin or Google's, with our callback), the script made with the
// page's nonce, what the provider's Map, Marker and InfoWindow are given, and each failure (a
// refused address, the script's error, no google.maps after it ran, no callback in time) leaving
// the fallback labelled with one log line. The drawing, the lazy load and the layout: Chromium
// (test/browser/theme-map.test.mjs).
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { until } from '../setup/until.mjs';
import { address, init, load, MARKER, options, pins, WAIT, ZOOM } from '../../src/theme/map/map';
import type { Mode, Theme } from '../../src/theme/types';

const w = window as any;
const mount = (attrs = '', pinsHtml = '') => {
  document.body.innerHTML = `<div data-module="map" class="map" ${attrs}><div class="map-fallback"><p class="map-note" hidden>The map could not be loaded.</p><p>12 Harbour Lane</p><a href="https://maps.example/">Open the map</a></div>${pinsHtml}</div>`;
  return document.querySelector<HTMLElement>('[data-module]')!;
};
const PINS = '<div class="map-pin" hidden data-lat="52.5" data-lng="4.5" data-title="Roastery"><p>Roasting on Tuesdays</p></div><div class="map-pin" hidden data-lat="52.4" data-lng="4.6" data-title="Café"><p>Open 9 to 5</p></div>';
const T = (m: Mode = 'desktop') => ({ mode: () => m }) as Theme;
const warned: string[] = [];
console.warn = (m: string) => void warned.push(m);

test('§9.3 and our defaults: the 46x43 marker, zoom 14, a 10 s wait for the provider', () => {
  assert.equal(MARKER, [46, 43]);
  assert.is(ZOOM, 14);
  assert.is(WAIT, 10000);
});

test('§3.10 options: defaults (no wheel, dragging, no grayscale, zoom 14, the centre at 0,0 without pins)', () => {
  assert.equal(options(mount(), 'desktop'), { center: { lat: 0, lng: 0 }, zoom: 14, scrollwheel: false, draggable: true, gestureHandling: 'auto', styles: [] });
});

test('§3.10 options: centre, zoom, grayscale as saturation -100, the wheel flag; flags off by "off"; numbers out of range are the default', () => {
  const o = options(mount('data-lat="52.378" data-lng="4.9" data-zoom="16" data-grayscale data-wheel'), 'desktop');
  assert.equal(o, { center: { lat: 52.378, lng: 4.9 }, zoom: 16, scrollwheel: true, draggable: true, gestureHandling: 'auto', styles: [{ stylers: [{ saturation: -100 }] }] });
  const off = options(mount('data-grayscale="off" data-wheel="false" data-zoom="30" data-lat="91" data-lng="east"'), 'desktop');
  assert.equal([off.styles, off.scrollwheel, off.zoom, off.center], [[], false, 14, { lat: 0, lng: 0 }]);
  assert.is(options(mount('data-zoom="0"'), 'desktop').zoom, 0, 'zoom 0 is the whole world');
});

test('the centre defaults to the first pin; a pin\'s own missing coordinate too', () => {
  assert.equal(options(mount('', PINS), 'desktop').center, { lat: 52.5, lng: 4.5 });
  assert.equal(options(mount('data-lat="10"', PINS), 'desktop').center, { lat: 10, lng: 4.5 });
  const p = pins(mount('', PINS));
  assert.equal(p.map((x) => [x.at, x.title, x.el.textContent]), [[{ lat: 52.5, lng: 4.5 }, 'Roastery', 'Roasting on Tuesdays'], [{ lat: 52.4, lng: 4.6 }, 'Café', 'Open 9 to 5']]);
});

test('phone dragging: on a phone only with data-phone-drag (else gestureHandling none); tablet and desktop always', () => {
  const drag = (attrs: string, m: Mode) => { const o = options(mount(attrs), m); return [o.draggable, o.gestureHandling]; };
  assert.equal(drag('', 'phone'), [false, 'none']);
  assert.equal(drag('data-phone-drag', 'phone'), [true, 'auto']);
  assert.equal(drag('data-phone-drag="off"', 'phone'), [false, 'none']);
  assert.equal(drag('', 'tablet'), [true, 'auto']);
  assert.equal(drag('', 'desktop'), [true, 'auto']);
});

test('the provider\'s address: this origin or Google\'s Maps API over https, with our callback (replacing one given); anything else refused', () => {
  assert.is(address('/demo/theme/assets/maps-standin.js?key=k&callback=evil', 'lpMap0'), 'https://shop.example/demo/theme/assets/maps-standin.js?key=k&callback=lpMap0');
  assert.is(address('https://maps.googleapis.com/maps/api/js?key=AIza', 'cb'), 'https://maps.googleapis.com/maps/api/js?key=AIza&callback=cb');
  for (const bad of ['http://maps.googleapis.com/maps/api/js', 'https://maps.googleapis.com/other.js', 'https://evil.example/maps.js', 'data:text/javascript,alert(1)', 'javascript:alert(1)', '//evil.example/x.js', undefined])
    assert.is(address(bad, 'cb'), '', String(bad));
});

test('the script: made once per address, with the page\'s nonce and the callback; the callback resolves google.maps', async () => {
  delete w.google;
  document.head.innerHTML = '<script nonce="n0nce"></script>';
  const p = load('/maps-a.js?key=k');
  assert.is(load('/maps-a.js?key=k'), p, 'once per address');
  const s = [...document.head.querySelectorAll('script')].filter((x) => x.src.includes('maps-a'));
  assert.is(s.length, 1);
  assert.is(s[0].nonce, 'n0nce');
  const cb = new URL(s[0].src).searchParams.get('callback')!;
  assert.match(cb, /^lpMap\d+$/);
  const maps = {};
  w.google = { maps };
  w[cb]();
  assert.is(await p, maps);
  delete w.google;
});

test('failures reject: the script\'s error, no google.maps after it ran or at the callback, no callback in time, a refused address', async () => {
  delete w.google;
  const why = (p: Promise<unknown>) => p.then(() => 'ok', (e) => e.message);
  const err = load('/maps-b.js');
  document.head.querySelector<HTMLScriptElement>('script[src*="maps-b"]')!.dispatchEvent(new Event('error'));
  assert.is(await why(err), 'error');
  const ran = load('/maps-c.js');
  document.head.querySelector<HTMLScriptElement>('script[src*="maps-c"]')!.dispatchEvent(new Event('load'));
  assert.is(await why(ran), 'no google.maps');
  const cbNo = load('/maps-d.js');
  w[new URL(document.head.querySelector<HTMLScriptElement>('script[src*="maps-d"]')!.src).searchParams.get('callback')!]();
  assert.is(await why(cbNo), 'no google.maps');
  const late = new Promise((r) => setTimeout(() => r('still waiting'), 1000));
  assert.is(await Promise.race([why(load('/maps-e.js', 30)), late]), 'timeout');
  assert.is(await why(load('https://evil.example/x.js')), 'refused');
  assert.not.ok(document.head.querySelector('script[src*="evil"]'), 'no script for a refused address');
});

/** a provider keeping Google's contract that records what it is given */
const fake = () => {
  const calls: any = { maps: [], markers: [], infos: [], opened: [], closed: 0 };
  function Size(this: any, a: number, b: number) { this.width = a; this.height = b; }
  function Map(this: any, el: HTMLElement, o: unknown) { calls.maps.push([el, o]); }
  function Marker(this: any, o: any) { const l: Record<string, () => void> = {}; calls.markers.push(o); this.addListener = (t: string, f: () => void) => (l[t] = f); this.click = () => l.click(); }
  function InfoWindow(this: any, o: any) { calls.infos.push(o); this.open = (m: unknown, k: unknown) => calls.opened.push([m, k]); this.close = () => calls.closed++; }
  w.google = { maps: { Map, Marker, InfoWindow, Size } };
  return calls;
};

test('drawing: Map(canvas, options), a Marker per pin with its title and the 46x43 icon, an InfoWindow with the pin\'s content, opened by the marker\'s click (one at a time)', async () => {
  const calls = fake();
  const el = mount('data-lat="52.4" data-lng="4.5" data-zoom="15" data-wheel data-grayscale data-marker="/pin.svg" data-src="/maps-f.js"', PINS);
  init(el, T('phone'));
  await until(() => el.classList.contains('lp-map-on'));
  const [box, o] = calls.maps[0];
  assert.is(box.className, 'map-canvas');
  assert.is(box.parentElement, el);
  assert.equal(o, { center: { lat: 52.4, lng: 4.5 }, zoom: 15, scrollwheel: true, draggable: false, gestureHandling: 'none', styles: [{ stylers: [{ saturation: -100 }] }] });
  const [m1, m2] = calls.markers;
  assert.equal([m1.position, m1.title, m1.icon.url, { ...m1.icon.scaledSize }], [{ lat: 52.5, lng: 4.5 }, 'Roastery', '/pin.svg', { width: 46, height: 43 }]);
  assert.ok(m1.map && m1.map == m2.map, 'on the map');
  assert.is(m2.title, 'Café');
  assert.is(calls.infos[0].content.textContent, 'Roasting on Tuesdays');
  assert.not.ok(calls.infos[0].content.hidden, 'the pin\'s content shows in its info window');
  assert.not.ok(el.querySelector('.map-pin'), 'and is no longer in the box');
  assert.not.ok(document.querySelector('script[src*="maps-f"]'), 'the page had google.maps: no second script');
  delete w.google;
});

test('a marker\'s click opens its info window and closes the one open', async () => {
  const calls = fake();
  const made: any[] = [];
  const M = w.google.maps.Marker;
  w.google.maps.Marker = function (this: any, o: any) { M.call(this, o); made.push(this); };
  const el = mount('data-src="/maps-g.js"', PINS);
  init(el, T());
  await until(() => made.length == 2);
  made[0].click();
  assert.equal(calls.opened.length, 1);
  assert.is(calls.opened[0][1], made[0]);
  assert.is(calls.closed, 0);
  made[1].click();
  assert.is(calls.opened[1][1], made[1]);
  assert.is(calls.closed, 1, 'the first closed');
  delete w.google;
});

test('no data-marker: the provider\'s own marker (no icon)', async () => {
  const calls = fake();
  init(mount('data-src="/maps-h.js"', PINS), T());
  await until(() => calls.markers.length == 2);
  assert.not.ok(calls.markers[0].icon);
  delete w.google;
});

const failed = (el: HTMLElement) => el.classList.contains('lp-map-failed');
test('a failing provider: the fallback stays with its note shown (lp-map-failed), one log line, no canvas left', async () => {
  delete w.google;
  warned.length = 0;
  const el = mount('data-src="https://evil.example/maps.js"', PINS);
  init(el, T());
  await until(() => failed(el));
  assert.not.ok(el.querySelector<HTMLElement>('.map-note')!.hidden, 'the note says why');
  assert.ok(el.querySelector('.map-fallback a'), 'the link out stays');
  assert.not.ok(el.querySelector('.map-canvas'));
  assert.not.ok(el.classList.contains('lp-map-on'));
  assert.ok([...el.querySelectorAll<HTMLElement>('.map-pin')].every((p) => p.hidden), 'the pins stay hidden');
  assert.is(warned.filter((m) => m.includes('Map provider failed')).length, 1);
  const err = mount('data-src="/maps-i.js"');
  init(err, T());
  document.head.querySelector<HTMLScriptElement>('script[src*="maps-i"]')!.dispatchEvent(new Event('error'));
  await until(() => failed(err));
  assert.not.ok(err.querySelector<HTMLElement>('.map-note')!.hidden);
});

test('a provider that throws while drawing: the fallback, not a half-drawn box', async () => {
  fake();
  w.google.maps.Marker = function () { throw Error('bad marker'); };
  const el = mount('data-src="/maps-j.js"', PINS);
  init(el, T());
  await until(() => failed(el));
  assert.not.ok(el.querySelector('.map-canvas'));
  assert.not.ok(el.classList.contains('lp-map-on'));
  delete w.google;
});

test.run();
