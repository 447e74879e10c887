// The one polling wait every test layer uses (jsdom, dist, browser): a condition, never a fixed
// sleep. `fn` may be async; its first truthy result is returned.
export async function until(fn, what = 'condition', timeout = 15000, every = 20) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting for ' + what);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, every)); // poll interval, not a sleep standing in for a condition
  }
}
