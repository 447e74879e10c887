// Content format 1: content upgrade, image left (on a phone the image goes; our design size 720x240, at most its host's width: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 30, 8, 28, ".lp-d{background:#fefce8;color:#1c1917;border-inline-start:6px solid #a16207;--lp-accent:#854d0e;--lp-accent-ink:#fff}.s-art{--s-art:#fef08a;color:#854d0e}@media(max-width:480px){.lp-c{grid-template-rows:auto}.lp-c>[data-lp=image]{display:none}.lp-c>[data-lp=main]{grid-area:1/1}}", [720, 240]);
