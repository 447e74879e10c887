// Box slide-in (bside) format 5: square, black frame (our design size 380x380, no image: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 0, 24, '.lp-d{background:#fff;color:#000;outline:3px solid #000;outline-offset:-3px;--lp-accent:#000;--lp-accent-ink:#fff}.s-kicker{letter-spacing:.2em}', [380, 380]);
