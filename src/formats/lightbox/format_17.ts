// Lightbox format 17: text only with an accent bar.
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 0, 48, '.lp-d{border-inline-start:8px solid #2563eb}');
