// Embedded format 2: sand, image right (on a phone the image goes; our design size 720x300, at most its host's width: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 40, 4, 32, ".lp-d{background:#f5efe6;color:#3b2414;--lp-accent:#7c4a1e;--lp-accent-ink:#fff}.s-art{--s-art:#e8dcc8;color:#7c4a1e}.s-title{font-family:Georgia,'Times New Roman',serif}@media(max-width:480px){.lp-c{grid-template-rows:auto}.lp-c>[data-lp=image]{display:none}.lp-c>[data-lp=main]{grid-area:1/1}}", [720, 300]);
