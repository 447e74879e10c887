// Lightbox format 14: dark split, image on the left.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 50, 0, 40, '.lp-d{background:#111;color:#fff;--lp-error:#fca5a5}');
