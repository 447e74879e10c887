// A reference server in a child process of its own (node --expose-gc), so a test can measure the
// server's memory apart from the client's, or kill it with SIGKILL mid-upload. Started by fork()
// with argv [dataDir, JSON options]; it sends { port } once listening, and answers 'mem' with
// { rss, arrayBuffers } after a full collection and { bytesRead } summed over every connection it
// has had (what the clients' bodies made it read so far).
import { startServer } from '../../server/app.mjs';

const [dataDir, opts = '{}'] = process.argv.slice(2);
const s = await startServer({ port: 0, quiet: true, dataDir, ...JSON.parse(opts) });
const sockets = new Set();
s.http.on('connection', (c) => sockets.add(c));

process.on('message', (m) => {
  if (m !== 'mem') return;
  globalThis.gc();
  globalThis.gc();
  const u = process.memoryUsage();
  let bytesRead = 0;
  for (const c of sockets) bytesRead += c.bytesRead;
  process.send({ rss: u.rss, arrayBuffers: u.arrayBuffers, bytesRead });
});
process.send({ port: s.port });
