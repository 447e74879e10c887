// Embedded format 1: white card, image left (on a phone the image goes; our design size 720x300, at most its host's width: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 38, 12, 32, ".lp-d{background:#fff;color:#1f2328;border:1px solid #d0d7de;--lp-accent:#8a4b24;--lp-accent-ink:#fff}.s-art{--s-art:#f6e3c8;color:#8a4b24}@media(max-width:480px){.lp-c{grid-template-rows:auto}.lp-c>[data-lp=image]{display:none}.lp-c>[data-lp=main]{grid-area:1/1}}", [720, 300]);
