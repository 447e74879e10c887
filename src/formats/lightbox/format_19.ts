// Lightbox format 19: inset rounded image on top.
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 30, 16, 32, '.lp-c>[data-lp=image]{margin:16px 16px 0;border-radius:12px}');
