// Embedded format 6: paper, dashed edge, centred (our design size 480x360, at most its host's width: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 10, 32, ".lp-d{background:#fffdf7;color:#292524;outline:2px dashed #a8a29e;outline-offset:-10px;--lp-accent:#292524;--lp-accent-ink:#fffdf7}.lp-c>[data-lp=main]{text-align:center}.s-link{align-self:center}", [480, 360]);
