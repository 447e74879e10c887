// The close control (P15): a 44 px cross (§2 "enlarged from 32 to 44 px"), a text button, or
// none; an optional note; disabled while a per-second countdown runs; Enter (13) and Space (32)
// activate it (§2). Content lock removes it.
import { t } from '../../core/strings';
import type { St } from './state';
import { useValue } from './useValue';

export function Close({ s }: { s: St }) {
  const n = useValue(s.count);
  const { dp } = s;
  const type = dp.poptin_design_close_options_type;
  if (s.lock || type === 'closing_options-') return null;
  const x = type !== 'closing_options-button';
  const label = t(s.lang, 'close');
  const go = () => s.count.peek() <= 0 && s.close('cancel_click');
  return (
    <div className={x ? 'lp-cl' : 'lp-cl lp-b'}>
      {dp.poptin_design_show_x_comment && <span className="lp-n">{dp.poptin_design_show_x_comment}</span>}
      <button
        type="button"
        className={x ? 'lp-x' : 'lp-bt'}
        aria-label={x ? label : undefined}
        disabled={n > 0}
        onClick={go}
        onKeyDown={(e) => {
          if (e.keyCode === 13 || e.keyCode === 32) {
            e.preventDefault();
            go();
          }
        }}
      >
        {x ? (n > 0 ? n : '×') : (dp.close_button_text || label) + (n > 0 ? ` (${n})` : '')}
      </button>
    </div>
  );
}
