// The close control (P15): a 44 px cross (§2 "enlarged from 32 to 44 px"), the skip button
// (closing_options-button, §2 "Skip button (label Skip, Hebrew variant exists)": labelled
// close_button_text or Skip), or none; an optional note; disabled while the per-second countdown
// from poptin_design_show_x_after_sec runs (§9), showing the seconds left; Enter (13) and Space
// (32) activate it (§2). Content lock removes it.
import * as React from 'react';
import { t } from './strings';
import type { PopupState } from './state';

export function Close({ s }: { s: PopupState }) {
  const n = s.count.value; // tracked by the shell's paint effect (paint.ts)
  // X07: after a conversion a "No thanks" skip button would make no sense: it reads Close
  const done = s.screen.value == 'thanks';
  const { dp } = s;
  const type = dp.poptin_design_close_options_type;
  if (s.lock || type === 'closing_options-') return null;
  const x = type !== 'closing_options-button';
  const go = () => s.count.peek() <= 0 && s.close('cancel_click');
  return (
    <div className={x ? 'lp-cl' : 'lp-cl lp-b'}>
      {dp.poptin_design_show_x_comment && <span className="lp-n">{dp.poptin_design_show_x_comment}</span>}
      <button
        type="button"
        className={x ? 'lp-x' : 'lp-bt'}
        // X07: the visible countdown stays in the name ("Close, available in 3 s")
        aria-label={x ? t(s.lang, 'close') + (n > 0 ? t(s.lang, 'wait').replace('N', '' + n) : '') : undefined}
        disabled={n > 0}
        onClick={go}
        onKeyDown={(e) => {
          if (e.keyCode === 13 || e.keyCode === 32) {
            e.preventDefault();
            go();
          }
        }}
      >
        {x ? (n > 0 ? n : '×') : (done ? t(s.lang, 'close') : dp.close_button_text || t(s.lang, 'skip')) + (n > 0 ? ` (${n})` : '')}
      </button>
    </div>
  );
}
