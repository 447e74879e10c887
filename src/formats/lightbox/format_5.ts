// Lightbox format 5: rounded card, image on the left.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 40, 16, 32);
