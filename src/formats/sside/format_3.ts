// Side slide-in (sside) format 3: mint, no image (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 14, 20, '.lp-d{background:#e6f7f0;color:#0d3b2e;--lp-accent:#0d7a5f;--lp-accent-ink:#fff}', [460, 240]);
