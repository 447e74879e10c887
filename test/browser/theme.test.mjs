// theme.js in Chromium (issue 25; docs/theme.md "Modules" and "The page"): the body's classes at
// each breakpoint and after a resize, one chunk per module and one init per element (markup
// inserted later too, unknown names left alone), the hash (top on load, then the element),
// smooth in-page links with focus and history (and where they are the browser's), the builder
// mode, and no CSP violation or layout shift on the demo's strict-CSP pages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, until } from './harness.mjs';
import { axeTheme, recordPage, themeChunks } from './theme-kit.mjs';

const env = suite(test);
const open = (opts) => env.page({ init: recordPage, ...opts });
const classes = (page) => page.evaluate(() => [...document.body.classList].filter((c) => c.startsWith('lp-')).sort());

test('the breakpoint and browser classes at 1280, 980, 768, 767 and 320 px; a resize moves them 200 ms later', async () => {
  for (const [w, m] of [[1280, 'desktop'], [981, 'desktop'], [980, 'tablet'], [768, 'tablet'], [767, 'phone'], [320, 'phone']]) {
    const { page, errors } = await open({ viewport: { width: w, height: 800 } });
    await page.goto(env.url('/demo/theme/'));
    await page.waitForFunction(() => document.body.classList.contains('lp-chrome'));
    assert.equal(await classes(page), ['lp-chrome', 'lp-' + m].sort(), w + ' px');
    assert.equal(errors, []);
  }
  const { page } = await open({ viewport: { width: 1280, height: 800 } });
  await page.goto(env.url('/demo/theme/'));
  await page.waitForFunction(() => document.body.classList.contains('lp-desktop'));
  await page.setViewportSize({ width: 700, height: 800 });
  await page.waitForTimeout(100);
  assert.ok((await classes(page)).includes('lp-desktop'), 'not before 200 ms');
  await page.waitForFunction(() => document.body.classList.contains('lp-phone') && !document.body.classList.contains('lp-desktop'));
});

test('one chunk per module, one init per element; inserted markup enhanced once, 50 ms after; an unknown module left alone; no CSP violation, no layout shift', async () => {
  const { page, errors, requests } = await open();
  await page.goto(env.url('/demo/theme/modules'));
  await page.waitForLoadState('networkidle');
  assert.equal(themeChunks(requests).filter((n) => n == 'accordion'), ['accordion']);
  assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0], 'no CSP violation, no layout shift as the modules start');
  // a copy of the accordion inserted as an ajax page would, and an unknown module
  await page.evaluate(() => {
    const a = document.querySelector('[data-module=accordion]');
    const b = a.cloneNode(true);
    b.id = 'late';
    b.querySelectorAll('details').forEach((d, i) => (d.open = i == 0));
    document.querySelector('main').append(b);
    const x = document.createElement('div');
    x.dataset.module = 'no-such-module';
    document.querySelector('main').append(x);
  });
  // its init ran (the accordion takes the browser's own name grouping off its toggles)
  await page.waitForFunction(() => !document.querySelector('#late details[name]'));
  // the late accordion works (one open at a time)
  await page.locator('#late summary').nth(1).click();
  await page.waitForFunction(() => [...document.querySelectorAll('#late details')].map((d) => d.open).join() == 'false,true,false');
  assert.equal(themeChunks(requests).filter((n) => n == 'accordion'), ['accordion'], 'the chunk once');
  assert.not.ok(requests.some((u) => u.includes('no-such-module')));
  assert.equal(await page.evaluate(() => window.__csp), []);
  assert.equal(errors, []);
});

