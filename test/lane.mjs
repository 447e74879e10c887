// A lane of the browser suite (test/run.mjs forks LANES of them, three by default): one process, one Chromium
// (its own, or with LP_BROWSER a shared one) and one reference server (harness.mjs), running the test files its parent hands it one at a
// time, each with uvu as its own run would, its lines captured and sent back with its counts.
// The server's reported data is emptied between files (harness.mjs setup()).
// FRESH=1 makes it a unit lane (jsdom and plain-Node files, started with test/setup/register.mjs):
// each file is imported with a query of its own, so it gets fresh copies of the project's modules
// (test/setup/alias.mjs), and the globals a file set (jsdom's window, document…) are put back as
// they were before the next one; node_modules load once per lane, not once per file.
process.argv.push('uvu/bin.js'); // uvu's own runner mode: suites wait for exec(), not a timer
const FRESH = !!process.env.FRESH;
globalThis.LANE = 1;
globalThis.LANE_WINDOWS = [];
let runs = 0;
const before = Object.getOwnPropertyDescriptors(globalThis);
/** globalThis as the lane found it: what a file added removed, what it replaced put back */
function restoreGlobals() {
  for (const k of Reflect.ownKeys(globalThis)) if (!(k in before) && Object.getOwnPropertyDescriptor(globalThis, k).configurable) delete globalThis[k];
  for (const k of Reflect.ownKeys(before)) {
    const d = before[k];
    const now = Object.getOwnPropertyDescriptor(globalThis, k);
    if ((!now || now.value !== d.value || now.get !== d.get) && (!now || now.configurable)) Object.defineProperty(globalThis, k, d);
  }
}
const { exec } = await import('uvu');
const { pathToFileURL } = await import('node:url');

const write = process.stdout.write.bind(process.stdout);
const writeErr = process.stderr.write.bind(process.stderr);
let closing;

async function runFile(file) {
  globalThis.UVU_QUEUE = [[file]];
  globalThis.UVU_INDEX = 0;
  let out = '';
  process.stdout.write = process.stderr.write = (s) => ((out += s), true);
  const t0 = Date.now();
  try {
    await import(pathToFileURL(file).href + (FRESH ? '?run=' + ++runs : ''));
    await exec();
    if (FRESH) {
      // a file's jsdom windows stop their timers; its globals go
      for (const w of globalThis.LANE_WINDOWS?.splice(0) || []) w.close();
      restoreGlobals();
    }
  } catch (e) {
    out += '\n' + (e && e.stack ? e.stack : String(e)) + '\n';
  } finally {
    process.stdout.write = write;
    process.stderr.write = writeErr;
  }
  const total = /Total:\s+(\d+)/.exec(out);
  const pass = /Passed:\s+(\d+)/.exec(out);
  return { file, out, total: total ? +total[1] : 0, passed: pass ? +pass[1] : 0, ms: Date.now() - t0 };
}

process.on('message', async (m) => {
  if (m.file) process.send(await runFile(m.file));
  else if (m.done && !closing) {
    closing = true;
    if (!FRESH) {
      const { closeShared } = await import('./browser/harness.mjs');
      await closeShared()?.catch(() => {});
    }
    process.exit(0);
  }
});
process.send({ ready: true });
