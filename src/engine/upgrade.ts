// §8: a client restriction shows the upgrade popup. Few visitors ever meet one, so it lives in
// features/upgrade.js, fetched only when there is an upgrade popup to show and the visitor has
// not asked to be reminded later (P03). The chunk gets a callback that shows a popup and hands
// back its closer, not the engine's state.
import { getCookie } from '../core/storage';
import { log } from '../core/log';
import { REMIND } from '../popup/keys';
import { show } from './show';
import { answerTexts } from './answer';
import type { E } from './state';
import type { DisplayAnswer } from '../popup/wire';

export function upgrade(e: E, a: DisplayAnswer) {
  answerTexts(a);
  const boot = e.b!, g = e.g;
  if (a.client_restriction_setting?.upgrade_popup && !getCookie(REMIND))
    e.im(boot.base + 'features/upgrade.js').then(
      (m) =>
        g == e.g &&
        m.upgrade(a, boot, e.L, (p: any, html: string, t: string, own: any) => {
          const id = p.poptin_id;
          if (e.live.has(id)) return;
          show(e, p, html, t, own);
          return (c: any) => e.h.get(id)?.close(c);
        }),
      (x) => log('Upgrade failed', x),
    );
}
