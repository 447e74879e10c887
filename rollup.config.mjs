// Two builds (design.md "Build"):
//  1. loader.js: a classic IIFE, because document.currentScript is null in module scripts.
//  2. the ESM graph the loader starts with import(base + 'engine.js'): engine, runtime, one chunk
//     per format, one per feature. Chunk names are stable (not hashed): dist/ is versioned by path.
// REACT=1 builds the same components against real react-dom into dist-react/ for the bench.
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

// react → Preact core + hooks through two small files (src/formats/shell/react.ts says why not
// preact/compat: 1.2 kB brotli for APIs we never call); @preact/signals-react → the subset of it
// the popup uses, in src/formats/shell/signals.ts (it says why not signals-core: 1.5 kB).
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: here('./src/formats/shell/react-dom-client.ts') },
  { find: /^react-dom$/, replacement: here('./src/formats/shell/react-dom.ts') },
  { find: /^@preact\/signals-react$/, replacement: here('./src/formats/shell/signals.ts') },
];

// `react` by importer: the shell gets Preact core alone, the lazy features core + hooks
// (shell/react-hooks.ts says why).
const reactShim = {
  name: 'react-shim',
  resolveId: (src, importer) =>
    src === 'react' ? here(/[\\/]src[\\/]formats[\\/]/.test(importer || '') ? './src/formats/shell/react.ts' : './src/formats/shell/react-hooks.ts') : null,
};

const plugins = (module) => [
  {
    // React's CJS builds read process.env.NODE_ENV; only the bench's dist-react needs this.
    name: 'node-env',
    transform: (code) => (REACT && code.includes('process.env.NODE_ENV') ? code.replace(/process\.env\.NODE_ENV/g, '"production"') : null),
  },
  ...(REACT ? [] : [reactShim, alias({ entries: preactAliases })]),
  resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  // React ships CommonJS; only the bench's dist-react build contains it.
  ...(REACT ? [commonjs()] : []),
  typescript({ tsconfig: './tsconfig.json', noEmit: false, declaration: false, sourceMap: false, include: ['src/**/*'] }),
  terser({ module, ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
];

// One chunk per format file and per feature file: src/formats/lightbox/format_7.tsx →
// dist/formats/lightbox/format_7.js, src/features/form.tsx → dist/features/form.js.
const chunks = (dir, out, re) =>
  readdirSync(here(dir))
    .filter((f) => re.test(f))
    .map((f) => [`${out}/${f.replace(/\.tsx?$/, '')}`, `${dir}/${f}`]);

const input = {
  engine: 'src/core/engine.ts',
  runtime: 'src/formats/runtime.ts',
  ...Object.fromEntries(chunks('src/formats/lightbox', 'formats/lightbox', /^format_\d+\.tsx?$/)),
  ...Object.fromEntries(chunks('src/features', 'features', /^[a-z]\w*\.tsx?$/)),
};

export default [
  {
    input: 'src/core/loader.ts',
    output: { file: `${out}/loader.js`, format: 'iife', strict: false },
    plugins: plugins(false),
  },
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
        // hooks: only the form uses them (the shell is painted by an effect, shell/paint.ts), so
        // they ship with features/form.js, not in every popup's runtime.js
        if (/[\\/]node_modules[\\/]preact[\\/]hooks[\\/]/.test(id)) return;
        if (/[\\/]node_modules[\\/](preact|@preact|react|react-dom|scheduler|use-sync-external-store)[\\/]/.test(id)) return 'runtime';
        if (/[\\/]src[\\/]formats[\\/](shell[\\/](?!react-hooks)|runtime\.ts)/.test(id)) return 'runtime';
        if (/[\\/]src[\\/]core[\\/](url|strings|scale|position)\.ts$/.test(id)) return 'runtime';
        // redirect.ts needs url.ts (runtime.js): left unassigned it joins its one importer,
        // features/form.js, instead of making engine.js import runtime.js (a cycle that throws).
        if (/[\\/]src[\\/]core[\\/]/.test(id) && !/[\\/]redirect\.ts$/.test(id)) return 'engine';
      },
    },
    plugins: plugins(true),
  },
];
