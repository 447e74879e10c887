// Lightbox format 13: grey text panel, image on the right.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 45, 24, 40, '.lp-c>[data-lp=main]{background:#f6f7fb}');
