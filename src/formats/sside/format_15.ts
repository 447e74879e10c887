// Side slide-in (sside) format 15: olive, image left (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 32, 10, 20, '.lp-d{background:#f7f7e8;color:#2f3310;--lp-accent:#5b6114;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{color:#5b6114;--s-art:#e4e6c3}', [460, 240]);
