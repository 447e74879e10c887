// Fullpage format 6: image a third, left, deep green (design 1920x1080, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 36, 0, 72, '.lp-d{background:#0d2b1f;color:#ecfdf5;--lp-error:#fca5a5}.lp-c .t-title{font-size:44px}.lp-c .t-text{font-size:18px}@media(max-width:600px){.lp-c .t-title{font-size:30px}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{padding:28px 20px}}', [1920, 1080]);
