// Embedded format 5: image behind a dark panel (our design size 720x320, at most its host's width: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'background', 0, 16, 32, ".lp-c>[data-lp=main],.lp-c>[data-lp=thanks]{background:#1c1917e6;color:#fafaf9;--lp-error:#fca5a5}.lp-d{--lp-accent:#fbbf24;--lp-accent-ink:#1c1917}.s-art{--s-art:#78350f;color:#fbbf24}", [720, 320]);
