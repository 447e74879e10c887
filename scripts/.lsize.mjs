import cfg from '../rollup.config.mjs';
import { rollup } from 'rollup';
import zlib from 'node:zlib';
const c = cfg[0];
const b = await rollup({ input: process.argv[2] || c.input, plugins: c.plugins, onwarn() {} });
const { output } = await b.generate({ ...c.output, file: undefined });
const code = output[0].code;
console.log(code.length, zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
if (process.argv[3]) console.log(code);
