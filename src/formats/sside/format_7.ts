// Side slide-in (sside) format 7: forest, image left (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 32, 10, 20, '.lp-d{background:#14432a;color:#fdf6e3;--lp-accent:#d4af37;--lp-accent-ink:#14432a;--lp-error:#fecaca}.lp-c>[data-lp=image]{color:#d4af37;--s-art:#0e2f1d}', [460, 240]);
