// The contact-channel widget in Chromium (issue 10; docs/behaviour.md W01, W02, W07, W08, W10,
// W12) on the demo pages: two widgets from the server's settings, keyboard only (Tab, Enter,
// Escape, focus back on the button), the list's links, the calls the server stores (views,
// the first open, a channel), axe clean closed and open, Hebrew at 320 px, settings inline
// under a strict CSP with no violation, and a widget that steps aside from the focused element.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suite, until, rows, afterOneSecond, dialog } from './harness.mjs';
import { axe, axeSource } from './audit.mjs';

const env = suite(test);
const q = (sql, ...a) => rows(env.db, sql, ...a);
const AXE = axeSource();
const host = (page, id) => page.locator(`lp-widget[data-id="${id}"]`);
const focused = (page) =>
  page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return `${a.localName}${a.className ? '.' + a.className : ''} ${a.textContent.trim().slice(0, 30)} in ${a.getRootNode().host?.dataset.id || 'the page'}`;
  });
function violations() {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim()));
}

test('two widgets from the server: keyboard only opens the list, reaches its links and closes it with Escape; the server stores views, the open and a channel; axe clean', async () => {
  // (a fake clock at a real date: axe's wait runs the page's clock, which Playwright would
  // otherwise start at 1970, and the click cookie counts days)
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/w/demo'));
  const one = host(t.page, 'lumen-1');
  await one.locator('button.b').waitFor();
  assert.is(await t.page.locator('lp-widget').count(), 2);
  assert.is(await one.locator('button.b').getAttribute('aria-label'), 'Talk to the roastery');
  assert.ok(!t.requests.some((u) => u.includes('widget/list.js')), 'no list before an interaction');
  await until(() => q("SELECT COUNT(*) AS n FROM widget_views WHERE kind = 'widget'")[0].n == 2, 'call 3 for each widget');
  assert.equal(await axe(t.page, AXE, 'lp-widget[data-id="lumen-1"]'), [], 'axe, closed');
  // Tab through the page to the right-hand widget's button (it is the last thing on the page)
  await one.locator('button.b').focus();
  assert.match(await focused(t.page), /^button\.b .* in lumen-1$/);
  await t.page.keyboard.press('Enter');
  const list = one.locator('ul');
  await list.waitFor();
  assert.is(await one.locator('button.b').getAttribute('aria-expanded'), 'true');
  const labels = await list.locator('.t').allTextContents();
  assert.ok(labels.includes('Email') && labels.length >= 8, labels.join());
  await t.page.keyboard.press('Tab');
  assert.match(await focused(t.page), /^(a|button)\.ch .* in lumen-1$/, 'Tab goes from the button into the list');
  assert.equal(await axe(t.page, AXE, 'lp-widget[data-id="lumen-1"]'), [], 'axe, open');
  await t.page.keyboard.press('Escape');
  assert.is(await list.isVisible(), false);
  assert.match(await focused(t.page), /^button\.b .* in lumen-1$/, 'focus back on the button');
  await until(() => q("SELECT COUNT(*) AS n FROM widget_clicks WHERE kind = 'widget' AND widget_id = 'lumen-1'")[0].n == 1, 'call 1 at the first open: ' + JSON.stringify(q('SELECT * FROM widget_clicks')));
  await until(() => q("SELECT COUNT(*) AS n FROM widget_views WHERE kind = 'channel' AND widget_id = 'lumen-1'")[0].n == 1, 'call 4 at the first open');
  // a channel: the mail link, followed in this tab (mailto: hands over to an app; the page stays)
  await t.page.keyboard.press('Enter');
  const mail = list.locator('a', { hasText: 'Email' });
  assert.match(await mail.getAttribute('href'), /^mailto:/);
  await t.page.route(/^mailto:/, (r) => r.abort());
  await mail.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
  await mail.click();
  await until(() => q("SELECT channel FROM widget_clicks WHERE kind = 'channel'").some((r) => r.channel == 'Email'), 'call 2');
  assert.is(await list.isVisible(), false, 'the list closed');
  // a press outside closes the other widget's list, opened by a mouse hover
  const two = host(t.page, 'lumen-2');
  await two.locator('button.b').hover();
  await two.locator('ul').waitFor();
  await t.page.mouse.click(640, 300);
  await until(() => two.locator('ul').isHidden(), 'closed by a press outside');
  assert.equal(t.errors, []);
});

