// Embedded format 3: navy column, image on top (our design size 420x480, at most its host's width: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 40, 14, 28, ".lp-d{background:#0f2540;color:#f1f5f9;--lp-accent:#fbbf24;--lp-accent-ink:#0f2540;--lp-error:#fca5a5}.s-art{--s-art:#163356;color:#fbbf24}", [420, 480]);
