// Fullpage format 9: sunrise gradient, text only (design 1920x1080, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 80, '.lp-d{background:linear-gradient(160deg,#7c2d12,#9f1239);color:#fff;--lp-error:#fecaca}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{max-width:640px;justify-self:center}.lp-c .t-title{font-size:44px}.lp-c .t-text{font-size:18px}@media(max-width:600px){.lp-c .t-title{font-size:30px}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{padding:28px 20px}}', [1920, 1080]);
