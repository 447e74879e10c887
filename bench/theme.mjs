// Part 7 of bench/run.mjs (ONLY=theme, issue 25): what the theme's script costs a page of the
// demo (server/theme/demo.mjs) beside the same page without it. Per page and viewport (desktop
// 1280 x 800, a phone 390 x 844 with touch), each page view in a fresh context:
// - with theme.js, and with it blocked (a route that aborts /dist/: the page's own HTML, sheet
//   and layout only) as the baseline;
// - bytes over the wire (CDP Network.loadingFinished encodedDataLength, the document included)
//   and requests that finished, all of them and the theme's (dist/) share;
// - the page's main-thread script time (Performance.getMetrics ScriptDuration), with minus without;
// - layout shift: the sum of layout-shift entries without recent input (a buffered
//   PerformanceObserver from before the first byte), at load and, on the long page, after
//   scrolling step by step to its end and back (the VIEW modules start as they come near).
// Then Lighthouse on the long page, the home page and issue 26's two pages with theme.js and
// without (?notheme=1; the plugin's page with cf7.js and without it, ?notag=1), interleaved: score, Total Blocking Time, Cumulative Layout Shift, Largest Contentful Paint.
import { lighthouseRuns } from './lighthouse.mjs';

// [label, path, long page, what "without" blocks (all of dist/ by default), the query of the
// page without it for Lighthouse]; issue 26 added a gallery with the contact form, and the
// contact-form plugin's form with cf7.js (without = the same page and theme.js, cf7.js blocked)
const PAGES = [['home (header, mobile menu, accordion)', '/demo/theme/'], ['long page (every module)', '/demo/theme/modules', 1], ['slider at the top', '/demo/theme/slider-top'],
  ['a gallery and the contact form', '/demo/theme/gallery-form'], ["the contact-form plugin's form (cf7.js)", '/demo/theme/cf7', 0, '**/dist/cf7.js', '?notag=1']];
const VIEWPORTS = [['desktop 1280', { viewport: { width: 1280, height: 800 } }], ['phone 390', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }]];
const LH_PAGES = [PAGES[1], PAGES[0], PAGES[3], PAGES[4]];
const withoutQuery = (pg) => pg[4] || '?notheme=1';

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => n.toFixed(n < 100 ? 1 : 0);
const cls = (n) => (n == null ? '–' : n.toFixed(4));

/** in the page, before its first byte: the layout shifts without recent input, summed */
function shifts() {
  window.__cls = 0;
  new PerformanceObserver((l) => l.getEntries().forEach((x) => x.hadRecentInput || (window.__cls += x.value))).observe({ type: 'layout-shift', buffered: true });
}

/** in the page: to the end a window's height at a time, then back, two frames and 100 ms a step */
async function scrollThrough() {
  const step = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100))));
  const end = () => document.documentElement.scrollHeight - innerHeight;
  for (let y = 0; y < end(); y += innerHeight * 0.8) scrollTo(0, y), await step();
  scrollTo(0, end()), await step();
  for (let y = scrollY; y > 0; y -= innerHeight * 0.8) scrollTo(0, y), await step();
  scrollTo(0, 0), await step();
}

