// Debian's Chromium through playwright-core (docs/CONTRIBUTING.md "Build and toolchain"): no
// browser download, root-safe flags.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

const OPTIONS = () => {
  if (!CHROMIUM) throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM)');
  return {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  };
};

/** A Chromium for this process; or, with `ws` (a browser server's address, launchServer below),
 *  this process's connection to one Chromium that several processes share (npm test's lanes). */
export const launch = (ws) => (ws ? chromium.connect(ws) : chromium.launch(OPTIONS()));

/** One Chromium that other processes connect to (its `wsEndpoint()`). */
export const launchServer = () => chromium.launchServer(OPTIONS());
