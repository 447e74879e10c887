// `npm start`: the reference display API server. Environment: PORT (default 8080, 0 = any free
// port), DATA_DIR (default ./data), PUBLIC_HOST (the name a proxy serves it at, if any: the owner's
// routes answer only that Host besides 127.0.0.1 and localhost). Listens on 127.0.0.1 only.
import { startServer, DIST_DIR } from './app.mjs';
import { hostName } from './http.mjs';
import { ensureDist } from './ensure-dist.mjs';

const port = process.env.PORT === undefined || process.env.PORT === '' ? 8080 : Number(process.env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(2);
}

const publicHost = process.env.PUBLIC_HOST || '';
try {
  if (publicHost) hostName(publicHost);
} catch {
  console.error(`PUBLIC_HOST must be a host name (popups.example.com), got ${publicHost}`);
  process.exit(2);
}

ensureDist(DIST_DIR);
const server = await startServer({ port, dataDir: process.env.DATA_DIR || './data', publicHost });

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
