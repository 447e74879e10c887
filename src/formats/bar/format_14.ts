// Bar format 14: sky: light blue, image on the right (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 0, 0, 14, '.lp-d{background:#e0f2fe;color:#0c2d48;--lp-accent:#0369a1;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{order:2;background:#bae6fd}', [1920, 100]);
