// Mobile format 12: deep teal, image below (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'bottom', 38, 0, 24, ".lp-d{background:#083344;color:#ecfeff;--lp-error:#fca5a5}.lp-c .t-title{font-size:26px}", [360, 640]);
