// The builds (docs/CONTRIBUTING.md "Build and toolchain"), in this order (rollup -c runs an
// array's builds one by one), every entry found from its folder:
//  1. each product's ESM graph, written under dist/v/<its id>/, the id a hash of its code: the
//     popups' (engine, runtime, one chunk per format, feature and shell kind, shared.js) and the
//     widget's (a chunk per folder of src/widget, widget/core.js) and the theme's (a chunk per
//     module folder of src/theme, theme/core.js). Their content never changes at
//     a given path, so they are cached for a year, immutable.
//  2. the tags' classic IIFEs (loader.js, widget.js, theme.js), because document.currentScript is null in
//     module scripts. Their addresses are the ones sites paste, so they are cached briefly; the
//     build id written into them ('v/__BUILD__/') points them at their graph's chunks.
// REACT=1 builds the same components against real react-dom into dist-react/ for the bench.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const REACT = process.env.REACT === '1';
const out = REACT ? 'dist-react' : 'dist';

// react → Preact core through src/runtime/react/react.ts (it says why not preact/compat: 1.2 kB
// brotli for APIs we never call, nor hooks: 0.9 kB); @preact/signals-react → the subset of it
// the popup uses, in src/runtime/react/signals.ts (it says why not signals-core: 1.5 kB).
const preactAliases = [
  { find: /^react$/, replacement: here('./src/runtime/react/react.ts') },
  { find: /^react-dom\/client$/, replacement: here('./src/runtime/react/react-dom-client.ts') },
  { find: /^react-dom$/, replacement: here('./src/runtime/react/react-dom.ts') },
  { find: /^@preact\/signals-react$/, replacement: here('./src/runtime/react/signals.ts') },
];

const plugins = (module) => [
  {
    // React's CJS builds read process.env.NODE_ENV; only the bench's dist-react needs this.
    name: 'node-env',
    transform: (code) => (REACT && code.includes('process.env.NODE_ENV') ? code.replace(/process\.env\.NODE_ENV/g, '"production"') : null),
  },
  ...(REACT ? [] : [alias({ entries: preactAliases })]),
  resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  // React ships CommonJS; only the bench's dist-react build contains it.
  ...(REACT ? [commonjs()] : []),
  // npm test type-checks beside the build (test/run.mjs): there the build only transpiles
  // (TYPECHECKED=1: TypeScript's noCheck; the same output, measured byte for byte, in 28 s of
  // CPU instead of 43: each of the four builds below is a program of its own)
  typescript({ tsconfig: './tsconfig.json', noEmit: false, declaration: false, sourceMap: false, include: ['src/**/*'], ...(process.env.TYPECHECKED === '1' && { noCheck: true }) }),
  // PROFILE=1 keeps function names, for reading a CPU profile of the bench's pages
  terser({ module, ecma: 2020, compress: { passes: 2 }, format: { comments: false }, ...(process.env.PROFILE === '1' && { mangle: false, keep_fnames: true }) }),
];

