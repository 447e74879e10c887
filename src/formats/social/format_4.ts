// Social format 4: send-to-Messenger card, light blue (our design size 360x300: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 16, 24, ".lp-d{background:#eef4ff;color:#0b1f44;--lp-accent:#0654d6;--lp-accent-ink:#fff}", [360, 300]);
