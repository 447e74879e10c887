const map = {
  'react': new URL('../../src/runtime/react/react.ts', import.meta.url).href,
  'react-dom': new URL('../../src/runtime/react/react-dom.ts', import.meta.url).href,
  'react-dom/client': new URL('../../src/runtime/react/react-dom-client.ts', import.meta.url).href,
  '@preact/signals-react': new URL('../../src/runtime/react/signals.ts', import.meta.url).href,
};

// A unit lane (test/lane.mjs with FRESH=1) runs many test files in one process: it imports each
// file with a query of its own (`?run=N`), and every project module that file reaches is given
// the same query, so each file gets fresh copies of the project's modules (their state, and a
// fresh jsdom from test/setup/dom.ts) while node_modules (jsdom's code, preact) load once.
const ROOT = new URL('../../', import.meta.url).href;
const RUN = /[?&](run=\d+)/;

export async function resolve(specifier, context, next) {
  const r = await next(specifier in map ? map[specifier] : specifier, context);
  const run = context.parentURL && RUN.exec(context.parentURL);
  if (run && r.url.startsWith(ROOT) && !r.url.includes('/node_modules/') && !r.url.includes('?')) return { ...r, url: r.url + '?' + run[1] };
  return r;
}
