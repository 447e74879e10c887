// P29: dynamic text (features/text/text.ts, docs/behaviour.md P29): every tag (country in the
// popup's language, country code, page title, URL parameter, cookie), the fallback for an empty,
// missing or unknown one, hostile values as text (never markup), the cleaning and the length
// cap, and off for a freemium account (§6). The browser side is in test/browser/ticker.test.mjs.
import { reset } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { attach, clean, MAX, value } from '../../src/features/text/text';
import { warnings } from '../setup/helpers';

const ANSWER = { country: 'Israel', country_code: 'IL', cc: 'IL' };
const st = (o: { lang?: string; freemium?: boolean; answer?: object; cc?: string } = {}) =>
  ({ lang: o.lang || 'en', req: { freemium: !!o.freemium, answer: 'answer' in o ? o.answer : ANSWER, req: { cc: o.cc || '' } } }) as any;
const el = (tag: string, fallback = 'friend') => {
  const p = document.createElement('p');
  p.innerHTML = `Hi <span data-lp="text" data-tag="${tag}">${fallback}</span>!`;
  document.body.append(p);
  return p.querySelector('span')!;
};
const shown = (tag: string, s = st(), fallback?: string) => {
  const e = el(tag, fallback);
  attach(s, e);
  return e;
};

test.before.each(() => reset('https://shop.example/products/shoes?utm_campaign=spring+sale&empty=&q=%3Cb%3Ex%3C%2Fb%3E'));

test('country: the answer\'s name in English; in Hebrew the browser\'s name for the code; without an answer the code kept from call 1', () => {
  assert.is(shown('country').textContent, 'Israel');
  assert.is(shown('country', st({ lang: 'he' })).textContent, 'ישראל');
  assert.is(shown('country', st({ answer: { country_code: 'fr' } })).textContent, 'France', 'no name: from the code');
  assert.is(shown('country', st({ answer: undefined, cc: 'DE' })).textContent, 'Germany', "the poptin_user_country_code cookie's (call 1's cc)");
  assert.is(shown('country', st({ answer: {} })).textContent, 'friend', 'nothing known: the fallback');
});

test('country_code, title, a URL parameter, a cookie', () => {
  assert.is(shown('country_code').textContent, 'IL');
  assert.is(shown('country_code', st({ answer: { cc: 'us' } })).textContent, 'US');
  document.title = '  Shoes  \n for   running ';
  assert.is(shown('title').textContent, 'Shoes for running');
  assert.is(shown('param:utm_campaign').textContent, 'spring sale', '+ is a space');
  document.cookie = 'other=1';
  document.cookie = 'lumen_name=Dana%20L.';
  document.cookie = 'xlumen_name=no';
  assert.is(shown('cookie:lumen_name').textContent, 'Dana L.');
  document.cookie = 'raw=%E0%A4%A';
  assert.is(shown('cookie:raw').textContent, '%E0%A4%A', 'a malformed escape is shown as it is');
  const e = shown('param:utm_campaign');
  assert.is(e.dir, 'auto', 'a value is isolated from the text around it');
  assert.is(e.parentElement!.textContent, 'Hi spring sale!');
});

test('the fallback stays: an empty or missing parameter or cookie, an unknown tag (a log line)', () => {
  for (const tag of ['param:empty', 'param:nope', 'cookie:nope', 'param:']) {
    const e = shown(tag);
    assert.is(e.textContent, 'friend', tag);
    assert.not.ok(e.hasAttribute('dir'), tag);
  }
  assert.is(shown('weather').textContent, 'friend');
  assert.ok(warnings.includes('[poptin] Dynamic text tag unknown: weather'));
  assert.is(shown('').textContent, 'friend');
});

test('hostile values are text, never markup: the query string, a cookie, the title', () => {
  reset('https://shop.example/?utm_campaign=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  const e = shown('param:utm_campaign');
  assert.is(e.textContent, '<img src=x onerror=alert(1)>');
  assert.is(e.children.length, 0, 'no element made');
  assert.is(document.querySelectorAll('img').length, 0);
  document.cookie = 'evil=' + encodeURIComponent('<script>alert(1)</script>');
  const c = shown('cookie:evil');
  assert.is(c.textContent, '<script>alert(1)</script>');
  assert.is(c.children.length, 0);
  document.title = '<svg onload=alert(1)>';
  assert.is(shown('title').children.length, 0);
});

test('cleaning: controls and bidi overrides out, white space collapsed and trimmed, at most 100 characters', () => {
  assert.is(clean('  a\u202Eevil\u2066 \t\n b\u0000c\u200f '), 'aevil bc');
  assert.is(clean(undefined), '');
  const long = 'x'.repeat(150);
  assert.is(clean(long), 'x'.repeat(MAX - 1) + '…');
  assert.is([...clean(long)].length, MAX);
  assert.is(clean('y'.repeat(MAX)), 'y'.repeat(MAX), 'exactly 100 stays whole');
  // cut on characters, not UTF-16 units: an emoji is never split in half
  assert.is([...clean('😀'.repeat(120))].length, MAX);
  assert.not.match(clean('😀'.repeat(120)), /[\ud800-\udbff](?![\udc00-\udfff])/);
  reset('https://shop.example/?c=' + encodeURIComponent('   ' + 'z'.repeat(300)));
  assert.is(shown('param:c').textContent!.length, MAX);
  assert.is(value(st(), 'param:c')!.length, 303, 'the raw value is only cut when shown');
});

test('§6: off when if_freemium is 1: every fallback stays, one log line', () => {
  for (const tag of ['country', 'title', 'param:utm_campaign']) assert.is(shown(tag, st({ freemium: true })).textContent, 'friend', tag);
  assert.ok(warnings.includes('[poptin] Dynamic text is off for this account (if_freemium)'));
});

test('a page whose cookies cannot be read (a sandboxed frame) keeps the fallback and the popup (X05)', () => {
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => { throw new DOMException('sandboxed', 'SecurityError'); } });
  try {
    assert.is(shown('cookie:lumen_name').textContent, 'friend');
    assert.ok(warnings.includes('[poptin] Dynamic text failed: cookie:lumen_name'));
  } finally {
    delete (document as any).cookie; // the prototype's accessor again
  }
  document.cookie = 'lumen_name=Dana';
  assert.is(shown('cookie:lumen_name').textContent, 'Dana');
});

test.run();
