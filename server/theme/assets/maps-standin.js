// The reference server's stand-in map provider (T11, docs/theme.md "Map"), as the widget's
// captcha has one: the subset of the Google Maps JavaScript API's public contract that
// theme/map.js uses, so the demo and the tests draw a real map without a key or the network, and a
// theme can point data-src at Google's address instead. Loaded as
// <script src="…/maps-standin.js?callback=name">, it defines google.maps { Map, Marker,
// InfoWindow, Size } and calls window[name]() as Google's loader does. The ground is a tile-less
// canvas (streets, parks and water drawn from world coordinates), pins are placed by Web Mercator
// from the centre and zoom; grayscale (a style with saturation -100) is a CSS filter on the
// ground; the wheel zooms only with scrollwheel, a drag pans only when draggable (and
// gestureHandling is not 'none'). Markers are buttons named by their title; an info window is a
// labelled, non-modal dialog with a close button (Escape closes it, the focus back on its marker).
// A strict CSP page runs it: no inline style anywhere, CSSOM properties only.
(() => {
  const me = document.currentScript, cb = me && new URL(me.src).searchParams.get('callback');
  const TILE = 256;
  /** world pixels of a point at zoom z (Web Mercator, as Google's tiles) */
  const world = (p, z) => {
    const s = TILE * 2 ** z, r = Math.sin((Math.max(-85, Math.min(85, p.lat)) * Math.PI) / 180);
    return [((p.lng + 180) / 360) * s, (0.5 - Math.log((1 + r) / (1 - r)) / (4 * Math.PI)) * s];
  };
  /** the point at world pixels [x, y] at zoom z */
  const point = ([x, y], z) => {
    const s = TILE * 2 ** z, k = Math.PI - (2 * Math.PI * y) / s;
    return { lat: (180 / Math.PI) * Math.atan(Math.sinh(k)), lng: (x / s) * 360 - 180 };
  };
  const make = (tag, cls, parent) => {
    const e = document.createElement(tag);
    e.className = cls;
    parent && parent.append(e);
    return e;
  };
  const css = (e, o) => Object.assign(e.style, o);
  const button = (cls, label, parent) => {
    const b = make('button', cls, parent);
    b.type = 'button';
    b.setAttribute('aria-label', label);
    return b;
  };
  /** a small deterministic hash of a grid cell (the same streets at every visit) */
  const hash = (i, j) => (((i * 73856093) ^ (j * 19349663)) >>> 0) % 97;

  function Size(width, height) {
    this.width = width;
    this.height = height;
  }

  function Map(box, o = {}) {
    const m = this;
    m.box = box;
    m.center = o.center || { lat: 0, lng: 0 };
    m.zoom = o.zoom ?? 14;
    m.markers = [];
    m.open = null;
    css(box, { overflow: 'hidden', background: '#ece7dd' });
    m.canvas = make('canvas', 'standin-ground', box);
    css(m.canvas, { position: 'absolute', inset: '0', width: '100%', height: '100%' });
    if ((o.styles || []).some((s) => (s.stylers || []).some((x) => x.saturation == -100))) m.canvas.style.filter = 'grayscale(1)';
    m.layer = make('div', 'standin-layer', box);
    css(m.layer, { position: 'absolute', inset: '0' });
    const zoom = make('div', 'standin-zoom', box);
    css(zoom, { position: 'absolute', insetInlineEnd: '8px', top: '8px', display: 'grid', gap: '4px' });
    [['+', 'Zoom in', 1], ['−', 'Zoom out', -1]].forEach(([t, label, k]) => {
      const b = button('standin-zoom-button', label, zoom);
      b.textContent = t;
      css(b, { width: '36px', height: '36px', font: '20px/1 system-ui, sans-serif', background: '#fff', color: '#1f2328', border: '1px solid #8c959f', borderRadius: '4px', cursor: 'pointer' });
      b.addEventListener('click', () => m.setZoom(m.zoom + k));
    });
    const gestures = o.gestureHandling != 'none';
    if (o.scrollwheel !== false && gestures)
      box.addEventListener('wheel', (e) => (e.preventDefault(), m.setZoom(m.zoom + (e.deltaY < 0 ? 1 : -1))), { passive: false });
    if (o.draggable !== false && gestures) {
      // the map takes every touch (a page scroll must start outside it), as Google's greedy one
      box.style.touchAction = 'none';
      box.style.cursor = 'grab';
      let from = null;
      box.addEventListener('pointerdown', (e) => {
        if (e.target.closest('button, .standin-info')) return;
        from = [e.clientX, e.clientY, world(m.center, m.zoom)];
        box.setPointerCapture(e.pointerId);
      });
      box.addEventListener('pointermove', (e) => {
        if (!from) return;
        const [x, y, c] = from;
        m.setCenter(point([c[0] - (e.clientX - x), c[1] - (e.clientY - y)], m.zoom));
      });
      const end = () => (from = null);
      box.addEventListener('pointerup', end);
      box.addEventListener('pointercancel', end);
    }
    new ResizeObserver(() => m.draw()).observe(box);
  }
  Map.prototype.getZoom = function () {
    return this.zoom;
  };
  Map.prototype.setZoom = function (z) {
    this.zoom = Math.max(2, Math.min(20, z));
    this.draw();
  };
  Map.prototype.getCenter = function () {
    return this.center;
  };
  Map.prototype.setCenter = function (c) {
    this.center = c;
    this.draw();
  };
  /** where p is in the box, px from its top left */
  Map.prototype.at = function (p) {
    const c = world(this.center, this.zoom), q = world(p, this.zoom);
    return [q[0] - c[0] + this.box.clientWidth / 2, q[1] - c[1] + this.box.clientHeight / 2];
  };
  Map.prototype.draw = function () {
    const m = this, W = m.box.clientWidth, H = m.box.clientHeight, r = devicePixelRatio || 1, cv = m.canvas;
    if (!W || !H) return;
    cv.width = W * r;
    cv.height = H * r;
    const g = cv.getContext('2d'), [cx, cy] = world(m.center, m.zoom), x0 = cx - W / 2, y0 = cy - H / 2;
    g.scale(r, r);
    g.fillStyle = '#ece7dd';
    g.fillRect(0, 0, W, H);
    // a block every 1/2^16 of the world: 64 px at zoom 14
    const step = (TILE * 2 ** m.zoom) / 65536;
    if (step >= 6) {
      const i0 = Math.floor(x0 / step), j0 = Math.floor(y0 / step);
      for (let i = i0; i * step < x0 + W; i++)
        for (let j = j0; j * step < y0 + H; j++) {
          const h = hash(i, j);
          if (h < 9) g.fillStyle = '#b7dba4'; // a park
          else if (h < 13) g.fillStyle = '#9fc8ea'; // water
          else continue;
          g.fillRect(i * step - x0 + 3, j * step - y0 + 3, step - 6, step - 6);
        }
      g.strokeStyle = '#fff';
      // streets between the blocks, every fourth an avenue
      for (let i = i0; i * step < x0 + W; i++) line(g, i % 4 ? 3 : 7, i * step - x0, 0, i * step - x0, H);
      for (let j = j0; j * step < y0 + H; j++) line(g, j % 4 ? 3 : 7, 0, j * step - y0, W, j * step - y0);
    }
    m.markers.forEach((k) => k.place());
    m.open && m.open.place();
  };
  function line(g, width, a, b, c, d) {
    g.lineWidth = width;
    g.beginPath();
    g.moveTo(a, b);
    g.lineTo(c, d);
    g.stroke();
  }

  function Marker(o = {}) {
    const k = this, s = (o.icon && o.icon.scaledSize) || new Size(27, 43);
    k.position = o.position;
    k.title = o.title || '';
    k.size = s;
    k.el = button('standin-marker', k.title || 'Marker');
    if (k.title) k.el.title = k.title;
    css(k.el, { position: 'absolute', width: s.width + 'px', height: s.height + 'px', padding: '0', border: '0', background: 'none', cursor: 'pointer' });
    if (o.icon && o.icon.url) {
      const i = make('img', 'standin-marker-icon', k.el);
      i.alt = '';
      i.src = o.icon.url;
      css(i, { display: 'block', width: '100%', height: '100%' });
    } else {
      // the default pin: a red drop, drawn in SVG (attributes, not styles)
      const n = 'http://www.w3.org/2000/svg', svg = document.createElementNS(n, 'svg'), p = document.createElementNS(n, 'path');
      svg.setAttribute('viewBox', '0 0 27 43');
      svg.setAttribute('aria-hidden', 'true');
      p.setAttribute('d', 'M13.5 0C6 0 0 6 0 13.5 0 24 13.5 43 13.5 43S27 24 27 13.5C27 6 21 0 13.5 0z');
      p.setAttribute('fill', '#d93025');
      svg.append(p);
      k.el.append(svg);
    }
    if (o.map) o.map.markers.push(k), (k.map = o.map), o.map.layer.append(k.el), k.place();
  }
  Marker.prototype.place = function () {
    const [x, y] = this.map.at(this.position);
    // anchored at its bottom centre, as Google's
    css(this.el, { left: x - this.size.width / 2 + 'px', top: y - this.size.height + 'px' });
  };
  Marker.prototype.getTitle = function () {
    return this.title;
  };
  Marker.prototype.getPosition = function () {
    return this.position;
  };
  Marker.prototype.addListener = function (type, f) {
    // a button: Enter and Space click it too
    const t = type == 'click' ? 'click' : type;
    this.el.addEventListener(t, f);
    return { remove: () => this.el.removeEventListener(t, f) };
  };

  function InfoWindow(o = {}) {
    this.content = o.content;
  }
  /** open(map, marker) or open({ map, anchor }) */
  InfoWindow.prototype.open = function (a, b) {
    const map = a && a.map && a.anchor ? a.map : a, k = a && a.anchor ? a.anchor : b;
    this.close();
    const w = (this.el = make('div', 'standin-info', map.layer));
    w.setAttribute('role', 'dialog');
    w.setAttribute('aria-label', k.title || 'Info');
    w.tabIndex = -1;
    css(w, { position: 'absolute', maxWidth: 'min(280px, calc(100% - 16px))', padding: '12px', paddingInlineEnd: '40px', background: '#fff', color: '#1f2328', borderRadius: '8px', boxShadow: '0 2px 8px rgba(0,0,0,.3)', font: '15px/1.4 system-ui, sans-serif' });
    const x = button('standin-close', 'Close', w);
    x.textContent = '×';
    css(x, { position: 'absolute', top: '4px', insetInlineEnd: '4px', width: '32px', height: '32px', font: '22px/1 system-ui, sans-serif', background: 'none', color: '#1f2328', border: '0', cursor: 'pointer' });
    const body = make('div', 'standin-info-body', w);
    typeof this.content == 'string' ? (body.textContent = this.content) : this.content && body.append(this.content);
    const shut = () => (this.close(), k.el.focus());
    x.addEventListener('click', shut);
    w.addEventListener('keydown', (e) => e.key == 'Escape' && (e.stopPropagation(), shut()));
    this.map = map;
    this.anchor = k;
    map.open = this;
    this.place();
    w.focus({ preventScroll: true });
  };
  InfoWindow.prototype.place = function () {
    const w = this.el, m = this.map, [x, y] = m.at(this.anchor.position), W = m.box.clientWidth, h = w.offsetHeight;
    let top = y - this.anchor.size.height - h - 8;
    if (top < 4) top = y + 8; // no room above its marker: below it
    css(w, { left: Math.max(4, Math.min(W - w.offsetWidth - 4, x - w.offsetWidth / 2)) + 'px', top: top + 'px' });
  };
  InfoWindow.prototype.close = function () {
    if (!this.el) return;
    this.el.remove();
    this.el = null;
    if (this.map && this.map.open == this) this.map.open = null;
  };

  const g = (window.google = window.google || {});
  g.maps = { Map, Marker, InfoWindow, Size, event: { addListener: (o, t, f) => o.addListener(t, f) } };
  if (cb && typeof window[cb] == 'function') window[cb]();
})();
