// Spec numbers (spec/popups.md §9) that more than one rung uses. Each rung keeps its own numbers
// in its folder (a number another chunk imports costs an export and an import; one in the same
// chunk is inlined): src/loader/constants.ts, src/engine/constants.ts, src/runtime/constants.ts,
// src/features/form/constants.ts, and a feature's own in its file.
export const DAY = 86400000;
export const CONVERSION_MS = 365 * DAY;  // conversion cookie (the form writes it, lead.js too)
