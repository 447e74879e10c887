// Mobile format 11: slate, image on top (Hebrew) (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 40, 16, 24, ".lp-d{background:#f8fafc;color:#0f172a}.lp-c .t-title{font-size:26px}", [360, 640]);
