// Fullpage format 8: full image, text over a dark foot (design 1920x1080, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'background', 0, 0, 64, '.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{align-self:end;color:#fff;background:linear-gradient(#0000,#000c 30%);padding-top:120px;--lp-error:#fca5a5}.lp-c .t-title{font-size:44px}.lp-c .t-text{font-size:18px}@media(max-width:600px){.lp-c .t-title{font-size:30px}.lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{padding:28px 20px;background:#000d}}', [1920, 1080]);
