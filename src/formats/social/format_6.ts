// Social format 6: sand follow card, serif (our design size 360x300: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 4, 26, ".lp-d{background:#f5efe6;color:#3b2414;border:1px solid #d6c3a5;--lp-accent:#7c4a1e;--lp-accent-ink:#fff}.s-title{font-family:Georgia,'Times New Roman',serif}", [360, 300]);
