// Lightbox format 9: bold frame, narrow image on the left.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 33, 0, 32, '.lp-d{border:4px solid #111}');
