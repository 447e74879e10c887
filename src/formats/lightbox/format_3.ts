// Lightbox format 3: half image on the left (spec §2: 1130x1000).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 50, 8, 48, '', [1130, 1000]);
