// Side slide-in (sside) format 14: ocean gradient (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 12, 20, '.lp-d{background:linear-gradient(120deg,#075985,#0e7490);color:#fff;--lp-accent:#fff;--lp-accent-ink:#075985;--lp-error:#fecaca}', [460, 240]);
