// `npm test`: the one command. Steps run in order and each is counted:
//   type check → build → size budgets → unit/component tests (jsdom, preact via the alias) →
//   the components under real react-dom → dist tests (the minified chunks) → server tests →
//   browser tests (Debian's Chromium through playwright-core, against the reference server).
// uvu prints its own totals per file; this sums them and ends with the line CI reads:
//   "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const only = process.argv[2]; // optional filter: a substring of the test path
let passed = 0;
let failed = 0;
const failures = [];

function files(dir, re) {
  let out = [];
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) out = out.concat(files(p, re));
    else if (re.test(f)) out.push(p);
  }
  return out.sort();
}

function step(name, cmd, args, { uvu = false, env = {} } = {}) {
  if (only && !name.includes(only)) return;
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
  const out = (r.stdout || '') + (r.stderr || '');
  let p = 0;
  let f = 0;
  if (uvu) {
    const total = /Total:\s+(\d+)/.exec(out);
    const pass = /Passed:\s+(\d+)/.exec(out);
    p = pass ? +pass[1] : 0;
    f = total ? +total[1] - p : 0;
    if (r.status !== 0 && f === 0) f = 1; // crashed before or after its tests
  } else {
    p = r.status === 0 ? 1 : 0;
    f = r.status === 0 ? 0 : 1;
  }
  passed += p;
  failed += f;
  const mark = f ? 'FAIL' : 'ok  ';
  console.log(`${mark} ${name}  (${p} passed, ${f} failed, ${Date.now() - t0} ms)`);
  if (f) {
    failures.push(name);
    console.log(out.split('\n').map((l) => '     | ' + l).join('\n'));
  }
}

const node = process.execPath;
step('typecheck', node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
// the published types (package.json "types"): a site's strict TypeScript against them
step('types: a strict consumer of package.json "types"', node, ['node_modules/typescript/bin/tsc', '-p', 'test/types/consumer']);
step('build', node, ['scripts/build.mjs']);
step('size budgets', node, ['node_modules/size-limit/bin.js']);
for (const f of files('test', /\.test\.tsx?$/).filter((f) => !f.startsWith('test/react') && !f.startsWith('test/browser')))
  step(f, node, ['--import', './test/setup/register.mjs', f], { uvu: true });
for (const f of files('test/react', /\.test\.tsx?$/)) step(f, node, ['--import', 'tsx', f], { uvu: true });
for (const f of files('test', /\.test\.mjs$/).filter((f) => !f.startsWith('test/browser'))) step(f, node, [f], { uvu: true });
for (const f of files('test/browser', /\.test\.mjs$/)) step(f, node, [f], { uvu: true });

if (failures.length) console.log('\nfailed: ' + failures.join(', '));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
