// A raw client for call 5's uploads (test/server/slow-body and upload-memory): multipart parts
// written by hand, a POST whose body the test sends piece by piece (or never finishes), and what
// the server read of each connection, counted on its own sockets.
import { connect } from 'node:net';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { get, post } from './helpers.mjs';

export const MB = 1024 * 1024;
/** `p`, or a failure after `ms` (a server that never answers must fail the test, not hang it). */
export const within = (p, ms, what) => Promise.race([p, new Promise((_, ko) => setTimeout(() => ko(new Error(`${what}: not within ${ms} ms`)), ms).unref())]);
const B = 'lpSlowBody';
export const field = (name, value) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
export const fileHead = (filename) => `--${B}\r\nContent-Disposition: form-data; name="custom_fields[1][value]"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
export const END = `\r\n--${B}--\r\n`;

/** What the server read of each connection (by the client's port): so far, and when it answered. */
export function tracker(srv) {
  const conns = new Map();
  const atAnswer = new Map();
  srv.http.on('connection', (c) => conns.set(c.remotePort, c));
  srv.http.on('request', (req, res) => res.on('finish', () => atAnswer.set(req.socket.remotePort, req.socket.bytesRead)));
  return { read: (u) => conns.get(u.local)?.bytesRead, atAnswer: (u) => atAnswer.get(u.local) };
}

export const nonceOf = async (srv) => (await (await get(srv, '/api/widget/settings?site=demo')).json()).nonce;
export const tokenOf = async (srv) =>
  (await (await post(srv, '/api/widget/captcha/token', new URLSearchParams({ kind: 'v3', sitekey: 'standin-v3-demo', action: 'contact' }), 'application/x-www-form-urlencoded')).json()).token;

/** lumen-1's parts up to its file field's first file (whose bytes the test then sends). */
export const form = (nonce, token = '') =>
  field('action', 'chaty_front_form_save_data') + field('nonce', nonce) + field('widget', 'lumen-1') + field('channel', 'Contact_Us') +
  field('name', 'Ann') + field('email', 'slow@example.org') + field('message', 'Hi') + (token ? field('token', token) : '') +
  field('custom_fields[0][slug]', 'cf_topic') + field('custom_fields[0][value]', 'Wholesale') + field('custom_fields[1][slug]', 'cf_files') + fileHead('big.pdf');

/** Every file in the data folder but the database, with its size. */
export function files(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (!/^poptin\.sqlite/.test(f)) out.set(p, statSync(p).size);
    }
  };
  walk(dir);
  return out;
}
export const newFiles = (dir, before) => [...files(dir)].filter(([p]) => !before.has(p));

/**
 * A raw POST to /api/widget/ajax: the head (declaring `length`, or chunked), then `prefix`.
 * `pump(n)` sends n more bytes, waiting on the socket's drain; `answer` is the first answer,
 * `closed` the milliseconds from the start until the connection closed; `local` the client's port.
 */
export async function open(port, { prefix, length, chunked = false }) {
  const sock = connect(port, '127.0.0.1');
  await new Promise((ok) => sock.once('connect', ok));
  const t0 = Date.now();
  sock.on('error', () => {}); // the server closing on a refused body resets our writes
  let got = Buffer.alloc(0);
  const answer = new Promise((ok) => {
    const on = (d) => {
      got = Buffer.concat([got, d]);
      const i = got.indexOf('\r\n\r\n');
      if (i < 0) return;
      const head = got.subarray(0, i).toString();
      const len = +(/content-length: (\d+)/i.exec(head) || [0, 0])[1];
      if (got.length < i + 4 + len) return;
      sock.off('data', on);
      ok({ status: +head.slice(9, 12), head, json: JSON.parse(got.subarray(i + 4, i + 4 + len).toString() || 'null'), ms: Date.now() - t0 });
    };
    sock.on('data', on);
  });
  const closed = new Promise((ok) => sock.once('close', () => ok(Date.now() - t0)));
  const frame = (buf) => (chunked ? Buffer.concat([Buffer.from(buf.length.toString(16) + '\r\n'), buf, Buffer.from('\r\n')]) : buf);
  const write = async (buf) => {
    if (sock.destroyed || !sock.writable) return false;
    if (sock.write(frame(Buffer.from(buf)))) return true;
    await new Promise((ok) => {
      const done = () => (sock.off('drain', done), sock.off('close', done), ok());
      sock.on('drain', done).on('close', done);
    });
    return true;
  };
  const headers = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`;
  sock.write(`POST /api/widget/ajax HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${B}\r\n${headers}\r\n\r\n`);
  await write(prefix);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const pump = async (n) => {
    let sent = 0;
    while (sent < n && (await write(n - sent < chunk.length ? chunk.subarray(0, n - sent) : chunk))) sent += Math.min(chunk.length, n - sent);
    return sent;
  };
  const finish = () => write(END).then(() => chunked && sock.write('0\r\n\r\n'));
  const local = sock.localPort; // (undefined once the socket is closed)
  return { sock, local, answer, closed, pump, write, finish };
}
