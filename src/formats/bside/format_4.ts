// Box slide-in (bside) format 4: text over a dark image (our design size 380x500: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'background', 0, 14, 26, '.lp-d{color:#fff;--lp-accent:#fff;--lp-accent-ink:#0b3b2e;--lp-error:#fecaca}.lp-c>[data-lp=image]{color:#fff;--s-art:linear-gradient(160deg,#0b3b2e,#14532d)}.lp-c>[data-lp=image] svg{opacity:.14}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{align-self:end}', [380, 500]);
