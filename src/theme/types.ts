// The contract between theme.js (the tag) and the theme's module chunks (docs/theme.md "Writing
// a module"): each src/theme/<name>/<name>.ts is built to theme/<name>.js and exports
// `init(root, T)`, which theme.js calls once for each element whose data-module names it, on
// load and for markup inserted later. Types only: nothing here ships.

/** §2.5 the breakpoints: desktop wider than 980 px, tablet 768 to 980, phone 767 or less */
export type Mode = 'desktop' | 'tablet' | 'phone';

/** What theme.js lends every module (one object for the page's life). */
export interface Theme {
  /** the breakpoint of the window's width now */
  mode(): Mode;
  /** the builder mode the page is in (`<html data-builder="…">`, §6), '' on the live site: forms
   *  and links do not navigate there, and effects are skipped */
  builder: string;
  /** the visitor asked for reduced motion (now) */
  reduced(): boolean;
  /** the parameters the page's hash gives the element with this id (§2.5: `#id|a|b||other|c`
   *  gives ['a', 'b']), or undefined when the hash does not name it */
  params(id: string): string[] | undefined;
  /** scroll the window smoothly to an element (less its scroll-margin-top) or a y: 800 ms, 1600 ms
   *  beyond 4000 px (§9.4); at once under reduced motion */
  scroll(to: Element | number, ms?: number): void;
}

/** A module chunk. */
export interface Module {
  init(root: HTMLElement, T: Theme): void;
}
