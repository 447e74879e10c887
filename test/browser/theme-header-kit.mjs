// What the header and menus' Chromium tests share (T13; theme-header, theme-menu, theme-search,
// theme-slidemenu, theme-sidenav): the demo's long page opened and its modules started, a touch
// phone or tablet, and readings of the toggles' state and the focus.
import * as assert from 'uvu/assert';
import { axeTheme, recordPage } from './theme-kit.mjs';

export const kit = (env) => {
  const go = async (path = '/demo/theme/modules', opts = {}) => {
    const t = await env.page({ init: recordPage, viewport: { width: 1280, height: 700 }, ...opts });
    await t.page.goto(env.url(path));
    await t.page.waitForFunction(() => document.querySelector('button.menu-toggle') && document.querySelector('.to-top, .brand'));
    await t.page.waitForLoadState('networkidle');
    return t;
  };
  const touch = async (width = 390) => {
    const ctx = await env.browser.newContext({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true });
    env.contexts.add(ctx);
    const page = await ctx.newPage();
    await page.goto(env.url('/demo/theme/modules'));
    await page.waitForFunction(() => document.querySelector('button.menu-toggle'));
    return page;
  };
  const expanded = (page, sel) => page.locator(sel).first().getAttribute('aria-expanded');
  const focused = (page) => page.evaluate(() => { const a = document.activeElement; return a.id || a.getAttribute('aria-label') || a.textContent.trim(); });
  const duration = (page, sel) => page.evaluate((sel) => document.querySelector(sel).getAnimations().map((a) => a.effect.getTiming().duration), sel);
  const ax = async (page, what) => assert.equal(await axeTheme(page), [], what);
  return { go, touch, expanded, focused, duration, ax };
};
