// A shell kind (docs/CONTRIBUTING.md "How to add a type"): what differs between a modal lightbox, a
// bar, a slide-in and an inline popup. The frame (Shell.tsx) and its mount (mount.ts) are the
// same for all; a kind adds its overlay class, its CSS and what it does once the DOM exists. The
// modal kind is part of runtime.js (src/shells/modal); each other kind is a chunk,
// shells/<kind>.js, that exports it as `kind` and is fetched with the popup's format.
import type { Box, Fit } from './scale';
import type { Position } from './position';
import type { PopupState } from './state';

export interface Kind {
  /** modal: the page behind is dimmed and inert, focus moves into the dialog and is trapped
   *  there (X07). A kind that is not never takes focus on its own and never traps it; Escape
   *  closes it only while focus is inside it. */
  modal?: 1;
  /** the overlay's classes besides lp-o */
  o: string;
  /** an inline kind: the host element's style, in the page's flow instead of fixed over the
   *  window, and the box's role (a region, not a dialog) */
  host?: string;
  role?: string;
  /** the kind's CSS, adopted after the shell's */
  css: string;
  /** the box in the window (or, inline, in its host element), instead of scale.ts fit() (a bar
   *  spans the window's width) */
  fit?(box: Box, win: Box, horizontal: boolean, least: number): Fit;
  /** runs once the shell's DOM exists; what it sets up goes through s.L (undone on removal) */
  mount(s: PopupState, d: HTMLElement, pos: Position): void;
}
