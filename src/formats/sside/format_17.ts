// Side slide-in (sside) format 17: rose gold, image right (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 32, 16, 20, '.lp-d{background:#fbefe9;color:#4a2419;--lp-accent:#9a4a33;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{color:#9a4a33;--s-art:#f2d3c6}', [460, 240]);
