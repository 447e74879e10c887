// Mobile format 7: lavender, tall image, round (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 45, 28, 22, ".lp-d{background:#f4f0ff;color:#2e1065}.lp-c .t-title{font:800 24px/1.2 'Helvetica Neue',Arial,sans-serif}", [360, 640]);
