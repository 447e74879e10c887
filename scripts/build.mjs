// Clean build: size-limit globs sum every match, so stale chunks must not survive
// (docs/CONTRIBUTING.md "Build and toolchain").
import { rmSync, mkdirSync, copyFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const react = process.env.REACT === '1';
rmSync(react ? 'dist-react' : 'dist', { recursive: true, force: true });
const r = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { stdio: 'inherit' });
// The Shopify app embed loads the loader from its own assets (docs/shopify.md): a copy of this
// build's loader-store.js, gitignored like dist/ (theme-check, a step of npm test, runs after the build)
if (r.status === 0 && !react) {
  mkdirSync('extensions/lightpop-embed/assets', { recursive: true });
  // (loader-store.js: the loader with the store seam, which reads the block's data-context)
  copyFileSync('dist/loader-store.js', 'extensions/lightpop-embed/assets/loader.js');
}
process.exit(r.status ?? 1);
