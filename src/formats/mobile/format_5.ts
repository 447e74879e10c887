// Mobile format 5: mint, image below the text (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'bottom', 32, 16, 24, ".lp-d{background:#effaf5;color:#0d3b2e}.lp-c .t-title{font-size:26px}", [360, 640]);
