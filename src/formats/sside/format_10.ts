// Side slide-in (sside) format 10: lemon, image right (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 30, 10, 20, '.lp-d{background:#fff9c4;color:#1a1a00;--lp-accent:#1a1a00;--lp-accent-ink:#fff9c4}.lp-c>[data-lp=image]{color:#1a1a00;--s-art:#ffef7a}', [460, 240]);
