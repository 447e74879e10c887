// Bar format 11: holiday: deep green and gold (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 0, 0, 12, '.lp-d{background:#14432a;color:#fdf6e3;border-bottom:3px solid #d4af37;--lp-accent:#d4af37;--lp-accent-ink:#14432a;--lp-error:#fecaca}.lp-c>[data-lp=image]{background:#0e2f1d}', [1920, 100]);
