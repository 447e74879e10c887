// Gamified format 3: the spin wheel (spec §4 "Gamified": spins 7 s, 8 s without the post-play
// screen), drawn in the template's [data-lp=game] by features/game/wheel.ts, which ships here.
import { fmt } from '../../runtime/layout';
import { CSS, wheel } from '../../features/game/wheel';

export default { ...fmt('v', 'none', 0, 16, 24, CSS), game: wheel };
