// Side slide-in (sside) format 18: violet gradient (our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 14, 20, '.lp-d{background:linear-gradient(120deg,#4c1d95,#7e22ce);color:#fff;--lp-accent:#fde047;--lp-accent-ink:#3b0764;--lp-error:#fecaca}', [460, 240]);
