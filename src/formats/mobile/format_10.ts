// Mobile format 10: peach bottom sheet, no image (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 0, 28, ".lp-d{background:linear-gradient(#fff7ed,#ffedd5);color:#431407}.lp-d{border-radius:24px 24px 0 0}.lp-c .t-title{font-size:26px}", [360, 640]);
