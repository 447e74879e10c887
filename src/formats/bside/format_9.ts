// Box slide-in (bside) format 9: bold red, white type (our design size 380x380, no image: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 16, 26, '.lp-d{background:#b91c1c;color:#fff;--lp-accent:#fff;--lp-accent-ink:#b91c1c;--lp-error:#fff}.s-title{font-size:26px}', [380, 380]);
