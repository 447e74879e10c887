// The games' numbers (spec/popups.md §4 "Gamified", §9; P23), beside the code that uses them.

// §4 the spin wheel (gamified format 3, features/game/wheel.ts): it spins 7 s, or 8 s with
// design_properties.disable_post_play_screen (the submit flow follows a win)
export const WHEEL_MS = 7000;
export const WHEEL_LONG_MS = 8000;
