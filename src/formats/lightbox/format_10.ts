// Lightbox format 10: image under the text.
import { fmt } from '../../runtime/layout';

export default fmt('v', 'bottom', 35, 12, 32);
