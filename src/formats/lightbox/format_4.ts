// Lightbox format 4: half image on the right on warm paper (spec §2: 1130x1000).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'right', 50, 8, 48, '.lp-d{background:#f7f4ef}', [1130, 1000]);
