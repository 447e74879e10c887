// npm start builds dist/ when it is missing, so a fresh clone serves the demo with one command.
// A failing build (other parts still being written) is reported and the server keeps serving.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export function ensureDist(distDir) {
  if (existsSync(distDir + 'loader.js')) return true;
  console.log('dist/loader.js is missing: building with node scripts/build.mjs …');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status === 0 && existsSync(distDir + 'loader.js')) return true;
  console.error(
    'The build failed (exit ' + r.status + '): the API and demo pages are served, but /dist/ has no chunks, ' +
      'so the demo pages show no popups. Fix the build and run `npm run build`; no restart needed.',
  );
  return false;
}
