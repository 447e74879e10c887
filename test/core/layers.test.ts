// The house's floors as the code imports them (issue 21, docs/CONTRIBUTING.md "The tree"): src/core
// stands on nothing of a product's; src/polyfills on core alone; the widget on core, polyfills and
// its own folder, never on the popups'; src/popup (the popup's own that its rungs share) on core
// alone; and no popup feature, shell or format imports the engine's folder (a value import would
// pull engine.js, which creates the engine on import, into the chunk: the dist test checks the
// built chunks too). Read from the sources' import lines, type imports included.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const walk = (d: string): string[] =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
const sources = walk('src').filter((f) => /\.tsx?$/.test(f));

/** every relative import of `file`, as a path under src/ ('core/log', 'engine/triggers' …) */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((s) => normalize(join(dirname(file), s)).replace(/^src[\\/]/, '').replace(/\\/g, '/'));
}

/** the imports of the files under `folder` that fall outside `allowed` folders */
function outside(folder: string, allowed: string[]): string[] {
  return sources
    .filter((f) => f.startsWith(join('src', folder) + '/') || f.startsWith(join('src', folder) + '\\'))
    .flatMap((f) => importsOf(f).filter((i) => !allowed.some((a) => i.startsWith(a + '/'))).map((i) => `${f} -> ${i}`));
}

test('the files are read: every folder of the tree has sources', () => {
  for (const d of ['core', 'polyfills', 'popup', 'widget', 'engine', 'runtime', 'features']) assert.ok(sources.some((f) => f.startsWith(join('src', d))), d);
  assert.ok(importsOf('src/engine/start.ts').includes('core/log'), 'an import the reader must see');
});

test('src/core imports only src/core', () => {
  assert.equal(outside('core', ['core']), []);
});

test('src/polyfills imports only src/core and itself', () => {
  assert.equal(outside('polyfills', ['core', 'polyfills']), []);
});

test("the widget imports only src/core, src/polyfills and its own folder: nothing of the popups'", () => {
  assert.equal(outside('widget', ['core', 'polyfills', 'widget']), []);
});

test("src/popup imports only src/core and itself", () => {
  assert.equal(outside('popup', ['core', 'popup']), []);
});

test("no popup feature, shell or format imports the engine's folder", () => {
  const all = ['features', 'shells', 'formats'].flatMap((d) => outside(d, ['core', 'popup', 'runtime', 'features', 'shells', 'formats', 'polyfills']));
  assert.equal(all, []);
});

test.run();
