// Bar format 15: charcoal with an accent edge (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 14, '.lp-d{background:#2b2f36;color:#f1f3f5;border-inline-start:10px solid #f59e0b;--lp-accent:#f59e0b;--lp-accent-ink:#1c1917;--lp-error:#fcd34d}', [1920, 100]);
