// theme/slider.js (T04; spec widget-and-theme.md §3.7, §4.4, §9.2): a slider or a carousel the
// theme printed already initialised (docs/theme.md "Slider and carousel"): the slides in a
// `.slides` box, the active one with class is-active (a slider stacks them in one grid cell, so
// its height is the tallest slide's, whichever shows; a carousel is a row scrolled by a group).
// It adds, without changing any box at start (the controls it adds are overlays):
// - one active slide (§4.4), the others inert and aria-hidden, so the keyboard and a screen
//   reader reach only what shows; next and previous wrap around;
// - arrows, dots (a button a slide, "Slide 2 of 5", aria-current) and swipe (pointer events, past
//   SWIPE px, mirrored right to left), each a move; a move asked while one runs is ignored (§4.4);
// - the slider's fade, fade_speed ms (§9.2: the theme's slider prints 700; FADE when the
//   option names none); the carousel's slide by a group (the count that shows), FADE ms too;
//   none under reduced motion;
// - the slideshow (§3.7 slideshow): a move every slideshow_speed ms (SPEED by default, §9.2),
//   paused while hovered, while the focus is inside, while the page is hidden, while the element
//   has class paused-slider (§4.4), and by its pause button (WCAG 2.2.2); not started under
//   reduced motion until the visitor presses play (APG carousel pattern);
// - §4.4's 350 ms fallback, our reading: the clock starts once the active slide's images have
//   loaded, or READY ms after init if they have not.
import { strings } from '../../core/strings';
import type { Theme } from '../types';

/** §9.2: the fade when fade_speed names none */
export const FADE = 500;
/** the controls' names, English and Hebrew (the page's <html lang>); {a} {b} {n} are numbers */
export const t = strings(
  { prev: 'Previous slide', next: 'Next slide', play: 'Play slideshow', pause: 'Pause slideshow', one: 'Slide {a} of {n}', many: 'Slides {a} to {b} of {n}', of: '{a} of {n}' },
  { prev: 'השקופית הקודמת', next: 'השקופית הבאה', play: 'הפעלת המצגת', pause: 'השהיית המצגת', one: 'שקופית {a} מתוך {n}', many: 'שקופיות {a} עד {b} מתוך {n}', of: '{a} מתוך {n}' },
);
/** name k with its numbers */
const say = (lang: string, k: Parameters<typeof t>[1], v: Record<string, number> = {}) => t(lang, k).replace(/\{(\w)\}/g, (_, x) => '' + v[x]);

/** §9.2: the slideshow's default speed (our reading: the original's 10 ms for a class with no
 *  speed is a slip, docs/theme.md) */
export const SPEED = 7000;
/** §4.4: the longest the clock waits for the active slide's images */
export const READY = 350;
/** px a pointer must travel sideways to be a swipe */
export const SWIPE = 40;

/** §3.7's options from the element's data attributes (docs/theme.md lists them and their
 *  defaults): a flag is on when present, unless "off", "false", "no" or "0" */
export const options = (el: HTMLElement) => {
  const d = el.dataset,
    on = (v: string | undefined, def: boolean) => (v == null ? def : !/^(off|false|no|0)$/i.test(v)),
    ms = (v: string | undefined, def: number) => (v && +v >= 0 ? +v : def);
  return {
    fade: ms(d.fadeSpeed, FADE),
    auto: on(d.slideshow, false),
    speed: ms(d.slideshowSpeed, SPEED) || SPEED,
    arrows: on(d.useArrows, true),
    dots: on(d.useControls, true),
    carousel: on(d.useCarousel, false),
    active: (parseInt(d.activeSlide!) || 1) - 1,
  };
};

/** the first item of group g of n items shown cols at a time (the last group ends on the last
 *  item, so a full group always shows) */
export const first = (g: number, n: number, cols: number) => Math.max(0, Math.min(g * cols, n - cols));

