// Bar format 3: free shipping: green with an icon on the left (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 0, 0, 12, '.lp-d{background:#0f6b3a;color:#fff;--lp-accent:#fff;--lp-accent-ink:#0f6b3a;--lp-error:#fecaca}.lp-c>[data-lp=image]{background:#0b5530}', [1920, 100]);
