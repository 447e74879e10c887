// Embedded format 7: espresso, image left, closable (on a phone the image goes; our design size 720x280, at most its host's width: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 30, 10, 30, ".lp-d{background:#2a1b12;color:#f5e9dc;--lp-accent:#e0b251;--lp-accent-ink:#2a1b12;--lp-error:#fca5a5}.s-art{--s-art:#3d2a1d;color:#e0b251}@media(max-width:480px){.lp-c{grid-template-rows:auto}.lp-c>[data-lp=image]{display:none}.lp-c>[data-lp=main]{grid-area:1/1}}", [720, 280]);
