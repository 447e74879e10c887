// Browsing format 1: white notice, icon left (on a phone the image goes; our design size 400x140: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 24, 12, 16, ".lp-d{background:#fff;color:#1f2328;--lp-accent:#8a4b24;--lp-accent-ink:#fff}.s-art{--s-art:#f6e3c8;color:#8a4b24}.lp-c>[data-lp=main]{padding-inline-end:48px}.s-title{font-size:18px}@media(max-width:480px){.lp-c{grid-template-rows:auto}.lp-c>[data-lp=image]{display:none}.lp-c>[data-lp=main]{grid-area:1/1}}", [400, 140]);
