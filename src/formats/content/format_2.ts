// Content format 2: grey callout, serif, no image (our design size 720x200, at most its host's width: §2 gives none).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 28, ".lp-d{background:#f3f4f6;color:#111827;--lp-accent:#111827;--lp-accent-ink:#fff}.s-title{font:italic 700 24px/1.25 Georgia,'Times New Roman',serif}", [720, 200]);
