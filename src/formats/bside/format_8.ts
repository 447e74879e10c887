// Box slide-in (bside) format 8: cream, serif, image below (our design size 380x500: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'bottom', 30, 12, 22, '.lp-d{background:#fbf3e4;color:#3b2614;--lp-accent:#7c2d12;--lp-accent-ink:#fff}.lp-c>[data-lp=image]{color:#7c2d12;--s-art:#f1dfc0}.s-title{font-family:Georgia,\'Times New Roman\',serif}', [380, 500]);
