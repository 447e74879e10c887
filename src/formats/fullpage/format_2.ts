// Fullpage format 2: image right half, warm cream (design 1920x1080, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 50, 0, 72, '.lp-d{background:#fbf3e4;color:#2b1a10}.lp-c .t-title{font-size:44px}.lp-c .t-text{font-size:18px}@media(max-width:600px){.lp-c .t-title{font-size:30px}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{padding:28px 20px}}', [1920, 1080]);
