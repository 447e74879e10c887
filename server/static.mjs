// Static files: the built chunks under /dist/ (fetched cross-origin by the loader, design.md
// "What every visitor pays") and the demo site's assets under /demo/assets/. Paths are resolved
// inside their root only; anything that escapes it is refused.
import { readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { fail } from './http.mjs';
import { sendCached } from './compress.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** File bodies by path, reread when the file's mtime or size changes (a rebuild). */
const files = new Map();

function readCached(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return null;
  }
  if (!st.isFile()) return null;
  const hit = files.get(path);
  if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit.body;
  const body = readFileSync(path);
  files.set(path, { mtimeMs: st.mtimeMs, size: st.size, body });
  return body;
}

/** The absolute file for a request path below root, or a 400/404 HttpError. */
function resolveInside(root, rawRel) {
  let rel;
  try {
    rel = decodeURIComponent(rawRel);
  } catch {
    fail(400, 'bad path');
  }
  if (!rel || rel.includes('\0') || rel.includes('\\')) fail(400, 'bad path');
  const base = resolve(root);
  const abs = resolve(base, '.' + '/' + rel);
  if (!abs.startsWith(base + sep)) fail(400, 'bad path');
  if (rel.split('/').some((part) => part.startsWith('.'))) fail(404, 'not found');
  return abs;
}

/**
 * A route serving root under prefix. Chunk names are stable (not hashed), so the cache lifetime
 * is short and the ETag lets a browser revalidate cheaply after it.
 */
export function staticRoute(prefix, root, cacheControl) {
  const pattern = new RegExp('^' + prefix.replace(/[/.]/g, '\\$&') + '(.+)$');
  const serve = ({ req, res, params }) => {
    const abs = resolveInside(root, params[0]);
    const body = readCached(abs);
    if (!body) fail(404, 'not found');
    sendCached(req, res, body, TYPES[extname(abs).toLowerCase()] || 'application/octet-stream', cacheControl);
  };
  return [['GET', pattern, serve]];
}
