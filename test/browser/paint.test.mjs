// Page weight 2 (issue 7): the mount forces no synchronous layout. The first field is focused a
// frame and a task after the popup's first paint (runtime/mount.ts), with preventScroll, so the
// host page stays where the visitor scrolled it. Measured on a Chromium performance trace: a
// forced layout is a Layout event that carries the JavaScript stack that asked for it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, dialog, serve, hostHtml, insertPopup } from './harness.mjs';

const env = suite(test, (env) => {
  insertPopup(env.db, { id: 'paintfocus001', page: '/t/paint' });
});

const LONG = '<div style="height:5000px">A long article</div>';
const focusedField = (page) =>
  page.waitForFunction(() => document.querySelector('poptin-root')?.shadowRoot.activeElement?.matches('form.lp-f input[name=email]'));

test('mounting a popup with a form forces no layout; the first field still gets focus', async () => {
  const t = await env.page();
  await serve(t.page, env.url('/t/paint'), hostHtml({ body: LONG }));
  const cdp = await t.page.context().newCDPSession(t.page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] },
    transferMode: 'ReportEvents',
  });
  // the popup shows on load: the trace covers the page's load, the popup's fetch, mount, first
  // paint and focus (traced from before the navigation: a mount that beat the trace's start
  // left it no layout to see)
  await t.page.goto(env.url('/t/paint'));
  await dialog(t.page).waitFor();
  await focusedField(t.page);
  await t.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
  await cdp.send('Tracing.end');
  await complete;
  const ours = (e) => (e.args?.beginData?.stackTrace || []).some((f) => /\/dist\/(runtime|features\/form)\.js/.test(f.url));
  const layouts = events.filter((e) => e.name === 'Layout');
  assert.ok(layouts.length > 0, 'the trace saw the layouts');
  assert.equal(layouts.filter(ours).map((e) => e.args.beginData.stackTrace[0].functionName), [], 'no layout forced by the popup');
});

for (const [name, head] of [
  ['a plain page', ''],
  // a transform on <html> makes it the containing block of the fixed host: a focus that
  // scrolls would move this page (it did, from 1500 to 2216 px, before the fix)
  ['a page with a transform on <html>', '<style>html{transform:scale(1)}</style>'],
]) {
  test(`focus does not scroll the host page (${name})`, async () => {
    const t = await env.page();
    await serve(t.page, env.url('/t/paint'), hostHtml({ head, body: LONG }));
    // scrolled before the popup arrives, as a reader would be
    await t.page.addInitScript(() => addEventListener('DOMContentLoaded', () => scrollTo(0, 1500)));
    await t.page.goto(env.url('/t/paint'));
    await focusedField(t.page);
    await t.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.is(await t.page.evaluate(() => scrollY), 1500);
    assert.equal(t.errors, []);
  });
}

test.run();
