// Side slide-in (sside) format 5: blush, image right (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 32, 18, 20, '.lp-d{background:#fde8ef;color:#5b1a33;--lp-accent:#b0245a;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{color:#b0245a;--s-art:#f9c9d8}', [460, 240]);
