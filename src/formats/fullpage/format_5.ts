// Fullpage format 5: image band above, text below (design 1920x1080, §2).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 45, 0, 56, '.lp-d{background:#fff;color:#1f2328}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{max-width:720px;justify-self:center;width:100%}.lp-c .t-title{font-size:44px}.lp-c .t-text{font-size:18px}@media(max-width:600px){.lp-c .t-title{font-size:30px}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{padding:28px 20px}}', [1920, 1080]);
