// Bar format 2: coupon strip: red, the code in a dashed chip (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 12, '.lp-d{background:#c81e1e;color:#fff;--lp-accent:#fff;--lp-accent-ink:#c81e1e;--lp-error:#fff}.b-code{border:2px dashed #fff;border-radius:6px;padding:2px 10px;font:700 18px/1.4 ui-monospace,Menlo,monospace;letter-spacing:.08em}', [1920, 100]);
