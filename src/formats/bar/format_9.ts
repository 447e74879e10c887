// Bar format 9: sunset: orange, serif title (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 14, '.lp-d{background:linear-gradient(90deg,#c2410c,#b91c1c);color:#fff;--lp-accent:#451a03;--lp-accent-ink:#fff;--lp-error:#fff}.b-title{font:italic 700 22px/1.2 Georgia,\'Times New Roman\',serif}', [1920, 100]);
