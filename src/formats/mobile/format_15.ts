// Mobile format 15: image behind a light top panel (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'background', 0, 22, 24, ".lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{align-self:start;background:#fffffff2;color:#1f2328}.lp-c .t-title{font-size:26px}", [360, 640]);
