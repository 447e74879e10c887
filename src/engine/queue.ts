// One lightbox, gamified or fullpage popup at a time (spec §4 "A queue lets only one … be active"):
// the next waits until the current one calls its release (removed, or failed to show). Other
// types (bars, side boxes, embedded…) go straight through.

export type Release = () => void;
export type Enqueue = (type: string, go: (release: Release) => void) => void;

const ONE = ['lightbox', 'gamified', 'fullpage'];

export function queue(): Enqueue {
  const waiting: ((r: Release) => void)[] = [];
  let busy = 0;
  const next = () => {
    const go = waiting.shift();
    busy = go ? 1 : 0;
    let done = 0;
    // release is idempotent: a popup that both fails and reports removal frees one slot only
    go && go(() => done++ || next());
  };
  return (type, go) => {
    if (!ONE.includes(type)) return go(() => {});
    waiting.push(go);
    busy || next();
  };
}
