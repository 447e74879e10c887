// `node scripts/analyze.mjs [chunk ...]`: what is inside a chunk, module by module, to see where a
// size budget goes. Default: engine.js, runtime.js. Per module: its rendered bytes before
// minification, its bytes minified on its own, and its share of the chunk's real brotli size
// (the chunk's brotli size split in proportion to each module's own brotli size: compressing a
// module alone loses the context the others give it, so the shares are estimates that add up
// to the measured total, not exact leave-one-out figures).
import cfg from '../rollup.config.mjs';
import { rollup } from 'rollup';
import { minify } from 'terser';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

const br = (s) => brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const want = process.argv.slice(2).length ? process.argv.slice(2) : ['engine.js', 'runtime.js'];
const c = cfg.find((c) => typeof c.input == 'object'); // the ESM chunks, not loader.js
const b = await rollup({ input: c.input, plugins: c.plugins.filter((p) => p.name !== 'terser' && p.name !== 'versioned'), preserveEntrySignatures: c.preserveEntrySignatures, onwarn() {} });
const { output } = await b.generate({ ...c.output, dir: undefined });
const builds = readdirSync('dist/v');
for (const ch of output)
  if (ch.type === 'chunk' && want.includes(ch.fileName)) {
    const real = br(readFileSync(builds.map((b) => `dist/v/${b}/${ch.fileName}`).find(existsSync)));
    const rows = [];
    for (const [id, m] of Object.entries(ch.modules)) {
      if (!m.code) continue;
      // not as a module: its top-level names are what other modules use, so none may be dropped
      const min = (await minify(m.code, { module: false, toplevel: false, ecma: 2020, compress: { passes: 2 } })).code || '';
      rows.push({ name: id.replace(/.*node_modules\//, '').replace(process.cwd() + '/', ''), raw: m.renderedLength, min: min.length, br: br(min) });
    }
    const sum = rows.reduce((s, r) => s + r.br, 0);
    console.log(`== ${ch.fileName}: ${real} B brotli (dist/)\n  rendered  minified  share of brotli`);
    for (const r of rows.sort((x, y) => y.br - x.br))
      console.log(String(r.raw).padStart(10), String(r.min).padStart(9), String(Math.round((r.br / sum) * real)).padStart(8), ' ', r.name);
  }
