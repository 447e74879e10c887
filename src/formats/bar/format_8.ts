// Bar format 8: mint pastel, pill button (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 14, '.lp-d{background:#d9f5ea;color:#0d3b2e;--lp-accent:#0d7a5f;--lp-accent-ink:#fff}.lp-c .lp-f button,.lp-c .lp-f input{border-radius:999px!important}', [1920, 100]);
