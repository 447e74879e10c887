// Lightbox format 6: dark card, image on the right.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 40, 16, 32, '.lp-d{background:#0f172a;color:#f1f5f9;--lp-error:#fca5a5}');
