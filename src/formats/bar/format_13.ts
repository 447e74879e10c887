// Bar format 13: blush: pink, italic serif (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 14, '.lp-d{background:#fde8ef;color:#5b1a33;--lp-accent:#b0245a;--lp-accent-ink:#fff}.b-title{font:italic 600 21px/1.2 Georgia,\'Times New Roman\',serif}', [1920, 100]);