// The folders are the rungs (docs/CONTRIBUTING.md "The tree"), and the build reads them:
//   src/formats/<type>/format_N.ts   → formats/<type>/format_N.js, one chunk per format
//   src/features/<name>/<name>.ts(x) → features/<name>.js, the feature's entry; the other files
//                                      of its folder join it
//   src/shells/<kind>/<kind>.ts      → shells/<kind>.js, a shell kind; the modal kind's folder is
//                                      part of runtime.js (most popups are modal)
const dirs = (dir) => readdirSync(here(dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const formats = dirs('src/formats').flatMap((t) =>
  readdirSync(here(`src/formats/${t}`))
    .filter((f) => /^format_\d+\.ts$/.test(f))
    .map((f) => [`formats/${t}/${f.slice(0, -3)}`, `src/formats/${t}/${f}`]),
);
const entries = (rung, skip = '') =>
  dirs(`src/${rung}`)
    .filter((n) => n != skip)
    .map((n) => {
      const f = readdirSync(here(`src/${rung}/${n}`)).find((f) => f == n + '.ts' || f == n + '.tsx');
      if (!f) throw new Error(`src/${rung}/${n}/ has no entry file named after its folder`);
      return [`${rung}/${n}`, `src/${rung}/${n}/${f}`];
    });

// The build id: a hash of every chunk's name and code, so an unchanged build keeps its id (and
// visitors their cached chunks) and any change gets a new folder. Chunks import each other by
// relative path, so moving the whole tree under v/<id>/ changes none of their code. One id per
// product's graph (the popups', the widget's): a change to one leaves the other's folder, and its
// visitors' cached chunks, as they were.
const ids = {};
const versioned = (graph) => ({
  name: 'versioned',
  generateBundle(_, bundle) {
    const files = Object.values(bundle).sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
    const hash = createHash('sha256');
    for (const f of files) hash.update(f.fileName + '\0' + (f.code ?? f.source) + '\0');
    // 6 base-36 characters (31 bits): enough to tell builds apart, and loader.js, which every
    // page view pays for, carries the id, a random string brotli cannot shrink (8 hex digits made
    // loader.js 2,292 to 2,301 B depending on the id, 6 base-36 characters 2,288 to 2,296: measured
    // over 40 ids)
    const id = (ids[graph] = BigInt('0x' + hash.digest('hex').slice(0, 16)).toString(36).slice(-6));
    for (const f of files) {
      delete bundle[f.fileName];
      f.fileName = `v/${id}/${f.fileName}`;
      bundle[f.fileName] = f;
    }
  },
});
const withBuildId = (graph) => ({
  name: 'build-id',
  renderChunk(code) {
    if (!ids[graph]) this.error(`the ${graph} chunks must be built before their tag's script`);
    const parts = code.split('__BUILD__');
    if (parts.length != 2) this.error('a tag script must name __BUILD__ exactly once');
    return parts.join(ids[graph]);
  },
});

// The popups' graph: engine.js and runtime.js, a chunk per format, per feature and per shell kind.
const input = {
  engine: 'src/engine/engine.ts',
  runtime: 'src/runtime/runtime.ts',
  ...Object.fromEntries(formats),
  ...Object.fromEntries(entries('features')),
  ...Object.fromEntries(entries('shells', 'modal')),
};

// The rung a module belongs to is its folder's: src/core and src/popup → shared.js (log,
// listeners, storage…: what every entry may import without pulling in another rung, and the
// popup's own shared part), src/engine → engine.js, src/runtime, src/shells/modal and the UI
// framework → runtime.js. A module of a feature's or a format's folder joins that entry.
const RUNGS = [
  [/[\\/]node_modules[\\/](preact|@preact|react|react-dom|scheduler)[\\/]/, 'runtime'],
  // the triggers, before src/core's rule: core/triggers.ts only the engine imports in this graph,
  // so it is in engine.js (in shared.js its exports and a colder brotli context cost the armed
  // path ~100 B, measured; a feature that imports it would import engine.js, which the dist test
  // refuses), and core/inactive.ts only features/conditions.js (the rare trigger, off the armed
  // path)
  [/[\\/]src[\\/]core[\\/]triggers\./, 'engine'],
  // (alike, popup/opener.ts: the loader inlines it, and of this graph only the engine imports it)
  [/[\\/]src[\\/]popup[\\/]opener\./, 'engine'],
  [/[\\/]src[\\/](core[\\/]inactive\.|features[\\/]conditions[\\/])/, 'features/conditions'],
  // what every product stands on (src/core) and the popup's own shared part (src/popup: its
  // wire types, tables, keys and events, which the engine, the runtime and the features all read);
  // src/core/forms (the forms' rules, suggestion and status machine) joins the form's chunk that
  // imports it: a page without a form never downloads it
  [/[\\/]src[\\/](core[\\/](?!forms[\\/])|popup[\\/])/, 'shared'],
  [/[\\/]src[\\/]engine[\\/]/, 'engine'],
  [/[\\/]src[\\/](runtime|shells[\\/]modal)[\\/]/, 'runtime'],
  // the form's folder stays in features/form.js: the form's own chunks (fields, email, the
  // phone rules) import its validate and adopt modules from it, already loaded, rather than
  // from chunks/ of their own (two more requests on every form's path)
  [/[\\/]src[\\/]features[\\/]form[\\/]/, 'features/form'],
];

// The widget's graph: a chunk per folder of src/widget (its list, triggers, pop-ups), and what
// it imports of src/core in two rungs, so its first interaction downloads no popup table.
const widgetInput = Object.fromEntries(entries('widget'));
const WIDGET_RUNGS = [
  // the triggers (core/triggers.ts) only widget/when.js uses: in it, not in a rung every
  // widget's first interaction downloads
  [/[\\/]src[\\/](core[\\/]triggers\.|widget[\\/]when[\\/])/, 'widget/when'],
  // the list's helpers (link rules, icons) stay in widget/list.js: the pop-ups import them from
  // there, already loaded, not from a chunk of their own. So do the modules of src/core that
  // only the list and the pop-ups import (the text reader, the Trusted Types policy, the URL
  // rules, the strings helper): in widget/core.js they cost the first interaction 40 B more,
  // the strings helper 24 B more than here (measured), and widget/when.js, which does not use
  // them, would download them before its widget shows. A module widget/when.js imports must not
  // be here (it would import widget/list.js)
  [/[\\/]src[\\/](core[\\/](strings|text|trust|url)\.|widget[\\/]list[\\/])/, 'widget/list'],
  // the rest of src/core (log, flags, storage: what widget/when.js needs too), widget/core.js,
  // which start.ts loads beside the first chunk; src/core/forms, which only the contact form
  // imports, joins widget/form.js, as it joins features/form.js above
  [/[\\/]src[\\/]core[\\/](?!forms[\\/])/, 'widget/core'],
];

/** An ES-module graph written under dist/v/<its id>/ */
const esm = (input, rungs, graph) => ({
  input,
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: out,
    format: 'es',
    entryFileNames: '[name].js',
    // the rungs (shared.js, runtime.js, widget/core.js); a chunk rollup makes of code two entries
    // share outside any rung goes to chunks/
    chunkFileNames: (c) => (rungs.some((r) => r[1] == c.name) ? '[name].js' : 'chunks/[name].js'),
    manualChunks: (id) => rungs.find(([re]) => re.test(id))?.[1],
  },
  plugins: [...plugins(true), versioned(graph)],
});

// The classic scripts a site pastes (document.currentScript is null in modules): every
// src/<name>/<name>.ts that names __BUILD__, the build id of its product's graph (the loader's is
// the popups', a tag with chunk folders of its own beside it their graph's).
/** '__STORE__' in loader.ts: '1' in loader-store.js, '' in loader.js (terser then drops what it
 *  guards); left as it is in the tests, which run the source */
const storeFlag = (v) => ({
  name: 'store-flag',
  transform: (code, id) => (id.endsWith('loader.ts') && code.includes("'__STORE__'") ? code.replaceAll("'__STORE__'", `'${v}'`) : null),
});

const tags = dirs('src')
  .map((n) => `src/${n}/${n}.ts`)
  .filter((f) => existsSync(here(f)) && readFileSync(here(f), 'utf8').includes('__BUILD__'));

// The theme's graph (issue 25): a chunk per module folder of src/theme (theme/<name>.js, each
// exporting init(root, T): src/theme/types.ts), and what they import of src/core in one rung,
// theme/core.js. theme.js, the tag, bundles its own page rules (src/theme/page.ts).
const themeInput = Object.fromEntries(entries('theme'));
// src/core/forms (issue 26: the forms' rules and messages, 746 B brotli) is theme/forms.js,
// loaded by the form modules only: in theme/core.js every module (the header, video …) would
// download it, over issue 25's budgets
const THEME_RUNGS = [
  [/[\\/]src[\\/]core[\\/]forms[\\/]/, 'theme/forms'],
  [/[\\/]src[\\/]core[\\/]/, 'theme/core'],
];

const graphs = { popup: [input, RUNGS], widget: [widgetInput, WIDGET_RUNGS], theme: [themeInput, THEME_RUNGS] };

export default [
  ...Object.entries(graphs).map(([graph, [inp, rungs]]) => esm(inp, rungs, graph)),
  ...tags.map((f) => {
    const name = f.split('/')[1];
    return {
      input: f,
      output: { file: `${out}/${name}.js`, format: 'iife', strict: false },
      plugins: [storeFlag(''), ...plugins(false), withBuildId(name in graphs ? name : 'popup')],
    };
  }),
  // issue 26: cf7.js, the contact-form plugin's front end as a drop-in (src/cf7, C01–C04): one
  // classic script standing on src/core alone, no graph of its own
  { input: 'src/cf7/cf7.ts', output: { file: `${out}/cf7.js`, format: 'iife', strict: false }, plugins: plugins(false) },
  // issue 24: loader-store.js, loader.js with the store seam (the tag's data-context in call 1),
  // the asset a store's app embed loads; loader.js itself has none of it
  {
    input: 'src/loader/loader.ts',
    output: { file: `${out}/loader-store.js`, format: 'iife', strict: false },
    plugins: [storeFlag('1'), ...plugins(false), withBuildId('popup')],
  },
];