test('a page opened with a hash starts at the top, then scrolls to the element; an in-page link scrolls smoothly, focuses the element and pushes the hash', async () => {
  const { page, errors } = await open({ viewport: { width: 1280, height: 600 } });
  await page.goto(env.url('/demo/theme/#faq'));
  // the element's top reaches the window's top (less its scroll-margin: the fixed header's room
  // and 16 px) once the scroll ends
  await page.waitForFunction(() => Math.abs(document.getElementById('faq').getBoundingClientRect().top - parseFloat(getComputedStyle(document.getElementById('faq')).scrollMarginTop)) < 2);
  await page.evaluate(() => scrollTo(0, 0));
  await page.goto(env.url('/demo/theme/'));
  await page.waitForFunction(() => document.body.classList.contains('lp-desktop'));
  const ys = [];
  const sampling = page.evaluate(() => new Promise((r) => { const out = []; const t0 = performance.now(); const f = () => (out.push(scrollY), performance.now() - t0 < 1200 ? requestAnimationFrame(f) : r(out)); requestAnimationFrame(f); }));
  await page.getByRole('link', { name: 'Questions' }).click();
  ys.push(...(await sampling));
  const target = await page.evaluate(() => document.getElementById('faq').getBoundingClientRect().top + scrollY - parseFloat(getComputedStyle(document.getElementById('faq')).scrollMarginTop));
  assert.ok(ys.some((y) => y > 5 && y < target - 5), 'in between: a glide, not a jump');
  assert.ok(Math.abs(ys.at(-1) - target) < 2, 'arrives');
  assert.is(await page.evaluate(() => [location.hash, document.activeElement.id, document.activeElement.tabIndex].join()), '#faq,faq,-1');
  assert.equal(errors, []);
});

test('under reduced motion an in-page link jumps; links inside [data-smooth-scroll=off] are the browser\'s', async () => {
  const { page } = await open({ viewport: { width: 1280, height: 600 }, reducedMotion: 'reduce' });
  await page.goto(env.url('/demo/theme/'));
  await page.waitForFunction(() => document.body.classList.contains('lp-desktop'));
  await page.getByRole('link', { name: 'Questions' }).click();
  assert.ok(await page.evaluate(() => Math.abs(document.getElementById('faq').getBoundingClientRect().top - parseFloat(getComputedStyle(document.getElementById('faq')).scrollMarginTop)) < 2), 'there at once');
  await page.evaluate(() => {
    scrollTo(0, 0);
    const a = document.querySelector('a[href="#faq"]');
    a.parentElement.dataset.smoothScroll = 'off';
    window.__prevented = null;
    document.addEventListener('click', (e) => (window.__prevented = e.defaultPrevented));
  });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByRole('link', { name: 'Questions' }).click();
  assert.is(await page.evaluate(() => window.__prevented), false, 'not taken over');
});

test('a builder mode: a link to another page and a form do not navigate; an in-page link still scrolls', async () => {
  const { page, errors } = await open({ viewport: { width: 1280, height: 600 } });
  await page.goto(env.url('/demo/theme/?builder=visual'));
  await page.waitForFunction(() => document.body.classList.contains('lp-desktop'));
  await page.evaluate(() => {
    const f = document.createElement('form');
    f.action = '/demo/theme/modules';
    f.innerHTML = '<button>Send</button>';
    document.querySelector('main').append(f);
  });
  await page.getByRole('link', { name: 'Every module' }).first().click();
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForTimeout(300);
  assert.ok(page.url().endsWith('/demo/theme/?builder=visual'), page.url());
  await page.getByRole('link', { name: 'Questions' }).click();
  await until(async () => (await page.evaluate(() => location.hash)) == '#faq', 'the in-page link');
  assert.equal(errors, []);
});

test('every page of the demo at 1280, 900 and 390 px: no page error or log line, no CSP violation, no layout shift at load, axe clean', async () => {
  for (const path of ['/demo/theme/', '/demo/theme/about', '/demo/theme/modules'])
    for (const width of [1280, 900, 390]) {
      const { page, errors, logs } = await open({ viewport: { width, height: 800 } });
      await page.goto(env.url(path));
      await page.waitForLoadState('networkidle');
      const at = `${path} at ${width}`;
      assert.equal(await page.evaluate(() => [window.__csp, window.__cls]), [[], 0], at);
      assert.equal(await axeTheme(page), [], at);
      assert.equal([errors, logs], [[], []], at);
    }
});

test.run();
