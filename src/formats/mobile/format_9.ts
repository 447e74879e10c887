// Mobile format 9: white, framed in its accent (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 30, 20, 24, ".lp-d{background:#fff;color:#1f2328;border:3px solid var(--lp-accent,#334155)}.lp-c .t-title{font-size:26px}", [360, 640]);
