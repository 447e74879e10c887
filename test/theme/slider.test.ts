// T04 the slider and carousel's rules in jsdom (src/theme/slider; docs/theme.md "Slider and
// carousel"; spec §3.7, §4.4, §9.2): the options and their defaults (fade 500 ms, slideshow
// 7000 ms), the groups, the 350 ms wait for the active slide's images, one active slide (the
// others inert and aria-hidden), wrapping arrows, labelled dots with aria-current, swipe
// (mirrored right to left), the slideshow and everything that pauses it. The fade's timing, the
// carousel's scroll and "ignored while one runs" need layout and animations: Chromium
// (test/browser/theme-slider.test.mjs).
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { until } from '../setup/until.mjs';
import { FADE, first, init, options, READY, ready, SPEED, SWIPE } from '../../src/theme/slider/slider';
import type { Theme } from '../../src/theme/types';

const T = (reduced = true) => ({ reduced: () => reduced }) as Theme;
const mount = (attrs = '', active = 0, n = 4) => {
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = `<div data-module="slider" aria-label="News" ${attrs}><div class="slides">${[...Array(n)].map((_, i) => `<div class="slide${i == active ? ' is-active' : ''}"><a href="#">${i + 1}</a></div>`).join('')}</div></div>`;
  return document.querySelector<HTMLElement>('[data-module]')!;
};
const $$ = (s: string) => [...document.querySelectorAll<HTMLElement>(s)];
const shown = () => $$('.slide').map((s) => +s.classList.contains('is-active')).join('');
const hidden = () => $$('.slide').map((s) => +(s.hasAttribute('inert') && s.getAttribute('aria-hidden') == 'true')).join('');
const label = (b: Element) => b.getAttribute('aria-label');
const press = (s: string) => document.querySelector<HTMLElement>(s)!.click();

test('§3.7 options: defaults (§9.2: fade 500 ms, slideshow 7000 ms), flags, active_slide from 1', () => {
  assert.is(FADE, 500);
  assert.is(SPEED, 7000);
  assert.is(READY, 350);
  assert.equal(options(mount()), { fade: 500, auto: false, speed: 7000, arrows: true, dots: true, carousel: false, active: 0 });
  assert.equal(
    options(mount('data-fade-speed="700" data-slideshow data-slideshow-speed="3000" data-use-arrows="off" data-use-controls="false" data-use-carousel="on" data-active-slide="3"')),
    { fade: 700, auto: true, speed: 3000, arrows: false, dots: false, carousel: true, active: 2 },
  );
  const o = options(mount('data-fade-speed="fast" data-slideshow="0" data-slideshow-speed="0" data-use-carousel="no"'));
  assert.equal([o.fade, o.auto, o.speed, o.carousel], [500, false, 7000, false], 'a speed that is no number is the default; 0 is no slideshow speed');
  assert.is(options(mount('data-fade-speed="0"')).fade, 0, 'a fade of 0 is a cut');
});

test('groups: a group starts cols further, the last one ends on the last item', () => {
  assert.equal([0, 1, 2].map((g) => first(g, 7, 3)), [0, 3, 4]);
  assert.equal([0, 1].map((g) => first(g, 8, 4)), [0, 4]);
  assert.is(first(0, 2, 3), 0, 'fewer items than columns');
});

test('§4.4 ready: at once with no image waiting, after the active slide\'s images load, else after 350 ms', async () => {
  document.body.innerHTML = '<div id="a"><p>text</p></div><div id="b"><img src="/x.png"><img src="/y.png"></div><div id="c"><img src="/z.png"></div>';
  let a = 0, b = 0, c = 0;
  ready(document.getElementById('a')!, () => a++);
  assert.is(a, 1);
  ready(document.getElementById('b')!, () => b++);
  const [x, y] = $$('#b img');
  x.dispatchEvent(new Event('load'));
  assert.is(b, 0, 'one image still loading');
  y.dispatchEvent(new Event('error'));
  assert.is(b, 1, 'a broken image counts as done');
  const t0 = Date.now();
  ready(document.getElementById('c')!, () => c++);
  await until(() => c, 'the fallback');
  assert.ok(Date.now() - t0 >= READY - 5, 'not before 350 ms');
  document.querySelector('#c img')!.dispatchEvent(new Event('load'));
  await new Promise((r) => setTimeout(r, 30)); // checking it does NOT run twice
  assert.is(c, 1);
});

test('one active slide, the others inert and aria-hidden; the server\'s is-active, else data-active-slide', () => {
  init(mount('', 2), T());
  assert.is(shown(), '0010');
  assert.is(hidden(), '1101');
  const root = document.querySelector('[data-module]')!;
  assert.equal([root.getAttribute('role'), root.getAttribute('aria-roledescription')], ['region', 'carousel']);
  assert.equal($$('.slide').map((s) => [s.getAttribute('role'), s.getAttribute('aria-roledescription'), label(s)].join()), ['group,slide,1 of 4', 'group,slide,2 of 4', 'group,slide,3 of 4', 'group,slide,4 of 4']);
  init(mount('data-active-slide="4"', -1), T());
  assert.is(shown(), '0001');
});

test('arrows and dots: labelled buttons, next and previous wrap around, aria-current on the active dot', () => {
  init(mount(), T());
  assert.equal($$('button').map(label), ['Previous slide', 'Next slide', 'Slide 1 of 4', 'Slide 2 of 4', 'Slide 3 of 4', 'Slide 4 of 4']);
  assert.ok($$('button').every((b) => b.getAttribute('type') == 'button'));
  const nav = document.querySelector('.slider-nav')!;
  assert.ok(nav.nextElementSibling!.matches('.slides') && document.querySelector('.slides')!.nextElementSibling!.matches('.slider-dots'), 'APG order: controls, slides, dots');
  press('.slider-prev');
  assert.is(shown(), '0001', 'previous from the first wraps to the last');
  press('.slider-next');
  assert.is(shown(), '1000', 'next from the last wraps to the first');
  $$('.slider-dot')[2].click();
  assert.is(shown(), '0010');
  assert.equal($$('.slider-dot').map((b) => b.getAttribute('aria-current')), [null, null, 'true', null]);
  assert.is(hidden(), '1101');
});

