// P21 and X04: redirect rules (spec §4 "Redirect after conversion").
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { redirect } from '../../src/features/form/redirect';

const page = 'https://shop.example/products/shoes?utm=1';
const go = (raw: string, o = {}) => redirect(raw, { page, ...o });

test('tel:, sms: and mailto: are kept as they are', () => {
  assert.equal(go('tel:+1555123'), { url: 'tel:+1555123', blank: false });
  assert.equal(go('SMS:+1555'), { url: 'SMS:+1555', blank: false });
  assert.equal(go('mailto:a@b.co?subject=Hi', { send: true, data: { email: 'x' } }), { url: 'mailto:a@b.co?subject=Hi', blank: false });
});

test('an address with no scheme gets http://', () => {
  assert.equal(go('www.example.com/thanks'), { url: 'http://www.example.com/thanks', blank: false });
  assert.equal(go('example.com:8080/x'), { url: 'http://example.com:8080/x', blank: false });
  assert.equal(go('https://example.com/a'), { url: 'https://example.com/a', blank: false });
  assert.equal(go('//cdn.example/a'), { url: '//cdn.example/a', blank: false });
});

test('form data is appended as a query string, before any hash', () => {
  const data = { email: 'a@b.co', first_name: 'Dana Lee' };
  assert.equal(go('https://x.example/t', { send: true, data }), { url: 'https://x.example/t?email=a%40b.co&first_name=Dana+Lee', blank: false });
  assert.equal(go('https://x.example/t?a=1#top', { send: true, data }), { url: 'https://x.example/t?a=1&email=a%40b.co&first_name=Dana+Lee#top', blank: false });
  assert.equal(go('https://x.example/t', { send: false, data }), { url: 'https://x.example/t', blank: false });
});

test('placeholders: {conversion_url} and {conversion_path}', () => {
  const r = go('https://x.example/t?from={conversion_url}&path={conversion_path}') as { url: string };
  const q = new URL(r.url).searchParams;
  assert.is(q.get('from'), page);
  assert.is(q.get('path'), '/products/shoes');
});

test('new window', () => {
  assert.equal(go('https://x.example', { blank: true }), { url: 'https://x.example', blank: true });
});

test('poptin:ID and #poptin-ID launch another popup', () => {
  assert.equal(go('poptin:abcdefghijklm'), { id: 'abcdefghijklm' });
  assert.equal(go('#poptin-abcdefghijklm'), { id: 'abcdefghijklm' });
});

test('javascript:, data: and vbscript: are refused in any case or spacing, with a log line', () => {
  const warn = console.warn;
  const lines: string[] = [];
  console.warn = (m: string) => lines.push(m);
  try {
    for (const u of ['javascript:alert(1)', '  JavaScript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0000javascript:x', 'data:text/html,<script>1</script>', 'DaTa:x', 'vbscript:x', 'VBSCRIPT:x'])
      assert.is(go(u), null, JSON.stringify(u));
  } finally {
    console.warn = warn;
  }
  assert.equal(lines, ['[poptin] Redirect refused: unsafe scheme']);
});

test('empty redirect is none', () => {
  assert.is(go(''), null);
  assert.is(redirect(undefined, { page }), null);
});

test.run();
