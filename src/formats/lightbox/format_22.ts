// Lightbox format 22: text only on sunny yellow.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 12, 40, '.lp-d{background:#fef3c7;border:2px solid #f59e0b}');
