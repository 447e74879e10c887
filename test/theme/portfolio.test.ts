// T07 the portfolio's rules (src/theme/portfolio; docs/theme.md "Portfolio"; spec §2.5, §5.5,
// §9.2): the columns at each width boundary, the carousel's 3 (4 wide) columns, the page size
// (0 or none: one page), the paging maths, the hash's parameters and the hash written back. The
// filters, pages, carousel and layout run in Chromium (test/browser/theme-portfolio.test.mjs).
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { carouselCols, cols, fromHash, pageCount, pageOf, perPage, SLIDE, SPEED, t, withPart } from '../../src/theme/portfolio/portfolio';

test('§9.2 constants: the carousel slides 700 ms; it turns every 7000 ms by default', () => {
  assert.is(SLIDE, 700);
  assert.is(SPEED, 7000);
});

test('§9.2 columns: 5 at 1600 px or more, 4 at 1024, 3 at 768, 2 at 480, else 1 (each boundary)', () => {
  const w = [2000, 1600, 1599.5, 1024, 1023, 768, 767, 480, 479, 320, 0];
  assert.equal(w.map(cols), [5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 1]);
});

test('§9.2 the carousel: 3 columns, 4 in wide columns, never more than the width allows', () => {
  assert.equal([1600, 1024, 1023, 768, 767, 479].map((x) => carouselCols(x, false)), [3, 3, 3, 3, 2, 1]);
  assert.equal([1600, 1024, 1023, 768, 767, 479].map((x) => carouselCols(x, true)), [4, 4, 3, 3, 2, 1]);
});

test('§5.5 the page size: data-posts-number; 0, missing or not a number is one page', () => {
  assert.equal([perPage('6'), perPage('0'), perPage(undefined), perPage(''), perPage('many'), perPage('-3')], [6, 0, 0, 0, 0, 0]);
  assert.is(pageCount(14, 0), 1, '0: one page');
  assert.is(pageOf([1, 2, 3], 1, 0).length, 3, '0: every item on it');
});

test('paging maths: pages of n items, the items of page p', () => {
  assert.equal([pageCount(14, 6), pageCount(12, 6), pageCount(13, 6), pageCount(1, 6), pageCount(0, 6)], [3, 2, 3, 1, 1]);
  const l = [...Array(14)].map((_, i) => i + 1);
  assert.equal(pageOf(l, 1, 6), [1, 2, 3, 4, 5, 6]);
  assert.equal(pageOf(l, 3, 6), [13, 14]);
  assert.equal(pageOf(l, 4, 6), []);
});

test('§2.5 the hash: a known category slug (else all) and a page from 1 (else 1)', () => {
  const s = ['all', 'cafes', 'events'];
  assert.equal(fromHash(['cafes', '2'], s), { cat: 'cafes', page: 2 });
  assert.equal(fromHash(['nope', '3'], s), { cat: 'all', page: 3 });
  assert.equal(fromHash(['events'], s), { cat: 'events', page: 1 });
  assert.equal(fromHash(['events', '0'], s), { cat: 'events', page: 1 });
  assert.equal(fromHash(['events', 'x'], s), { cat: 'events', page: 1 });
  assert.equal(fromHash([], s), { cat: 'all', page: 1 });
  assert.equal(fromHash(undefined, s), { cat: 'all', page: 1 });
});

test('§2.5 the hash written back: this portfolio\'s part replaced, the other modules\' kept', () => {
  assert.is(withPart('', 'work', 'cafes|2'), 'work|cafes|2');
  assert.is(withPart('work|all|1', 'work', 'events|1'), 'work|events|1');
  assert.is(withPart('gallery|3||work|all|2||tabs1|2', 'work', 'cafes|1'), 'gallery|3||tabs1|2||work|cafes|1');
  assert.is(withPart('m-portfolio', 'work', 'all|2'), 'm-portfolio||work|all|2');
});

test('the strings: English and Hebrew with the same keys', () => {
  for (const k of ['say', 'none', 'prev', 'next', 'pause', 'play'] as const) assert.ok(t('en', k) && t('he', k) && t('en', k) != t('he', k), k);
});

test.run();
