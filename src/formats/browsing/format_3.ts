// Browsing format 3: blue notice bar, no image (our design size 400x140: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 8, 16, ".lp-d{background:#e8f1fb;color:#0b2545;border-inline-start:6px solid #1769aa;--lp-accent:#1769aa;--lp-accent-ink:#fff}.lp-c>[data-lp=main]{padding-inline-end:48px}.s-title{font-size:18px}", [400, 140]);