test('pop-ups by keyboard: WeChat\'s QR dialog and the agent list take focus, Escape gives it back; axe clean open; 320 px reflows', async () => {
  const t = await env.page({ clock: true, viewport: { width: 320, height: 640 } });
  await t.page.goto(env.url('/demo/w/demo'));
  const one = host(t.page, 'lumen-1');
  await one.locator('button.b').focus();
  await t.page.keyboard.press('Enter');
  await one.locator('ul').waitFor();
  // eleven channels are taller than a 640 px window: the list scrolls inside itself, its top
  // on screen, so every channel stays reachable
  assert.ok(await one.locator('ul').evaluate((u) => u.getBoundingClientRect().top >= 0 && u.scrollHeight > u.clientHeight), 'the list fits and scrolls');
  const wechat = one.locator('button.ch', { hasText: 'WeChat' });
  assert.is(await wechat.getAttribute('aria-haspopup'), 'dialog');
  await wechat.focus();
  await t.page.keyboard.press('Enter');
  const d = one.locator('[role=dialog]');
  await d.waitFor();
  assert.match(await focused(t.page), /^div\.pp .* in lumen-1$/, 'focus in the dialog');
  assert.is(await d.locator('h2').textContent(), await t.page.evaluate(() => document.querySelector('lp-widget[data-id="lumen-1"]').shadowRoot.querySelector('[role=dialog] h2').textContent));
  await until(() => d.locator('img').evaluate((i) => i.complete && i.naturalWidth > 0), 'the QR image loads');
  const box = await d.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 320, 'inside 320 px: ' + JSON.stringify(box));
  assert.equal(await axe(t.page, AXE, 'lp-widget[data-id="lumen-1"]'), [], 'axe, WeChat open');
  await t.page.keyboard.press('Escape');
  assert.is(await d.count(), 0);
  assert.match(await focused(t.page), /^button\.b .* in lumen-1$/);
  // WhatsApp's welcome pop-up: focus in its message box, axe clean, Escape
  await t.page.keyboard.press('Enter');
  await one.locator('button.ch', { hasText: 'WhatsApp' }).focus();
  await t.page.keyboard.press('Enter');
  await d.locator('textarea').waitFor();
  assert.match(await focused(t.page), /^textarea .* in lumen-1$/);
  assert.ok((await d.locator('.wb').textContent()).includes('How can we help'));
  assert.equal(await axe(t.page, AXE, 'lp-widget[data-id="lumen-1"]'), [], 'axe, WhatsApp open');
  // its emoji picker by keyboard: fetched at the first press, an emoji at the caret, Escape
  // closes only the picker
  assert.ok(!t.requests.some((u) => u.includes('widget/emoji.js')), 'not before its first use');
  await t.page.keyboard.press('End');
  await t.page.keyboard.press('Tab');
  assert.match(await focused(t.page), /^button\.we /);
  await t.page.keyboard.press('Enter');
  await d.locator('.em').waitFor();
  await t.page.keyboard.press('ArrowRight');
  await t.page.keyboard.press('Enter');
  assert.ok((await d.locator('textarea').inputValue()).endsWith('😃'), 'the second emoji at the end');
  assert.equal(await axe(t.page, AXE, 'lp-widget[data-id="lumen-1"]'), [], 'axe, the picker open');
  await t.page.keyboard.press('Escape');
  assert.is(await d.locator('.em').count(), 0);
  assert.is(await d.count(), 1, 'the pop-up stays');
  await t.page.keyboard.press('Escape');
  assert.is(await d.count(), 0);
  // the agents, on the other widget: Tab from the dialog's close button reaches each agent
  const two = host(t.page, 'lumen-2');
  await two.locator('button.b').focus();
  await t.page.keyboard.press('Enter');
  await two.locator('ul').waitFor();
  await two.locator('button.ch').first().focus();
  await t.page.keyboard.press('Enter');
  const a = two.locator('[role=dialog]');
  await a.waitFor();
  assert.equal(await a.locator('a > span:last-child').allTextContents(), ['Maya (orders)', 'Noam (wholesale)', 'Lee (events)']);
  await t.page.keyboard.press('Tab');
  await t.page.keyboard.press('Tab');
  assert.match(await focused(t.page), /^a .*Maya/);
  assert.equal(await axe(t.page, AXE, 'lp-widget[data-id="lumen-2"]'), [], 'axe, agents open');
  await t.page.keyboard.press('Escape');
  assert.match(await focused(t.page), /^button\.b .* in lumen-2$/);
  assert.equal(t.errors, []);
});

