// Box slide-in (bside) format 6: teal, image band above (our design size 380x500: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 28, 12, 22, '.lp-d{background:#f0fdfa;color:#134e4a;--lp-accent:#0f766e;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{color:#fff;--s-art:linear-gradient(90deg,#0f766e,#14b8a6)}', [380, 500]);
