// `npm test`: the one command. Steps:
//   from the start, the unit lane (test/lane.mjs FRESH=1: the jsdom and plain-Node unit and
//   component tests, preact via the alias, one process with fresh project modules per file);
//   beside it the type check and the published types' consumer, beside the build → then, side
//   by side: the browser suite (Debian's Chromium headless shell through playwright-core,
//   against the reference server) in LANES processes (default 3, test/lane.mjs), each with one
//   Chromium and one server that run the files handed to them one after another, the longest
//   first; and the other steps JOBS at a time (default the machine's cores, at most 2): size
//   budgets, the components under real react-dom, dist tests (the minified chunks), server
//   tests. ONE_CHROMIUM=1: the lanes share one Chromium instead (measured slower on 2 cores:
//   6 min 24 s against 6 min 10 s, docs/CONTRIBUTING.md "Tests").
// uvu prints its own totals per file; this sums them and ends with the line CI reads:
//   "N passed, N failed".
import { fork, spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchServer, TEST_CHROMIUM } from '../bench/chromium.mjs';

const only = process.argv[2]; // optional filter: a substring of the test path
const JOBS = Math.max(1, +process.env.JOBS || Math.min(2, cpus().length));
/** browser lanes: processes that each run browser files one after another (test/lane.mjs) */
const LANES = Math.max(1, +process.env.LANES || 3);
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

/** Runs one step; resolves once it ended and its lines are printed. */
function run({ name, cmd, args, uvu = false, env = process.env }) {
  const t0 = Date.now();
  return new Promise((done) => {
    const c = spawn(cmd, args, { env });
    let out = '';
    c.stdout.on('data', (d) => (out += d));
    c.stderr.on('data', (d) => (out += d));
    c.on('close', (status) => {
      let p = 0;
      let f = 0;
      if (uvu) {
        const total = /Total:\s+(\d+)/.exec(out);
        const pass = /Passed:\s+(\d+)/.exec(out);
        p = pass ? +pass[1] : 0;
        f = total ? +total[1] - p : 0;
        if (status !== 0 && f === 0) f = 1; // crashed before or after its tests
      } else {
        p = status === 0 ? 1 : 0;
        f = status === 0 ? 0 : 1;
      }
      passed += p;
      failed += f;
      console.log(`${f ? 'FAIL' : 'ok  '} ${name}  (${p} passed, ${f} failed, ${Date.now() - t0} ms)`);
      if (f) {
        failures.push(name);
        console.log(out.split('\n').map((l) => '     | ' + l).join('\n'));
      }
      done();
    });
  });
}

/** Counts a file's uvu result (a lane's message) and prints its line. */
function count({ file, out, total, passed: p, ms }) {
  const f = total - p || (total ? 0 : 1); // no totals: the file crashed before or after its tests
  passed += p;
  failed += f;
  console.log(`${f ? 'FAIL' : 'ok  '} ${file}  (${p} passed, ${f} failed, ${ms} ms)`);
  if (f) {
    failures.push(file);
    console.log(out.split('\n').map((l) => '     | ' + l).join('\n'));
  }
}

/** A lane: one process (lane.mjs) that takes files from `queue` until it is empty; `unit`: a unit
 *  lane (jsdom and plain-Node files with the test aliases, fresh project modules per file). A
 *  lane that dies fails the file it was running, and a new one takes the rest of the queue. */
function lane(queue, unit = false) {
  return new Promise((done) => {
    let file;
    const c = fork('test/lane.mjs', [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: unit ? ['--import', './test/setup/register.mjs'] : [],
      env: { ...process.env, ...(unit && { FRESH: '1' }), ...(!unit && chromium && { LP_BROWSER: chromium.wsEndpoint() }) },
    });
    const next = () => {
      file = queue.shift();
      file ? c.send({ file }) : c.send({ done: true });
    };
    c.on('message', (m) => (m.ready ? next() : (count(m), (file = null), next())));
    c.on('exit', (code, signal) => {
      if (code === 0) return done();
      count({ file: file || 'a test lane', out: `its lane exited with ${code ?? signal}`, total: 1, passed: 0, ms: 0 });
      (queue.length ? lane(queue, unit) : Promise.resolve()).then(done);
    });
  });
}

/** Runs `steps` JOBS at a time, in the order given. */
async function pool(steps) {
  const queue = steps.filter((s) => !only || s.name.includes(only));
  const worker = async () => {
    for (let s; (s = queue.shift()); ) await run(s);
  };
  await Promise.all(Array.from({ length: JOBS }, worker));
}

const node = process.execPath;
const step = (name, args, uvu = false) => ({ name, cmd: node, args, uvu });

// unit files: one unit lane (test/lane.mjs FRESH=1) runs them in one process, each with fresh
// copies of the project's modules, so jsdom and the test runtime load once (measured: 68 s of
// CPU for all of them against about 150 s as a process each). They need no build: the lane
// starts at once, beside the build and the type checks.
const unitFiles = files('test', /\.test\.tsx?$/).filter((f) => !f.startsWith('test/react') && !f.startsWith('test/browser') && (!only || f.includes(only)));
const units = unitFiles.length ? lane(unitFiles.filter((f) => !f.startsWith('test/dist')), true) : null;

// the build beside the type checks (the size budgets, dist and browser tests need dist/)
await pool([
  // (the typecheck beside it checks the types: the build only transpiles, rollup.config.mjs)
  { ...step('build', ['scripts/build.mjs']), env: { ...process.env, TYPECHECKED: '1' } },
  step('typecheck', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']),
  // the published types (package.json "types"): a site's strict TypeScript against them
  step('types: a strict consumer of package.json "types"', ['node_modules/typescript/bin/tsc', '-p', 'test/types/consumer']),
]);

// the longest files first (measured: looks 3 min, a11y 70 s, then 40 s each), so the short ones
// fill the other job's gaps at the end
const LONG = ['looks', 'a11y', 'slide', 'fold', 'layout', 'triggers'].map((n) => `test/browser/${n}.test.mjs`);
const rank = (f) => (LONG.includes(f) ? LONG.indexOf(f) : LONG.length);
const browser = files('test/browser', /\.test\.mjs$/)
  .filter((f) => !only || f.includes(only))
  .sort((a, b) => rank(a) - rank(b));
// the lanes run beside the other steps (a browser test mostly waits on the page); with
// ONE_CHROMIUM every lane connects to one Chromium launched here
const chromium = browser.length && process.env.ONE_CHROMIUM ? await launchServer(TEST_CHROMIUM) : null;
await Promise.all([
  ...Array.from({ length: Math.min(LANES, browser.length) }, () => lane(browser)),
  units,
  pool([
    step('size budgets', ['node_modules/size-limit/bin.js']),
    // Shopify's linter on the app embed, offline, with the build's loader.js in its assets
    // (scripts/theme-check.mjs, docs/shopify.md)
    step('theme-check: the Shopify app extension', ['scripts/theme-check.mjs']),
    // the unit files that read the built chunks
    ...unitFiles.filter((f) => f.startsWith('test/dist')).map((f) => step(f, ['--import', './test/setup/register.mjs', f], true)),
    ...files('test/react', /\.test\.tsx?$/).map((f) => step(f, ['--import', 'tsx', f], true)),
    ...files('test', /\.test\.mjs$/).filter((f) => !f.startsWith('test/browser')).map((f) => step(f, [f], true)),
  ]),
]);
await chromium?.close();
if (failures.length) console.log('\nfailed: ' + failures.join(', '));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
