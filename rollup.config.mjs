// Two builds (design.md "Build"):
//  1. loader.js: a classic IIFE, because document.currentScript is null in module scripts.
//  2. the ESM graph the loader starts with import(base + 'engine.js'): engine, runtime, one chunk
//     per format, one per feature. Chunk names are stable (not hashed): dist/ is versioned by path.
// REACT=1 builds the same components against real react-dom into dist-react/ for the bench.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const REACT = process.env.REACT === '1';
const out = REACT ? 'dist-react' : 'dist';

// react → preact/compat. @preact/signals-react → @preact/signals-core: components read signals
// through src/formats/shell/useValue.ts, so no framework adapter is needed (2.6 kB saved).
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals-core' },
];

const plugins = (module) => [
  ...(REACT ? [] : [alias({ entries: preactAliases })]),
  resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  typescript({ tsconfig: './tsconfig.json', noEmit: false, declaration: false, sourceMap: false, include: ['src/**/*'] }),
  {
    // React's CJS builds read process.env.NODE_ENV; only the bench's dist-react needs this.
    name: 'node-env',
    transform: (code) => (REACT && code.includes('process.env.NODE_ENV') ? code.replace(/process\.env\.NODE_ENV/g, '"production"') : null),
  },
  terser({ module, ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
];

const formats = readdirSync(here('./src/formats/lightbox'))
  .filter((f) => /^format_\d+\.tsx?$/.test(f))
  .map((f) => f.replace(/\.tsx?$/, ''));

const features = readdirSync(here('./src/features'))
  .filter((f) => /^[a-z]\w*\.tsx?$/.test(f) && !f.includes('.test.'))
  .map((f) => f.replace(/\.tsx?$/, ''));

const input = {
  engine: 'src/core/engine.ts',
  runtime: 'src/formats/runtime.ts',
  ...Object.fromEntries(formats.map((f) => [`formats/lightbox/${f}`, `src/formats/lightbox/${f}.tsx`])),
  ...Object.fromEntries(features.map((f) => [`features/${f}`, `src/features/${f}.tsx`])),
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
      // src/core → engine.js; the UI framework and the popup shell → runtime.js.
      manualChunks(id) {
        if (/[\\/]node_modules[\\/](preact|@preact|react|react-dom|scheduler)[\\/]/.test(id)) return 'runtime';
        if (/[\\/]src[\\/]formats[\\/]shell[\\/]/.test(id)) return 'runtime';
        if (/[\\/]src[\\/]core[\\/]/.test(id)) return 'engine';
      },
    },
    plugins: plugins(true),
  },
];
