// Lightbox format 16: white half panel over a full image.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'background', 0, 0, 64, '.lp-c>[data-lp=main]{justify-self:start;width:50%;background:#fff}');
