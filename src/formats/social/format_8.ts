// Social format 8: send-to-Messenger card, image left (on a phone the image goes; our design size 460x240: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 34, 16, 20, ".lp-d{background:#fff;color:#1c1e21;--lp-accent:#0654d6;--lp-accent-ink:#fff}.s-art{--s-art:#e7f0ff;color:#0866ff}@media(max-width:480px){.lp-c{grid-template-rows:auto}.lp-c>[data-lp=image]{display:none}.lp-c>[data-lp=main]{grid-area:1/1}}", [460, 240]);
