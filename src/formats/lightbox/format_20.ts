// Lightbox format 20: centred text, image on the right behind a green rule.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 35, 12, 32, '.lp-d{text-align:center}.lp-c>[data-lp=image]{border-inline-start:6px solid #16a34a}');
