// Mobile format 13: paper, dashed edge, image on top (our design size 360x640, a phone's window: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 36, 14, 22, ".lp-d{background:#fffdf7;color:#292524;outline:2px dashed #a8a29e;outline-offset:-8px}.lp-c .t-kicker{font-family:ui-monospace,Menlo,monospace}.lp-c .t-title{font-size:26px}", [360, 640]);
