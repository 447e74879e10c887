// multipart/form-data (RFC 7578) for call 5 (§7: the contact form is sent as FormData), parsed
// here rather than with a dependency, as the body arrives (issue 20: a body held whole pinned
// 25 MB a connection): text parts are kept under a cap, a file part's bytes go to a sink the
// caller gives (a temp file), and the caller may refuse the body after any part or chunk (no
// nonce yet), long before its end. Anything the grammar does not allow is a 400, never a guess.
import { fail } from './http.mjs';

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType) {
  const m = /^multipart\/form-data\s*;(.*)$/i.exec(String(contentType || ''));
  if (!m) return null;
  const b = /(?:^|;)\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(m[1]);
  return b ? b[1] || b[2] : null;
}

/** HTML's form-data encoding escapes only these in names and file names. */
const unescape = (s) => s.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');

function disposition(value) {
  if (!/^form-data\s*(;|$)/i.test(value)) fail(400, 'a multipart part is not form-data');
  const params = {};
  const re = /;\s*([A-Za-z*]+)=(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g;
  let m;
  while ((m = re.exec(value))) params[m[1].toLowerCase()] = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3];
  if (params.name === undefined) fail(400, 'a multipart part has no name');
  const out = { name: unescape(params.name) };
  if (params['filename*']) {
    // RFC 5987 (curl and some libraries): UTF-8''percent-encoded
    const x = /^utf-8''(.*)$/i.exec(params['filename*']);
    try {
      out.filename = decodeURIComponent(x ? x[1] : params['filename*']);
    } catch {
      fail(400, 'a multipart file name is malformed');
    }
  } else if (params.filename !== undefined) out.filename = unescape(params.filename);
  return out;
}

