import { reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CHUNKS, chunksOf, kindOf, needs } from '../../src/popup/needs';
import { slotsIn } from '../../src/popup/slots';
import type { Popup } from '../../src/popup/wire';

test.before.each(() => reset());

const popup = (type: string, dp = {}) => ({ poptin_type: type, poptin_format: 'format_4', design_properties: dp }) as unknown as Popup;

test('the shell kind of every type', () => {
  const kinds = Object.fromEntries(['lightbox', 'fullpage', 'gamified', 'mobile', 'bar', 'bside', 'sside', 'browsing', 'social', 'embedded', 'content'].map((t) => [t, kindOf(t)]));
  assert.equal(kinds, { lightbox: 'modal', fullpage: 'modal', gamified: 'modal', mobile: 'modal', bar: 'bar', bside: 'slide', sside: 'slide', browsing: 'slide', social: 'slide', embedded: 'inline', content: 'inline' });
});

test('slot chunks come from the markup, not from a selector in the template\'s style', () => {
  assert.equal(slotsIn('<style>[data-lp=messenger]{margin:0}[data-lp="form"] input{}</style><p data-lp="title">Hi</p>'), []);
  assert.equal(slotsIn('<div class="x" data-lp="form"></div>\n<div\ndata-lp=messenger></div>'), ['form', 'messenger']);
});

test('a slide-in with a messenger selector in its style needs its shell and format only', () => {
  const n = needs(popup('bside'), '<style>[data-lp=messenger]{margin-top:12px}</style><div data-lp="main"></div>');
  assert.equal(chunksOf({ ...n, sanitize: false }), ['runtime', 'shells/slide', 'formats/bside/format_4']);
});

test('a lightbox with a form and a slide effect needs the form and the effects chunks', () => {
  const n = needs(popup('lightbox', { poptin_design_entry_effect: 'slideInUp' }), '<form data-lp="form"></form>');
  assert.equal(chunksOf({ ...n, sanitize: false }), ['runtime', 'formats/lightbox/format_4', 'features/form', 'features/effects']);
  assert.is(needs(popup('lightbox', { poptin_design_entry_effect: 'Fade' }), '').effects, false, 'the fade is built in');
});

test('a popup-level chunk is one row of CHUNKS: needs() says whether the popup needs it, chunksOf() preloads it after the slots', () => {
  assert.equal(Object.keys(CHUNKS), ['effects', 'sanitize']);
  const rows = CHUNKS as Record<string, (p: Popup) => boolean>;
  rows.particles = (p) => !!(p.design_properties as Record<string, unknown> | undefined)?.poptin_design_particles;
  try {
    const n = needs(popup('lightbox', { poptin_design_particles: 'snow' }), '<form data-lp="form"></form>') as any;
    assert.is(n.particles, true);
    assert.equal(chunksOf({ ...n, sanitize: false }), ['runtime', 'formats/lightbox/format_4', 'features/form', 'features/particles']);
    assert.equal(chunksOf({ ...needs(popup('bar'), ''), sanitize: false }), ['runtime', 'shells/bar', 'formats/bar/format_4'], 'not for a popup without them');
  } finally {
    delete rows.particles;
  }
});

test.run();
