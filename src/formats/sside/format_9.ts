// Side slide-in (sside) format 9: plum, no image (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 12, 20, '.lp-d{background:#3b0a45;color:#fbeaff;--lp-accent:#f0abfc;--lp-accent-ink:#3b0a45;--lp-error:#fecaca}', [460, 240]);
