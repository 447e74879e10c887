// `npm start`: the reference display API server. Environment: PORT (default 8080, 0 = any free
// port), DATA_DIR (default ./data). Listens on 127.0.0.1 only.
import { startServer, DIST_DIR } from './app.mjs';
import { ensureDist } from './ensure-dist.mjs';

const port = process.env.PORT === undefined || process.env.PORT === '' ? 8080 : Number(process.env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(2);
}

ensureDist(DIST_DIR);
const server = await startServer({ port, dataDir: process.env.DATA_DIR || './data' });

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
