// Mobile format 2: full image behind, dark foot (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'background', 0, 18, 24, ".lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{align-self:end;color:#fff;background:#000c;--lp-error:#fca5a5}.lp-c .t-title{font-size:26px}", [360, 640]);
