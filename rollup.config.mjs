// Two builds (design.md "Build"), in this order (rollup -c runs an array's builds one by one):
//  1. the ESM graph the loader starts with import(base + 'engine.js'): engine, runtime, one chunk
//     per format, one per feature, written under dist/v/<build id>/, the id a hash of their code.
//     Their content never changes at a given path, so they are cached for a year, immutable.
//  2. loader.js: a classic IIFE, because document.currentScript is null in module scripts. Its
//     address is the one sites paste, so it is cached briefly; the build id written into it
//     (src/core/loader.ts: 'v/__BUILD__/') points it at the chunks of the same build.
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

// react → Preact core through src/formats/shell/react.ts (it says why not preact/compat: 1.2 kB
// brotli for APIs we never call, nor hooks: 0.9 kB); @preact/signals-react → the subset of it
// the popup uses, in src/formats/shell/signals.ts (it says why not signals-core: 1.5 kB).
const preactAliases = [
  { find: /^react$/, replacement: here('./src/formats/shell/react.ts') },
  { find: /^react-dom\/client$/, replacement: here('./src/formats/shell/react-dom-client.ts') },
  { find: /^react-dom$/, replacement: here('./src/formats/shell/react-dom.ts') },
  { find: /^@preact\/signals-react$/, replacement: here('./src/formats/shell/signals.ts') },
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

// One chunk per format file and per feature file: src/formats/lightbox/format_7.tsx →
// dist/formats/lightbox/format_7.js, src/features/form.tsx → dist/features/form.js.
const chunks = (dir, out, re) =>
  readdirSync(here(dir))
    .filter((f) => re.test(f))
    .map((f) => [`${out}/${f.replace(/\.tsx?$/, '')}`, `${dir}/${f}`]);

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
    // 8 hex digits: enough to tell builds apart, and loader.js, which every page view pays for,
    // carries the id (a random string brotli cannot shrink)
    buildId = hash.digest('hex').slice(0, 8);
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
  engine: 'src/core/engine.ts',
  runtime: 'src/formats/runtime.ts',
  ...Object.fromEntries(chunks('src/formats/lightbox', 'formats/lightbox', /^format_\d+\.tsx?$/)),
  ...Object.fromEntries(chunks('src/features', 'features', /^[a-z]\w*\.tsx?$/)),
};

export default [
  {
    input,
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: out,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name].js',
      // Shared code joins the rung that is always loaded first, so no extra request appears:
      // the UI framework, the shell and the core helpers only the UI uses → runtime.js; the rest
      // of src/core → engine.js (always loaded before runtime.js).
      manualChunks(id) {
        if (/[\\/]node_modules[\\/](preact|@preact|react|react-dom|scheduler|use-sync-external-store)[\\/]/.test(id)) return 'runtime';
        if (/[\\/]src[\\/]formats[\\/](shell[\\/]|runtime\.ts)/.test(id)) return 'runtime';
        if (/[\\/]src[\\/]core[\\/](url|strings|scale|position)\.ts$/.test(id)) return 'runtime';
        // redirect.ts needs url.ts (runtime.js): left unassigned it joins its one importer,
        // features/form.js, instead of making engine.js import runtime.js (a cycle that throws).
        if (/[\\/]src[\\/]core[\\/]/.test(id) && !/[\\/]redirect\.ts$/.test(id)) return 'engine';
      },
    },
    plugins: [...plugins(true), versioned],
  },
  {
    input: 'src/core/loader.ts',
    output: { file: `${out}/loader.js`, format: 'iife', strict: false },
    plugins: [...plugins(false), withBuildId],
  },
];
