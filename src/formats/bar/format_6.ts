// Bar format 6: newsletter: cream with the image on the left (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 0, 0, 14, '.lp-d{background:#fbf3e4;color:#3b2614;--lp-accent:#8a4b24;--lp-accent-ink:#fff}.b-title{font-family:Georgia,\'Times New Roman\',serif}', [1920, 100]);
