// theme/sidenav.js and theme/top.js (src/theme/sidenav, src/theme/top; docs/theme.md "Side
// navigation", "Scroll to top"; spec §4.5, §9.4): the section in view (the last whose top is
// above the window's middle, the last at the bottom of the page), only with two sections or
// more; back to top shown past 800 px.
import '../setup/dom';
import { scrollToY } from './window';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { active, init } from '../../src/theme/sidenav/sidenav';
import { init as top, shown, TOP_PX } from '../../src/theme/top/top';
import type { Theme } from '../../src/theme/types';

const T: Theme = { mode: () => 'desktop', builder: '', reduced: () => true, params: () => undefined, scroll() {} };

test('the section in view: the last whose top is above the middle; -1 above the first; the last at the bottom', () => {
  assert.is(active([100, 900, 1800], 800, false), 0);
  assert.is(active([-500, 400, 1200], 800, false), 1, 'at the middle exactly');
  assert.is(active([-500, 401, 1200], 800, false), 0);
  assert.is(active([500, 900], 800, false), -1);
  assert.is(active([-900, -100, 600], 800, true), 2, 'the bottom of the page: the last, even below the middle');
});

const page = (n: number) => {
  document.body.innerHTML = `<nav data-module="sidenav"><ul>${[...Array(n)].map((_, i) => `<li><a href="#s${i}">S${i}</a></li>`).join('')}<li><a href="#gone">Gone</a></li></ul></nav>${[...Array(n)].map((_, i) => `<section id="s${i}"></section>`).join('')}`;
  [...Array(n)].forEach((_, i) => (document.getElementById('s' + i)!.getBoundingClientRect = () => ({ top: i * 1000 - scrollY }) as DOMRect));
  const root = document.querySelector<HTMLElement>('nav')!;
  init(root, T);
  return root;
};
const current = () => [...document.querySelectorAll('nav a')].map((a) => (a.getAttribute('aria-current') == 'location' ? 1 : 0)).join('');

test('with one section (a link to no element does not count) the dots are hidden', () => {
  assert.ok(page(1).hidden);
});

test('with two or more the section in view is aria-current="location", following the scroll', async () => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3200, configurable: true });
  const root = page(3), frame = async () => (await new Promise((r) => requestAnimationFrame(r)), await new Promise((r) => setTimeout(r, 30)));
  assert.not.ok(root.hidden);
  assert.is(current(), '1000');
  scrollToY(1200);
  await frame();
  assert.is(current(), '0100');
  scrollToY(3200 - innerHeight);
  await frame();
  assert.is(current(), '0010', 'the bottom of the page: the last');
  scrollToY(0);
});

test('back to top: shown past 800 px, not at it', () => {
  assert.is(TOP_PX, 800);
  assert.equal([0, 800, 801].map(shown), [false, false, true]);
  document.body.innerHTML = '<a class="to-top" href="#main">Top</a>';
  const a = document.querySelector<HTMLElement>('a')!;
  top(a, T);
  assert.not.ok(a.classList.contains('is-shown'));
  scrollToY(801);
  assert.ok(a.classList.contains('is-shown'));
  scrollToY(800);
  assert.not.ok(a.classList.contains('is-shown'));
});

test.run();
