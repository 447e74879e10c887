// Side slide-in (sside) format 4: charcoal, image left (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 30, 8, 20, '.lp-d{background:#24272d;color:#f1f3f5;--lp-accent:#f59e0b;--lp-accent-ink:#1c1917;--lp-error:#fecaca}.lp-c>[data-lp=image]{color:#f59e0b;--s-art:#33373f}', [460, 240]);
