// Lightbox format 2: square corners and an accent edge, image on top (spec §2: 900x950).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 38, 0, 40, '.lp-d{border-top:6px solid #e4572e}', [900, 950]);
