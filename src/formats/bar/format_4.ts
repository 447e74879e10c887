// Bar format 4: minimal light: white, hairline, blue button (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 14, '.lp-d{background:#fff;color:#1f2328;border-bottom:1px solid #d0d7de;box-shadow:none!important;--lp-accent:#0b5fff;--lp-accent-ink:#fff}', [1920, 100]);
