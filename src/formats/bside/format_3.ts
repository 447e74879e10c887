// Box slide-in (bside) format 3: lavender, soft corners (our design size 380x500: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 34, 24, 22, '.lp-d{background:#f3efff;color:#2e1f5e;--lp-accent:#6d4ad9;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{color:#6d4ad9;--s-art:#e2d9ff}', [380, 500]);
