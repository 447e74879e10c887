// The games' numbers (spec/popups.md §4 "Gamified", P23), one block per game, each citing its
// sentence of §4. In the format chunk with the game that uses them, so the build inlines them.

// §4 "Format 2 is a scratch card: the result is revealed when 50% or less of the area remains,
// then the area hides after 3 s" (features/game/scratch.ts)
export const SCRATCH_REVEAL = 0.5;       // revealed when this share of the cover or less remains
export const SCRATCH_HIDE_MS = 3000;     // then the cover hides
export const SCRATCH_FADE_MS = 300;      // ours: the Reveal button fades the cover, then shown()
                                         // (none under reduced motion)
