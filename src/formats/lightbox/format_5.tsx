// Lightbox format 5: rounded card, image on the left.
import { fmt } from '../shell/format';

export default fmt('h', 'left', 40, 16, 32);
