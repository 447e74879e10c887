// `node scripts/screenshots.mjs [page[@WxH] ...]`: starts the reference server on a free port with a
// throwaway database, opens each demo page in Debian's Chromium, waits for its popup and the
// entry animation, and writes a PNG per page to $OUT (default /tmp). For looking at what a change
// did; the assertions live in test/browser. Default: a form popup on desktop, one with a close
// countdown, two on a phone and the Hebrew one. `--all`: the 22 lightbox formats at 1280x800,
// 390x844 (a phone) and 320x568 (a 1280 px screen at 400 % zoom), the sizes X07 asks to look at.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/app.mjs';
import { launch } from '../bench/chromium.mjs';

const out = process.env.OUT || tmpdir();
const args = process.argv.slice(2);
const all = (n) => ['1280x800', '390x844', '320x568'].map((v) => `/demo/p/format-${n}@${v}`);
const pages = args[0] === '--all'
  ? Array.from({ length: 22 }, (_, i) => all(i + 1)).flat()
  : args.length
  ? args
  : ['/demo/p/format-2@1440x900', '/demo/p/format-6@1440x900', '/demo/p/format-11@1280x800', '/demo/p/format-11@390x844', '/demo/p/format-14@390x844'];
const srv = await startServer({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'lp-shots-')), quiet: true });
const browser = await launch();
try {
  for (const arg of pages) {
    const [path, size = '1440x900'] = arg.split('@');
    const [width, height] = size.split('x').map(Number);
    const ctx = await browser.newContext({ viewport: { width, height } });
    const page = await ctx.newPage();
    const logs = [];
    page.on('console', (m) => m.text().includes('[poptin]') && logs.push(m.text()));
    page.on('pageerror', (e) => logs.push('page error: ' + e.message));
    await page.goto(new URL(path.replace(/^\//, ''), srv.url).href);
    const file = join(out, `shot${path.replace(/\W+/g, '-')}-${size}.png`);
    try {
      await page.locator('poptin-root .lp-d').waitFor({ timeout: 15000 });
      await page.waitForTimeout(1000); // the entry animation (300 ms) and a countdown tick
      await page.screenshot({ path: file });
      console.log(file, logs.join(' | '));
    } catch {
      console.log(`no popup on ${path}`, logs.join(' | '));
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  await srv.close();
  rmSync(srv.dataDir, { recursive: true, force: true });
}
