// Gamified format 1: pick a gift (features/game/gifts.ts; the spec does not describe it, our
// reading is in docs/behaviour.md P23).
import { fmt } from '../../runtime/layout';
import { CSS, gifts } from '../../features/game/gifts';

export default { ...fmt('v', 'none', 0, 16, 24, CSS), game: gifts };
