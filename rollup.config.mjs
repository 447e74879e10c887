// Three builds (docs/CONTRIBUTING.md "Build and toolchain"), in this order (rollup -c runs an
// array's builds one by one):
//  1. the ESM graph the loader starts with import(base + 'engine.js'): engine, runtime, one chunk
//     per format, one per feature, the widget's chunks, written under dist/v/<build id>/, the id
//     a hash of their code. Their content never changes at a given path, so they are cached for
//     a year, immutable.
//  2. loader.js and 3. widget.js: classic IIFEs, because document.currentScript is null in
//     module scripts. Their addresses are the ones sites paste, so they are cached briefly; the
//     build id written into them ('v/__BUILD__/') points them at the chunks of the same build.
// REACT=1 builds the same components against real react-dom into dist-react/ for the bench.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
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
  typescript({ tsconfig: './tsconfig.json', noEmit: false, declaration: false, sourceMap: false, include: ['src/**/*'] }),
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
// relative path, so moving the whole tree under v/<id>/ changes none of their code.
let buildId = '';
const versioned = {
  name: 'versioned',
  generateBundle(_, bundle) {
    const files = Object.values(bundle).sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
    const hash = createHash('sha256');
    for (const f of files) hash.update(f.fileName + '\0' + (f.code ?? f.source) + '\0');
    // 6 base-36 characters (31 bits): enough to tell builds apart, and loader.js, which every
    // page view pays for, carries the id, a random string brotli cannot shrink (8 hex digits made
    // loader.js 2,292 to 2,301 B depending on the id, 6 base-36 characters 2,288 to 2,296: measured
    // over 40 ids)
    buildId = BigInt('0x' + hash.digest('hex').slice(0, 16)).toString(36).slice(-6);
    for (const f of files) {
      delete bundle[f.fileName];
      f.fileName = `v/${buildId}/${f.fileName}`;
      bundle[f.fileName] = f;
    }
  },
};
const withBuildId = {
  name: 'build-id',
  renderChunk(code) {
    if (!buildId) this.error('the chunks must be built before loader.js');
    const parts = code.split('__BUILD__');
    if (parts.length != 2) this.error('loader.js must name __BUILD__ exactly once');
    return parts.join(buildId);
  },
};

const input = {
  engine: 'src/engine/engine.ts',
  runtime: 'src/runtime/runtime.ts',
  ...Object.fromEntries(formats),
  ...Object.fromEntries(entries('features')),
  ...Object.fromEntries(entries('shells', 'modal')),
  // the contact-channel widget's chunks (widget.js itself is the IIFE build below)
  'widget/list': 'src/widget/list.ts',
  'widget/pop': 'src/widget/pop.ts',
  'widget/wechat': 'src/widget/wechat.ts',
  'widget/agents': 'src/widget/agents.ts',
  'widget/whatsapp': 'src/widget/whatsapp.ts',
  'widget/emoji': 'src/widget/emoji.ts',
  'widget/when': 'src/widget/when.ts',
  'widget/form': 'src/widget/form.ts',
};

// The rung a module belongs to is its folder's: src/shared → shared.js (log, listeners, storage…:
// what every entry may import without pulling in another rung), src/engine → engine.js,
// src/runtime, src/shells/modal and the UI framework → runtime.js. A module of a feature's or a format's folder
// joins that entry.
const RUNGS = [
  [/[\\/]node_modules[\\/](preact|@preact|react|react-dom|scheduler)[\\/]/, 'runtime'],
  [/[\\/]src[\\/]shared[\\/]/, 'shared'],
  [/[\\/]src[\\/]engine[\\/]/, 'engine'],
  [/[\\/]src[\\/](runtime|shells[\\/]modal)[\\/]/, 'runtime'],
  // the form's folder stays in features/form.js: the form's own chunks (fields, email, the
  // phone rules) import its validate and adopt modules from it, already loaded, rather than
  // from chunks/ of their own (two more requests on every form's path)
  [/[\\/]src[\\/]features[\\/]form[\\/]/, 'features/form'],
  // the list's helpers (link rules, icons, the text reader) stay in widget/list.js: the pop-ups
  // import them from there, already loaded, not from a chunk of their own
  [/[\\/]src[\\/]widget[\\/](list|links|icon|text)\.ts$/, 'widget/list'],
];

export default [
  {
    input,
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: out,
      format: 'es',
      entryFileNames: '[name].js',
      // the rungs beside engine.js (shared.js, runtime.js); a chunk rollup makes of code two
      // entries share outside any rung goes to chunks/
      chunkFileNames: (c) => (RUNGS.some((r) => r[1] == c.name) ? '[name].js' : 'chunks/[name].js'),
      manualChunks: (id) => RUNGS.find(([re]) => re.test(id))?.[1],
    },
    plugins: [...plugins(true), versioned],
  },
  {
    input: 'src/loader/loader.ts',
    output: { file: `${out}/loader.js`, format: 'iife', strict: false },
    plugins: [...plugins(false), withBuildId],
  },
  {
    // widget.js: the contact-channel widget's tag, a classic script as loader.js is (W01)
    input: 'src/widget/widget.ts',
    output: { file: `${out}/widget.js`, format: 'iife', strict: false },
    plugins: [...plugins(false), withBuildId],
  },
];
