// Mobile format 16: charcoal, tall image on top (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 42, 8, 22, ".lp-d{background:#1f2937;color:#f9fafb;--lp-error:#fca5a5}.lp-c .t-title{font-size:26px}", [360, 640]);
