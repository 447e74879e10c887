// Side slide-in (sside) format 12: peach, pill button (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 22, 20, '.lp-d{background:#ffedd5;color:#431407;--lp-accent:#c2410c;--lp-accent-ink:#fff}.lp-c .lp-f button,.lp-c .lp-f input{border-radius:999px!important}', [460, 240]);
