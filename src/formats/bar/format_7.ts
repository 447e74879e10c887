// Bar format 7: sale ends: black and orange (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 12, '.lp-d{background:#111;color:#fff;border-top:4px solid #ff6a00;--lp-accent:#ff6a00;--lp-accent-ink:#111;--lp-error:#fdba74}.b-title{text-transform:uppercase;letter-spacing:.06em}', [1920, 100]);
