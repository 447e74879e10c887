// Lightbox format 12: caption over the foot of a full image.
import { fmt } from '../../runtime/layout';

export default fmt('v', 'background', 0, 20, 40, '.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{align-self:end;color:#fff;background:linear-gradient(rgba(0,0,0,.6),rgba(0,0,0,.8));--lp-error:#fca5a5}');
