// Social format 7: dark Messenger chat card with image (our design size 360x460: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'top', 30, 16, 22, ".lp-d{background:#0b1f44;color:#eef4ff;--lp-accent:#4c8dff;--lp-accent-ink:#0b1f44;--lp-error:#fca5a5}.s-art{--s-art:#132c5c;color:#4c8dff}", [360, 460]);
