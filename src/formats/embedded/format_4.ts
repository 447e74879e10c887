// Embedded format 4: mint strip, accent edge, no image (our design size 720x220, at most its host's width: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 6, 28, ".lp-d{background:#effaf5;color:#0d3b2e;border-inline-start:6px solid #0d7a5f;--lp-accent:#0d7a5f;--lp-accent-ink:#fff}", [720, 220]);
