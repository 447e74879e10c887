// Mobile format 4: navy, image on top, square (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 34, 0, 24, ".lp-d{background:#0f2540;color:#f1f5f9;--lp-error:#fca5a5}.lp-c .t-title{font-size:26px}", [360, 640]);
