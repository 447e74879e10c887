// `node scripts/analyze.mjs [chunk ...]`: what is inside a chunk, module by module (rendered
// bytes before minification), to see where a size budget goes. Default: engine.js, runtime.js.
import cfg from '../rollup.config.mjs';
import { rollup } from 'rollup';

const want = process.argv.slice(2).length ? process.argv.slice(2) : ['engine.js', 'runtime.js'];
const c = cfg.find((c) => typeof c.input == 'object'); // the ESM chunks, not loader.js
const b = await rollup({ input: c.input, plugins: c.plugins.filter((p) => p.name !== 'terser' && p.name !== 'versioned'), preserveEntrySignatures: c.preserveEntrySignatures, onwarn() {} });
const { output } = await b.generate({ ...c.output, dir: undefined });
for (const ch of output)
  if (ch.type === 'chunk' && want.includes(ch.fileName)) {
    console.log('==', ch.fileName);
    Object.entries(ch.modules)
      .sort((x, y) => y[1].renderedLength - x[1].renderedLength)
      .forEach(([id, m]) => console.log(String(m.renderedLength).padStart(7), id.replace(/.*node_modules\//, '').replace(process.cwd() + '/', '')));
  }
