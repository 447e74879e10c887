// Where call 5's files wait while their body arrives (issue 20: streamed to disk, not held): one
// temp file per kept file part under DATA_DIR/widget-incoming, renamed into widget-uploads only
// when the submission is stored, and removed when the request fails, stalls or is cut off. The
// folder is emptied at start, so a server killed mid-upload leaves no orphan (docs/widget-api.md).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export const INCOMING = 'widget-incoming';

/** At start: what a killed server left half-written. */
export function clearIncoming(dataDir) {
  rmSync(join(dataDir, INCOMING), { recursive: true, force: true });
}

/**
 * One request's temp files. `sink(keep, limit)` is a multipart file sink: it counts every byte,
 * and writes them to a temp file only while `keep` and at most `limit` bytes (a part the form
 * refuses anyway, by type, size or count, never touches the disk); its end() answers { path }
 * (null when nothing was kept). `discard()` removes every temp file still there; after it, the
 * sinks write nothing more.
 */
export function tempFiles(dataDir) {
  const dir = join(dataDir, INCOMING);
  const open_ = new Map(); // path → file handle while written
  const left = new Set(); // paths not yet taken by store()
  let done = false;

  async function drop(path) {
    const h = open_.get(path);
    open_.delete(path);
    left.delete(path);
    await h?.close().catch(() => {});
    await unlink(path).catch(() => {});
  }

  function sink(keep, limit) {
    let path = null;
    let size = 0;
    return {
      async write(b) {
        size += b.length;
        if (!keep || done) return;
        if (size > limit) {
          keep = false; // over the file limit: refused by the form, so not kept
          if (path) await drop(path);
          path = null;
          return;
        }
        if (!path) {
          mkdirSync(dir, { recursive: true });
          path = join(dir, randomBytes(16).toString('hex') + '.part');
          left.add(path);
          open_.set(path, await open(path, 'wx'));
        }
        const h = open_.get(path);
        for (let at = 0; at < b.length; ) at += (await h.write(b, at, b.length - at)).bytesWritten;
      },
      async end() {
        const h = path && open_.get(path);
        if (h) open_.delete(path), await h.close();
        return { path: keep && !done ? path : null };
      },
    };
  }

  return {
    sink,
    /** The temp file at `path` is the caller's now (renamed). */
    taken: (path) => left.delete(path),
    async discard() {
      done = true;
      await Promise.all([...left].map(drop));
    },
  };
}
