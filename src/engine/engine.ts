// engine.js: the rung the loader imports when the display answer has a popup to arm
// (docs/CONTRIBUTING.md "The ladder"). Its files, one concern each, act on one explicit state
// (state.ts): start.ts arms and stops, prefetch.ts fetches ahead, show.ts queues and shows,
// open.ts opens by id, upgrade.ts fetches the upgrade popup. What few visitors need is a feature
// chunk fetched on demand: the rarer triggers and filters (features/conditions) and the upgrade
// popup (features/upgrade). Nothing here throws into the host page: every failure is one log line
// (X05).
import type { EngineModule } from '../popup/rungs';
import { listeners, type Listeners } from '../core/listen';
import { open as openById } from './open';
import { start as arm, stop as disarm } from './start';
import { state, type Importer } from './state';

export type { Importer };

/**
 * The engine with its platform injected: `importer` loads runtime.js and the feature chunks
 * (tests pass a fake runtime), `now` is the clock, `lis` makes the listener set that stop() clears.
 */
export function engine(importer: Importer, now: () => number = Date.now, lis: () => Listeners = listeners): EngineModule {
  const e = state(importer, now, lis);
  e.op = (id, how) => openById(e, id, how);
  return { start: (b) => arm(e, b), stop: () => disarm(e), open: (id, how) => openById(e, id, how) };
}

const e = engine((u) => import(u));
export const start = e.start, stop = e.stop, open = e.open;
