// multipart/form-data (RFC 7578) for call 5 (§7: the contact form is sent as FormData), parsed
// here rather than with a dependency: the body is buffered under a cap, then split on its
// boundary. Parts are fields (text) or files (a filename in Content-Disposition); anything the
// grammar does not allow is a 400, never a guess.
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

/**
 * Splits `body` into [{ name, value }] and [{ name, filename, type, data }], in order. At most
 * `maxParts` parts (a flood of tiny parts is refused like an oversized body).
 */
export function parseMultipart(body, boundary, { maxParts = 200 } = {}) {
  const delim = Buffer.from('--' + boundary);
  const fields = [];
  const files = [];
  let at = body.indexOf(delim);
  if (at < 0) fail(400, 'the multipart body has no boundary');
  for (let n = 0; ; n++) {
    at += delim.length;
    if (body.slice(at, at + 2).toString() === '--') break; // the close delimiter
    if (n >= maxParts) fail(400, 'too many multipart parts');
    // transport padding, then CRLF
    while (body[at] === 0x20 || body[at] === 0x09) at++;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) fail(400, 'a multipart boundary is not followed by a line break');
    at += 2;
    const headEnd = body.indexOf('\r\n\r\n', at);
    if (headEnd < 0 || headEnd - at > 8192) fail(400, 'a multipart part has no header end');
    const headers = {};
    for (const line of body.slice(at, headEnd).toString('utf8').split('\r\n')) {
      const i = line.indexOf(':');
      if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delim]), headEnd + 4);
    if (next < 0) fail(400, 'the multipart body is not closed');
    const data = body.subarray(headEnd + 4, next);
    const d = disposition(headers['content-disposition'] || '');
    if (d.filename !== undefined) files.push({ name: d.name, filename: d.filename, type: headers['content-type'] || '', data });
    else fields.push({ name: d.name, value: data.toString('utf8') });
    at = next + 2;
  }
  return { fields, files };
}
