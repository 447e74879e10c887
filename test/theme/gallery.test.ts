// T08 the gallery (src/theme/gallery, docs/theme.md "Gallery"; spec §2.5, §4.9, §5.5, §9.3): the
// page size and its default, the page links' window, the hash it reads and writes, paging from
// the printed page 1; the lightbox's keys (src/theme/lightbox; the viewer itself is Chromium's:
// test/browser/theme-gallery.test.mjs).
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { first, init, PER_PAGE, perPage, SHOWN, withPage } from '../../src/theme/gallery/gallery';
import { FADE, step, SWIPE, t } from '../../src/theme/lightbox/lightbox';
import { params } from '../../src/theme/page';
import type { Theme } from '../../src/theme/types';

const T = { params: (id: string) => params(id), reduced: () => false } as unknown as Theme;
/** a gallery of n items, per its data-per-page, printed as the theme prints page 1 */
const start = (n: number, per: string | null, hash = '') => {
  history.replaceState(null, '', '/about' + hash);
  const size = perPage(per ?? undefined), pages = Math.ceil(n / size);
  const nums = Array.from({ length: Math.min(SHOWN, pages) }, (_, i) => `<a href="#g|${i + 1}"${i ? '' : ' aria-current="page"'}>${i + 1}</a>`).join('');
  document.body.innerHTML = `<div data-module="gallery" id="g"${per == null ? '' : ` data-per-page="${per}"`}><ul class="gallery-grid">${Array.from(
    { length: n },
    (_, i) => `<li${i < size ? '' : ' hidden'}><figure><a href="/i/${i + 1}.svg"><img src="/i/${i + 1}.svg" alt="Photo ${i + 1}"></a><figcaption>Photo ${i + 1}</figcaption></figure></li>`,
  ).join('')}</ul><nav class="gallery-pages"><a class="gallery-prev" href="#g|0" aria-disabled="true">‹</a>${nums}<a class="gallery-next" href="#g|2" aria-disabled="false">›</a></nav></div>`;
  const root = document.getElementById('g')!;
  const before = root.outerHTML;
  init(root, T);
  return { root, before };
};
const shown = () => [...document.querySelectorAll<HTMLElement>('.gallery-grid li')].map((x) => +!x.hidden).join('');
const nav = () => [...document.querySelectorAll<HTMLAnchorElement>('.gallery-pages a')].map((a) => (a.getAttribute('aria-current') ? `[${a.textContent}]` : a.getAttribute('aria-disabled') == 'true' ? '-' : a.textContent)).join(' ');
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const link = (text: string) => [...document.querySelectorAll('.gallery-pages a')].find((a) => a.textContent == text)!;

test('§5.5, §9.3: 4 a page when data-per-page is missing, 0 or not a number', () => {
  assert.is(PER_PAGE, 4);
  assert.equal([undefined, '', '0', 'x', '-3', '6', '1', '12.5'].map(perPage), [4, 4, 4, 4, 4, 6, 1, 12]);
});

test('§9.3: the first 5 pages at first, then a window around the current one, never past the last', () => {
  assert.is(SHOWN, 5);
  const win = (p: number, n: number) => Array.from({ length: Math.min(SHOWN, n) }, (_, i) => first(p, n) + i).join('');
  assert.is(win(1, 9), '12345');
  assert.is(win(3, 9), '12345');
  assert.is(win(4, 9), '23456');
  assert.is(win(7, 9), '56789');
  assert.is(win(9, 9), '56789');
  assert.is(win(2, 3), '123');
  assert.is(win(1, 1), '1');
});

test('§2.5: the hash this gallery writes: its part set, the others kept', () => {
  assert.is(withPage('', 'g', 2), '#g|2');
  assert.is(withPage('#g|2', 'g', 3), '#g|3');
  assert.is(withPage('#tabs1|2||g|1', 'g', 4), '#g|4||tabs1|2');
  assert.is(withPage('#intro', 'g', 2), '#g|2||intro');
});

test('the printed page 1 is left as it is: nothing moves as the script starts', () => {
  const { root, before } = start(11, null);
  assert.is(root.outerHTML, before);
  assert.is(shown(), '11110000000');
});

test('paging by the page links, next and previous: the items, aria-current, the ends disabled, the address', () => {
  start(11, null, '#intro');
  click(link('2'));
  assert.is(shown(), '00001111000');
  assert.is(nav(), '‹ 1 [2] 3 ›');
  assert.is(location.hash, '#g|2||intro');
  click(link('›'));
  assert.is(shown(), '00000000111');
  assert.is(nav(), '‹ 1 2 [3] -', 'next is disabled on the last page');
  click(link('›'));
  assert.is(shown(), '00000000111', 'a disabled next does nothing');
  click(link('‹'));
  click(link('‹'));
  assert.is(nav(), '- [1] 2 3 ›');
  assert.is(location.hash, '#g|1||intro');
});

test('data-per-page and the window of 5 page links as the page moves', () => {
  start(30, '2');
  assert.is(nav(), '- [1] 2 3 4 5 ›');
  (link('4') as HTMLElement).focus();
  click(link('4'));
  assert.is(nav(), '‹ 2 3 [4] 5 6 ›');
  assert.is(document.activeElement!.textContent, '4', 'the focus follows its page as the window moves');
  assert.is(shown(), '000000110000000000000000000000');
  assert.is((document.querySelector('.gallery-pages a:nth-child(4)') as HTMLAnchorElement).getAttribute('href'), '#g|4');
  click(link('6'));
  click(link('8'));
  click(link('10'));
  click(link('12'));
  click(link('14'));
  assert.is(nav(), '‹ 11 12 13 [14] 15 ›');
  click(link('15'));
  assert.is(nav(), '‹ 11 12 13 14 [15] -');
  assert.is(shown().slice(-4), '0011');
});

test('§2.5: #<id>|<n> on load opens page n; past the last is the last; another id or none is page 1', () => {
  start(11, '0', '#g|2');
  assert.is(shown(), '00001111000');
  assert.is(nav(), '‹ 1 [2] 3 ›');
  assert.is(location.hash, '#g|2', 'the address is left as it came');
  start(11, null, '#g|9');
  assert.is(shown(), '00000000111');
  start(11, null, '#other|2');
  assert.is(shown(), '11110000000');
  start(11, null, '#g|x');
  assert.is(shown(), '11110000000');
});

test('a click with a modifier key is the browser\'s (a new tab)', () => {
  start(11, null);
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  link('2').dispatchEvent(e);
  assert.not.ok(e.defaultPrevented);
  assert.is(shown(), '11110000000');
});

test('the lightbox: §9.3 fade 500 ms; its keys: arrows wrap and swap right to left, Home, End', () => {
  assert.is(FADE, 500);
  assert.is(SWIPE, 40);
  assert.is(step('ArrowRight', 0, 11, false), 1);
  assert.is(step('ArrowLeft', 0, 11, false), 10);
  assert.is(step('ArrowRight', 10, 11, false), 0);
  assert.is(step('ArrowLeft', 3, 11, true), 4, 'right to left the next is on the left');
  assert.is(step('ArrowRight', 3, 11, true), 2);
  assert.is(step('Home', 5, 11, false), 0);
  assert.is(step('End', 5, 11, true), 10);
  assert.is(step('Enter', 5, 11, false), -1);
  assert.is(t('en', 'of'), '{a} of {n}');
  assert.is(t('he', 'next'), 'התמונה הבאה');
});

test.run();
