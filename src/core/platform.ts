// The one platform type (issue 21: "Platform" had four shapes): what a product's decisions get
// from the page, injected so tests drive them (a fake clock, their own listener sets) in plain
// Node: listeners and timers whose callbacks cannot throw into the host page (listen.ts, X05).
// Each product narrows it: the engine's adds its clock, when the page started and the client id
// (engine/triggers.ts), the triggers' the window they watch (triggers.ts Page, which is also the
// widget's, on its Ctx: widget/boot.ts), inactivity a clock (inactive.ts); the teaser and
// inline watchers take it as it is.
import type { Listeners } from './listen';

export interface Platform {
  on: Listeners['on'];
  timer: Listeners['timer'];
}
