// Lightbox format 18: very round card with a blue glow.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'left', 45, 32, 40, '.lp-d{box-shadow:0 24px 80px rgba(37,99,235,.45)}');
