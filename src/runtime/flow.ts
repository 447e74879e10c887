// The screen-flow owner (issue 21; spec/popups.md §2 "Screens", §4 "Submission", "Gamified"): a
// popup's screens as one path in its own order, any subset of main → play → win/lose → form →
// thanks. A lead popup's is [main, thanks], or [main] without a thank-you screen; a game's is the
// path of the prize it drew before the play (§4: "drawn by cumulative chance"): [play, win, form,
// thanks] for a win ([play, form, thanks] with disable_post_play_screen: "the submit flow follows
// a win"), [play, lose] for a loss (nothing follows it: the redirect does). The form and the games
// ask it to move on; nothing else sets the screen. mount.ts shows the one it names.
import { signal, type ReadonlySignal } from '@preact/signals-react';

export interface Flow {
  /** the screen shown: the path's first, until the popup moves on */
  screen: ReadonlySignal<string>;
  /** moves on to the next screen of the path; false at its end (the popup stays where it is) */
  next(): boolean;
  /** the path itself: a game adds its prize's screens once it has drawn (features/game) */
  order: string[];
}

export function flow(order: string[]): Flow {
  const screen = signal(order[0]);
  return {
    screen,
    order,
    next() {
      const n = order[order.indexOf(screen.peek()) + 1];
      return !!n && !!(screen.value = n);
    },
  };
}
