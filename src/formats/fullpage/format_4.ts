// Fullpage format 4: dark, text only, centred (design 1920x1080, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 80, '.lp-d{background:#0f172a;color:#f1f5f9;--lp-error:#fca5a5}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{max-width:640px;justify-self:center;text-align:center}.lp-c>[data-lp=main]>*{align-self:center}.lp-c .t-title{font-size:44px}.lp-c .t-text{font-size:18px}@media(max-width:600px){.lp-c .t-title{font-size:30px}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{padding:28px 20px}}', [1920, 1080]);
