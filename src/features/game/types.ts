// The contract between the game core (features/game/game.ts, the [data-lp=game] slot) and the
// three games (spec/popups.md §4 "Gamified", P23; docs/behaviour.md P23). A game is drawn by the
// gamified format chunk that names it (formats/gamified/format_N.ts exports it as `game`), so its
// code ships only with that format. The core owns everything but the drawing: the prize list
// (kept in its closure: a game gets the labels, never a code), the draw before the play, the
// stored result, the screens, the announcement, the hidden fields, call 6 and the redirects.
import type { PopupState } from '../../runtime/state';

/** The drawn prize as a game sees it: its index in `labels`, its label, and whether it wins. */
export interface Result {
  i: number;
  label: string;
  win: boolean;
}

export interface Play {
  s: PopupState;
  /** the template's [data-lp=game] element, inside the play screen: the game draws in it */
  el: HTMLElement;
  /** every prize's label, in the list's order (the wheel's slices); never a code */
  labels: string[];
  /** a form on the play screen starts the play with its submit (the visitor's details first):
   *  the game draws no start control of its own and waits for begin() */
  gated: boolean;
  /** design_properties.disable_post_play_screen: no winning screen, the submit flow follows a win
   *  (the wheel then turns 8 s instead of 7 s, §4) */
  noPost: boolean;
  /** the game's own start control was used (a spin button, a first scratch, a pick): the core
   *  draws (or asks the server) and then calls begin(); ignored while a play is on or done */
  ask(): void;
  /** the game calls this once, when the visitor can see the result (the wheel stopped, the cover
   *  scratched to 50 % or less, the gift opened); `hold`: ms the game keeps the result in view
   *  before the result screen replaces the play screen (the scratch card's 3 s, §4) */
  shown(hold?: number): void;
}

export interface GameUI {
  /** the play starts with this result, drawn already: animate to it (no time under reduced
   *  motion, s.reduced), then call Play.shown() */
  begin(r: Result): void;
  /** the draw failed (a server draw that did not answer): the game may be played again */
  fail(): void;
}

export type Game = (p: Play) => GameUI;
