// Social format 5: pastel follow card, image left (on a phone the image goes; our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 34, 14, 20, ".lp-d{background:#fdf2f8;color:#500724;--lp-accent:#be185d;--lp-accent-ink:#fff}.s-art{--s-art:#fbcfe8;color:#be185d}@media(max-width:480px){.lp-c{grid-template-rows:auto}.lp-c>[data-lp=image]{display:none}.lp-c>[data-lp=main]{grid-area:1/1}}", [460, 240]);
