// Lightbox format 11: coupon: dashed cut line, no image.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 4, 56, '.lp-d{background:#fff7ed}.lp-c{outline:2px dashed #c2410c;outline-offset:-14px}');
