// Social format 2: dark follow card with image (our design size 360x420: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 32, 14, 22, ".lp-d{background:#1c1917;color:#fafaf9;--lp-accent:#fbbf24;--lp-accent-ink:#1c1917;--lp-error:#fca5a5}.s-art{--s-art:#292524;color:#fbbf24}", [360, 420]);
