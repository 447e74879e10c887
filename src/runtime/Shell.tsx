// The popup shell's frame, the same for every kind (P05, P06, P09, P15, P16, P26): overlay, dialog,
// the modal's focus markers, the template mount point, the close control and the credit badge;
// the kind (state.ts Kind) sets the overlay's class and whether the dialog is modal. Rendered into the shadow root by
// runtime.ts inside an effect (paint.ts), so reading a signal's value here is subscribing to it;
// everything imperative happens in mount.ts, called once from the overlay's ref.
import * as React from 'react';
import { ANIMATION_MS, EXIT_MS } from './constants';
import { on } from '../core/flags';
import { place, position } from './position';
import { t } from './strings';
import { Close } from './Close';
import { mount } from './mount';
import type { PopupState } from './state';

export function Shell({ s }: { s: PopupState }) {
  const { req, dp, lang } = s;
  const p = req.popup;
  const he = lang === 'he';
  const active = s.active.value;
  const f = s.scale.value;
  // X07: on the thank-you screen its heading names the dialog
  const name = (s.screen.value == 'thanks' && s.done) || s.title;
  const pos = position(dp.poptin_location);
  const pl = place(pos);
  // entry ANIMATION_MS, exit EXIT_MS reversed; none under prefers-reduced-motion (X07)
  const a = (name: string) => (s.reduced ? undefined : `lp-${name} ${active ? ANIMATION_MS + 'ms' : EXIT_MS + 'ms reverse'} both`);
  return (
    <>
      {/* no <style> here: the runtime adopts the shell's, the effects' and the layout's sheets
          (runtime/sheet.ts: a strict CSP blocks <style> elements, not constructed sheets) */}
      <div
        // a callback ref, not an effect hook: the subtree exists when it runs, and `s.up` (set
        // first, so nothing mount() triggers can mount twice) makes the calls that follow each
        // repaint (React and Preact re-attach inline refs) no-ops
        ref={(o) => {
          if (o && !s.up) {
            s.up = true;
            mount(s, o.querySelector('.lp-d')!, o.querySelector('.lp-c')!, pos);
          }
        }}
        // the kind's overlay: a modal dims the page and takes its clicks; the others leave the
        // page usable around the box (state.ts Kind)
        className={'lp-o ' + s.k.o}
        style={{ justifyContent: pl.justify, alignItems: pl.align, animation: a('fade') }}
        onClick={(e) => e.target === e.currentTarget && !s.lock && on(dp.poptin_design_close_on_screen_click) && s.close('bg_click')}
      >
        <div
          className="lp-d"
          role={s.k.role || 'dialog'}
          // a bar, a slide-in or an inline popup leaves the page usable: a non-modal dialog (X07)
          aria-modal={s.k.modal ? 'true' : undefined}
          aria-labelledby={name || undefined}
          aria-label={name ? undefined : p.poptin_name}
          dir={he ? 'rtl' : undefined}
          lang={he ? 'he' : undefined}
          tabIndex={-1}
          style={{
            // explicit units: Preact 11 core does not append px to numbers (React does)
            // X07: the box grows with its content up to the window's height, then scrolls inside
            width: f.w + 'px',
            minHeight: f.h + 'px',
            maxHeight: f.m + 'px',
            transform: `scale(${f.s})`,
            transformOrigin: pl.origin,
            animation: a(s.fx ? s.fx.effect(active ? dp.poptin_design_entry_effect : dp.poptin_design_exit_effect, !active) : 'fade'),
          }}
        >
          {req.preview && (
            <p className="lp-pv" role="status">
              {t(lang, 'preview')}
            </p>
          )}
          {s.k.modal && <span className="lp-m" tabIndex={0} onFocus={() => s.edge(true)} />}
          <div
            className="lp-c"
            onClick={(e) => {
              if (!s.lock && (e.target as Element).closest?.('[data-lp=close]')) {
                e.preventDefault(); // a close link must not also navigate
                s.close('cancel_click');
              }
            }}
          />
          <Close s={s} />
          {on(p.if_poptin_credit!) && (
            <a className="lp-cr" href="https://www.poptin.com/?utm_source=poptin_credit" target="_blank" rel="noopener">
              {t(lang, 'credit')}
            </a>
          )}
          {s.k.modal && <span className="lp-m" tabIndex={0} onFocus={() => s.edge(false)} />}
        </div>
      </div>
    </>
  );
}