test('use_arrows and use_controls off: no arrows, no dots; one slide: no controls', () => {
  init(mount('data-use-arrows="off" data-use-controls="off"'), T());
  assert.is($$('button').length, 0);
  init(mount('data-slideshow', 0, 1), T(false));
  assert.is($$('button').length, 0);
  assert.is(hidden(), '0');
});

test('swipe: past 40 px sideways goes next (left) or previous (right), mirrored right to left; short or vertical is not a swipe', () => {
  const swipe = (dx: number, dy = 0) => {
    const s = document.querySelector('.slides')!;
    s.dispatchEvent(new MouseEvent('pointerdown', { clientX: 200, clientY: 100, bubbles: true }));
    s.dispatchEvent(new MouseEvent('pointerup', { clientX: 200 + dx, clientY: 100 + dy, bubbles: true }));
  };
  init(mount(), T());
  swipe(-(SWIPE + 1));
  assert.is(shown(), '0100');
  swipe(SWIPE + 1);
  assert.is(shown(), '1000');
  swipe(-SWIPE);
  assert.is(shown(), '1000', 'not past the threshold');
  swipe(-60, 80);
  assert.is(shown(), '1000', 'more down than across: a scroll');
  init(mount(), T());
  document.documentElement.setAttribute('dir', 'rtl');
  swipe(-60);
  assert.is(shown(), '0001', 'right to left: a swipe to the left goes back');
});

test('the slideshow: every slideshow_speed ms; paused by hover, focus inside, paused-slider, a hidden page and its button', async () => {
  const root = mount('data-slideshow data-slideshow-speed="60" data-fade-speed="0"');
  init(root, T(false));
  const box = document.querySelector('.slides')!, play = document.querySelector<HTMLElement>('.slider-play')!;
  assert.is(label(play), 'Pause slideshow');
  assert.is(box.getAttribute('aria-live'), 'off', 'APG: a rotating carousel does not announce');
  assert.is(play.parentElement, document.querySelector('.slider-nav'), 'the pause button first (APG)');
  await until(() => shown() == '0100', 'the first move');
  await until(() => shown() == '0010', 'the second');
  const still = async (why: string) => {
    const s = shown();
    await new Promise((r) => setTimeout(r, 200)); // checking that nothing moves
    assert.is(shown(), s, why);
    assert.is(box.getAttribute('aria-live'), why == 'paused-slider' ? 'off' : 'polite', why);
  };
  root.dispatchEvent(Object.assign(new MouseEvent('pointerover', { bubbles: true }), { pointerType: 'mouse' }));
  await still('hover');
  root.dispatchEvent(new MouseEvent('pointerleave'));
  const s = shown();
  await until(() => shown() != s, 'on again when the pointer leaves');
  $$('.slide a').find((a) => !a.closest('[inert]'))!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await still('focus');
  root.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
  root.classList.add('paused-slider');
  await still('paused-slider');
  root.classList.remove('paused-slider');
  Object.defineProperty(document, 'hidden', { value: true, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  await still('hidden');
  Object.defineProperty(document, 'hidden', { value: false, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  const s2 = shown();
  await until(() => shown() != s2, 'on again when the page shows');
  play.click();
  assert.is(label(play), 'Play slideshow');
  assert.ok(play.classList.contains('is-paused'));
  await still('the button');
  play.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  play.click();
  const s3 = shown();
  await until(() => shown() != s3, 'play, with the focus on the button itself');
});

test('reduced motion: no slideshow until the visitor presses play', async () => {
  init(mount('data-slideshow data-slideshow-speed="40"'), T(true));
  const play = document.querySelector<HTMLElement>('.slider-play')!;
  assert.is(label(play), 'Play slideshow');
  await new Promise((r) => setTimeout(r, 150)); // checking that nothing moves
  assert.is(shown(), '1000');
  play.click();
  await until(() => shown() == '0100', 'after play');
});

test('a carousel: one dot a group, labelled with its slides, wrapping by groups', () => {
  init(mount('data-use-carousel', 0, 3), T());
  // jsdom has no layout: one column, so a group is a slide
  assert.equal($$('.slider-dot').map(label), ['Slides 1 to 1 of 3', 'Slides 2 to 2 of 3', 'Slides 3 to 3 of 3']);
  press('.slider-prev');
  assert.is(hidden(), '110');
  assert.equal($$('.slider-dot').map((b) => !!b.getAttribute('aria-current')), [false, false, true]);
});

test('Hebrew on <html lang="he">: the controls\' and the slides\' names', () => {
  document.documentElement.lang = 'he';
  try {
    init(mount('data-slideshow'), T());
    assert.equal($$('button').map(label), ['הפעלת המצגת', 'השקופית הקודמת', 'השקופית הבאה', 'שקופית 1 מתוך 4', 'שקופית 2 מתוך 4', 'שקופית 3 מתוך 4', 'שקופית 4 מתוך 4']);
    assert.is(document.querySelector('.slide')!.getAttribute('aria-label'), '1 מתוך 4');
  } finally {
    document.documentElement.lang = '';
  }
});

// the sliders leave the page: their slideshows stop (no timer keeps the process alive)
test.after.each(() => void (document.body.innerHTML = ''));

test.run();
