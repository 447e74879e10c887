// The engine's one explicit state (docs/CONTRIBUTING.md "Glossary"): every file of src/engine that
// acts on the page takes it as its first argument. Property names are short by hand: they are
// members, which the minifier does not rename, and engine.js is paid by every page view with a
// popup armed.
import type { Boot, PopupHandle, RuntimeModule } from '../popup/rungs';
import type { Listeners } from '../core/listen';
import type { Enqueue } from './queue';
import type { Popup } from '../popup/wire';

/** loads a chunk: runtime.js (a RuntimeModule), features/conditions.js or features/upgrade.js */
export type Importer = (url: string) => Promise<any>;

export interface E {
  /** the platform: loads chunks (tests pass a fake runtime), the clock, the listener sets */
  im: Importer;
  now: () => number;
  lis: () => Listeners;
  /** the boot of the current start() */
  b?: Boot;
  /** this start's listeners and timers, and what it armed (triggers, tabs, inline watches):
   *  stop() clears them all */
  L: Listeners;
  /** the one-at-a-time queue (queue.ts) */
  q: Enqueue;
  /** generation, bumped by stop(): late answers of an earlier start are dropped */
  g: number;
  /** popups shown so far on this page view (ShowRequest.index) */
  n: number;
  rt?: Promise<RuntimeModule>;
  /** popup id → the runtime's handle, while it is on the page */
  h: Map<string, PopupHandle>;
  /** ids opening, queued or visible */
  live: Set<string>;
  /** ids shown on this page view: a trigger shows a popup once */
  shown: Set<string>;
  /** chunk addresses already preloaded */
  pre: Set<string>;
  /** opens a popup by id (open.ts, which shows through show.ts: handed in by engine.ts so that
   *  show.ts's launch need not import it back) */
  op: (id: string, how: 'click' | 'manual') => void;
  /** call 1's popups */
  ls: Popup[];
  /** popup id → its template (call 4), fetched once */
  got: Map<string, Promise<string | null>>;
}

// (h, live, shown, n, ls and got are set by stop(), which start() runs first, q by start(), op
// by engine.ts: before start() nothing reads them, as open() needs e.b. Not written twice:
// engine.js is on the armed path, and these defaults cost it 22 B brotli, measured)
export const state = (im: Importer, now: () => number, lis: () => Listeners) =>
  ({
    im,
    now,
    lis,
    L: lis(),
    g: 0,
    pre: new Set(),
  }) as E;
