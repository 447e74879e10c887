// Side slide-in (sside) format 19: paper, image left, serif (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 30, 2, 20, '.lp-d{background:#fdfbf7;color:#2d2a26;--lp-accent:#2d2a26;--lp-accent-ink:#fdfbf7}.lp-c>[data-lp=image]{color:#2d2a26;--s-art:#ece6da}.s-title{font-family:Georgia,\'Times New Roman\',serif}', [460, 240]);