function headersOf(block) {
  const headers = {};
  for (const line of block.toString('utf8').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

/** Ours: every text part call 5 takes is at most 8,192 characters (24 kB of UTF-8), so a part
 *  is kept to 64 kB (still too long for any rule, which then refuses it as before), and a
 *  request's text parts to 1 MB together. */
export const PART_KEEP = 64 * 1024;
export const TEXT_LIMIT = 1024 * 1024;

/**
 * The parser: `push(chunk)` and `end()` (both async: a file sink's writes are awaited), then
 * `result()`: { fields: [{ name, value }], files: [{ name, filename, type, size, ...sink.end()'s }] }
 * in order. `onFile({ name, filename, type })` returns a sink { write(buf), end() }, or throws to
 * refuse; `onField(name, value)` sees each text part as it completes and may throw too.
 */
export function multipartParser(boundary, { maxParts = 200, onField = () => {}, onFile }) {
  const delim = Buffer.from('--' + boundary);
  const next = Buffer.from('\r\n--' + boundary); // a delimiter ends the part before it
  const fields = [];
  const files = [];
  let state = 'preamble'; // → after (a delimiter) → head → body → after … → done
  let buf = Buffer.alloc(0);
  let parts = 0;
  let text = 0;
  let part = null;

  async function data(b) {
    part.size += b.length;
    if (part.sink) return part.sink.write(b);
    const keep = Math.min(b.length, PART_KEEP - part.kept);
    if (keep <= 0) return;
    if ((text += keep) > TEXT_LIMIT) fail(413, 'the text parts are over 1 MB');
    part.kept += keep;
    part.chunks.push(Buffer.from(b.subarray(0, keep))); // a copy: the request's chunk is let go
  }

  async function close() {
    const p = part;
    part = null;
    if (p.sink) return void files.push({ name: p.name, filename: p.filename, type: p.type, size: p.size, ...(await p.sink.end()) });
    const value = Buffer.concat(p.chunks).toString('utf8');
    fields.push({ name: p.name, value });
    await onField(p.name, value);
  }

  async function step() {
    for (;;) {
      if (state === 'preamble') {
        const i = buf.indexOf(delim);
        if (i < 0) {
          if (buf.length > 8192) fail(400, 'the multipart body has no boundary');
          return;
        }
        buf = buf.subarray(i + delim.length);
        state = 'after';
      } else if (state === 'after') {
        if (buf.length < 2) return;
        if (buf[0] === 0x2d && buf[1] === 0x2d) return void ((state = 'done'), (buf = Buffer.alloc(0))); // the close delimiter
        let j = 0; // transport padding, then CRLF
        while (j < buf.length && (buf[j] === 0x20 || buf[j] === 0x09)) j++;
        if (j > 256) fail(400, 'a multipart boundary is not followed by a line break');
        if (buf.length < j + 2) return;
        if (buf[j] !== 0x0d || buf[j + 1] !== 0x0a) fail(400, 'a multipart boundary is not followed by a line break');
        if (++parts > maxParts) fail(400, 'too many multipart parts');
        buf = buf.subarray(j + 2);
        state = 'head';
      } else if (state === 'head') {
        const i = buf.indexOf('\r\n\r\n');
        if (i < 0 || i > 8192) {
          if (i > 8192 || buf.length > 8192 + 3) fail(400, 'a multipart part has no header end');
          return;
        }
        const headers = headersOf(buf.subarray(0, i));
        buf = buf.subarray(i + 4);
        const d = disposition(headers['content-disposition'] || '');
        part = { ...d, type: headers['content-type'] || '', size: 0, kept: 0, chunks: [] };
        if (d.filename !== undefined) part.sink = await onFile({ name: d.name, filename: d.filename, type: part.type });
        state = 'body';
      } else if (state === 'body') {
        const i = buf.indexOf(next);
        // without a delimiter, all but what could be its start is this part's
        const upto = i >= 0 ? i : Math.max(0, buf.length - next.length + 1);
        if (upto) await data(buf.subarray(0, upto));
        if (i < 0) return void (buf = buf.subarray(upto));
        buf = buf.subarray(i + next.length);
        await close();
        state = 'after';
      } else return; // done: the epilogue is ignored
    }
  }

  return {
    async push(chunk) {
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      await step();
    },
    async end() {
      await step();
      if (state === 'preamble') fail(400, 'the multipart body has no boundary');
      if (state !== 'done') fail(400, 'the multipart body is not closed');
    },
    result: () => ({ fields, files }),
  };
}

/**
 * Reads `req`'s multipart body through multipartParser as it arrives, one chunk at a time (the
 * request is paused while a chunk is handled, so a slow disk slows the sender, not our memory).
 * A declared size over `limit` is refused before a byte is read, a body that grows past it at
 * that byte (413). `onProgress(bytesRead)` runs after each chunk and may throw to refuse. On a
 * refusal the rest of the body is left unread (the caller answers with Connection: close); a
 * connection that closes first rejects with Error('aborted').
 */
export function readMultipart(req, boundary, { limit, onProgress = () => {}, ...opts }) {
  if (!boundary) fail(400, 'the multipart body has no boundary');
  if (Number(req.headers['content-length']) > limit) fail(413, 'body too large');
  const parser = multipartParser(boundary, opts);
  return new Promise((resolve, reject) => {
    let read = 0;
    let settled = false;
    let queue = Promise.resolve();
    const settle = (e) => {
      if (settled) return;
      settled = true;
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      req.pause();
      e ? reject(e) : resolve(parser.result());
    };
    // every step waits for the one before, so nothing is written after the promise settles
    const then = (fn) => (queue = queue.then(() => settled || fn()).catch(settle));
    const onData = (chunk) => {
      req.pause();
      const at = (read += chunk.length);
      then(async () => {
        if (at > limit) fail(413, 'body too large');
        await parser.push(chunk);
        onProgress(at);
        if (!settled) req.resume();
      });
    };
    const onEnd = () => then(() => parser.end().then(() => settle()));
    const onClose = () => req.complete || then(() => settle(new Error('aborted')));
    const onError = (e) => then(() => settle(e));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
