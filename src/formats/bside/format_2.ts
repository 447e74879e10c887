// Box slide-in (bside) format 2: espresso dark, gold accent, no image (our design size 380x380, no image: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 10, 26, '.lp-d{background:#2a1b12;color:#f5e9dc;--lp-accent:#e0b251;--lp-accent-ink:#2a1b12;--lp-error:#fca5a5}.s-title{font-family:Georgia,\'Times New Roman\',serif}', [380, 380]);
