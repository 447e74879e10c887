// Lightbox format 8: text only on a soft gradient.
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 24, 40, '.lp-d{text-align:center;background:linear-gradient(160deg,#fff,#eef2ff)}');
