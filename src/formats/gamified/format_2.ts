// Gamified format 2: the scratch card (spec/popups.md §4 "Gamified", P23; features/game/scratch.ts).
import { fmt } from '../../runtime/layout';
import { CSS, scratch } from '../../features/game/scratch';

export default { ...fmt('v', 'none', 0, 16, 24, CSS), game: scratch };
