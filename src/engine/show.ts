// Showing a popup: the one-at-a-time queue (queue.ts, P13), then runtime.js's show() with the
// lifecycle callbacks that report back here (reporting.ts): view, close, conversion, removal.
import type { PopupHandle, RuntimeModule, ShowRequest } from '../popup/rungs';
import { on } from '../core/flags';
import { log } from '../core/log';
import { reportClose, reportView } from './reporting';
import { detail, emit } from '../popup/events';
import type { E } from './state';
import { langOf } from './answer';
import type { Popup } from '../popup/wire';

/** runtime.js, loaded once (a failed load is tried again next time) */
const runtime = (e: E): Promise<RuntimeModule> =>
  (e.rt ||= e.im(e.b!.base + 'runtime.js').catch((x) => {
    e.rt = undefined;
    throw x;
  }));

export function show(e: E, p: Popup, html: string, trigger: string, own?: Partial<ShowRequest>) {
  const boot = e.b!, g = e.g, id = p.poptin_id, preview = !!boot.req.preview_poptin_id;
  e.shown.add(id);
  e.live.add(id);
  e.q(p.poptin_type, (release) => {
    const free = () => {
      g == e.g && (e.live.delete(id), e.h.delete(id));
      release();
    };
    if (g != e.g) return release();
    // X10 (issue 20): the page may keep it off: poptinBeforeShow is cancelable. Kept off, it is
    // as if it had not shown on this page view: no view, no cookie, so the frequency rules do not
    // count it; its trigger has fired, so only poptin.show() or a new page view brings it back
    // (docs/behaviour.md X10). Preview shows whatever the page says (P16).
    if (!emit('poptinBeforeShow', { ...detail(p), trigger }, true) && !preview) return free();
    let submitted = 0, gone = 0;
    const req: ShowRequest = {
      // base, api, clientId, req, nonce come from the boot as they are (size: one spread)
      ...boot,
      popup: p,
      html,
      lang: langOf(boot.answer),
      index: e.n++,
      preview,
      freemium: on(boot.answer.if_freemium),
      trigger,
      // P16: in preview nothing is reported or stored
      onView: () => (preview || g != e.g ? Promise.resolve('') : reportView(boot, p, trigger, e.now())),
      // §4: a submitted or redirected popup does not fire the close event
      onClose: (t) => void (preview || submitted || t == 'submit' || g != e.g || reportClose(boot, p, t)),
      onConvert: () => ((submitted = 1), !preview && g == e.g),
      onRemoved: () => ((gone = 1), free()),
      launch: (x) => e.op(x, 'manual'),
      ...own,
    };
    runtime(e)
      // stopped while runtime.js loaded: nothing is mounted
      .then((m) => (g == e.g ? m.show(req) : null))
      .then(
        (h: PopupHandle | null) => {
          if (h && g != e.g) h.destroy();
          h && g == e.g && !gone ? e.h.set(id, h) : free();
        },
        (x) => {
          log('Runtime failed', x);
          free();
        },
      );
  });
}
