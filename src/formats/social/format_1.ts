// Social format 1: white follow card (our design size 360x300: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 14, 24, ".lp-d{background:#fff;color:#1f2328;--lp-accent:#1f2328;--lp-accent-ink:#fff}.lp-c>[data-lp=main]{text-align:center;align-items:center}.s-social{justify-content:center}", [360, 300]);
