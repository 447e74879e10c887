// T21 the ajax pagination's rules (src/theme/pages, docs/theme.md "Ajax pagination"; spec §7
// call 15 and its handling): a module's name (its id, else its place among the page's modules),
// the cache's key per link and module (the hash left off), which answers render (2xx, a 404
// that is the site's 404 template) and finding the module's container in an answer. The clicks,
// the cache, Back and the failures are driven in Chromium (test/browser/theme-pages.test.mjs).
import '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { find, key, name, renders } from '../../src/theme/pages/pages';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

test('a module is named by its id, else by its place among the page’s pagination modules', () => {
  document.body.innerHTML = '<div data-module="pages" class="a"></div><div data-module="tabs"></div><div data-module="pages" id="journal"></div><div data-module="pages" class="c"></div>';
  const [a, j, c] = document.querySelectorAll('[data-module=pages]');
  assert.equal([name(a), name(j), name(c)], ['#0', 'journal', '#2']);
});

test('the cache key: per module and link, the hash left off', () => {
  assert.is(key('journal', 'https://x.test/blog/page/2'), 'journal https://x.test/blog/page/2');
  assert.is(key('journal', 'https://x.test/blog/page/2#top'), key('journal', 'https://x.test/blog/page/2'));
  assert.is.not(key('#0', 'https://x.test/blog/page/2'), key('#1', 'https://x.test/blog/page/2'));
  assert.is.not(key('journal', 'https://x.test/blog/page/2'), key('journal', 'https://x.test/blog/page/3'));
});

test('§7: a 2xx renders; a 404 renders only when it is the site’s 404 template (body class error404)', () => {
  const page = parse('<body class="blog"></body>'), t404 = parse('<body class="error404 lp-x"></body>');
  assert.ok(renders(200, page));
  assert.ok(renders(203, page));
  assert.ok(renders(404, t404));
  assert.not.ok(renders(404, page), 'a 404 that is not the template');
  assert.not.ok(renders(500, t404));
  assert.not.ok(renders(503, page));
  assert.not.ok(renders(302, page));
  assert.not.ok(renders(0, page), 'an opaque answer');
});

test('the container in an answer: by id, or the same place among the answer’s modules; none: null', () => {
  const doc = parse('<div data-module="pages" class="one"></div><div id="journal" data-module="pages"></div>');
  assert.is(find(doc, 'journal')!.id, 'journal');
  assert.is(find(doc, '#0')!.className, 'one');
  assert.is(find(doc, '#1')!.id, 'journal');
  assert.not.ok(find(doc, '#2'));
  assert.not.ok(find(parse('<p>no module</p>'), 'journal'));
});

test.run();
