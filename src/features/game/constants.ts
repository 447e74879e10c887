// The games' numbers (spec/popups.md §4 "Gamified", §9), in the chunks that use them.

// §4, §9: the prize's redirect (features/game/game.ts)
export const LOSS_MS = 4000;             // after a loss
export const LOSS_COUPON_MS = 12000;     // after a loss, when the wheel has a coupon
export const WIN_MS = 1000;              // after a win without redirect_close_delay (§9 default 1 s)
export const COUPON_WHEEL_X = 3;         // that default, tripled for a coupon wheel
