// Side slide-in (sside) format 11: slate, image left (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 34, 12, 20, '.lp-d{background:#0f172a;color:#e2e8f0;--lp-accent:#22d3ee;--lp-accent-ink:#0f172a;--lp-error:#fecaca}.lp-c>[data-lp=image]{color:#22d3ee;--s-art:#1e293b}', [460, 240]);
