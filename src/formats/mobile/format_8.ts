// Mobile format 8: image behind a centred white panel (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'background', 0, 0, 20, ".lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{align-self:center;margin:16px;background:#fff;color:#1f2328;border-radius:14px;box-shadow:0 10px 30px #0004}.lp-c .t-title{font-size:26px}", [360, 640]);
