// One modal popup at a time (spec §4 "A queue lets only one … be active" names lightbox, gamified
// and fullpage; a mobile popup is modal too, and two modal dialogs would fight over focus and the
// inert page: docs/behaviour.md P13): the next waits until the current one calls its release
// (removed, or failed to show). Other kinds (bars, slide-ins, inline popups) go straight through.
import { kindOf } from '../popup/needs';

export type Release = () => void;
export type Enqueue = (type: string, go: (release: Release) => void) => void;

export function queue(): Enqueue {
  const waiting: ((r: Release) => void)[] = [];
  /** the one showing, if any */
  let busy: ((r: Release) => void) | undefined;
  const next = () => {
    let done = 0;
    // release is idempotent: a popup that both fails and reports removal frees one slot only
    (busy = waiting.shift()) && busy(() => done++ || next());
  };
  return (type, go) => {
    if (kindOf(type) != 'modal') return go(() => {});
    waiting.push(go);
    busy || next();
  };
}
