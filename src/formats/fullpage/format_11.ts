// Fullpage format 11: image left half, framed (design 1920x1080, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 50, 0, 72, '.lp-d{background:#fff;color:#111;outline:16px solid #111;outline-offset:-16px}.lp-c>[data-lp=image]{margin:16px 0 16px 16px}.lp-c .t-title{font-size:44px}.lp-c .t-text{font-size:18px}@media(max-width:600px){.lp-c .t-title{font-size:30px}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{padding:28px 20px}}', [1920, 1080]);
