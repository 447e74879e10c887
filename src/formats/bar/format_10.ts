// Bar format 10: outline: white, black frame, capitals (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 12, '.lp-d{background:#fff;color:#000;outline:3px solid #000;outline-offset:-3px;box-shadow:none!important;--lp-accent:#000;--lp-accent-ink:#fff}.b-title{text-transform:uppercase;letter-spacing:.12em;font-size:16px}', [1920, 100]);
