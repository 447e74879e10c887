// P05: the 22 lightbox formats: data only, distinct designs, spec design sizes, the image placed
// by the shell's one layout function; each renders through show().
import { reset, sheetText } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { fit } from '../../src/runtime/scale';
import { lightboxLayout, type Format } from '../../src/runtime/layout';
import { show } from '../../src/runtime/runtime';
import { $, clock, request, sanitizing, shadow, TEMPLATE } from './fixture';

const N = Array.from({ length: 22 }, (_, i) => i + 1);
const formats: Record<number, Format> = {};
const src = (n: number) => new URL(`../../src/formats/lightbox/format_${n}.ts`, import.meta.url);

test.before(async () => {
  for (const n of N) formats[n] = (await import(src(n).href)).default;
});
test.before.each(() => {
  reset();
  (globalThis as any).innerWidth = 1920;
  (globalThis as any).innerHeight = 1080;
});

test('22 formats, each a small descriptor', () => {
  for (const n of N) {
    const f = formats[n];
    assert.ok(f.o === 'h' || f.o === 'v', `format_${n} orientation`);
    assert.ok(['left', 'right', 'top', 'bottom', 'background', 'none'].includes(f.img), `format_${n} image`);
    assert.ok(f.r >= 0 && f.pad > 0, `format_${n} radius/padding`);
    const text = readFileSync(src(n), 'utf8');
    assert.ok(text.split('\n').length <= 6, `format_${n} is a few lines`);
    assert.ok(brotliCompressSync(text).length < 400, `format_${n} source is tiny`);
    assert.not.match(text, /function|=>|class /, `format_${n} holds data, no logic`);
  }
});

test('spec §2 design sizes: format_1 600x950, format_2 900x950, format_3/4 1130x1000, others none', () => {
  assert.equal(formats[1].size, { width: 600, height: 950 });
  assert.equal(formats[2].size, { width: 900, height: 950 });
  assert.equal(formats[3].size, { width: 1130, height: 1000 });
  assert.equal(formats[4].size, { width: 1130, height: 1000 });
  for (const n of N.slice(4)) assert.is(formats[n].size, undefined, `format_${n}`);
});

/** a 800x500 box at scale 1 in a 1000 px high window */
const box = (v: boolean) => ({ s: 1, w: 800, h: 500, m: 1000, v });

test('orientation follows the design: tall formats are vertical', () => {
  assert.is(formats[1].o, 'v');
  assert.is(formats[2].o, 'v');
  assert.is(formats[3].o, 'h');
  assert.is(formats[4].o, 'h');
});

test('the 22 designs are distinct', () => {
  const css = new Set(N.map((n) => lightboxLayout(formats[n], box(formats[n].o === 'v'))));
  assert.is(css.size, 22);
  const placements = new Set(N.map((n) => formats[n].img));
  assert.is(placements.size, 6, 'every image placement is used');
});

test('layout: where the image sits', () => {
  const f = (img: Format['img']): Format => ({ o: 'h', img, split: 40, r: 8, pad: 24, css: '' });
  const h = box(false);
  assert.match(lightboxLayout(f('left'), h), /grid-template-columns:40% 1fr.*\[data-lp=image\]\{grid-area:1\/1\}.*\{grid-area:1\/2;padding:24px\}/);
  assert.match(lightboxLayout(f('right'), h), /grid-template-columns:1fr 40%.*\[data-lp=image\]\{grid-area:1\/2\}/);
  // rows: px of the box's height (a share of an auto height would not resolve), down to 0 when
  // the box meets the window's height (X07: the image gives way before the form)
  assert.match(lightboxLayout(f('top'), h), /grid-template-rows:minmax\(0,200px\) auto.*\{grid-area:2\/1;/);
  assert.match(lightboxLayout(f('bottom'), h), /grid-template-rows:auto minmax\(0,200px\).*\[data-lp=image\]\{grid-area:2\/1\}/);
  assert.match(lightboxLayout(f('background'), h), /\[data-lp=image\]\{grid-area:1\/1\}.*\{grid-area:1\/1;/);
  assert.match(lightboxLayout(f('none'), h), /\[data-lp=image\]\{grid-area:1\/1;display:none\}/);
  // vertical layout: an image beside the text moves above it, and a text panel takes the width
  const v = box(true);
  assert.match(lightboxLayout(f('left'), v), /grid-template-rows:minmax\(0,120px\) auto/, 'a side image moved on top keeps 60% of its share');
  assert.match(lightboxLayout(f('right'), v), /grid-template-rows:minmax\(0,120px\) auto/);
  assert.match(lightboxLayout(f('bottom'), v), /grid-template-rows:auto minmax\(0,200px\)/);
  assert.match(lightboxLayout(f('background'), v), /\[data-lp=main\]\{width:auto;max-width:none;justify-self:stretch\}$/);
  // X07: an image above the text takes at most 40 % of the window's height
  assert.match(lightboxLayout(f('top'), { ...h, m: 300 }), /grid-template-rows:minmax\(0,120px\) auto/);
});

test('every format renders through show() with its layout, size and radius', async () => {
  for (const n of N) {
    reset();
    const fr = request({ popup: { poptin_format: `format_${n}` }, req: { html: TEMPLATE.replace(/<div data-lp="form"[^>]*><\/div>/, '') } });
    const h = await show(fr.req, { load: sanitizing(async () => ({ default: formats[n] })), timer: clock().timer });
    assert.ok(h, `format_${n}`);
    const css = sheetText(shadow());
    const size = formats[n].size || { width: 800, height: 500 };
    // jsdom has no font sizes: the box is not shrunk, it reflows into the 1024x768 window
    assert.ok(css.includes(lightboxLayout(formats[n], fit(size, { width: innerWidth, height: innerHeight }, formats[n].o === 'h'))), `format_${n} layout`);
    assert.ok(css.includes(`.lp-d{border-radius:${formats[n].r}px}`));
    assert.is($('.lp-d').style.width, Math.min(size.width, innerWidth) + 'px', `format_${n} width`);
    assert.is($('.lp-d').style.transform, 'scale(1)');
    assert.ok($('[data-lp=image]'), `format_${n} image`);
    h!.destroy();
  }
});

test.run();
