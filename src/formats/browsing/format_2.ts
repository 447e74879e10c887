// Browsing format 2: espresso notice, gold accent (on a phone the image goes; our design size 400x140: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 24, 12, 16, ".lp-d{background:#2a1b12;color:#f5e9dc;--lp-accent:#e0b251;--lp-accent-ink:#2a1b12}.s-art{--s-art:#0000;color:#e0b251}.lp-c>[data-lp=main]{padding-inline-end:48px}.s-title{font-size:18px;font-family:Georgia,'Times New Roman',serif}@media(max-width:480px){.lp-c{grid-template-rows:auto}.lp-c>[data-lp=image]{display:none}.lp-c>[data-lp=main]{grid-area:1/1}}", [400, 140]);
