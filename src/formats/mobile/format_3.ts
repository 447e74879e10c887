// Mobile format 3: cream bottom sheet, no image (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 0, 28, ".lp-d{background:#fdf6ec;color:#3b2414}.lp-d{border-radius:24px 24px 0 0}.lp-c .t-title{font-size:26px}.lp-c>[data-lp=main]{text-align:center}.lp-c .t-kicker{align-self:center}", [360, 640]);
