// Side slide-in (sside) format 16: ink, outline button (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 10, 20, '.lp-d{background:#111827;color:#f9fafb;--lp-accent:#f9fafb;--lp-accent-ink:#111827;--lp-error:#fecaca}.lp-c .lp-f button{background:none;color:#f9fafb;outline:2px solid #f9fafb;outline-offset:-2px}', [460, 240]);
