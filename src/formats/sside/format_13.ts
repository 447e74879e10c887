// Side slide-in (sside) format 13: stone, image right (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 30, 6, 20, '.lp-d{background:#f5f5f4;color:#1c1917;--lp-accent:#44403c;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{color:#44403c;--s-art:#d6d3d1}', [460, 240]);
