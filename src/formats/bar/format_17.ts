// Bar format 17: frosted glass over the page (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 14, '.lp-d{background:#ffffffcc;backdrop-filter:blur(10px);color:#1e293b;border-bottom:1px solid #ffffff;--lp-accent:#4f46e5;--lp-accent-ink:#fff}', [1920, 100]);
