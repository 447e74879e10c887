// Lightbox format 21: dark card over a full image.
import { fmt } from '../../runtime/layout';

export default fmt('v', 'background', 0, 12, 40, '.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{align-self:center;margin:0 24px;background:rgba(17,24,39,.85);color:#fff;border-radius:12px;--lp-error:#fca5a5}');
