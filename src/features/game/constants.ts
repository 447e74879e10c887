// The games' times (features/game/*, P23, docs/behaviour.md P23). Each block belongs to one game.

// ---- gifts (features/game/gifts.ts, gamified format 1): ours. The spec names format 1 but does
// not describe it; the time is our choice, not the spec's.
/** the picked gift opens in this time (the lid lifts for the first half, the label rises out in
 *  the second), then the game calls shown(); none under reduced motion */
export const GIFT_OPEN_MS = 1200;
