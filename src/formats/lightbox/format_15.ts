// Lightbox format 15: large image on top with a curved edge.
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 55, 8, 24, '.lp-c>[data-lp=image]{clip-path:ellipse(80% 100% at 50% 0)}');
