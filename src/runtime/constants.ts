// The shell's numbers (spec/popups.md §2, §9, and ours), in runtime.js with the code that uses
// them, so the build inlines them (core/constants.ts says why).

// §2, §9 timings
export const ANIMATION_MS = 300;
export const EXIT_MS = 800;              // exit animation, then removal
export const THANKS_FADE_MS = 800;       // thank-you fade class removed after 800 ms
export const ESCAPE_DELAY_MS = 800;      // Escape closes only after 800 ms
export const TICK_MS = 1000;             // close-control countdown runs each second (§9)

// §2 screens of a popup, in the order a template may hold them: the first shows on entry; the
// first two are a lead popup's path (state.ts, flow.ts)
export const SCREENS = ['main', 'thanks', 'play', 'win', 'lose'];

// §2 geometry
// §2's tab-index base 500 + 100 per popup is dropped (X07): focus follows DOM order
export const Z_INDEX = 2147483647;       // spec says ~999999999999999; browsers clamp to 2^31-1
export const CLOSE_ICON_PX = 44;         // close icon enlarged from 32 to 44 px
export const DEFAULT_LIGHTBOX = { width: 800, height: 500 };
export const MIN_TEXT_PX = 14;           // ours (X07): scale-to-fit never puts text under 14 px;
                                         // a box that would need it reflows instead (runtime/scale.ts)
export const IMAGE_MAX = 0.4;            // ours (X07): an image above or below the text takes at
                                         // most 40 % of the box's greatest height

// the form slot (the form chunk reads these from runtime.js)
export const FIELDS_MAX = 50;            // ours (X05): a form holds at most 50 fields; the rest are logged and
                                         // ignored (Chromium's form controls cost quadratic time: 10,000 took ~70 s)
export const ROWS_PER_TASK = 10;        // ours (issue 7): a slot component draws 10 rows (a form, its fields) per task, so a
                                         // form at the cap is five short tasks of the host page (about 10 ms each at 4x CPU)
