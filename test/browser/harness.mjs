// Shared setup of the real-browser tests: one reference server (temp data folder) and one Debian
// Chromium for every test file a process runs (test/browser/lane.mjs runs many: npm test), a
// fresh browser context (cookies, storage) per test, the server's reported data emptied between
// files, and the helpers the files share. Nothing here sleeps: every wait is on a condition.
import { until } from '../setup/until.mjs';
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/app.mjs';
import { merge, readTemplate, POPUP_ID } from '../../server/seed.mjs';
import { launch, TEST_CHROMIUM } from '../../bench/chromium.mjs';

const SEED = fileURLToPath(new URL('../../server/seed/', import.meta.url));
const seed = JSON.parse(readFileSync(join(SEED, 'popups.json'), 'utf8'));
export const SHOTS = '/tmp/shots';

/** The seeded popup entry by id (server/seed/popups.json), merged with the seed defaults. */
export function seeded(id) {
  const e = seed.popups.find((p) => p.id === id);
  if (!e) throw new Error('no seeded popup ' + id);
  return { ...e, popup: merge(seed.defaults, e.popup) };
}

export const template = (name) => readTemplate(name);

/** Fields of the seeded demo popups (email*, name, phone, consent checkbox*, hidden lead_source). */
export const FIELDS = seeded('fmt01lightbox').popup.poptin_fields;

/** The rows a test file leaves in the server's database: what the pages reported (a file's rows
 *  before the submission they belong to), and the popups and widget sites the file inserted
 *  (seeded ones stay: no test changes them) */
const REPORTED = ['views', 'closes', 'activities', 'sessions', 'limit_logs', 'conversions', 'widget_clicks', 'widget_views', 'widget_files', 'widget_submissions', 'widget_captcha_spent', 'browse_abandonment', 'ordered_products'];

/** this process's server and browser, made by the first test file that asks */
let shared;
/** closes them (the end of a lane, lane.mjs) */
export const closeShared = () => shared?.close();

/**
 * Starts the server and the browser, once a process: a later test file gets the same, with the
 * data the files before it reported emptied. `env.close()` stops both.
 * env.url(path) is an absolute address on the server.
 */
