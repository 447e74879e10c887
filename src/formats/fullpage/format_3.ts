// Fullpage format 3: full image behind a centred white panel (design 1920x1080, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'background', 0, 0, 56, '.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{align-self:center;justify-self:center;max-width:600px;background:#fff;color:#1f2328;border-radius:16px;box-shadow:0 20px 60px #0004}.lp-c .t-title{font-size:44px}.lp-c .t-text{font-size:18px}@media(max-width:600px){.lp-c .t-title{font-size:30px}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{padding:28px 20px}}', [1920, 1080]);
