// Box slide-in (bside) format 1: white card, coffee image above (our design size 380x500: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 36, 14, 22, '.lp-d{background:#fff;color:#2b1a10;--lp-accent:#8a4b24;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{color:#8a4b24;--s-art:linear-gradient(135deg,#f6e3c8,#e8c39a)}', [380, 500]);
