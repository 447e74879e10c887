// theme-check on the Shopify theme app extension (issue 24, docs/shopify.md), a step of npm test
// (test/run.mjs): Shopify's own linter with its theme-app-extension config
// (extensions/lightpop-embed/.theme-check.yml). Its AssetSizeAppBlockJavaScript (10,000 raw bytes)
// only measures a schema's "javascript" file, not our tag's asset_url (the tag needs ?id= and
// data attributes, so the block writes it): the same limit is applied here to every script in
// assets/, as one more offence. Offline: theme-check would fetch Shopify's Liquid docs
// from GitHub into the user's cache; here it reads the copy its package ships, from a throwaway
// folder, so the result does not depend on the network or on what an earlier run downloaded.
// Exit 1 on any offence, or when the asset the build copies is missing.
import { existsSync, mkdtempSync, rmSync, symlinkSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const EXT = resolve('extensions/lightpop-embed');
/** theme-check's threshold for an app extension's JavaScript (configs/theme-app-extension.yml) */
const MAX_JS = 10000;
const tmp = mkdtempSync(join(tmpdir(), 'theme-check-'));
try {
  if (!existsSync(join(EXT, 'assets/loader.js'))) throw new Error('assets/loader.js is missing: run `node scripts/build.mjs` first');
  const require = createRequire(import.meta.url);
  const data = join(dirname(require.resolve('@shopify/theme-check-docs-updater/package.json')), 'data');
  // the downloader's layout (data/*.json, schemas/*.json), both from the shipped data folder
  mkdirSync(join(tmp, 'docs'));
  symlinkSync(data, join(tmp, 'docs/data'));
  symlinkSync(data, join(tmp, 'docs/schemas'));
  process.env.SHOPIFY_TLD_ROOT = join(tmp, 'docs');
  process.env.XDG_CACHE_HOME = join(tmp, 'cache'); // its cache (env-paths) in the throwaway folder
  const { themeCheckRun } = await import('@shopify/theme-check-node');
  const { offenses } = await themeCheckRun(EXT, join(EXT, '.theme-check.yml'));
  for (const f of readdirSync(join(EXT, 'assets')).filter((f) => f.endsWith('.js'))) {
    const size = statSync(join(EXT, 'assets', f)).size;
    if (size >= MAX_JS) offenses.push({ uri: join(EXT, 'assets', f), start: { line: 0 }, check: 'AssetSizeAppBlockJavaScript', severity: 0, message: `${size} B, not under ${MAX_JS} raw bytes` });
  }
  for (const o of offenses) console.log(`${o.uri.replace(/^file:\/\//, '')}:${o.start.line + 1}: ${o.check} (severity ${o.severity}): ${o.message}`);
  console.log(`theme-check (theme-check:theme-app-extension): ${offenses.length} offences`);
  process.exitCode = offenses.length ? 1 : 0;
} catch (e) {
  console.log('theme-check failed: ' + (e && e.stack ? e.stack : e));
  process.exitCode = 1;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
