// Mobile format 14: rose, no image, centred (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 30, 30, ".lp-d{background:#fff1f2;color:#4c0519}.lp-c .t-title{font-size:26px}.lp-c>[data-lp=main]{text-align:center}.lp-c .t-kicker{align-self:center}", [360, 640]);
