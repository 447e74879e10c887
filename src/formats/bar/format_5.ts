// Bar format 5: gradient: violet to pink (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 14, '.lp-d{background:linear-gradient(90deg,#5b21b6,#db2777);color:#fff;--lp-accent:#fff;--lp-accent-ink:#6d28d9;--lp-error:#fff}', [1920, 100]);
