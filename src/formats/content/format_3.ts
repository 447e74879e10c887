// Content format 3: feature card, image on top (our design size 640x420, at most its host's width: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 45, 12, 28, ".lp-d{background:#fff;color:#1f2328;border:1px solid #d0d7de;--lp-accent:#0d7a5f;--lp-accent-ink:#fff}.s-art{--s-art:#d9f3e6;color:#0d7a5f}", [640, 420]);
