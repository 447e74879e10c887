// The loader's start is three short tasks, not one long one (issue 24, Lighthouse's Total
// Blocking Time on a store: docs/bench.md): the script's own task reads the tag and sets up;
// call 1 (with the visitor's cookies and storage read for it) goes from a task of its own, posted
// with the Prioritized Task Scheduling API; the visit's writes (cookies, storage) from a third. A
// page that calls poptin.show() at once, before those tasks, still gets its popup.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, serve } from './harness.mjs';

const env = suite(test);

// Before anything loads: which task is running (0: the script's own, n: the n-th it posted), and
// in which one document.cookie was first read, call 1 sent and the first cookie written.
const spy = () => {
  window.__log = [];
  let n = 0, now = 0;
  const post = scheduler.postTask.bind(scheduler);
  scheduler.postTask = (f, o) => {
    const mine = ++n;
    return post(() => ((now = mine), Promise.resolve().then(() => (now = 0)), f()), o);
  };
  const f0 = window.fetch;
  window.fetch = (u, i) => (String(u).includes('/api/display/') && window.__log.push(['call', now]), f0(u, i));
  const d = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(document, 'cookie', {
    get() { window.__log.push(['read', now]); return d.get.call(this); },
    set(v) { /^poptin_/.test(v) && window.__log.push(['write', now]); d.set.call(this, v); },
  });
};

test('the cookie read and call 1 go from a posted task, the visit\'s writes from the next one', async () => {
  const t = await env.page({ init: spy });
  await t.page.goto(env.url('/demo/p/format-1'));
  await t.page.waitForFunction(() => window.__log.some(([k]) => k == 'write'));
  const log = await t.page.evaluate(() => window.__log);
  const first = (k) => log.find(([x]) => x == k);
  assert.equal(first('read'), ['read', 1], 'the first cookie read is in the first posted task');
  assert.equal(first('call'), ['call', 1], 'call 1 is sent from it');
  assert.equal(first('write'), ['write', 2], 'the first cookie is written in the task after');
  assert.ok(log.indexOf(first('call')) < log.indexOf(first('write')), 'call 1 goes before any write');
  assert.equal(t.errors, []);
});

test('poptin.show() called at once after the tag, before the posted task, opens the popup', async () => {
  const t = await env.page();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Early show</title></head><body><h1>Early</h1>
<script id="pixel-script-poptin" src="/dist/loader.js?id=demo"></script>
<script>poptin.show('fmt08lightbox')</script></body></html>`;
  await serve(t.page, env.url('/demo/early-show'), html);
  await t.page.goto(env.url('/demo/early-show'));
  await dialog(t.page).waitFor();
  assert.equal(t.errors, []);
});

test.run();
