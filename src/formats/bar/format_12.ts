// Bar format 12: tech: slate and cyan, mono label (design 1920x100, §2).
import { fmt } from '../../runtime/layout';

export default fmt('h', 'none', 0, 0, 14, '.lp-d{background:#0f172a;color:#e2e8f0;--lp-accent:#22d3ee;--lp-accent-ink:#0f172a;--lp-error:#fca5a5}.b-kicker{font:700 14px/1.5 ui-monospace,Menlo,monospace;color:#22d3ee}', [1920, 100]);