export async function setup() {
  if (shared) {
    for (const t of REPORTED) shared.db.prepare(`DELETE FROM ${t}`).run();
    shared.db.prepare('DELETE FROM popups WHERE seeded = 0').run();
    shared.db.prepare('DELETE FROM widget_sites WHERE seeded = 0').run();
    shared.db.prepare('DELETE FROM clients WHERE seeded = 0').run();
    return shared;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'poptin-browser-'));
  const server = await startServer({ port: 0, dataDir, quiet: true });
  let browser;
  try {
    browser = await launch(process.env.LP_BROWSER, TEST_CHROMIUM);
  } catch (e) {
    await server.close();
    throw e;
  }
  const contexts = new Set();
  const env = {
    server,
    db: server.db,
    browser,
    url: (path = '') => server.url + path.replace(/^\//, ''),
    /** A fresh context and page (see open()). */
    page: (opts) => open(env, opts),
    /** close every context a test opened (test.after.each) */
    async reset() {
      const all = [...contexts];
      contexts.clear();
      await Promise.all(all.map((c) => c.close().catch(() => {})));
    },
    async close() {
      shared = undefined;
      await env.reset();
      await browser.close().catch(() => {});
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    contexts,
  };
  return (shared = env);
}

/**
 * The hooks every browser test file registers: one server and browser for the file (`seed`, if
 * given, runs once on them before the first test) and every context a test opened closed after
 * it. Returns the env, filled in by the time the first test runs.
 */
export function suite(test, seed) {
  const env = {};
  test.before(async () => {
    try {
      Object.assign(env, await setup());
      await seed?.(env);
    } catch (e) {
      // uvu counts the file's tests as not passed but prints nothing of a hook's error
      console.error('the suite could not start:', e);
      throw e;
    }
  });
  // a process that runs one file closes them after it; a lane (lane.mjs) after its last file
  test.after(async () => globalThis.LANE || (env.close && (await env.close())));
  test.after.each(async () => env.reset());
  return env;
}

/**
 * Records, in the page, every timer (delay) and every listener (type) set on document/window,
 * so a test can wait until a trigger is armed instead of sleeping. Wraps whatever setTimeout is
 * installed (Playwright's fake clock when a test installs it first).
 */
function recorder() {
  const w = window;
  w.__timers = [];
  w.__listen = [];
  w.__roots = 0;
  for (const k of ['setTimeout', 'setInterval']) {
    const o = w[k];
    w[k] = function (f, ms, ...a) {
      w.__timers.push(+ms || 0);
      return o.call(this, f, ms, ...a);
    };
  }
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, fn, o) {
    if (this === document || this === w || this === document.documentElement) w.__listen.push(type);
    return add.call(this, type, fn, o);
  };
  // every <poptin-root> ever added to the page (a popup shown twice counts twice)
  new MutationObserver((ms) => {
    for (const m of ms) for (const n of m.addedNodes) if (n.localName === 'poptin-root') w.__roots++;
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Opens a fresh browser context and page. Options:
 *  viewport  { width, height } (default 1440x900)
 *  clock     true: install Playwright's fake clock, paused, before anything loads
 *  init      extra init script (function) run before the page's own scripts
 *  dpr       deviceScaleFactor (2: a 200 % zoom, with a viewport half as wide)
 *  reducedMotion 'reduce': no entry animations (tests that go through many popups)
 * Returns { ctx, page, errors (uncaught page errors), logs ('[poptin] …' console lines),
 *           console (every console line), requests (urls) }.
 */
export async function open(env, { viewport = { width: 1440, height: 900 }, clock = false, init, locale, dpr, reducedMotion } = {}) {
  const ctx = await env.browser.newContext({ viewport, locale, deviceScaleFactor: dpr, reducedMotion });
  env.contexts.add(ctx);
  ctx.setDefaultTimeout(15000);
  const page = await ctx.newPage();
  if (clock) {
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(T0 + 1000);
    // Playwright's clock fakes Date but lets performance.now() run in real time; the engine
    // counts "seconds on page" from navigation start (Date.now() - performance.now(), spec item
    // 3), so on a fake-clock page performance.now() follows the fake clock from the document's
    // start: a popup due N s after load arms a timer of exactly N s.
    // (start is taken at the first call: on a reload this script may run before the clock's)
    await page.addInitScript(() => {
      let start;
      performance.now = () => Date.now() - (start ??= Date.now());
    });
  }
  await page.addInitScript(recorder);
  if (init) await page.addInitScript(init);
  const errors = [];
  const logs = [];
  const lines = [];
  const requests = [];
  let inflight = 0;
  page.on('pageerror', (e) => errors.push(String(e && e.stack ? e.stack : e)));
  page.on('console', (m) => {
    lines.push(m.text());
    if (m.text().startsWith('[poptin] ')) logs.push(m.text());
  });
  page.on('request', (r) => {
    requests.push(r.url());
    inflight++;
  });
  const done = () => inflight--;
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { ctx, page, errors, logs, console: lines, requests, inflight: () => inflight };
}

/** Start of the fake clock (ms since epoch) when a test installs it. */
export const T0 = 1_800_000_000_000;

/** The popup dialog inside <poptin-root>'s open shadow root (Playwright CSS pierces it). */
export const dialog = (page) => page.locator('poptin-root .lp-d');

/** Polls a Node-side condition (a database row, a list) until it holds. */
export { until };

/** One real macrotask in the page (MessageChannel is not faked by the clock). */
const hop = (page, n = 1) =>
  page.evaluate(
    (n) =>
      new Promise((r) => {
        const c = new MessageChannel();
        let i = 0;
        c.port1.onmessage = () => (++i >= n ? r() : c.port2.postMessage(0));
        c.port2.postMessage(0);
      }),
    n,
  );

/**
 * Waits until the page is quiet: a few macrotasks have run and no request is in flight, twice
 * in a row. Used before asserting that something did NOT happen (no second popup, no report).
 */
export async function quiet(t) {
  for (let round = 0; round < 2; round++) {
    await hop(t.page, 5);
    await until(() => t.inflight() <= 0, 'no request in flight');
  }
  await hop(t.page, 5);
}

/** Waits until the page has armed a timer of `ms` (see recorder). */
// Timers count from the page's start (spec item 3): after a reload Playwright's clock may run
// for a few ms before the engine arms, so a timer up to 100 ms short counts too.
export const armedTimer = (page, ms) => page.waitForFunction((ms) => window.__timers.some((d) => d <= ms && d > ms - 100), ms, { polling: 20 });

/** The popup is up and the frame after it has run on the fake clock: 100 ms of virtual time
 *  covers a frame and Preact hooks' 35 ms fallback for effects (afterNextFrame), so the form's
 *  effects are in place. Virtual time, not a sleep. */
export async function shown(page) {
  await dialog(page).waitFor();
  await page.clock.runFor(100);
}

/** A seeded "1 s on the page" popup: wait until its timer is armed, run it, then shown(). */
export async function afterOneSecond(page) {
  await armedTimer(page, 1000);
  await page.clock.runFor(1000);
  await shown(page);
}

/** A demo page's popup is up: an inline one (embedded, content: P07) shows as its host comes
 *  near, at once on the demo pages; the others are seeded "1 s on the page" popups. */
export const arrive = (page, path) => (/\/(embedded|content)-/.test(path) ? shown(page) : afterOneSecond(page));

/** Waits until `n` listeners of `type` were added to document/window/<html>. */
export const armedListener = (page, type, n = 1) =>
  page.waitForFunction(([type, n]) => window.__listen.filter((t) => t === type).length >= n, [type, n], { polling: 20 });

/** How many <poptin-root> elements were ever added to the page. */
export const roots = (page) => page.evaluate(() => window.__roots);

/** Waits until the dialog's entry animation (and any other) has finished. */
export async function settled(page) {
  await dialog(page).waitFor();
  await page.waitForFunction(
    () => {
      const r = document.querySelector('poptin-root');
      return !!r && r.shadowRoot.getAnimations().every((a) => a.playState === 'finished');
    },
    null,
    { polling: 20 },
  );
}

/** A host page that embeds the loader like a customer site. */
export function hostHtml({ client = 'demo', head = '', body = '', title = 'Host page' } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>${head}</head><body>
<button id="host-btn" type="button" onclick="this.dataset.n = (+this.dataset.n || 0) + 1">Host button</button>
${body}
<script id="pixel-script-poptin" src="/dist/loader.js?id=${client}" async></script>
</body></html>`;
}

/** Serves `html` at `url` for this page (page.route) without touching the server. */
export const serve = (page, url, html) => page.route(url, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));

/** The host page still works: its own button's click handler runs. */
export async function hostWorks(page) {
  // seeded demo pages have no such button: add one (an inline handler, run by the page itself)
  await page.evaluate(() => {
    if (!document.getElementById('host-btn'))
      document.body.insertAdjacentHTML('beforeend', '<button id="host-btn" type="button" onclick="this.dataset.n = (+this.dataset.n || 0) + 1">Host button</button>');
  });
  const before = await page.evaluate(() => +document.getElementById('host-btn').dataset.n || 0);
  await page.evaluate(() => document.getElementById('host-btn').click());
  const after = await page.evaluate(() => +document.getElementById('host-btn').dataset.n || 0);
  return after === before + 1;
}

/**
 * Inserts a popup row the way server/seed.mjs does: seed defaults merged with `popup`, plus the
 * server-only page, lang and template. Returns the id.
 */
export function insertPopup(db, { id, page = null, html, templateName = 'format-1', lang = 'en', popup = {}, client = 'demo', conversion_code = '' }) {
  if (!POPUP_ID.test(id)) throw new Error('popup ids are 13 characters: ' + id);
  const merged = merge(seed.defaults, { poptin_name: 'Test popup ' + id, poptin_format: 'format_1', poptin_fields: FIELDS, ...popup });
  const { poptin_name, poptin_target, poptin_type, poptin_format } = merged;
  const json = { poptin_id: id, poptin_name, poptin_target, poptin_type, poptin_format, ...merged };
  db.prepare(
    `INSERT INTO popups (id, client_id, page, lang, conversion_code, json, template, seeded)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0)
     ON CONFLICT (id) DO UPDATE SET page = excluded.page, lang = excluded.lang, json = excluded.json, template = excluded.template`,
  ).run(id, client, page, lang, conversion_code, JSON.stringify(json), html ?? template(templateName));
  return id;
}

export const rows = (db, sql, ...args) => db.prepare(sql).all(...args);

/** Saves a screenshot to /tmp/shots/NAME.png. */
export async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, name + '.png');
  await page.screenshot({ path });
  return path;
}

/** Fills the seeded demo form (email, name, phone, consent) inside the popup. */
export async function fillForm(page, { email = 'Ann.Lee@Example.ORG', name = 'Ann Lee', phone = '+1 555 123 4567', consent = true } = {}) {
  const f = page.locator('poptin-root form.lp-f');
  await f.locator('input[name=email]').fill(email);
  await f.locator('input[name=name]').fill(name);
  await f.locator('input[name=phone]').fill(phone);
  if (consent) await f.locator('input[type=checkbox]').check();
  return f;
}


/** Waits until engine.js started and made its synchronous decisions (rules, A/B): the last
 *  thing start() does is listen for openers under the pointer or in focus (engine.ts warm). */
export const engineStarted = (page) =>
  page.waitForFunction(() => window.__listen.includes('focusin'), null, { polling: 20 });

/** Template downloads (call 4) this page made for a popup id. */
export const templateFetches = (t, id) => t.requests.filter((u) => u.includes(`/templates/${id}.html`)).length;

/**
 * Advances the fake clock in frame-sized steps until `fn` (run in the page) holds: for work that
 * waits on an event the browser delivers on its own schedule (resize) and then on a fake frame.
 */
export async function clockUntil(page, fn, arg, { step = 16, max = 200 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate(fn, arg)) return;
    await page.clock.runFor(step);
  }
  throw new Error('condition not reached on the fake clock');
}

/** An init script: records [event, poptin_type] for each poptinView and poptinSubmit event. */
export function typeEvents() {
  window.__events = [];
  for (const n of ['poptinView', 'poptinSubmit', 'poptinClose']) document.addEventListener(n, (e) => window.__events.push([n, e.detail.poptin_type]));
}

/**
 * X07 for a list of demo pages, at 1280x800 and 390x844: text under 4.5:1 contrast at either
 * size and axe's violations at 1280, as lines ([] when all is well). `audit` is audit.mjs.
 */
export async function auditPages(env, pages, { axe, contrast, src }) {
  const bad = [];
  for (const vp of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const t = await env.page({ viewport: vp, clock: true, reducedMotion: 'reduce' });
    for (const path of pages) {
      await t.page.goto(env.url(path));
      await arrive(t.page, path);
      for (const m of await contrast(t.page)) if (m.ratio < 4.5) bad.push(`${path} ${vp.width}px: "${m.text}" ${m.ratio.toFixed(2)}:1`);
      if (vp.width == 1280) bad.push(...(await axe(t.page, src)).map((v) => `${path}: ${v}`));
    }
    bad.push(...t.errors);
  }
  return bad;
}
