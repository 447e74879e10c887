// Bar format 16: highlighter: yellow and black (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 12, '.lp-d{background:#ffe14d;color:#111;--lp-accent:#111;--lp-accent-ink:#ffe14d}.b-title{font-weight:800}', [1920, 100]);