/** calls go once el's images have loaded, or after READY ms (§4.4) */
export const ready = (el: Element, go: () => void) => {
  const imgs = [...el.querySelectorAll('img')].filter((i) => !i.complete);
  let left = imgs.length, t = setTimeout(done, READY);
  function done() {
    clearTimeout(t);
    left = -1;
    go();
  }
  const one = () => --left || done();
  left ? imgs.forEach((i) => (i.addEventListener('load', one), i.addEventListener('error', one))) : done();
};

export function init(root: HTMLElement, T: Theme) {
  const o = options(root), d = document, box = root.querySelector<HTMLElement>('.slides')!,
    items = [...box.children] as HTMLElement[], n = items.length,
    make = (cls: string, label: string, at: Element, fn: () => void) => {
      const b = d.createElement('button');
      b.type = 'button';
      b.className = cls;
      b.setAttribute('aria-label', label);
      b.onclick = fn;
      at.append(b);
      return b;
    };
  let cur = Math.max(0, items.findIndex((x) => x.classList.contains('is-active'))), busy = 0, cols = 1, groups = n, dots: HTMLButtonElement[] = [];
  if (root.dataset.activeSlide) cur = Math.min(o.active, n - 1);
  if (o.carousel) cur = Math.floor(cur / measure()), cur = Math.min(cur, groups - 1);
  /** the carousel's count that shows (its CSS sets the columns: §9.2 3, 4 in wide columns, fewer
   *  on a phone) and its groups */
  function measure() {
    cols = Math.max(1, Math.round(box.clientWidth / (items[0].offsetWidth || 1)));
    return (groups = Math.ceil(n / cols));
  }
  const lang = d.documentElement.lang.slice(0, 2),
    rtl = () => getComputedStyle(root).direction == 'rtl',
    x = (i: number) => items[i].offsetLeft - items[0].offsetLeft;

  root.getAttribute('role') || root.setAttribute('role', 'region');
  root.setAttribute('aria-roledescription', 'carousel');
  items.forEach((s, i) => {
    s.setAttribute('role', 'group');
    s.setAttribute('aria-roledescription', 'slide');
    s.hasAttribute('aria-label') || s.setAttribute('aria-label', say(lang, 'of', { a: i + 1, n }));
  });

  /** what shows: inert and aria-hidden on the rest, the dot, the active class */
  const show = () => {
    const a = o.carousel ? first(cur, n, cols) : cur;
    items.forEach((s, i) => {
      const off = i < a || i >= a + (o.carousel ? cols : 1);
      s.classList.toggle('is-active', !o.carousel ? !off : i == a);
      s.toggleAttribute('inert', off);
      off ? s.setAttribute('aria-hidden', 'true') : s.removeAttribute('aria-hidden');
    });
    dots.forEach((b, i) => (i == cur ? b.setAttribute('aria-current', 'true') : b.removeAttribute('aria-current')));
  };

  /** to group or slide i (wrapping); ignored while a move runs (§4.4) */
  const go = (i: number) => {
    const m = o.carousel ? groups : n;
    if (busy || m < 2) return;
    i = (i + m) % m;
    if (i == cur) return;
    const was = cur, ms = T.reduced() ? 0 : o.fade;
    cur = i;
    if (o.carousel) {
      const from = box.scrollLeft, to = x(first(i, n, cols)), t0 = performance.now();
      show();
      if (!ms) return (box.scrollLeft = to);
      busy = 1;
      const step = (t: number) => {
        const k = Math.min(1, (t - t0) / ms);
        box.scrollLeft = from + (to - from) * (k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2);
        k < 1 ? requestAnimationFrame(step) : (busy = 0);
      };
      return requestAnimationFrame(step);
    }
    const out = items[was];
    show();
    if (!ms) return;
    busy = 1;
    // the new slide fades in over the old one, which shows (is-leaving) until it has
    out.classList.add('is-leaving');
    items[i].animate({ opacity: [0, 1], zIndex: [1, 1] }, ms).onfinish = () => (out.classList.remove('is-leaving'), (busy = 0));
  };

  // the controls, overlays the theme's sheet places: no box moves (docs/theme.md)
  const bar = d.createElement('div');
  bar.className = 'slider-nav';
  let play: HTMLButtonElement | undefined, stopped = T.reduced(), hover = 0, focus = 0, timer: ReturnType<typeof setTimeout>;
  const clock = () => {
    clearTimeout(timer);
    // a slider taken off the page (an ajax page replaced it) stops: no timer left behind
    const on = o.auto && !stopped && !hover && !focus && !d.hidden && root.isConnected;
    // APG: a rotating carousel does not announce its slides, a still one does
    box.setAttribute('aria-live', on ? 'off' : 'polite');
    if (play) play.setAttribute('aria-label', t(lang, stopped ? 'play' : 'pause')), play.classList.toggle('is-paused', stopped);
    if (on) timer = setTimeout(() => (root.classList.contains('paused-slider') || go(cur + 1), clock()), o.speed);
  };
  const dotsBox = d.createElement('div');
  dotsBox.className = 'slider-dots';
  const build = () => {
    dotsBox.textContent = '';
    dots = [];
    const m = o.carousel ? groups : n;
    if (o.dots && m > 1)
      for (let i = 0; i < m; i++) {
        const a = first(i, n, cols);
        dots.push(make('slider-dot', o.carousel ? say(lang, 'many', { a: a + 1, b: Math.min(a + cols, n), n }) : say(lang, 'one', { a: i + 1, n }), dotsBox, () => go(i)));
      }
    show();
  };
  if (n > 1) {
    if (o.auto) play = make('slider-play', '', bar, () => ((stopped = !stopped), clock()));
    if (o.arrows) make('slider-prev', t(lang, 'prev'), bar, () => go(cur - 1)), make('slider-next', t(lang, 'next'), bar, () => go(cur + 1));
    // APG order: the rotation control and the arrows before the slides, the dots after
    box.before(bar);
    box.after(dotsBox);
  }
  build();
  if (o.carousel) {
    box.scrollLeft = x(first(cur, n, cols));
    // §9.3: the columns follow the window 200 ms after a resize (a phone shows fewer)
    let rt: ReturnType<typeof setTimeout>;
    window.addEventListener('resize', () => {
      clearTimeout(rt);
      rt = setTimeout(() => {
        const a = first(cur, n, cols);
        measure();
        cur = Math.min(Math.floor(a / cols), groups - 1);
        box.scrollLeft = x(first(cur, n, cols));
        build();
      }, 200);
    });
  }

  // swipe: a sideways pointer move past SWIPE px (the CSS lets the browser pan only vertically)
  let sx = 0, sy = 0;
  box.addEventListener('pointerdown', (e) => ((sx = e.clientX), (sy = e.clientY)));
  box.addEventListener('pointerup', (e) => {
    const dx = e.clientX - sx;
    if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(e.clientY - sy)) go(cur + ((dx < 0) != rtl() ? 1 : -1));
  });

  if (o.auto && n > 1) {
    // the pause button itself does not pause (APG): pressing play with it under the pointer or
    // the focus starts the slideshow
    const on = (e: Event) => +!play!.contains(e.target as Node);
    root.addEventListener('pointerover', (e) => e.pointerType == 'mouse' && ((hover = on(e)), clock()));
    root.addEventListener('pointerleave', () => ((hover = 0), clock()));
    root.addEventListener('focusin', (e) => ((focus = on(e)), clock()));
    root.addEventListener('focusout', (e) => root.contains(e.relatedTarget as Node) || ((focus = 0), clock()));
    d.addEventListener('visibilitychange', clock);
    ready(items[cur], clock);
  } else box.setAttribute('aria-live', 'polite');
}
