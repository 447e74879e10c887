// Debian's Chromium through playwright-core (docs/CONTRIBUTING.md "Build and toolchain"): no
// browser download, root-safe flags.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

/** The tests' browser: Debian's headless shell of the same Chromium (package
 *  chromium-headless-shell: Blink and V8 of the same version without the browser's own UI
 *  processes; measured: the browser suite's CPU time a third lower), else CHROMIUM. The bench
 *  and the screenshots keep the full browser, as visitors run it. */
export const TEST_CHROMIUM = process.env.CHROMIUM || ['/usr/lib/chromium/chromium-headless-shell'].find(existsSync) || CHROMIUM;

const OPTIONS = (path = CHROMIUM) => {
  if (!path) throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM)');
  return {
    executablePath: path,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  };
};

/** A Chromium for this process (`path`: which binary); or, with `ws` (a browser server's address,
 *  launchServer below), this process's connection to one Chromium that several processes share
 *  (npm test's lanes). */
export const launch = (ws, path) => (ws ? chromium.connect(ws) : chromium.launch(OPTIONS(path)));

/** One Chromium that other processes connect to (its `wsEndpoint()`). */
export const launchServer = (path) => chromium.launchServer(OPTIONS(path));
