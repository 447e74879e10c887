// Side slide-in (sside) format 8: sky, image left (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 30, 14, 20, '.lp-d{background:#e0f2fe;color:#0c2d48;--lp-accent:#0369a1;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{color:#0369a1;--s-art:#bae6fd}', [460, 240]);
