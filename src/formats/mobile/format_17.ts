// Mobile format 17: lemon bottom sheet, no image (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 0, 26, ".lp-d{background:#fef9c3;color:#1c1917}.lp-d{border-radius:24px 24px 0 0}.lp-c .t-title{font:800 26px/1.15 'Helvetica Neue',Arial,sans-serif}", [360, 640]);
