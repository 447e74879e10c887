// Side slide-in (sside) format 2: navy, image right (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 34, 12, 20, '.lp-d{background:#13235b;color:#fff;--lp-accent:#ffd23f;--lp-accent-ink:#13235b;--lp-error:#fecaca}.lp-c>[data-lp=image]{color:#ffd23f;--s-art:#1e3a8a}', [460, 240]);
