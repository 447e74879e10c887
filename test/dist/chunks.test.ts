// The minified ESM chunks as they ship: no React in any of them (docs/CONTRIBUTING.md "Build and
// toolchain"), every chunk parses, and the minified runtime + format + form render a popup in jsdom
// — terser's mangling must not have broken a name one chunk reads from another.
import { calls, respond, reset, until } from '../setup/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { request } from '../runtime/fixture';

const walk = (d: string): string[] =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
const chunks = walk('dist').filter((f) => f.endsWith('.js'));
// each tag's script names its product's folder, v/<id>/, where that product's chunks live
// (rollup.config.mjs: one graph, and one id, per product)
const idOf = (tag: string) => (/["']v\/([0-9a-z]{6})\/["']/.exec(readFileSync(tag, 'utf8')) || [])[1];
const versioned = idOf('dist/loader.js');
const widgetId = idOf('dist/widget.js');
const themeId = idOf('dist/theme.js');
const chunkDir = join('dist/v', versioned || 'missing');
const widgetDir = join('dist/v', widgetId || 'missing');
const themeDir = join('dist/v', themeId || 'missing');

test("loader.js, loader-store.js, widget.js and theme.js each point at their product's versioned folder, which holds its chunks", () => {
  assert.ok(versioned && widgetId && themeId, 'each names v/<build id>/');
  assert.equal(readdirSync('dist').sort(), ['cf7.js', 'loader-store.js', 'loader.js', 'theme.js', 'v', 'widget.js']);
  // cf7.js (issue 26) is one classic script of its own: no graph, no chunk to load
  assert.not.ok(/\bimport\(|v\/\w+\//.test(readFileSync('dist/cf7.js', 'utf8')), 'cf7.js loads nothing');
  for (const t of ['dist/loader.js', 'dist/loader-store.js', 'dist/widget.js', 'dist/theme.js']) assert.not.ok(/__BUILD__|__STORE__/.test(readFileSync(t, 'utf8')), t);
  assert.ok(statSync(join(themeDir, 'theme/accordion.js')).isFile(), 'the theme\'s modules');
  assert.ok(readFileSync('dist/loader-store.js', 'utf8').includes(`v/${versioned}/`), "loader-store.js loads the popups' chunks");
  for (const c of ['list', 'when', 'pop', 'whatsapp', 'wechat', 'agents', 'form', 'emoji', 'core']) assert.ok(statSync(join(widgetDir, `widget/${c}.js`)).isFile(), c);
  assert.equal(readdirSync('dist/v').sort(), [versioned, widgetId, themeId].sort(), 'a clean build leaves one version per product');
  assert.ok(statSync(join(chunkDir, 'engine.js')).isFile());
  assert.ok(statSync(join(chunkDir, 'runtime.js')).isFile());
});

/** the chunks a built chunk imports, by their path relative to its own */
const imports = (f: string) => [...readFileSync(f, 'utf8').matchAll(/(?:import|from)\s*["']([^"']+)["']/g)].map((m) => join(f, '..', m[1]));

test('issue 21: no feature chunk imports engine.js (it creates the engine as it loads), and the widget and the theme import nothing of another product', () => {
  const features = walk(join(chunkDir, 'features'));
  assert.ok(features.length > 15);
  for (const f of features) assert.not.ok(imports(f).some((i) => i.endsWith('/engine.js')), f + ' imports engine.js');
  for (const f of walk(join(widgetDir, 'widget'))) for (const i of imports(f)) assert.ok(i.startsWith(join(widgetDir, 'widget')), `${f} imports ${i}`);
  for (const f of walk(join(themeDir, 'theme'))) for (const i of imports(f)) assert.ok(i.startsWith(join(themeDir, 'theme')), `${f} imports ${i}`);
});

// Strings every React build carries (element symbols, its error decoder, the devtools hook).
const REACT = [/Symbol\.for\(["']react\./, /react\.(transitional\.)?element/, /Minified React error/, /__REACT_DEVTOOLS_GLOBAL_HOOK__/, /\$\$typeof/];
const hasReact = (code: string) => REACT.some((r) => r.test(code));

test('the detector recognises React (positive control on react-dom itself)', () => {
  assert.ok(hasReact(readFileSync('node_modules/react-dom/cjs/react-dom-client.production.js', 'utf8')));
  assert.ok(hasReact(readFileSync('node_modules/react/cjs/react.production.js', 'utf8')));
});

test('no React code in any chunk', () => {
  assert.ok(chunks.length > 25, 'loader, engine, runtime, 22 formats, features');
  for (const f of chunks) assert.not.ok(hasReact(readFileSync(f, 'utf8')), f + ' contains React');
});

test('a field rule ships only in its own chunk: the Israeli phone in features/phone-il.js, not in the form', () => {
  const il = readFileSync(join(chunkDir, 'features/phone-il.js'), 'utf8');
  const form = readFileSync(join(chunkDir, 'features/form.js'), 'utf8');
  const PREFIXES = '5[0-58]|7[2-46-79]';
  assert.ok(il.includes(PREFIXES) && il.includes('מספר הטלפון שגוי'));
  assert.not.ok(form.includes(PREFIXES) || form.includes('מספר הטלפון שגוי'));
  assert.not.ok(/\bimport\b/.test(il), 'it imports nothing');
});

test('no chunk of code two entries share outside a rung (chunks/): each would be one more request', () => {
  // the form's chunks (fields, email, the phone rules) import the form's modules from
  // features/form.js itself (rollup.config.mjs RUNGS)
  assert.equal(chunks.filter((f) => f.includes('/chunks/')), []);
  assert.match(readFileSync(join(chunkDir, 'features/fields.js'), 'utf8'), /from"\.\/form\.js"/);
});

test('every ESM chunk imports only chunks that exist, by relative path', () => {
  for (const f of chunks.filter((f) => !f.endsWith('loader.js'))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/(?:import|from)\s*["']([^"']+)["']/g)) {
      assert.ok(m[1].startsWith('./') || m[1].startsWith('../'), `${f} imports a bare specifier ${m[1]}`);
      assert.ok(statSync(join(f, '..', m[1])).isFile(), `${f} imports missing ${m[1]}`);
    }
  }
});

test('the minified runtime shows a lightbox with its form, and reports back', async () => {
  reset();
  const runtime = await import(pathToFileURL(join(chunkDir, 'runtime.js')).href);
  const { req, events } = request({
    popup: { poptin_fields: [{ tag: 'email', name: 'email', label: 'Email', required: 1 }, { tag: 'name', name: 'name', label: 'Name' }] },
  });
  req.base = pathToFileURL(chunkDir + '/').href;
  respond((url) => (url.includes('/conversion/') ? { body: { success: true, conversion_id: 'c1' } } : undefined));
  const handle = await runtime.show(req);
  assert.ok(handle, 'a handle comes back');
  const root = document.querySelector('poptin-root')!.shadowRoot!;
  const dialog = root.querySelector('[role=dialog]')!;
  assert.is(dialog.getAttribute('aria-modal'), 'true');
  await until(() => root.querySelector('form input[type=email]'));
  await until(() => events.includes('view'));
  handle.close('cancel_click');
  await until(() => events.includes('close:cancel_click'));
  assert.equal(calls.filter((c) => c.url.includes('/conversion/')), [], 'no conversion without a submit');
});

test.run();
