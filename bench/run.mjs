// `npm run bench`: what a visitor pays, measured in Chromium against the reference server.
//   (a) a page whose display answer has nothing to show
//   (b) a page that shows a lightbox with a form
// each with our build (preact) and with the same components built against real react-dom
// (dist-react/), in the same run. Bytes are what crossed the network (brotli, as served);
// script time is Chromium's ScriptDuration for the page (CDP Performance.getMetrics).
// Prints medians over RUNS fresh page loads and the ratios react/preact.
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { launch } from './chromium.mjs';
import { startServer } from '../server/app.mjs';

const RUNS = +(process.env.RUNS || 9);

for (const [dir, env] of [['dist', {}], ['dist-react', { REACT: '1' }]]) {
  if (process.env.SKIP_BUILD && existsSync(join(dir, 'loader.js'))) continue;
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status) process.exit(r.status);
}

// One reference server per build, each serving its own dist at /dist/ with the same seed.
const servers = {};
for (const dist of ['dist', 'dist-react'])
  servers[dist] = await startServer({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'poptin-bench-')), quiet: true, distDir: join(process.cwd(), dist) + '/' });
const browser = await launch();

// (b) uses the seeded format-1 lead popup (email, name, phone, consent, hidden field), whose
// page is /demo/p/format-1; (a) a page of a client with nothing to show; the baseline is the
// same host page without the tag. Every variant has one trivial inline script of the host's, so
// the one-off cost of creating the page's script context (~15 ms here) is in the baseline, which
// is subtracted: the table shows what the tag itself costs.
const PAGES = { base: ['/bench/base', ''], a: ['/bench/nothing', 'nobody'], b: ['/demo/p/format-1', 'demo'] };
const hostPage = (client) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench host</title></head>
<body><h1>An article</h1><p>${'Some text. '.repeat(200)}</p>
<script>window.hostReady = 1</script>
${client ? `<script id="pixel-script-poptin" src="/dist/loader.js?id=${client}" async></script>` : ''}</body></html>`;

async function once(dist, scenario) {
  const server = servers[dist];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const [path, client] = PAGES[scenario];
  await page.route(server.url.replace(/\/$/, '') + path, (route) => route.fulfill({ contentType: 'text/html', body: hostPage(client) }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  let bytes = 0;
  const files = new Set();
  const urls = new Map();
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => {
    const u = urls.get(e.requestId) || '';
    if (u.includes('/dist/')) {
      bytes += e.encodedDataLength;
      files.add(u.split('/dist/')[1].split('?')[0]);
    }
  });
  const answered = client && page.waitForResponse((r) => r.url().includes('/api/display/') && r.request().method() === 'POST');
  await page.goto(server.url.replace(/\/$/, '') + path);
  await answered;
  if (scenario === 'b') {
    // visible with its form rendered: the real end of the work a visitor waits for (polled
    // sparsely so the check itself costs next to nothing)
    await page.waitForFunction(() => !!document.querySelector('poptin-root')?.shadowRoot?.querySelector('form input'), null, { polling: 250 });
  }
  await page.waitForLoadState('networkidle');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  await context.close();
  return { bytes, script: m.ScriptDuration * 1000, files: [...files].sort() };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const rows = [];
for (const scenario of ['base', 'a', 'b']) {
  const runs = { dist: [], 'dist-react': [] };
  for (const dist of ['dist', 'dist-react']) await once(dist, scenario); // warm the servers' compression caches; not counted
  // interleaved, so drift on the machine (other processes, thermal) hits both builds alike
  for (let i = 0; i < RUNS; i++) for (const dist of ['dist', 'dist-react']) runs[dist].push(await once(dist, scenario));
  const res = {};
  for (const dist of ['dist', 'dist-react'])
    res[dist] = { bytes: median(runs[dist].map((r) => r.bytes)), script: median(runs[dist].map((r) => r.script)), files: runs[dist][0].files };
  rows.push({ scenario, ...res });
}
await browser.close();
// each server's throwaway database goes with it
for (const s of Object.values(servers)) await s.close(), rmSync(s.dataDir, { recursive: true, force: true });

const label = { a: '(a) nothing to show', b: '(b) lightbox with a form' };
const base = rows.shift();
const own = (r, d) => Math.max(0, r[d].script - base[d].script);
console.log(`\nmedian of ${RUNS} fresh loads, Chromium, 1280x800; script ms = page with the tag minus the same page without it`);
console.log(`(baseline without the tag: ${base.dist.script.toFixed(1)} ms / ${base['dist-react'].script.toFixed(1)} ms)\n`);
console.log('| page | build | bytes transferred | main-thread script ms | files |');
console.log('|---|---|---:|---:|---|');
for (const r of rows) {
  for (const d of ['dist', 'dist-react'])
    console.log(`| ${label[r.scenario]} | ${d === 'dist' ? 'preact (ours)' : 'react-dom'} | ${r[d].bytes} | ${own(r, d).toFixed(1)} | ${r[d].files.join(' ')} |`);
  console.log(`| ${label[r.scenario]} | ratio react/preact | ${(r['dist-react'].bytes / r.dist.bytes).toFixed(2)}× | ${(own(r, 'dist-react') / own(r, 'dist')).toFixed(2)}× | |`);
}
