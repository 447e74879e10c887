// Clean build: size-limit globs sum every match, so stale chunks must not survive
// (docs/CONTRIBUTING.md "Build and toolchain").
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const react = process.env.REACT === '1';
rmSync(react ? 'dist-react' : 'dist', { recursive: true, force: true });
const r = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
