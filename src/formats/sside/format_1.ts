// Side slide-in (sside) format 1: sand, image left (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 34, 12, 20, '.lp-d{background:#fffaf0;color:#3b2614;--lp-accent:#8a4b24;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{color:#8a4b24;--s-art:#f1dfc0}', [460, 240]);
