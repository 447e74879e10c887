// HTTP plumbing shared by every route: CORS, body reading with a size cap, body decoding
// (JSON as text/plain or application/json, or form-encoded), and JSON / text answers.

/** Every display API body is small; anything larger is refused before it is buffered. */
export const BODY_LIMIT = 64 * 1024;

/** A request the route refuses: answered as `{ error }` with a 4xx status, nothing stored. */
export class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export const fail = (status, message) => {
  throw new HttpError(status, message);
};

/** The display API is called cross-origin from any host page (docs/CONTRIBUTING.md "The ladder"). */
export function cors(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
}

export function preflight(req, res) {
  cors(res);
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || 'Content-Type',
    'Access-Control-Max-Age': '86400',
  });
  res.end();
}

/** Every answer whose type we name says so for good: a browser never sniffs a JSON, CSV or
 *  uploaded body into HTML or script (issue 20). */
export const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' };

export function sendJson(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...NOSNIFF,
  });
  res.end(body);
}

export function sendText(res, status, type, text, extra = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text), ...NOSNIFF, ...extra });
  res.end(text);
}

/** How long a refused body's connection still drains after the answer (closeAfterAnswer). */
export const LINGER_MS = 2000;

/**
 * For an answer to a body refused before its end (a 413, call 5 without a nonce): Connection:
 * close, and after the answer the connection drains for up to LINGER_MS: what the client still
 * sends is read and dropped, never kept, and the socket closes when the client stops or the time
 * is up. Closing at once resets a connection whose client is still sending, and a reset makes
 * the client's network stack throw away the answer it has not read yet (the 403 or 413 lost).
 */
export function closeAfterAnswer(req, res) {
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  // node:http ends a Connection: close answer with socket.destroySoon(): FIN, then destroy
  socket.destroySoon = () => {
    socket.end();
    req.resume(); // no 'data' listener is left: the rest of the body is dropped as it comes
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/** Reads the raw body as a Buffer, refusing more than `limit` bytes (413) at the byte that
 *  passes it, or before reading when the declared size does. */
export function readBuffer(req, limit = BODY_LIMIT) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) return reject(new HttpError(413, 'body too large'));
    const parts = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= limit) return void parts.push(chunk);
      req.pause().off('data', onData); // the rest is not ours to keep (closeAfterAnswer drops it)
      reject(new HttpError(413, 'body too large'));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

/** Reads the raw body as text, refusing more than BODY_LIMIT bytes (413). */
export const readBody = (req, limit = BODY_LIMIT) => readBuffer(req, limit).then((b) => b.toString('utf8'));

/** Form fields become an object; a name sent more than once (checkbox groups) keeps every value. */
function formToObject(text) {
  const out = {};
  for (const [k, v] of new URLSearchParams(text)) {
    if (!(k in out)) out[k] = v;
    else out[k] = [].concat(out[k], v);
  }
  return out;
}

export const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Decodes a POST body into a plain object. The client sends JSON as text/plain (a "simple"
 * CORS request, no preflight) or as application/json, and the conversion call form-encoded.
 */
export async function readObject(req) {
  const text = await readBody(req);
  const type = String(req.headers['content-type'] || '').split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return formToObject(text);
  if (type && type !== 'text/plain' && type !== 'application/json') fail(415, 'unsupported content type ' + type);
  if (!text.trim()) fail(400, 'empty body');
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    fail(400, 'body is not valid JSON');
  }
  if (!isObject(value)) fail(400, 'body must be a JSON object');
  return value;
}

/** The origin this server was reached at, for absolute URLs in answers (poptin_url). */
export function originOf(req, fallback) {
  const host = String(req.headers.host || '');
  return /^[A-Za-z0-9.\-]+(:\d{1,5})?$|^\[[0-9a-fA-F:.]+\](:\d{1,5})?$/.test(host) ? 'http://' + host : fallback;
}

/** A Host header's name and port: a DNS name or an IPv4 address, or an IPv6 one in brackets. */
const HOST_HEADER = /^([a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The host name of a `PUBLIC_HOST`-style setting, lower case (a port in it is ignored: the name is
 * what tells this server from another). Throws on anything that is not a host name.
 */
export function hostName(value) {
  const m = HOST_HEADER.exec(String(value).trim().toLowerCase());
  if (!m || m[1].startsWith('.') || m[1].endsWith('.') || m[1].includes('..')) throw new Error('not a host name: ' + value);
  return m[1];
}

/**
 * Whether a request's Host names this server: 127.0.0.1, localhost or the public host, at any
 * port. A page on another name that resolves to 127.0.0.1 (DNS rebinding) sends that name.
 */
export function servesHost(header, publicHost = '') {
  const m = HOST_HEADER.exec(String(header || '').toLowerCase());
  return !!m && (m[1] === '127.0.0.1' || m[1] === 'localhost' || (!!publicHost && m[1] === publicHost));
}

/** The visitor's address without the IPv4-mapped prefix. */
export const clientIp = (req) => String(req.socket.remoteAddress || '').replace(/^::ffff:/, '');
