// Lighthouse (the devDependency) against Debian's Chromium: performance category only, its
// default mobile settings (simulated slow 4G: 150 ms RTT, 1.6 Mbps down; 4x CPU), one Chromium
// for every run (Lighthouse clears the origin's storage and cache before each).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM } from './chromium.mjs';

/** lighthouse's default export, or null: node_modules, else LIGHTHOUSE_DIR (a package folder). */
export async function loadLighthouse() {
  try {
    return (await import('lighthouse')).default;
  } catch {}
  const dir = process.env.LIGHTHOUSE_DIR;
  if (dir && existsSync(join(dir, 'core/index.js'))) return (await import(pathToFileURL(join(dir, 'core/index.js')).href)).default;
  return null;
}

/** Headless Chromium with a DevTools port (Lighthouse drives it over the port, not a pipe). */
async function chromiumWithPort() {
  const profile = mkdtempSync(join(tmpdir(), 'poptin-lh-'));
  const proc = spawn(CHROMIUM, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync',
    '--disable-background-networking', '--disable-component-update', '--disable-quic', '--remote-debugging-port=0',
    `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const file = join(profile, 'DevToolsActivePort');
  for (let i = 0; !existsSync(file) || !readFileSync(file, 'utf8').includes('\n'); i++) {
    if (i > 300 || proc.exitCode != null) throw new Error('Chromium gave no DevTools port');
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = +readFileSync(file, 'utf8').split('\n')[0];
  const close = async () => {
    const gone = new Promise((r) => proc.once('exit', r));
    proc.kill();
    await gone;
    // Chromium's helper processes may still write into the profile for a moment after the
    // browser exits (the bench once died here with ENOTEMPTY): retry, then leave it to /tmp
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (e) {
      console.error('bench: could not remove ' + profile + ': ' + e.code);
    }
  };
  return { port, close };
}

/**
 * Runs Lighthouse `runs` times on each url, interleaved (url 1, url 2, …, url 1, …) so drift on a
 * busy machine hits every page alike. Returns { url: [{ score, tbt, lcp, cls, own }] } (own: the
 * TBT of our own long tasks) or null without lighthouse.
 */
export async function lighthouseRuns(urls, runs) {
  const lighthouse = await loadLighthouse();
  if (!lighthouse) return null;
  const chrome = await chromiumWithPort();
  const out = Object.fromEntries(urls.map((u) => [u, []]));
  try {
    for (let i = 0; i < runs; i++)
      for (const url of urls) {
        const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = r.lhr;
        if (lhr.runtimeError) throw new Error('Lighthouse: ' + lhr.runtimeError.message);
        out[url].push({
          score: Math.round(lhr.categories.performance.score * 100),
          tbt: lhr.audits['total-blocking-time'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          // our share of the TBT: what our own long tasks (a script of /dist/, by Lighthouse's
          // attribution) add over 50 ms each, in its simulation
          own: (lhr.audits['long-tasks']?.details?.items || []).filter((t) => /\/dist\//.test(t.url)).reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
        });
      }
  } finally {
    await chrome.close();
  }
  return out;
}
