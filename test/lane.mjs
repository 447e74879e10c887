// A lane of the browser suite (test/run.mjs forks LANES of them, three by default): one process, one Chromium
// (its own, or with LP_BROWSER a shared one) and one reference server (harness.mjs), running the test files its parent hands it one at a
// time, each with uvu as its own run would, its lines captured and sent back with its counts.
// The server's reported data is emptied between files (harness.mjs setup()).
process.argv.push('uvu/bin.js'); // uvu's own runner mode: suites wait for exec(), not a timer
globalThis.LANE = 1;
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
    await import(pathToFileURL(file).href);
    await exec();
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
    const { closeShared } = await import('./browser/harness.mjs');
    await closeShared()?.catch(() => {});
    process.exit(0);
  }
});
process.send({ ready: true });
