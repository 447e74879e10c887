// T19 multi-view (src/theme/views; spec §3.12, §4.9): the modes that apply (the screen mode's
// chain, then hover), and what an element's data-view-* attributes resolve to: the most
// specific mode that names each of text, class, an attribute or a style property; hidden by the
// screen mode or hover.
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chain, resolve } from '../../src/theme/views/views';

test('the chain: desktop; tablet over desktop; phone over tablet over desktop; hover last', () => {
  assert.equal(chain('desktop', false), ['desktop']);
  assert.equal(chain('tablet', false), ['desktop', 'tablet']);
  assert.equal(chain('phone', true), ['desktop', 'tablet', 'phone', 'hover']);
});

const el = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

test('text, attributes, styles and classes: the most specific mode that names each', () => {
  const e = el('<img data-view-tablet="T" data-view-hover="H" data-view-attr-src-phone="p.jpg" data-view-attr-alt-tablet="tablet" data-view-style-background-color-hover="red" data-view-style-opacity-phone="0.5" data-view-class-tablet="a b" data-view-class-hover="lit">');
  assert.equal(resolve(e, chain('desktop', false)), { text: undefined, attrs: {}, styles: {}, classes: [], hidden: false });
  assert.equal(resolve(e, chain('phone', false)), { text: 'T', attrs: { src: 'p.jpg', alt: 'tablet' }, styles: { opacity: '0.5' }, classes: ['a', 'b'], hidden: false });
  assert.equal(resolve(e, chain('phone', true)), { text: 'H', attrs: { src: 'p.jpg', alt: 'tablet' }, styles: { opacity: '0.5', 'background-color': 'red' }, classes: ['lit'], hidden: false });
});

test('hidden: by the screen mode data-view-hide lists (not a wider one), or by hover', () => {
  const e = el('<p data-view-hide="phone hover">x</p>');
  assert.equal([resolve(e, chain('desktop', false)).hidden, resolve(e, chain('tablet', false)).hidden, resolve(e, chain('phone', false)).hidden, resolve(e, chain('desktop', true)).hidden], [false, false, true, true]);
  const t = el('<p data-view-hide="tablet">x</p>');
  assert.is(resolve(t, chain('phone', false)).hidden, false, 'hidden on tablets only');
});

test.run();
