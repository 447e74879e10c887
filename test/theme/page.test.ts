// theme.js's page rules (src/theme/page.ts; docs/theme.md "The page"): the breakpoints at their
// edges (§2.5: desktop > 980, tablet 768-980, phone <= 767), the hash sanitised (§2.5) and read
// for a module's parameters (joined parts), the smooth-scroll duration (§9.4: 800 ms, 1600 ms
// beyond 4000 px) and the links that keep the browser's jump.
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clean, mode, NO_SMOOTH, params, scrollMs } from '../../src/theme/page';

test('breakpoints: 981 desktop, 980 and 768 tablet, 767 phone', () => {
  assert.equal([1440, 981, 980, 768, 767, 320].map((x) => mode(x)), ['desktop', 'desktop', 'tablet', 'tablet', 'phone', 'phone']);
});

test('a hash keeps letters, digits, -, _ and |', () => {
  assert.is(clean('#tabs-1|2'), 'tabs-1|2');
  assert.is(clean('#a<img src=x onerror=alert(1)>|b'), 'aimgsrcxonerroralert1|b');
  assert.is(clean('#über café'), 'bercaf');
});

test('module parameters: the id, then its parameters; parts joined by ||', () => {
  const h = 'gallery1|3||tabs1|2||portfolio|espresso|4';
  assert.equal(params('gallery1', h), ['3']);
  assert.equal(params('tabs1', h), ['2']);
  assert.equal(params('portfolio', h), ['espresso', '4']);
  assert.is(params('other', h), undefined);
  assert.equal(params('faq', 'faq'), [], 'named without parameters');
  assert.equal(params('x', clean('#x|1"><b>')), ['1b']);
});

test('smooth scroll: 800 ms, 1600 ms beyond 4000 px either way', () => {
  assert.equal([0, 3999, 4000, 4001, -4001].map(scrollMs), [800, 800, 800, 1600, 1600]);
});

test('the links that keep the browser\'s jump', () => {
  document.body.innerHTML = '<div data-module="tabs"><a id="a" href="#x"></a></div><a class="woocommerce-review-link" id="b" href="#r"></a><a class="comment-reply-link" id="c" href="#c"></a><div data-smooth-scroll="off"><a id="d" href="#y"></a></div><a id="e" href="#z"></a>';
  assert.equal(['a', 'b', 'c', 'd', 'e'].map((id) => !!document.getElementById(id)!.closest(NO_SMOOTH)), [true, true, true, true, false]);
});

test.run();
