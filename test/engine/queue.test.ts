import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { queue, type Release } from '../../src/engine/queue';

test('P13 one modal popup (lightbox, gamified, fullpage, mobile) at a time: the next waits for removal', () => {
  const q = queue(), shown: string[] = [], rel: Record<string, Release> = {};
  const add = (name: string, type: string) => q(type, (r) => (shown.push(name), (rel[name] = r)));
  add('a', 'lightbox');
  add('b', 'gamified');
  add('c', 'fullpage');
  add('m', 'mobile');
  assert.equal(shown, ['a']);
  rel.a();
  assert.equal(shown, ['a', 'b']);
  rel.b();
  assert.equal(shown, ['a', 'b', 'c']);
  rel.c();
  assert.equal(shown, ['a', 'b', 'c', 'm'], 'our reading: a mobile popup is modal, so it waits too');
  rel.m();
  add('d', 'lightbox');
  assert.equal(shown, ['a', 'b', 'c', 'm', 'd'], 'an idle queue shows at once');
});

test('P13 other types do not wait and do not block', () => {
  const q = queue(), shown: string[] = [];
  q('lightbox', () => shown.push('box'));
  for (const t of ['bar', 'bside', 'sside', 'embedded', 'social', 'browsing', 'content']) q(t, () => shown.push(t));
  assert.is(shown.length, 8);
});

test('P13 a release is counted once: a popup that fails and is removed frees one slot', () => {
  const q = queue(), shown: string[] = [];
  let first!: Release;
  q('lightbox', (r) => (first = r));
  q('lightbox', () => shown.push('second'));
  q('lightbox', () => shown.push('third'));
  first();
  first();
  assert.equal(shown, ['second']);
});

test.run();
