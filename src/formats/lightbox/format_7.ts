// Lightbox format 7: floating panel over a full image.
import { fmt } from '../../runtime/layout';

export default fmt('h', 'background', 0, 8, 48, '.lp-c>[data-lp=main]{align-self:center;justify-self:center;max-width:60%;background:rgba(255,255,255,.92);border-radius:8px}');