/** one page view: { bytes, reqs, distBytes, distReqs, script, cls, clsScroll } */
async function view(browser, origin, path, long, options, blocked, block = '**/dist/**') {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    if (blocked) await page.route(block, (r) => r.abort());
    await page.addInitScript(shifts);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    const reqs = new Map();
    cdp.on('Network.requestWillBeSent', (e) => reqs.set(e.requestId, { url: e.request.url }));
    cdp.on('Network.loadingFinished', (e) => reqs.has(e.requestId) && (reqs.get(e.requestId).bytes = e.encodedDataLength));
    await page.goto(origin + path.slice(1), { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // theme.js is deferred and starts its modules at once or on idle: 2 frames past the network's idle
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const at = await page.evaluate(() => window.__cls);
    let after;
    if (long) {
      await page.evaluate(scrollThrough);
      await page.waitForLoadState('networkidle');
      after = await page.evaluate(() => window.__cls);
    }
    const { metrics } = await cdp.send('Performance.getMetrics');
    const done = [...reqs.values()].filter((r) => r.bytes != null);
    const dist = done.filter((r) => r.url.includes('/dist/'));
    const sum = (rs) => rs.reduce((s, r) => s + r.bytes, 0);
    return { bytes: sum(done), reqs: done.length, distBytes: sum(dist), distReqs: dist.length, script: metrics.find((m) => m.name == 'ScriptDuration').value * 1000, cls: at, clsScroll: after };
  } finally {
    await context.close();
  }
}

export async function themeBench(browser, origin, runs, lhRuns, log) {
  const runsOf = {};
  for (let i = 0; i < runs; i++)
    for (const [, path, long, block] of PAGES)
      for (const [vp, options] of VIEWPORTS)
        for (const blocked of [0, 1]) {
          log('.');
          (runsOf[path + vp + blocked] ||= []).push(await view(browser, origin, path, long, options, blocked, block));
        }
  log('\n');
  console.log(`\n### The theme (issues 25 and 26)\n`);
  console.log(`Median of ${runs} page views per cell, interleaved (fresh context each), Chromium ${await browser.version()}, no throttling.`);
  console.log(`"without" = the same page with /dist/ aborted by a route (the plugin's page: /dist/cf7.js only, theme.js kept). Bytes: CDP encodedDataLength of every finished request,`);
  console.log(`the document included; theme.js's own: its dist/ files. Script ms: ScriptDuration with minus without.`);
  console.log(`Layout shift: the sum of layout-shift entries without recent input, at load (network idle + 2 frames) and,`);
  console.log(`on the long page, after scrolling to its end and back (0.8 windows a step); max of the runs in brackets.\n`);
  console.log('| page | viewport | bytes with / without | requests with / without | theme.js bytes (dist/) | theme.js requests | script ms (with − without) | layout shift at load with / without | after the scroll with / without |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|---|');
  for (const [label, path, long] of PAGES)
    for (const [vp] of VIEWPORTS) {
      const [w, o] = [0, 1].map((b) => runsOf[path + vp + b]);
      const m = (rs, k) => median(rs.map((r) => r[k]));
      const mx = (rs, k) => Math.max(...rs.map((r) => r[k]));
      const shift = (k) => (long || k == 'cls' ? `${cls(m(w, k))} (${cls(mx(w, k))}) / ${cls(m(o, k))} (${cls(mx(o, k))})` : '–');
      console.log(`| ${label} | ${vp} | ${fmt(m(w, 'bytes'))} / ${fmt(m(o, 'bytes'))} | ${m(w, 'reqs')} / ${m(o, 'reqs')} | ${fmt(m(w, 'distBytes'))} | ${m(w, 'distReqs')} | ${ms(Math.max(0, m(w, 'script') - m(o, 'script')))} (${ms(m(w, 'script'))} − ${ms(m(o, 'script'))}) | ${shift('cls')} | ${shift('clsScroll')} |`);
    }

  const urls = LH_PAGES.flatMap((pg) => [origin + pg[1].slice(1), origin + pg[1].slice(1) + withoutQuery(pg)]);
  const res = await lighthouseRuns(urls, lhRuns);
  console.log(`\n#### Lighthouse on the theme demo\n`);
  if (!res) return console.log('lighthouse is not installed (devDependency; or LIGHTHOUSE_DIR=/path/to/node_modules/lighthouse): skipped.');
  console.log(`Median of ${lhRuns} runs per page, the ${urls.length} interleaved; performance category, Lighthouse's default mobile settings`);
  console.log(`(simulated slow 4G, 4x CPU, 412 px wide). "without" = ?notheme=1, the same page without theme.js (the plugin's page: ?notag=1, without cf7.js).\n`);
  console.log('| page | the script | performance score | Total Blocking Time ms | Cumulative Layout Shift | Largest Contentful Paint ms | scores of the runs |\n|---|---|---:|---:|---:|---:|---|');
  for (const pg of LH_PAGES)
    for (const [v, q] of [['with', ''], ['without', withoutQuery(pg)]]) {
      const [label, p] = pg;
      const rs = res[origin + p.slice(1) + q];
      const m = (k) => median(rs.map((r) => r[k]));
      console.log(`| ${label} (${p}) | ${v} | ${m('score')} | ${ms(m('tbt'))} | ${cls(m('cls'))} | ${ms(m('lcp'))} | ${rs.map((r) => r.score).join(', ')} |`);
    }
}
