// Box slide-in (bside) format 7: ticket, dashed inner edge (our design size 380x380, no image: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 10, 26, '.lp-d{background:#fff7ed;color:#431407;--lp-accent:#c2410c;--lp-accent-ink:#fff}.lp-c{outline:2px dashed #c2410c;outline-offset:-10px}', [380, 380]);
