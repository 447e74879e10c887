// Sends static bodies (chunks, templates, demo assets) compressed by Accept-Encoding: brotli,
// else gzip, else as is. Each body is compressed once and kept in memory, keyed by its content
// hash, which also names its ETag (a rebuilt chunk gets a new entry; each encoding its own tag).
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as z } from 'node:zlib';

const cache = new Map();
const MAX_ENTRIES = 1000;

/** Types worth compressing; images other than SVG already are. */
const compressible = (type) => /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/.test(type);

/** 'br' | 'gzip' | '' from an Accept-Encoding header, honouring q=0. */
export function pickEncoding(header) {
  const q = {};
  for (const part of String(header || '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name] = qp ? Number(qp.slice(2)) : 1;
  }
  const ok = (name) => (name in q ? q[name] > 0 : '*' in q && q['*'] > 0);
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : '';
}

function entry(body) {
  const hash = createHash('sha1').update(body).digest('base64url');
  let e = cache.get(hash);
  if (!e) {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    e = { hash, body };
    cache.set(hash, e);
  }
  return e;
}

function variant(e, encoding) {
  if (encoding === 'br') {
    e.br ||= brotliCompressSync(e.body, {
      params: { [z.BROTLI_PARAM_QUALITY]: 11, [z.BROTLI_PARAM_SIZE_HINT]: e.body.length },
    });
    return e.br;
  }
  if (encoding === 'gzip') return (e.gz ||= gzipSync(e.body, { level: 9 }));
  return e.body;
}

/** Answers a GET or HEAD with body (a Buffer), honouring If-None-Match. */
export function sendCached(req, res, body, type, cacheControl) {
  const e = entry(body);
  const encoding = compressible(type) && body.length > 0 ? pickEncoding(req.headers['accept-encoding']) : '';
  const etag = `"${e.hash}${encoding ? '-' + encoding : ''}"`;
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  const match = String(req.headers['if-none-match'] || '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (match.includes(etag) || match.includes('*')) {
    res.writeHead(304, headers);
    return res.end();
  }
  const out = variant(e, encoding);
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = out.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : out);
}