test('W08 and W12: the device classes follow a resize; channels sit the widget size + 8 px apart', async () => {
  const t = await env.page({ viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/w/demo'));
  const one = host(t.page, 'lumen-1');
  const box = one.locator('.w');
  await one.locator('button.b').click();
  await one.locator('ul').waitFor();
  const ys = await one.locator('.ch .i').evaluateAll((is) => is.slice(0, 3).map((i) => i.getBoundingClientRect().top));
  const size = await one.locator('button.b').evaluate((b) => b.offsetHeight);
  assert.equal([ys[1] - ys[0], ys[2] - ys[1]], [size + 8, size + 8], 'spacing ' + size + ' + 8');
  assert.ok(await box.evaluate((e) => e.classList.contains('desktop') && e.classList.contains('landscape')));
  await t.page.setViewportSize({ width: 600, height: 900 });
  await until(() => box.evaluate((e) => e.classList.contains('mobile') && e.classList.contains('portrait')), 'mobile, portrait after the resize');
  await t.page.setViewportSize({ width: 1280, height: 800 });
  await until(() => box.evaluate((e) => e.classList.contains('desktop') && e.classList.contains('landscape')), 'back');
});

test('with the popup loader on the same page: both work, one runtime, the widget out of reach only while the modal popup is up', async () => {
  const t = await env.page({ clock: true, viewport: { width: 1280, height: 800 } });
  await t.page.route(env.url('/demo/p/format-1'), async (r) => {
    const res = await r.fetch();
    r.fulfill({ response: res, body: (await res.text()).replace('</body>', '<script src="/dist/widget.js" data-site="demo" async></script></body>') });
  });
  await t.page.goto(env.url('/demo/p/format-1'));
  await afterOneSecond(t.page);
  await dialog(t.page).waitFor();
  const one = host(t.page, 'lumen-1');
  await one.locator('button.b').waitFor();
  assert.ok(await one.evaluate((h) => h.inert), 'behind the modal popup, as the page is');
  await t.page.clock.runFor(900); // Escape closes after 800 ms (§2)
  await t.page.keyboard.press('Escape');
  await t.page.clock.runFor(2000); // (its fade)
  await until(() => dialog(t.page).count().then((n) => n == 0), 'the popup closed');
  await until(() => one.evaluate((h) => !h.inert), 'the widget back in reach');
  await t.page.clock.runFor(200); // (the position check, 120 ms after focus left the popup)
  await one.locator('button.b').click();
  await one.locator('ul').waitFor();
  assert.is(t.requests.filter((u) => /\/runtime\.js$/.test(u)).length, 1, 'one runtime');
  assert.ok(!t.requests.some((u) => u.includes('widget/') && u.includes('runtime')), 'the widget asks for no runtime');
  assert.equal(t.errors, []);
});

test('Hebrew at 320 px: the widget on its side, Hebrew names, nothing wider than the window, axe clean', async () => {
  const t = await env.page({ clock: true, viewport: { width: 320, height: 568 } });
  await t.page.goto(env.url('/demo/w/demo-he'));
  const w = host(t.page, 'lumen-he');
  await w.locator('button.b').click();
  await w.locator('ul').waitFor();
  assert.is(await w.locator('ul').getAttribute('aria-label'), 'ערוצי יצירת קשר');
  assert.ok(await t.page.evaluate(() => document.documentElement.scrollWidth <= 320));
  const box = await w.locator('.w').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 320, JSON.stringify(box));
  assert.ok(await w.locator('.w').evaluate((e) => e.classList.contains('mobile') && e.classList.contains('portrait')));
  assert.equal(await axe(t.page, AXE, 'lp-widget'), []);
  assert.equal(t.errors, []);
});

test('settings inline under a strict CSP: drawn and opened with zero violations; no second copy of anything on a popup page', async () => {
  const t = await env.page({ viewport: { width: 390, height: 844 }, init: violations });
  await t.page.goto(env.url('/demo/w/demo/inline?csp=strict'));
  const one = host(t.page, 'lumen-1');
  await one.locator('button.b').click();
  await one.locator('ul').waitFor();
  assert.ok(!t.requests.some((u) => u.includes('/api/widget/settings')), 'inline: no settings request');
  assert.ok(await one.locator('.w').evaluate((e) => e.classList.contains('mobile')));
  assert.equal(await t.page.evaluate(() => window.__csp), []);
  assert.equal(t.errors, []);
});

test('W12: a widget over the focused element moves to the other side, and comes back when focus leaves', async () => {
  const t = await env.page({ viewport: { width: 1280, height: 800 } });
  await t.page.goto(env.url('/demo/w/demo'));
  const one = host(t.page, 'lumen-1');
  await one.locator('button.b').waitFor();
  // a link of the host page in the bottom-right corner, under the widget
  await t.page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '#corner';
    a.id = 'corner';
    a.textContent = 'Corner link';
    a.style.cssText = 'position:fixed;right:30px;bottom:30px';
    document.body.append(a);
  });
  await t.page.locator('#corner').focus();
  await until(() => one.locator('.w').evaluate((e) => e.classList.contains('x')), 'moved aside');
  const b = await one.locator('button.b').boundingBox();
  assert.ok(b.x < 640, 'on the left now: ' + JSON.stringify(b));
  await t.page.locator('h1').evaluate((h) => ((h.tabIndex = -1), h.focus()));
  await until(() => one.locator('.w').evaluate((e) => !e.classList.contains('x')), 'back');
});

test.run();
