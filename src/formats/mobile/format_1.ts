// Mobile format 1: white card, image on top (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 38, 18, 24, ".lp-d{background:#fff;color:#1f2328}.lp-c .t-title{font-size:26px}", [360, 640]);
