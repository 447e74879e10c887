// Mobile format 6: black, no image, serif (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 12, 28, ".lp-d{background:#111;color:#f5f5f5;--lp-error:#fca5a5}.lp-c .t-title{font-size:28px;font-style:italic}.lp-c>[data-lp=main]{text-align:center}.lp-c .t-kicker{align-self:center}", [360, 640]);
