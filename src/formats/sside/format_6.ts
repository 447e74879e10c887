// Side slide-in (sside) format 6: white, thin frame (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 4, 20, '.lp-d{background:#fff;color:#1f2328;--lp-accent:#0b5fff;--lp-accent-ink:#fff}.lp-d{outline:1px solid #d0d7de;outline-offset:-1px}', [460, 240]);
