import { calls, reset, respond } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { template } from '../../src/engine/template';
import { httpUrl } from '../../src/core/url';
import { popup, restoreConsole, warnings } from '../setup/helpers';

test.before.each(() => reset());
test.after(restoreConsole);

test('P04 call 4: GET poptin_url', async () => {
  respond((u) => (u == 'https://cdn.example/t/a.html' ? { body: '<div data-lp="main">Hi</div>' } : undefined));
  assert.is(await template(popup('a', { poptin_url: 'https://cdn.example/t/a.html', poptin: undefined })), '<div data-lp="main">Hi</div>');
  assert.equal(calls.map((c) => [c.method, c.url]), [['GET', 'https://cdn.example/t/a.html']]);
});

test('P04 relative and protocol-relative urls resolve against the page (https)', async () => {
  respond(() => ({ body: 'x' }));
  await template(popup('a', { poptin_url: '//cdn.example/t.html' }));
  await template(popup('a', { poptin_url: '/t.html' }));
  assert.equal(calls.map((c) => c.url), ['https://cdn.example/t.html', 'https://shop.example/t.html']);
});

test('P04 inline template html when there is no url', async () => {
  assert.is(await template(popup('a', { poptin: '<p>inline</p>' })), '<p>inline</p>');
  assert.is(calls.length, 0);
});

test('P33 a failed download is a silent log line and no template', async () => {
  assert.is(await template(popup('a', { poptin_url: 'https://cdn.example/missing.html' })), null);
  assert.ok(warnings.includes('[poptin] Template download failed'));
});

test('P04 only http(s) is fetched', async () => {
  for (const u of ['javascript:alert(1)', 'data:text/html,<p>x</p>', 'file:///etc/passwd'])
    assert.is(await template(popup('a', { poptin_url: u })), null, u);
  assert.is(calls.length, 0);
});

test('httpUrl: the one http(s) check (call 4 and the upgrade link): absolute http(s) or nothing', () => {
  assert.is(httpUrl('https://app.example/up?x=1'), 'https://app.example/up?x=1');
  assert.is(httpUrl('/pricing'), 'https://shop.example/pricing', 'relative to the page');
  assert.is(httpUrl('//cdn.example/t.html'), 'https://cdn.example/t.html');
  for (const u of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'mailto:a@b.c', 'http://[::1', '', undefined, null])
    assert.is(httpUrl(u), '', String(u));
});

test('P04 no url and no html: dropped', async () => {
  assert.is(await template(popup('a', { poptin: undefined })), null);
});

test.run();
