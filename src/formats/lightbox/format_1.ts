// Lightbox format 1: card with the image on top (spec §2: designed at 600x950).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 42, 12, 32, '.lp-d{text-align:center}', [600, 950]);
