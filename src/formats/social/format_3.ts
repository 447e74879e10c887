// Social format 3: Messenger chat card (our design size 360x320: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('v', 'none', 0, 16, 24, ".lp-d{background:#fff;color:#1c1e21;--lp-accent:#0866ff;--lp-accent-ink:#fff}.s-kicker{color:#0654d6}", [360, 320]);
