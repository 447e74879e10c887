// Static files: the built chunks under /dist/ (fetched cross-origin by the loader,
// docs/CONTRIBUTING.md "The ladder") and the demo site's assets under /demo/assets/. Paths are
// resolved inside their root only; anything that escapes it is refused.
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
  '.webm': 'video/webm',
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

/** The loader's lifetime: how long a deploy takes to reach a returning visitor. */
export const LOADER_CACHE = 'public, max-age=300';
/** A year, never revalidated: a v/<build id>/ path's content never changes (rollup.config.mjs). */
export const CHUNK_CACHE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control for a path below dist/: loader.js (the address sites paste) and anything else
 * unversioned briefly, then revalidated by its ETag; the chunks under v/<build id>/ for a year.
 */
export const distCache = (rel) => (/^v\/[\w-]+\//.test(rel) ? CHUNK_CACHE : LOADER_CACHE);

/**
 * A route serving root under prefix; cacheControl is a header value, or a function of the path
 * below prefix that returns one.
 */
export function staticRoute(prefix, root, cacheControl) {
  const pattern = new RegExp('^' + prefix.replace(/[/.]/g, '\\$&') + '(.+)$');
  const serve = ({ req, res, params }) => {
    const abs = resolveInside(root, params[0]);
    const body = readCached(abs);
    if (!body) fail(404, 'not found');
    const cache = typeof cacheControl == 'function' ? cacheControl(params[0]) : cacheControl;
    sendCached(req, res, body, TYPES[extname(abs).toLowerCase()] || 'application/octet-stream', cache);
  };
  return [['GET', pattern, serve]];
}
