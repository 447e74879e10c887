// Bar format 1: navy announcement, yellow button (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 14, '.lp-d{background:#13235b;color:#fff;--lp-accent:#ffd23f;--lp-accent-ink:#13235b;--lp-error:#fecaca}', [1920, 100]);
