// Shared helpers for the server tests: an in-process server on a free port with its own data
// folder, fetch shortcuts, raw HTTP (no URL normalising, no automatic decompression) and row counts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { startServer } from '../../server/app.mjs';

export const tempDir = (name = 'poptin-server-') => mkdtempSync(join(tmpdir(), name));

/** Starts a server on port 0 in a fresh (or the given) data folder. */
export async function start(opts = {}) {
  const dataDir = opts.dataDir || tempDir();
  const server = await startServer({ port: 0, quiet: true, ...opts, dataDir });
  return { ...server, dataDir };
}

export async function stop(server, { keep = false } = {}) {
  await server.close();
  if (!keep) rmSync(server.dataDir, { recursive: true, force: true });
}

/** POST as the client does: JSON as text/plain (no preflight), unless told otherwise. */
export function post(server, path, body, type = 'text/plain;charset=UTF-8', headers = {}) {
  return fetch(server.url + path.replace(/^\//, ''), {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body: typeof body === 'string' || body instanceof URLSearchParams ? body : JSON.stringify(body),
  });
}

export const get = (server, path, headers = {}) => fetch(server.url + path.replace(/^\//, ''), { headers });

/** Raw request: the path is sent exactly as given and the body is not decoded. */
export function raw(server, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const count = (server, table) => server.db.prepare(`SELECT count(*) AS n FROM ${table}`).get().n;

/** Every reporting table, to check that a refused request stored nothing anywhere. */
export const TABLES = ['views', 'closes', 'activities', 'conversions', 'sessions', 'limit_logs'];
export const counts = (server) => Object.fromEntries(TABLES.map((t) => [t, count(server, t)]));

/** A call-1 payload as src/loader/visit.ts builds it. */
export const visit = (url, extra = {}) => ({
  domain: new URL(url).hostname,
  url,
  referrer: '',
  previous_url: '',
  cookies: { poptin_user_id: 'u1' },
  triggers: ['sec', 'scroll'],
  cc: '',
  poptin_forms_id: [],
  if_mobile: 0,
  page_title: 'Demo',
  origin_landing_page: url,
  if_page_refreshed: 0,
  poptin_viewed_url: url,
  previous_visited_pages: '',
  previous_visited_pages_with_time_stamp: '',
  converted_email: '',
  ...extra,
});
